// Orders of the trade merchants, across every order status, with their lines, shipments,
// after-sales requests (every after-sales status) and the status history of each step.
// `--large` adds LARGE_ORDER_COUNT more orders to tradebase for performance work, `--huge`
// HUGE_ORDER_COUNT (huge.seed.ts).
import type { Faker } from '@faker-js/faker'
import { sql } from 'kysely'
import type { AfterSaleKind, AfterSaleStatus } from '../../../contract/lifecycles/after-sale.lifecycle.ts'
import type { OrderStatus } from '../../../contract/lifecycles/order.lifecycle.ts'
import type {
  Db,
  NewAfterSale,
  NewSalesOrder,
  NewSalesOrderLine,
  NewShipment,
  NewShipmentLine,
  NewStatusHistory,
  OrderChannel,
} from '../schema.ts'
import { BUYER_PARTY_IDS } from './core.seed.ts'
import { isPostgres } from '../migrations/dialect-ddl.ts'
import { demoAccount, TRADE_MERCHANTS } from './demo-accounts.ts'
import { COUNTY_IDS, regionOf } from './geo-regions.data.ts'
import { type SeedContext, days, hours, minutes, mobile, plus, ymd } from './seed-context.ts'
import { personName, streetAddress } from './cn-names.ts'
import { HUGE_ORDER_COUNT } from './huge.seed.ts'

export const ORDERS_PER_MERCHANT = 300
export const AFTER_SALES_PER_MERCHANT = 45
export const LARGE_ORDER_COUNT = 100_000

export const CARRIERS: readonly (readonly [string, string, string])[] = [
  ['SF', '顺丰速运', 'SF'],
  ['ZTO', '中通快递', '7'],
  ['YTO', '圆通速递', 'YT'],
  ['STO', '申通快递', '77'],
  ['YD', '韵达快递', '43'],
  ['JD', '京东物流', 'JDV'],
  ['EMS', '中国邮政EMS', 'E'],
]

/** Share of each status among generated orders, and how old such an order is (hours). */
const STATUS_PLAN: readonly (readonly [OrderStatus, number, number, number])[] = [
  ['WAIT_PAY', 6, 0.2, 36],
  ['WAIT_SHIP', 12, 1, 120],
  ['PART_SHIPPED', 4, 24, 144],
  ['SHIPPED', 12, 48, 288],
  ['COMPLETED', 56, 192, 4320],
  ['CANCELLED', 6, 1, 4320],
  ['CLOSED', 4, 120, 4320],
]

const CHANNELS: Record<(typeof TRADE_MERCHANTS)[number], readonly OrderChannel[]> = {
  tradebase: ['MALL', 'BUSINESS', 'ERP', 'MALL'],
  distributionbase: ['DISTRIBUTION', 'MINI_PROGRAM', 'MALL', 'DISTRIBUTION'],
  distributionpro: ['DISTRIBUTION', 'CATALOGUE', 'MINI_PROGRAM', 'MALL'],
  admin: ['MALL', 'DISTRIBUTION', 'CATALOGUE', 'MINI_PROGRAM'],
}

const BUYER_REMARKS = ['', '', '', '请尽快发货', '周末不在家，请工作日送达', '需要开具发票', '发顺丰谢谢']
const AFTER_SALE_REASONS: Record<AfterSaleKind, readonly string[]> = {
  REFUND_ONLY: ['未收到货', '拍错/多拍', '协商一致退款', '商品缺件'],
  RETURN_REFUND: ['质量问题', '与描述不符', '七天无理由退货', '收到商品破损'],
  EXCHANGE: ['尺寸不合适', '颜色发错', '型号不符'],
}

export interface SkuRow {
  sku_id: number
  product_id: number
  product_name: string
  sku_code: string
  spec: string
  price: number
  image_url: string
  /** When the product was created: no order or catalogue holds it before. */
  created_at: string
  stock: number
}

export interface BuyerRow {
  id: string
  name: string
  contact_name: string
  contact_phone: string
  county_id: string | null
  address: string
}

export async function loadSkus(db: Db, partyId: string): Promise<SkuRow[]> {
  return db
    .selectFrom('product_sku as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select([
      's.id as sku_id',
      'p.id as product_id',
      'p.name as product_name',
      's.sku_code',
      's.spec',
      's.price',
      's.image_url',
      'p.created_at',
      's.stock',
    ])
    .where('s.party_id', '=', partyId)
    .where('p.status', '=', 'ON_SALE')
    .where('p.is_deleted', '=', 0)
    .orderBy('s.id')
    .execute()
}

export async function loadBuyers(db: Db): Promise<BuyerRow[]> {
  return db
    .selectFrom('party')
    .select(['id', 'name', 'contact_name', 'contact_phone', 'county_id', 'address'])
    .where('id', 'in', [...BUYER_PARTY_IDS])
    .orderBy('id')
    .execute()
}

function weighted<T>(faker: Faker, items: readonly (readonly [T, number, ...unknown[]])[]): T {
  const total = items.reduce((s, i) => s + i[1], 0)
  let roll = faker.number.float({ min: 0, max: total })
  for (const item of items) {
    roll -= item[1]
    if (roll <= 0) return item[0]
  }
  return (items[items.length - 1] as readonly [T, number])[0]
}

interface BuiltOrder {
  order: NewSalesOrder & { id: number; created_at: string }
  lines: (NewSalesOrderLine & { id: number })[]
  shipments: NewShipment[]
  shipmentLines: NewShipmentLine[]
  history: NewStatusHistory[]
}

interface OrderInput {
  partyId: string
  loginId: string
  orderNo: string
  status: OrderStatus
  createdMs: number
  channel: OrderChannel
  skus: readonly SkuRow[]
  buyers: readonly BuyerRow[]
  maxLines: number
  withHistory: boolean
}

/** One order with everything that hangs off it; times stay between creation and now. */
export function buildOrder(ctx: SeedContext, input: OrderInput): BuiltOrder {
  const { faker } = ctx
  const { partyId, status } = input
  const nowMs = ctx.now.getTime()
  const age = nowMs - input.createdMs
  const created = new Date(input.createdMs).toISOString()

  const b2b = input.channel !== 'MALL' && input.channel !== 'MINI_PROGRAM'
  const buyer = b2b ? faker.helpers.arrayElement(input.buyers) : undefined
  const receiver = buyer ? buyer.contact_name : personName(faker)
  const phone = buyer ? buyer.contact_phone : mobile(faker)
  // A company buyer receives at its own address; a consumer anywhere (the draw stays either way).
  const drawnCounty = faker.helpers.arrayElement(COUNTY_IDS)
  const region = regionOf(buyer?.county_id ?? drawnCounty)
  const orderId = ctx.ids.next('sales_order')

  const lineCount = Math.min(
    input.skus.length,
    status === 'PART_SHIPPED'
      ? Math.max(2, faker.number.int({ min: 2, max: input.maxLines }))
      : faker.number.int({ min: 1, max: input.maxLines }),
  )
  // Only products that existed when the order was placed; as many draws either way (fewer
  // than all are picked), so the values after them stay.
  const existing = input.skus.filter((s) => s.created_at <= created)
  const picked = faker.helpers.arrayElements(existing.length > lineCount ? existing : input.skus, lineCount)
  const lines = picked.map((sku) => {
    const quantity = b2b ? faker.number.int({ min: 2, max: 40 }) : faker.number.int({ min: 1, max: 3 })
    return {
      id: ctx.ids.next('sales_order_line'),
      party_id: partyId,
      order_id: orderId,
      product_id: sku.product_id,
      sku_id: sku.sku_id,
      product_name: sku.product_name,
      sku_code: sku.sku_code,
      sku_spec: sku.spec,
      image_url: sku.image_url,
      unit_price: sku.price,
      quantity,
      amount: sku.price * quantity,
      shipped_quantity: 0,
      refunded_quantity: 0,
    }
  })
  const goods = lines.reduce((s, l) => s + l.amount, 0)
  const freight = goods >= 9900 ? 0 : 1000
  const discount =
    faker.number.int(99) < 15 ? Math.min(goods, faker.helpers.arrayElement([500, 1000, 2000])) : 0
  const pay = goods + freight - discount

  // Each step a realistic while after the previous one; squeezed when the order is too young
  // for that, so no step lies in the future.
  const payAfter = minutes(faker.number.int({ min: 2, max: 60 }))
  const shipAfter = payAfter + hours(faker.number.float({ min: 3, max: 48 }))
  const receiveAfter = shipAfter + days(faker.number.float({ min: 2, max: 8 }))
  const last =
    status === 'COMPLETED'
      ? receiveAfter
      : ['PART_SHIPPED', 'SHIPPED'].includes(status)
        ? shipAfter
        : payAfter
  const squeeze = Math.min(1, (age * 0.9) / last)
  const at = (offset: number) => new Date(input.createdMs + offset * squeeze).toISOString()
  const paid = status === 'WAIT_PAY' ? null : at(payAfter)
  const cancelledBeforePay = status === 'CANCELLED' && faker.datatype.boolean()
  const shippedAt = ['PART_SHIPPED', 'SHIPPED', 'COMPLETED'].includes(status) ? at(shipAfter) : null
  const completedAt = status === 'COMPLETED' ? at(receiveAfter) : null
  const cancelledAt =
    status === 'CANCELLED'
      ? at(Math.min(age * 0.8, payAfter + hours(faker.number.float({ min: 1, max: 24 }))))
      : null
  const closedAt =
    status === 'CLOSED'
      ? at(Math.min(age * 0.8, payAfter + days(faker.number.float({ min: 1, max: 4 }))))
      : null

  const shipments: NewShipment[] = []
  const shipmentLines: NewShipmentLine[] = []
  if (shippedAt) {
    const [code, name, prefix] = faker.helpers.arrayElement(CARRIERS)
    const split = status === 'PART_SHIPPED' || (lines.length > 1 && faker.number.int(99) < 15)
    const groups = split ? [lines.slice(0, 1), status === 'PART_SHIPPED' ? [] : lines.slice(1)] : [lines]
    groups.forEach((group, g) => {
      if (group.length === 0) return
      const shipmentId = ctx.ids.next('shipment')
      shipments.push({
        id: shipmentId,
        party_id: partyId,
        order_id: orderId,
        carrier_code: code,
        carrier_name: name,
        tracking_no: `${prefix}${faker.string.numeric(12)}`,
        shipped_by: input.loginId,
        shipped_at: plus(shippedAt, hours(g * 6)),
      })
      for (const line of group) {
        line.shipped_quantity = line.quantity
        shipmentLines.push({
          shipment_id: shipmentId,
          order_line_id: line.id,
          party_id: partyId,
          quantity: line.quantity,
        })
      }
    })
  }

  const history: NewStatusHistory[] = []
  if (input.withHistory) {
    const step = (event: string, from: OrderStatus, to: OrderStatus, when: string | null) => {
      history.push({
        id: ctx.ids.next('status_history'),
        party_id: partyId,
        subject_type: 'ORDER',
        subject_id: orderId,
        event,
        from_status: from,
        to_status: to,
        user_login_id: event === 'order.shipped' || event === 'order.partiallyShipped' ? input.loginId : null,
        remark: '',
        created_at: when ?? created,
      })
    }
    if (status === 'CANCELLED' && cancelledBeforePay)
      step('order.cancelled', 'WAIT_PAY', 'CANCELLED', cancelledAt)
    else if (status !== 'WAIT_PAY') {
      step('order.paid', 'WAIT_PAY', 'WAIT_SHIP', paid)
      if (status === 'CANCELLED') step('order.cancelled', 'WAIT_SHIP', 'CANCELLED', cancelledAt)
      if (status === 'CLOSED') step('order.closed', 'WAIT_SHIP', 'CLOSED', closedAt)
      if (status === 'PART_SHIPPED') step('order.partiallyShipped', 'WAIT_SHIP', 'PART_SHIPPED', shippedAt)
      if (status === 'SHIPPED' || status === 'COMPLETED')
        step('order.shipped', 'WAIT_SHIP', 'SHIPPED', shippedAt)
      if (status === 'COMPLETED') step('order.received', 'SHIPPED', 'COMPLETED', completedAt)
    }
  }

  const order = {
    id: orderId,
    party_id: partyId,
    order_no: input.orderNo,
    channel: input.channel,
    buyer_party_id: buyer?.id ?? null,
    buyer_name: buyer?.name ?? receiver,
    buyer_phone: phone,
    receiver_name: receiver,
    receiver_phone: phone,
    province_id: region.province_id,
    city_id: region.city_id,
    county_id: region.county_id,
    address: ((street: string) => `${region.text}${buyer?.county_id ? buyer.address : street}`)(
      streetAddress(faker),
    ),
    status,
    salesman_id: null,
    item_count: lines.reduce((s, l) => s + l.quantity, 0),
    goods_amount: goods,
    freight_amount: freight,
    discount_amount: discount,
    pay_amount: pay,
    // A closed order was refunded in full before it shipped.
    refunded_amount: status === 'CLOSED' ? pay : 0,
    buyer_remark: faker.helpers.arrayElement(BUYER_REMARKS),
    seller_remark: '',
    created_at: created,
    paid_at: cancelledBeforePay ? null : paid,
    shipped_at: shippedAt,
    completed_at: completedAt,
    cancelled_at: cancelledAt,
    updated_at: completedAt ?? closedAt ?? cancelledAt ?? shippedAt ?? paid ?? created,
    version: history.length + 1,
  }
  return { order, lines, shipments, shipmentLines, history }
}

/** After-sales statuses to produce per merchant, with the kinds that can be in each. */
const AFTER_SALE_PLAN: readonly (readonly [AfterSaleStatus, number, readonly AfterSaleKind[]])[] = [
  ['WAIT_AUDIT', 12, ['REFUND_ONLY', 'RETURN_REFUND', 'EXCHANGE']],
  ['WAIT_RETURN', 4, ['RETURN_REFUND', 'EXCHANGE']],
  ['WAIT_RECEIVE', 4, ['RETURN_REFUND', 'EXCHANGE']],
  ['WAIT_REFUND', 4, ['REFUND_ONLY', 'RETURN_REFUND']],
  ['COMPLETED', 12, ['REFUND_ONLY', 'RETURN_REFUND', 'EXCHANGE']],
  ['REJECTED', 5, ['REFUND_ONLY', 'RETURN_REFUND', 'EXCHANGE']],
  ['CANCELLED', 4, ['REFUND_ONLY', 'RETURN_REFUND', 'EXCHANGE']],
]

/** The events a request of `kind` took to reach `status`. */
function afterSalePath(
  kind: AfterSaleKind,
  status: AfterSaleStatus,
): [string, AfterSaleStatus, AfterSaleStatus][] {
  const approve: [string, AfterSaleStatus, AfterSaleStatus] =
    kind === 'REFUND_ONLY'
      ? ['afterSale.approvedRefund', 'WAIT_AUDIT', 'WAIT_REFUND']
      : ['afterSale.approvedReturn', 'WAIT_AUDIT', 'WAIT_RETURN']
  const shipped: [string, AfterSaleStatus, AfterSaleStatus] = [
    'afterSale.returnShipped',
    'WAIT_RETURN',
    'WAIT_RECEIVE',
  ]
  const received: [string, AfterSaleStatus, AfterSaleStatus] = [
    'afterSale.received',
    'WAIT_RECEIVE',
    'WAIT_REFUND',
  ]
  switch (status) {
    case 'WAIT_AUDIT':
      return []
    case 'WAIT_RETURN':
      return [approve]
    case 'WAIT_RECEIVE':
      return [approve, shipped]
    case 'WAIT_REFUND':
      return kind === 'REFUND_ONLY' ? [approve] : [approve, shipped, received]
    case 'COMPLETED':
      if (kind === 'REFUND_ONLY') return [approve, ['afterSale.refunded', 'WAIT_REFUND', 'COMPLETED']]
      if (kind === 'EXCHANGE')
        return [approve, shipped, ['afterSale.exchangeShipped', 'WAIT_RECEIVE', 'COMPLETED']]
      return [approve, shipped, received, ['afterSale.refunded', 'WAIT_REFUND', 'COMPLETED']]
    case 'REJECTED':
      return [['afterSale.rejected', 'WAIT_AUDIT', 'REJECTED']]
    case 'CANCELLED':
      return [['afterSale.cancelled', 'WAIT_AUDIT', 'CANCELLED']]
  }
}

export async function seedOrders(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const buyers = await loadBuyers(ctx.db)
  const orders: BuiltOrder['order'][] = []
  const lines: NewSalesOrderLine[] = []
  const shipments: NewShipment[] = []
  const shipmentLines: NewShipmentLine[] = []
  const history: NewStatusHistory[] = []
  const afterSales: NewAfterSale[] = []

  for (const username of TRADE_MERCHANTS) {
    const acc = demoAccount(username)
    const skus = await loadSkus(ctx.db, acc.partyId)
    // Every status at least twice, then the planned mix; sorted by time so keys and order
    // numbers rise with creation, as they would in a live shop.
    const plan: { status: OrderStatus; createdMs: number }[] = []
    const pickAge = (status: OrderStatus) => {
      const row = STATUS_PLAN.find((s) => s[0] === status) as readonly [OrderStatus, number, number, number]
      return hours(faker.number.float({ min: row[2], max: row[3] }))
    }
    for (let i = 0; i < ORDERS_PER_MERCHANT; i++) {
      const status =
        i < STATUS_PLAN.length * 2
          ? (STATUS_PLAN[i % STATUS_PLAN.length]?.[0] as OrderStatus)
          : weighted(faker, STATUS_PLAN)
      plan.push({ status, createdMs: ctx.now.getTime() - pickAge(status) })
    }
    plan.sort((a, b) => a.createdMs - b.createdMs)

    const built = plan.map((p, i) =>
      buildOrder(ctx, {
        partyId: acc.partyId,
        loginId: acc.userLoginId,
        orderNo: `SO${ymd(new Date(p.createdMs).toISOString())}${String(i + 1).padStart(5, '0')}`,
        status: p.status,
        createdMs: p.createdMs,
        channel: faker.helpers.arrayElement(CHANNELS[username]),
        skus,
        buyers,
        maxLines: 3,
        withHistory: true,
      }),
    )

    // After-sales on shipped or completed orders, one request per order.
    const eligible = built.filter((b) => ['SHIPPED', 'COMPLETED'].includes(b.order.status))
    const chosen = faker.helpers.arrayElements(eligible, Math.min(eligible.length, AFTER_SALES_PER_MERCHANT))
    let n = 0
    for (const [status, count, kinds] of AFTER_SALE_PLAN) {
      for (let k = 0; k < count && n < chosen.length; k++, n++) {
        const b = chosen[n] as BuiltOrder
        const kind = faker.helpers.arrayElement(kinds)
        const line = faker.helpers.arrayElement(b.lines)
        const quantity = faker.number.int({ min: 1, max: line.quantity })
        const refund = kind === 'EXCHANGE' ? 0 : line.unit_price * quantity
        const base = new Date(b.order.shipped_at ?? b.order.created_at).getTime()
        // Requests waiting for audit are recent; the rest spread between shipping and now.
        const createdMs =
          status === 'WAIT_AUDIT'
            ? Math.max(base, ctx.now.getTime() - hours(faker.number.float({ min: 0.5, max: 72 })))
            : base + (ctx.now.getTime() - base) * faker.number.float({ min: 0.05, max: 0.4 })
        const created = new Date(createdMs).toISOString()
        const id = ctx.ids.next('after_sale')
        const path = afterSalePath(kind, status)
        const span = ctx.now.getTime() - createdMs
        path.forEach(([event, from, to], i) => {
          history.push({
            id: ctx.ids.next('status_history'),
            party_id: acc.partyId,
            subject_type: 'AFTER_SALE',
            subject_id: id,
            event,
            from_status: from,
            to_status: to,
            user_login_id:
              event === 'afterSale.returnShipped' || event === 'afterSale.cancelled' ? null : acc.userLoginId,
            remark: event === 'afterSale.rejected' ? '商品已使用，不符合退货条件' : '',
            created_at: plus(created, (span * (i + 1)) / (path.length + 1)),
          })
        })
        const last = history[history.length - 1]
        const audited = path.length > 0 ? plus(created, span / (path.length + 1)) : null
        const completed = ['COMPLETED', 'REJECTED', 'CANCELLED'].includes(status)
          ? (last?.created_at ?? created)
          : null
        if (status === 'COMPLETED' && refund > 0) {
          b.order.refunded_amount = (b.order.refunded_amount ?? 0) + refund
          line.refunded_quantity = (line.refunded_quantity ?? 0) + quantity
        }
        const returned = path.some(([e]) => e === 'afterSale.returnShipped')
        const [, carrierName, prefix] = faker.helpers.arrayElement(CARRIERS)
        afterSales.push({
          id,
          party_id: acc.partyId,
          after_sale_no: `AS${ymd(created)}${String(id).padStart(5, '0')}`,
          order_id: b.order.id,
          order_line_id: line.id,
          buyer_party_id: b.order.buyer_party_id ?? null,
          buyer_name: b.order.buyer_name,
          kind,
          reason: faker.helpers.arrayElement(AFTER_SALE_REASONS[kind]),
          description: faker.helpers.arrayElement([
            '',
            '包装破损，里面的商品有划痕。',
            '与页面图片颜色差别较大。',
            '收到时已经无法正常使用。',
          ]),
          images: '[]',
          quantity,
          refund_amount: refund,
          status,
          audit_remark: status === 'REJECTED' ? '商品已使用，不符合退货条件' : '',
          return_carrier_name: returned ? carrierName : '',
          return_tracking_no: returned ? `${prefix}${faker.string.numeric(12)}` : '',
          created_at: created,
          audited_at: audited,
          completed_at: completed,
          updated_at: last && path.length > 0 ? last.created_at : created,
          version: path.length + 1,
        })
      }
    }

    for (const b of built) {
      orders.push(b.order)
      lines.push(...b.lines)
      shipments.push(...b.shipments)
      shipmentLines.push(...b.shipmentLines)
      history.push(...b.history)
    }
  }

  await ctx.insert('sales_order', orders)
  await ctx.insert('sales_order_line', lines)
  await ctx.insert('shipment', shipments)
  await ctx.insert('shipment_line', shipmentLines)
  await ctx.insert('after_sale', afterSales)
  await ctx.insert('status_history', history)

  if (ctx.large) await seedLargeOrders(ctx, buyers)
}

/**
 * LARGE_ORDER_COUNT more orders for tradebase over two years, HUGE_ORDER_COUNT with `huge`
 * (lines and shipments, no history), inserted in batches as they are built so memory stays flat.
 */
async function seedLargeOrders(ctx: SeedContext, buyers: readonly BuyerRow[]): Promise<void> {
  const { faker } = ctx
  const count = ctx.huge ? HUGE_ORDER_COUNT : LARGE_ORDER_COUNT
  const acc = demoAccount('tradebase')
  const skus = await loadSkus(ctx.db, acc.partyId)
  const span = days(730)
  const batch = 2000
  for (let start = 0; start < count; start += batch) {
    const orders: BuiltOrder['order'][] = []
    const lines: NewSalesOrderLine[] = []
    const shipments: NewShipment[] = []
    const shipmentLines: NewShipmentLine[] = []
    for (let i = start; i < Math.min(start + batch, count); i++) {
      // Evenly spread over the span, oldest first, so keys rise with time.
      const createdMs = ctx.now.getTime() - span + Math.floor((span * i) / count)
      const ageHours = (ctx.now.getTime() - createdMs) / hours(1)
      const fitting = STATUS_PLAN.filter((s) => ageHours >= s[2] && ageHours <= s[3])
      const status = fitting.length > 0 ? weighted(faker, fitting) : 'COMPLETED'
      const b = buildOrder(ctx, {
        partyId: acc.partyId,
        loginId: acc.userLoginId,
        orderNo: `SL${ymd(new Date(createdMs).toISOString())}${String(i + 1).padStart(6, '0')}`,
        status,
        createdMs,
        channel: faker.helpers.arrayElement(CHANNELS.tradebase),
        skus,
        buyers,
        maxLines: 2,
        withHistory: false,
      })
      orders.push(b.order)
      lines.push(...b.lines)
      shipments.push(...b.shipments)
      shipmentLines.push(...b.shipmentLines)
    }
    await ctx.insert('sales_order', orders, 500)
    await ctx.insert('sales_order_line', lines, 500)
    await ctx.insert('shipment', shipments, 500)
    await ctx.insert('shipment_line', shipmentLines, 500)
    // PostgreSQL plans the summary's row triggers (migration 2026_11_24_00_22_00) from the
    // tables' statistics, which say "empty" inside the seed's one transaction: a plan that scans
    // the growing line table for every inserted line (minutes). Counted once the first batch is
    // in, the triggers use the order index.
    if (start === 0 && isPostgres(ctx.db)) await sql`analyze sales_order, sales_order_line`.execute(ctx.db)
  }
}
