// Catalogues with their products and catalogue orders (some waiting for audit; approved ones
// became sales orders), and marketing promotions in every kind and status.
import type {
  NewCatalogueOrder,
  NewCatalogueOrderLine,
  NewCatalogueProduct,
  NewPromotion,
  NewPromotionProduct,
  NewSalesOrderLine,
  NewShipment,
  NewShipmentLine,
  NewStatusHistory,
} from '../schema.ts'
import { demoAccount, TRADE_MERCHANTS } from './demo-accounts.ts'
import { buildOrder, loadBuyers, loadSkus } from './orders.seed.ts'
import { type SeedContext, days, hours, plus, ymd } from './seed-context.ts'

/**
 * In the order the catalogues are made: the first ran four months ago and is closed (a summer
 * one), the last is a draft (the next season's); the ones between opened one after another.
 */
const CATALOGUE_NAMES = [
  '夏季清凉特惠目录',
  '门店常备补货清单',
  '年货节备货目录',
  '开学季办公用品',
  '双十一爆款预订',
  '春季新品订货会',
]

/** Catalogue orders per merchant and how many of them wait for audit. */
const CATALOGUE_ORDERS: Record<(typeof TRADE_MERCHANTS)[number], { total: number; pending: number }> = {
  tradebase: { total: 12, pending: 3 },
  distributionbase: { total: 12, pending: 4 },
  distributionpro: { total: 36, pending: 9 },
  admin: { total: 12, pending: 3 },
}

export async function seedCatalogueAndMarketing(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const buyers = await loadBuyers(ctx.db)
  const catalogues = []
  const catalogueProducts: NewCatalogueProduct[] = []
  const orders: NewCatalogueOrder[] = []
  const orderLines: NewCatalogueOrderLine[] = []
  const sales: ReturnType<typeof buildOrder>['order'][] = []
  const salesLines: NewSalesOrderLine[] = []
  const shipments: NewShipment[] = []
  const shipmentLines: NewShipmentLine[] = []
  const history: NewStatusHistory[] = []
  const promotions: NewPromotion[] = []
  const promotionProducts: NewPromotionProduct[] = []

  for (const username of TRADE_MERCHANTS) {
    const acc = demoAccount(username)
    const skus = await loadSkus(ctx.db, acc.partyId)
    const productIds = [...new Set(skus.map((s) => s.product_id))]

    const catalogueCount = username === 'distributionpro' ? 6 : 3
    const catalogueIds: { id: number; skus: typeof skus; startMs: number; endMs: number; closed: boolean }[] =
      []
    for (let c = 0; c < catalogueCount; c++) {
      const id = ctx.ids.next('catalogue')
      const created = new Date(ctx.now.getTime() - days(120 - c * 15)).toISOString()
      const status = c === catalogueCount - 1 ? 'DRAFT' : c === 0 ? 'CLOSED' : 'PUBLISHED'
      catalogues.push({
        id,
        party_id: acc.partyId,
        name: CATALOGUE_NAMES[c] as string,
        cover_url: `/demo/products/product-${String((c % 12) + 1).padStart(2, '0')}.svg`,
        description: `<p>${CATALOGUE_NAMES[c]}：精选商品，订货享受分销价。</p>`,
        status,
        audience: 'ALL',
        start_at: created,
        end_at:
          status === 'CLOSED'
            ? plus(created, days(30))
            : new Date(ctx.now.getTime() + days(60)).toISOString(),
        created_at: created,
        updated_at: plus(created, days(1)),
      })
      // Products that existed when the catalogue opened (as many draws as from all of them).
      const existing = [...new Set(skus.filter((s) => s.created_at <= created).map((s) => s.product_id))]
      const count = faker.number.int({ min: 12, max: 20 })
      const chosen = faker.helpers.arrayElements(existing.length > count ? existing : productIds, count)
      chosen.forEach((productId, i) => {
        const sku = skus.find((s) => s.product_id === productId)
        catalogueProducts.push({
          catalogue_id: id,
          product_id: productId,
          party_id: acc.partyId,
          price: faker.datatype.boolean() && sku ? Math.round((sku.price * 0.9) / 10) * 10 : null,
          sort: i + 1,
        })
      })
      if (status !== 'DRAFT') {
        const startMs = new Date(created).getTime()
        catalogueIds.push({
          id,
          skus: skus.filter((s) => chosen.includes(s.product_id)),
          startMs,
          endMs: status === 'CLOSED' ? startMs + days(30) : ctx.now.getTime() + days(60),
          closed: status === 'CLOSED',
        })
      }
    }

    const { total, pending } = CATALOGUE_ORDERS[username]
    for (let n = 0; n < total; n++) {
      const auditStatus = n < pending ? 'PENDING' : n % 5 === 0 ? 'REJECTED' : 'APPROVED'
      const buyer = faker.helpers.arrayElement(buyers)
      const nowMs = ctx.now.getTime()
      const drawnMs =
        auditStatus === 'PENDING'
          ? nowMs - hours(faker.number.float({ min: 0.5, max: 96 }))
          : nowMs - days(faker.number.float({ min: 5, max: 100 }))
      // Every order lies inside its catalogue's window: the catalogue the rotation gives when
      // the order's time falls in it, else the next one whose window holds that time (so an
      // order waiting for audit is in a catalogue still open), else the rotation's, with the
      // time moved into its window.
      const rotation = n % catalogueIds.length
      const inWindow = (c: (typeof catalogueIds)[number]) => drawnMs >= c.startMs && drawnMs <= c.endMs
      const catalogue =
        [...catalogueIds.slice(rotation), ...catalogueIds.slice(0, rotation)].find(inWindow) ??
        (catalogueIds[rotation] as (typeof catalogueIds)[number])
      const createdMs = Math.min(Math.max(drawnMs, catalogue.startMs), catalogue.endMs)
      const created = new Date(createdMs).toISOString()
      const id = ctx.ids.next('catalogue_order')
      const audited =
        auditStatus === 'PENDING' ? null : plus(created, hours(faker.number.float({ min: 1, max: 30 })))

      let salesOrderId: number | null = null
      let lines: {
        product_id: number
        sku_id: number
        product_name: string
        sku_spec: string
        unit_price: number
        quantity: number
      }[]
      if (auditStatus === 'APPROVED' && audited) {
        // The approval created a sales order (channel CATALOGUE) with the same lines.
        const age = ctx.now.getTime() - new Date(audited).getTime()
        const status = age > days(20) ? 'COMPLETED' : age > days(4) ? 'SHIPPED' : 'WAIT_SHIP'
        const built = buildOrder(ctx, {
          partyId: acc.partyId,
          loginId: acc.userLoginId,
          orderNo: `CO${ymd(audited)}${String(id).padStart(5, '0')}`,
          status,
          createdMs: new Date(audited).getTime(),
          channel: 'CATALOGUE',
          skus: catalogue.skus,
          buyers: [buyer],
          maxLines: 4,
          withHistory: true,
        })
        salesOrderId = built.order.id
        sales.push(built.order)
        salesLines.push(...built.lines)
        shipments.push(...built.shipments)
        shipmentLines.push(...built.shipmentLines)
        history.push(...built.history)
        lines = built.lines.map((l) => ({
          product_id: l.product_id as number,
          sku_id: l.sku_id as number,
          product_name: l.product_name,
          sku_spec: l.sku_spec ?? '',
          unit_price: l.unit_price,
          quantity: l.quantity,
        }))
      } else {
        // SKUs with stock enough for the largest quantity, so an order waiting for audit can be
        // approved (as many draws as from all of them).
        const stocked = catalogue.skus.filter((sku) => sku.stock >= 100)
        lines = faker.helpers
          .arrayElements(
            stocked.length > 4 ? stocked : catalogue.skus,
            faker.number.int({ min: 1, max: Math.min(4, catalogue.skus.length) }),
          )
          .map((s) => ({
            product_id: s.product_id,
            sku_id: s.sku_id,
            product_name: s.product_name,
            sku_spec: s.spec,
            unit_price: s.price,
            quantity: faker.number.int({ min: 5, max: 60 }),
          }))
      }
      for (const l of lines) {
        orderLines.push({
          id: ctx.ids.next('catalogue_order_line'),
          party_id: acc.partyId,
          catalogue_order_id: id,
          ...l,
          amount: l.unit_price * l.quantity,
        })
      }
      if (auditStatus !== 'PENDING') {
        history.push({
          id: ctx.ids.next('status_history'),
          party_id: acc.partyId,
          subject_type: 'CATALOGUE_ORDER',
          subject_id: id,
          event: auditStatus === 'APPROVED' ? 'catalogueOrder.approved' : 'catalogueOrder.rejected',
          from_status: 'PENDING',
          to_status: auditStatus,
          user_login_id: acc.userLoginId,
          remark: auditStatus === 'REJECTED' ? '部分商品库存不足，请调整数量后重新提交' : '',
          created_at: audited ?? created,
        })
      }
      orders.push({
        id,
        party_id: acc.partyId,
        order_no: `DH${ymd(created)}${String(id).padStart(5, '0')}`,
        catalogue_id: catalogue.id,
        buyer_party_id: buyer.id,
        buyer_user_login_id: null,
        salesman_id: null,
        item_count: lines.reduce((s, l) => s + l.quantity, 0),
        amount: lines.reduce((s, l) => s + l.unit_price * l.quantity, 0),
        remark: faker.helpers.arrayElement(['', '月底前到货', '随货附发票', '分两批发货也可以']),
        audit_status: auditStatus,
        audit_remark: auditStatus === 'REJECTED' ? '部分商品库存不足，请调整数量后重新提交' : '',
        audited_by: audited ? acc.userLoginId : null,
        audited_at: audited,
        sales_order_id: salesOrderId,
        created_at: created,
        updated_at: audited ?? created,
        version: auditStatus === 'PENDING' ? 1 : 2,
      })
    }

    // Promotions: every kind, in every status. Live ones (not ended or stopped) never share a
    // product within their group (price kinds; limit rules), as savePromotion would refuse;
    // a limit rule has one product. The random draws stay the same either way.
    const liveProducts = { price: new Set<number>(), limit: new Set<number>() }
    const kinds = ['FULL_REDUCTION', 'DISCOUNT', 'SPECIAL_PRICE', 'LIMIT_PURCHASE'] as const
    const statuses = ['ACTIVE', 'ACTIVE', 'DRAFT', 'ENDED', 'CANCELLED'] as const
    let p = 0
    for (const kind of kinds) {
      for (const [si, status] of statuses.entries()) {
        if (si === 1 && kind !== 'FULL_REDUCTION' && kind !== 'LIMIT_PURCHASE') continue
        const id = ctx.ids.next('promotion')
        const start =
          status === 'ENDED'
            ? ctx.now.getTime() - days(60)
            : status === 'DRAFT'
              ? ctx.now.getTime() + days(7)
              : ctx.now.getTime() - days(5 + p)
        const end = status === 'ENDED' ? ctx.now.getTime() - days(30) : start + days(30)
        const created = new Date(Math.min(start, ctx.now.getTime()) - days(3)).toISOString()
        const threshold = kind === 'FULL_REDUCTION' ? faker.helpers.arrayElement([9900, 19900, 29900]) : 0
        const name = {
          FULL_REDUCTION: `满${threshold / 100}减${threshold / 1000}元`,
          DISCOUNT: `全场${faker.helpers.arrayElement(['9', '8.8', '8.5'])}折`,
          SPECIAL_PRICE: '爆款特价',
          LIMIT_PURCHASE: '新品限购',
        }[kind]
        promotions.push({
          id,
          party_id: acc.partyId,
          name: `${name}${si === 1 ? '（会员专享）' : ''}`,
          kind,
          status,
          start_at: new Date(start).toISOString(),
          end_at: new Date(end).toISOString(),
          threshold_amount: threshold,
          reduce_amount: kind === 'FULL_REDUCTION' ? threshold / 10 : 0,
          discount_permille: kind === 'DISCOUNT' ? faker.helpers.arrayElement([900, 880, 850]) : 1000,
          per_buyer_limit: kind === 'LIMIT_PURCHASE' ? faker.helpers.arrayElement([1, 2, 5]) : 0,
          audience: si === 1 ? 'MEMBERS' : 'ALL',
          description: `${name}，活动期间下单自动生效。`,
          created_at: created,
          updated_at: plus(created, hours(2)),
        })
        const chosen = faker.helpers.arrayElements(skus, faker.number.int({ min: 2, max: 6 }))
        const live = status === 'ACTIVE' || status === 'DRAFT'
        const used = kind === 'LIMIT_PURCHASE' ? liveProducts.limit : liveProducts.price
        const here = new Set<number>()
        for (const sku of chosen) {
          const keep =
            !here.has(sku.product_id) &&
            !(live && used.has(sku.product_id)) &&
            !(kind === 'LIMIT_PURCHASE' && here.size > 0)
          if (keep) {
            here.add(sku.product_id)
            if (live) used.add(sku.product_id)
          }
          const row: NewPromotionProduct = {
            id: keep ? ctx.ids.next('promotion_product') : 0,
            party_id: acc.partyId,
            promotion_id: id,
            product_id: sku.product_id,
            sku_id: kind === 'SPECIAL_PRICE' || kind === 'LIMIT_PURCHASE' ? sku.sku_id : null,
            promo_price:
              kind === 'SPECIAL_PRICE' || kind === 'LIMIT_PURCHASE'
                ? Math.round((sku.price * 0.8) / 10) * 10
                : null,
            limit_quantity: kind === 'LIMIT_PURCHASE' ? faker.helpers.arrayElement([1, 2, 3]) : 0,
            stock_limit: kind === 'LIMIT_PURCHASE' ? faker.number.int({ min: 50, max: 500 }) : null,
            sold_quantity: status === 'DRAFT' ? 0 : faker.number.int({ min: 0, max: 50 }),
          }
          if (keep) promotionProducts.push(row)
        }
        const spare = here.size === 0 ? skus.find((k) => !used.has(k.product_id)) : undefined
        if (spare) {
          if (live) used.add(spare.product_id)
          promotionProducts.push({
            id: ctx.ids.next('promotion_product'),
            party_id: acc.partyId,
            promotion_id: id,
            product_id: spare.product_id,
            sku_id: null,
            promo_price: kind === 'SPECIAL_PRICE' ? Math.round((spare.price * 0.8) / 10) * 10 : null,
            limit_quantity: 0,
            stock_limit: null,
            sold_quantity: 0,
          })
        }
        p++
      }
    }
  }

  await ctx.insert('catalogue', catalogues)
  await ctx.insert('catalogue_product', catalogueProducts)
  await ctx.insert('sales_order', sales)
  await ctx.insert('sales_order_line', salesLines)
  await ctx.insert('shipment', shipments)
  await ctx.insert('shipment_line', shipmentLines)
  await ctx.insert('catalogue_order', orders)
  await ctx.insert('catalogue_order_line', orderLines)
  await ctx.insert('status_history', history)
  await ctx.insert('promotion', promotions)
  await ctx.insert('promotion_product', promotionProducts)
}
