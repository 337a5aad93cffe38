// Repair service of repairmember (jobs in every repair status, some assigned to its
// SUB_USER_WX staff), their settlement in repairfin's books (domain REPAIR), and the
// projects with project orders of bindmember.
import type { RepairStatus } from '../../../contract/lifecycles/repair.lifecycle.ts'
import type {
  NewProject,
  NewProjectOrder,
  NewProjectOrderLine,
  NewRepairOrder,
  NewRepairOrderItem,
  NewStatusHistory,
} from '../schema.ts'
import { BUYER_PARTY_IDS } from './core.seed.ts'
import { demoAccount, TRADE_MERCHANTS } from './demo-accounts.ts'
import { billingInfos, homeOf, buildBooks, type BillSource } from './finance.seed.ts'
import { COUNTY_IDS, regionOf } from './geo-regions.data.ts'
import { loadSkus } from './orders.seed.ts'
import { type SeedContext, days, hours, mobile, plus, ymd } from './seed-context.ts'
import { personName, companyName, streetAddress } from './cn-names.ts'

const APPLIANCES: readonly (readonly [string, readonly string[], readonly string[]])[] = [
  ['空调', ['格力', '美的', '海尔'], ['不制冷', '外机噪音大', '漏水', '显示E1故障码']],
  ['冰箱', ['海尔', '容声', '美的'], ['冷藏室不冷', '结霜严重', '压缩机不启动']],
  ['洗衣机', ['小天鹅', '海尔', '西门子'], ['不脱水', '进水慢', '滚筒异响']],
  ['燃气热水器', ['林内', '万和', '能率'], ['打不着火', '水温忽冷忽热', '显示E4故障码']],
  ['油烟机', ['方太', '老板', '华帝'], ['吸力变小', '噪音大', '漏油']],
  ['净水器', ['沁园', '美的', '安吉尔'], ['出水慢', '滤芯到期', '漏水']],
]

/** How many jobs end up in each status. */
const REPAIR_PLAN: readonly (readonly [RepairStatus, number])[] = [
  ['WAIT_ACCEPT', 8],
  ['WAIT_ASSIGN', 6],
  ['ASSIGNED', 8],
  ['REPAIRING', 8],
  ['WAIT_CONFIRM', 4],
  ['FINISHED', 12],
  ['SETTLED', 24],
  ['REJECTED', 5],
  ['CANCELLED', 5],
]

function repairPath(status: RepairStatus): [string, RepairStatus, RepairStatus][] {
  const accepted: [string, RepairStatus, RepairStatus] = ['repair.accepted', 'WAIT_ACCEPT', 'WAIT_ASSIGN']
  const assigned: [string, RepairStatus, RepairStatus] = ['repair.assigned', 'WAIT_ASSIGN', 'ASSIGNED']
  const started: [string, RepairStatus, RepairStatus] = ['repair.started', 'ASSIGNED', 'REPAIRING']
  const finished: [string, RepairStatus, RepairStatus] = ['repair.finished', 'REPAIRING', 'FINISHED']
  switch (status) {
    case 'WAIT_ACCEPT':
      return []
    case 'WAIT_ASSIGN':
      return [accepted]
    case 'ASSIGNED':
      return [accepted, assigned]
    case 'REPAIRING':
      return [accepted, assigned, started]
    case 'WAIT_CONFIRM':
      return [accepted, assigned, started, ['repair.quoted', 'REPAIRING', 'WAIT_CONFIRM']]
    case 'FINISHED':
      return [accepted, assigned, started, finished]
    case 'SETTLED':
      return [accepted, assigned, started, finished, ['repair.settled', 'FINISHED', 'SETTLED']]
    case 'REJECTED':
      return [['repair.rejected', 'WAIT_ACCEPT', 'REJECTED']]
    case 'CANCELLED':
      return [['repair.cancelled', 'WAIT_ACCEPT', 'CANCELLED']]
  }
}

/**
 * Photos the customer sent with the fault (the demo's appliance pictures): most jobs have one
 * or two. Derived from the id, not the seed's random source, so the other demo rows stay as
 * they were.
 */
function faultImages(id: number): string {
  const picture = (n: number) => `/demo/products/product-${String((n % 12) + 1).padStart(2, '0')}.svg`
  if (id % 5 === 4) return '[]'
  return JSON.stringify(id % 2 === 0 ? [picture(id)] : [picture(id), picture(id + 5)])
}

/** Age range (days) of a job in each status. */
function repairAge(status: RepairStatus): [number, number] {
  if (status === 'SETTLED') return [40, 170]
  if (status === 'FINISHED') return [3, 25]
  if (status === 'REJECTED' || status === 'CANCELLED') return [2, 120]
  return [0.1, 4]
}

export async function seedRepairAndProjects(ctx: SeedContext): Promise<void> {
  await seedRepair(ctx)
  await seedProjects(ctx)
}

async function seedRepair(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const shop = demoAccount('repairmember')
  const staff = demoAccount('sub_user_wx')
  const fin = demoAccount('repairfin')
  const orders: NewRepairOrder[] = []
  const items: NewRepairOrderItem[] = []
  const history: NewStatusHistory[] = []

  const plan = REPAIR_PLAN.flatMap(([status, count]) => Array.from({ length: count }, () => status))
  const dated = plan
    .map((status) => {
      const [min, max] = repairAge(status)
      return { status, createdMs: ctx.now.getTime() - days(faker.number.float({ min, max })) }
    })
    .sort((a, b) => a.createdMs - b.createdMs)

  for (const { status, createdMs } of dated) {
    const id = ctx.ids.next('repair_order')
    const created = new Date(createdMs).toISOString()
    const [product, brands, faults] = faker.helpers.arrayElement(APPLIANCES)
    const region = regionOf(faker.helpers.arrayElement(COUNTY_IDS.filter((c) => c.startsWith('32'))))
    const path = repairPath(status)
    const span = ctx.now.getTime() - createdMs
    // Accept within hours, assign and start within a day or two, finish within days; a
    // settled job's time is set from its statement below. Squeezed for young jobs.
    const gaps = path.map(([event]) =>
      event === 'repair.accepted' || event === 'repair.rejected' || event === 'repair.cancelled'
        ? hours(faker.number.float({ min: 0.3, max: 4 }))
        : event === 'repair.assigned' || event === 'repair.quoted'
          ? hours(faker.number.float({ min: 1, max: 10 }))
          : event === 'repair.settled'
            ? days(10)
            : days(faker.number.float({ min: 0.5, max: 2.5 })),
    )
    const total = gaps.reduce((a, b) => a + b, 0)
    const squeeze = total > 0 ? Math.min(1, (span * 0.9) / total) : 1
    let elapsed = 0
    const times = gaps.map((g) => {
      elapsed += g * squeeze
      return plus(created, elapsed)
    })
    const timeOf = (event: string) => times[path.findIndex(([e]) => e === event)] ?? null
    const assignee = path.some(([e]) => e === 'repair.assigned')
      ? faker.number.int(9) < 7
        ? staff.userLoginId
        : shop.userLoginId
      : null
    path.forEach(([event, from, to], i) => {
      history.push({
        id: ctx.ids.next('status_history'),
        party_id: shop.partyId,
        subject_type: 'REPAIR',
        subject_id: id,
        event,
        from_status: from,
        to_status: to,
        user_login_id:
          event === 'repair.settled'
            ? fin.userLoginId
            : event === 'repair.cancelled'
              ? null
              : (assignee ?? shop.userLoginId),
        remark: event === 'repair.rejected' ? '超出服务区域' : '',
        created_at: times[i] as string,
      })
    })
    const worked = ['REPAIRING', 'WAIT_CONFIRM', 'FINISHED', 'SETTLED'].includes(status)
    let labor = 0
    let parts = 0
    if (worked) {
      labor = faker.helpers.arrayElement([5000, 8000, 12000])
      items.push({
        id: ctx.ids.next('repair_order_item'),
        party_id: shop.partyId,
        repair_order_id: id,
        kind: 'LABOR',
        name: '上门检测维修费',
        unit_price: labor,
        quantity: 1,
        amount: labor,
      })
      if (faker.number.int(9) < 7) {
        const price = faker.number.int({ min: 30, max: 400 }) * 100
        const qty = faker.number.int({ min: 1, max: 2 })
        parts = price * qty
        items.push({
          id: ctx.ids.next('repair_order_item'),
          party_id: shop.partyId,
          repair_order_id: id,
          kind: 'PART',
          name: faker.helpers.arrayElement([
            '压缩机电容',
            '主控板',
            '进水阀',
            '温控器',
            '密封圈',
            '风扇电机',
          ]),
          unit_price: price,
          quantity: qty,
          amount: parts,
        })
      }
    }
    const customer = faker.number.int(9) < 2 ? faker.helpers.arrayElement(BUYER_PARTY_IDS) : null
    orders.push({
      id,
      party_id: shop.partyId,
      repair_no: `WX${ymd(created)}${String(id).padStart(4, '0')}`,
      customer_party_id: customer,
      customer_name: personName(faker),
      customer_phone: mobile(faker),
      province_id: region.province_id,
      city_id: region.city_id,
      county_id: region.county_id,
      address: `${region.text}${streetAddress(faker)}${faker.number.int({ min: 1, max: 30 })}室`,
      product_name: product,
      brand_name: faker.helpers.arrayElement(brands),
      model: `${faker.string.alpha({ length: 2, casing: 'upper' })}-${faker.string.numeric(4)}`,
      serial_no: faker.string.alphanumeric({ length: 12, casing: 'upper' }),
      fault_description: faker.helpers.arrayElement(faults),
      images: faultImages(id),
      status,
      assignee_user_login_id: assignee,
      appointment_at: assignee
        ? plus(timeOf('repair.assigned') ?? created, hours(faker.number.int({ min: 4, max: 48 })))
        : null,
      labor_amount: labor,
      parts_amount: parts,
      total_amount: labor + parts,
      result: ['FINISHED', 'SETTLED'].includes(status) ? '已更换故障配件，试机正常' : '',
      reject_reason: status === 'REJECTED' ? '超出服务区域' : '',
      statement_id: null,
      created_at: created,
      accepted_at: timeOf('repair.accepted'),
      finished_at: timeOf('repair.finished'),
      settled_at: timeOf('repair.settled'),
      updated_at: times[times.length - 1] ?? created,
      version: path.length + 1,
    })
  }

  // Repair settlement: repairfin's books with the repair shop. Settled jobs sit in settled
  // statements of their month; finished jobs are billed but not yet paid or still unbilled.
  const sources: BillSource[] = orders
    .filter((o) => o.status === 'SETTLED' || o.status === 'FINISHED')
    .map((o) => ({
      counterparty: shop.partyId,
      sourceType: 'REPAIR',
      sourceId: o.id as number,
      sourceNo: o.repair_no,
      amount: o.total_amount ?? 0,
      occurredAt: o.finished_at as string,
      settled: o.status === 'SETTLED',
    }))
  const books = buildBooks(ctx, faker, fin.partyId, 'REPAIR', fin.userLoginId, sources, 'WXJS')
  for (const o of orders) {
    const link = books.statementOfSource.get(o.id as number)
    if (!link) continue
    o.statement_id = link.statementId
    if (o.status === 'SETTLED' && link.settledAt) {
      // Settled when its statement was paid.
      o.settled_at = link.settledAt
      o.updated_at = link.settledAt
      const step = history.find((h) => h.subject_id === o.id && h.event === 'repair.settled')
      if (step) step.created_at = link.settledAt
    }
  }
  await ctx.insert('statement', books.statements)
  await ctx.insert('repair_order', orders)
  await ctx.insert('repair_order_item', items)
  await ctx.insert('status_history', history)
  await ctx.insert('bill_detail', books.bills)
  await ctx.insert('payment', books.payments)
  await ctx.insert(
    'billing_info',
    billingInfos(ctx, faker, fin.partyId, 'REPAIR', fin.merchantName, await homeOf(ctx, fin.partyId)),
  )
  await ctx.insert('repair_setting', [
    {
      party_id: shop.partyId,
      accepting: 1,
      auto_accept: 0,
      service_region_ids: '320100,320500,320200',
      service_hours: '08:30-18:00',
      base_labor_fee: 5000,
      visit_fee: 3000,
      warranty_days: 90,
      notice: '上门前30分钟电话联系；配件明码标价，保修90天。',
      // repairfin settles the shop's jobs: a finished job reaches its REPAIR book (issue 30).
      settlement_party_id: fin.partyId,
      updated_at: ctx.nowIso,
    },
  ])
}

const PROJECT_NAMES = [
  '滨江花园二期精装修',
  '科技园办公楼改造',
  '第一中学食堂翻新',
  '万家商业广场机电安装',
  '人民医院门诊楼维修',
  '阳光小区外墙保温',
  '市图书馆照明改造',
  '工业园区厂房扩建',
  '湖畔酒店客房升级',
  '地铁站便民服务点',
]
const PROJECT_STATUSES = [
  'PLANNING',
  'PLANNING',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'CANCELLED',
] as const

async function seedProjects(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const member = demoAccount('bindmember')
  const supplierSkus = await Promise.all(
    TRADE_MERCHANTS.map(async (u) => ({
      partyId: demoAccount(u).partyId,
      skus: await loadSkus(ctx.db, demoAccount(u).partyId),
    })),
  )
  const projects: NewProject[] = []
  const orders: NewProjectOrder[] = []
  const lines: NewProjectOrderLine[] = []
  PROJECT_NAMES.forEach((name, p) => {
    const id = ctx.ids.next('project')
    const status = PROJECT_STATUSES[p] as (typeof PROJECT_STATUSES)[number]
    const startMs =
      status === 'PLANNING'
        ? ctx.now.getTime() + days(faker.number.int({ min: 5, max: 40 }))
        : ctx.now.getTime() -
          days(
            status === 'COMPLETED'
              ? faker.number.int({ min: 150, max: 300 })
              : faker.number.int({ min: 20, max: 120 }),
          )
    const created = new Date(
      Math.min(startMs, ctx.now.getTime()) - days(faker.number.int({ min: 5, max: 20 })),
    ).toISOString()
    const region = regionOf(faker.helpers.arrayElement(COUNTY_IDS.filter((c) => c.startsWith('51'))))
    const orderCount = status === 'PLANNING' ? p % 2 : faker.number.int({ min: 3, max: 5 })
    let ordered = 0
    for (let o = 0; o < orderCount; o++) {
      const orderId = ctx.ids.next('project_order')
      const supplier = faker.helpers.arrayElement(supplierSkus)
      const orderCreated = new Date(
        Math.min(
          new Date(created).getTime() + days(3 + o * faker.number.int({ min: 3, max: 12 })),
          ctx.now.getTime() - hours(1 + o),
        ),
      ).toISOString()
      const orderStatus =
        status === 'COMPLETED'
          ? 'COMPLETED'
          : status === 'CANCELLED'
            ? 'CANCELLED'
            : status === 'PLANNING'
              ? 'PENDING'
              : faker.helpers.arrayElement(['PENDING', 'CONFIRMED', 'SHIPPED', 'COMPLETED'])
      let amount = 0
      let count = 0
      for (const sku of faker.helpers.arrayElements(supplier.skus, faker.number.int({ min: 1, max: 4 }))) {
        const quantity = faker.number.int({ min: 10, max: 200 })
        const unitPrice = Math.round((sku.price * 0.85) / 10) * 10
        amount += unitPrice * quantity
        count += quantity
        lines.push({
          id: ctx.ids.next('project_order_line'),
          party_id: member.partyId,
          project_order_id: orderId,
          product_id: sku.product_id,
          product_name: sku.product_name,
          sku_spec: sku.spec,
          unit: '件',
          unit_price: unitPrice,
          quantity,
          amount: unitPrice * quantity,
        })
      }
      if (orderStatus !== 'CANCELLED') ordered += amount
      orders.push({
        id: orderId,
        party_id: member.partyId,
        project_id: id,
        order_no: `XM${ymd(orderCreated)}${String(orderId).padStart(4, '0')}`,
        supplier_party_id: supplier.partyId,
        sales_order_id: null,
        item_count: count,
        amount,
        status: orderStatus,
        remark: faker.helpers.arrayElement(['', '按施工进度分批送货', '送货到工地，需提前电话联系']),
        created_at: orderCreated,
        updated_at: orderCreated,
      })
    }
    const budget = Math.max(ordered * 1.3, faker.number.int({ min: 20, max: 200 }) * 1_000_000)
    projects.push({
      id,
      party_id: member.partyId,
      project_no: `PRJ${ymd(created)}${String(id).padStart(3, '0')}`,
      name,
      customer_name: companyName(faker),
      manager_name: personName(faker),
      province_id: region.province_id,
      city_id: region.city_id,
      county_id: region.county_id,
      address: `${region.text}${streetAddress(faker)}`,
      budget_amount: Math.round(budget / 100) * 100,
      ordered_amount: ordered,
      status,
      start_date: `${new Date(startMs).toISOString().slice(0, 10)}T00:00:00.000Z`,
      end_date: `${new Date(startMs + days(180)).toISOString().slice(0, 10)}T00:00:00.000Z`,
      remark: '',
      created_at: created,
      updated_at: created,
    })
  })
  await ctx.insert('project', projects)
  await ctx.insert('project_order', orders)
  await ctx.insert('project_order_line', lines)
}
