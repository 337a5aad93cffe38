// The dealer's side of catalogue ordering (issue 31): a merchant that is an ENABLED distribution
// member (dis_member) of a supplier lists that supplier's open catalogues, asks the price the
// approval will charge (the pricing engine, server/orders/order-pricing.ts, as the approval calls
// it) and places a PENDING catalogue order the supplier audits (catalogue-orders.repository.ts).
// The order is written the way the seed writes a pending one: number DH<yyyymmdd><id:5>, lines at
// the catalogue's price, amount their sum (docs/decisions/catalogue.md).
import { businessStamp } from '../../contract/business-time.ts'
import { sql, type Transaction } from 'kysely'
import type {
  CatalogueOrderPlaced,
  CatalogueOrderQuote,
  CatalogueOrderRequest,
  OrderableCatalogue,
} from '../../contract/catalogue.schema.ts'
import { catalogueOrderAuditLifecycle } from '../../contract/lifecycles/application.lifecycle.ts'
import type { Database, Db } from '../db/schema.ts'

type Q = Db | Transaction<Database>
import { recordEvent } from '../events/domain-events.ts'
import { ApiError } from '../http/api-error.ts'
import { namedAdjustments, priceCart } from '../orders/order-pricing.ts'

type OrderInput = {
  catalogueId: number
  lines: { skuId: number; quantity: number }[]
  remark: string
  delivery?: { receiverName: string; receiverPhone: string; address: string } | undefined
}

/** The suppliers the caller is an enabled member of, with the member row's id (for groups). */
function memberships(db: Q, buyerPartyId: string) {
  return db
    .selectFrom('dis_member as m')
    .innerJoin('party as s', 's.id', 'm.party_id')
    .select(['m.id as memberId', 'm.party_id as supplierPartyId', 's.name as supplierName'])
    .where('m.member_party_id', '=', buyerPartyId)
    .where('m.status', '=', 'ENABLED')
    .execute()
}

/**
 * The catalogues open to a member now: PUBLISHED, within their validity, for every member or
 * for a group the member belongs to.
 */
function openCatalogues(db: Q, members: { memberId: number; supplierPartyId: string }[], nowIso: string) {
  const memberIds = members.map((m) => Number(m.memberId))
  const suppliers = members.map((m) => m.supplierPartyId)
  return db
    .selectFrom('catalogue as c')
    .select(['c.id', 'c.party_id', 'c.name', 'c.description', 'c.end_at'])
    .where(
      'c.party_id',
      'in',
      members.map((m) => m.supplierPartyId),
    )
    .where('c.status', '=', 'PUBLISHED')
    .where((eb) => eb.or([eb('c.start_at', 'is', null), eb('c.start_at', '<=', nowIso)]))
    .where((eb) => eb.or([eb('c.end_at', 'is', null), eb('c.end_at', '>', nowIso)]))
    .where((eb) =>
      eb.or([
        eb('c.audience', '=', 'ALL'),
        eb.exists(
          eb
            .selectFrom('catalogue_group as cg')
            .innerJoin('dis_member_group as mg', (j) =>
              j.onRef('mg.group_id', '=', 'cg.group_id').onRef('mg.party_id', '=', 'cg.party_id'),
            )
            .select(sql`1`.as('one'))
            .whereRef('cg.catalogue_id', '=', 'c.id')
            .where('cg.party_id', 'in', suppliers)
            .where('mg.party_id', 'in', suppliers)
            .where('mg.member_id', 'in', memberIds.length > 0 ? memberIds : [-1]),
        ),
      ]),
    )
}

/** The SKUs on sale of a catalogue's products, at the catalogue's price. */
function catalogueSkus(db: Q, supplierPartyIds: string[], catalogueIds: number[]) {
  return db
    .selectFrom('catalogue_product as cp')
    .innerJoin('product as p', (j) =>
      j.onRef('p.id', '=', 'cp.product_id').onRef('p.party_id', '=', 'cp.party_id'),
    )
    .innerJoin('product_sku as s', (j) =>
      j.onRef('s.product_id', '=', 'p.id').onRef('s.party_id', '=', 'p.party_id'),
    )
    .select([
      'cp.catalogue_id as catalogueId',
      'cp.sort',
      'p.id as productId',
      'p.name as productName',
      'p.main_image_url as imageUrl',
      's.id as skuId',
      's.spec',
      's.price as skuPrice',
      'cp.price as cataloguePrice',
    ])
    .where('cp.party_id', 'in', supplierPartyIds)
    .where('p.party_id', 'in', supplierPartyIds)
    .where('s.party_id', 'in', supplierPartyIds)
    .where('cp.catalogue_id', 'in', catalogueIds.length > 0 ? catalogueIds : [-1])
    .orderBy('cp.catalogue_id')
    .orderBy('cp.sort')
    .orderBy('s.id')
    .execute()
}

/** getOrderableCatalogues: the open catalogues of every supplier the caller is a member of. */
export async function listOrderableCatalogues(
  db: Db,
  buyerPartyId: string,
  nowIso: string,
): Promise<OrderableCatalogue[]> {
  const members = await memberships(db, buyerPartyId)
  if (members.length === 0) return []
  const catalogues = await openCatalogues(db, members, nowIso).orderBy('c.party_id').orderBy('c.id').execute()
  const skus = await catalogueSkus(
    db,
    members.map((m) => m.supplierPartyId),
    catalogues.map((c) => Number(c.id)),
  )
  const supplierName = new Map(members.map((m) => [m.supplierPartyId, m.supplierName]))
  return catalogues.map((c) => {
    const products = new Map<number, OrderableCatalogue['products'][number]>()
    for (const s of skus) {
      if (Number(s.catalogueId) !== Number(c.id)) continue
      const productId = Number(s.productId)
      let product = products.get(productId)
      if (!product) {
        product = { productId, name: s.productName, imageUrl: s.imageUrl ?? '', skus: [] }
        products.set(productId, product)
      }
      product.skus.push({
        skuId: Number(s.skuId),
        spec: s.spec ?? '',
        price: Number(s.cataloguePrice ?? s.skuPrice),
      })
    }
    return {
      id: Number(c.id),
      name: c.name,
      description: c.description,
      endAt: c.end_at,
      supplierPartyId: c.party_id,
      supplierName: supplierName.get(c.party_id) ?? '',
      products: [...products.values()],
    }
  })
}

/**
 * The catalogue the order names, refused when the caller may not order from it: not an enabled
 * member of its supplier (40300 catalogueOrder.notMember), not open now (catalogueId
 * catalogueNotOpen), a SKU not in it or named twice (lines.N.skuId), then priced as the approval
 * will price it (the catalogue's price, the member's rank, the promotions running now; no limits).
 */
async function pricedCatalogueCart(db: Q, buyerPartyId: string, input: OrderInput, nowIso: string) {
  // Only the catalogues of the caller's suppliers are looked at: another supplier's is refused
  // as the non-member the caller is there.
  const members = await memberships(db, buyerPartyId)
  const catalogue =
    members.length === 0
      ? undefined
      : await db
          .selectFrom('catalogue')
          .select(['id', 'party_id', 'name'])
          .where(
            'party_id',
            'in',
            members.map((m) => m.supplierPartyId),
          )
          .where('id', '=', input.catalogueId)
          .executeTakeFirst()
  if (!catalogue) throw ApiError.forbidden('catalogueOrder.notMember')
  const supplierOf = members.filter((m) => m.supplierPartyId === catalogue.party_id)
  const open = await openCatalogues(db, supplierOf, nowIso)
    .where('c.id', '=', input.catalogueId)
    .executeTakeFirst()
  if (!open) throw ApiError.invalidInput('catalogueId', 'catalogueNotOpen')
  const skus = await catalogueSkus(db, [catalogue.party_id], [input.catalogueId])
  const byId = new Map(skus.map((s) => [Number(s.skuId), s]))
  const seen = new Set<number>()
  const lines = input.lines.map((line, i) => {
    const sku = byId.get(line.skuId)
    if (!sku) throw ApiError.invalidInput(`lines.${i}.skuId`, 'notInCatalogue')
    if (seen.has(line.skuId)) throw ApiError.invalidInput(`lines.${i}.skuId`, 'duplicate')
    seen.add(line.skuId)
    return { sku, quantity: line.quantity, unitPrice: Number(sku.cataloguePrice ?? sku.skuPrice) }
  })
  const supplier = supplierOf[0] as (typeof supplierOf)[number]
  const cart = await priceCart(db, {
    sellerPartyId: catalogue.party_id,
    buyerPartyId,
    now: nowIso,
    catalogue: true,
    limits: false,
    lines: lines.map((l) => ({
      productId: Number(l.sku.productId),
      skuId: Number(l.sku.skuId),
      quantity: l.quantity,
      listPrice: l.unitPrice,
    })),
  })
  return { catalogue, supplierName: supplier.supplierName, lines, cart }
}

/** quoteCatalogueOrder: what the supplier's approval would charge; writes nothing. */
export async function quoteCatalogueOrder(
  db: Db,
  buyerPartyId: string,
  input: OrderInput,
  nowIso: string,
): Promise<CatalogueOrderQuote> {
  const { cart } = await pricedCatalogueCart(db, buyerPartyId, input, nowIso)
  return {
    lines: cart.priced.lines.map((p, i) => ({
      index: i,
      skuId: Number(p.skuId),
      quantity: p.quantity,
      listUnitPrice: p.listUnitPrice,
      unitPrice: p.unitPrice,
      listAmount: p.listAmount,
      amount: p.amount,
      adjustments: namedAdjustments(cart, i).map((a) => ({
        kind: a.kind,
        promotionId: a.promotionId,
        name: a.name,
        amount: a.amount,
      })),
    })),
    totals: cart.priced.totals,
    limitViolations: [],
  }
}

/**
 * placeCatalogueOrder: a PENDING catalogue order of the supplier with the caller as buyer, its
 * lines at the catalogue's price, and the event catalogueOrder.created (the supplier's audit
 * badge and list follow it). Stock is not reserved here: the approval reserves it (and refuses a
 * line beyond available), as for the seeded orders.
 */
export async function placeCatalogueOrder(
  db: Db,
  caller: { partyId: string; userLoginId: string },
  input: CatalogueOrderRequest & OrderInput,
  nowIso: string,
): Promise<CatalogueOrderPlaced> {
  return db.transaction().execute(async (trx) => {
    const { catalogue, supplierName, lines, cart } = await pricedCatalogueCart(
      trx,
      caller.partyId,
      input,
      nowIso,
    )
    const partyId = catalogue.party_id
    const amount = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0)
    const itemCount = lines.reduce((s, l) => s + l.quantity, 0)
    // Numbered from its id: a unique placeholder first (the column holds 32 characters).
    const provisional = `T${crypto.randomUUID().replaceAll('-', '').slice(0, 30)}`
    const created = await trx
      .insertInto('catalogue_order')
      .values({
        party_id: partyId,
        order_no: provisional,
        catalogue_id: Number(catalogue.id),
        buyer_party_id: caller.partyId,
        buyer_user_login_id: caller.userLoginId,
        salesman_id: null,
        item_count: itemCount,
        amount,
        remark: input.remark ?? '',
        receiver_name: input.delivery?.receiverName ?? '',
        receiver_phone: input.delivery?.receiverPhone ?? '',
        address: input.delivery?.address ?? '',
        audit_status: 'PENDING',
        audit_remark: '',
        audited_by: null,
        audited_at: null,
        sales_order_id: null,
        created_at: nowIso,
        updated_at: nowIso,
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const id = Number(created.id)
    const orderNo = `DH${businessStamp(new Date(nowIso), 8)}${String(id).padStart(5, '0')}`
    await trx
      .updateTable('catalogue_order')
      .set({ order_no: orderNo })
      .where('party_id', '=', partyId)
      .where('id', '=', id)
      .execute()
    await trx
      .insertInto('catalogue_order_line')
      .values(
        lines.map((l) => ({
          party_id: partyId,
          catalogue_order_id: id,
          product_id: Number(l.sku.productId),
          sku_id: Number(l.sku.skuId),
          product_name: l.sku.productName,
          sku_spec: l.sku.spec ?? '',
          unit_price: l.unitPrice,
          quantity: l.quantity,
          amount: l.unitPrice * l.quantity,
        })),
      )
      .execute()
    await recordEvent(trx, {
      partyId,
      type: 'catalogueOrder.created',
      aggregateType: catalogueOrderAuditLifecycle.subject,
      aggregateId: id,
      payload: {
        orderNo,
        catalogueId: Number(catalogue.id),
        buyerPartyId: caller.partyId,
        amount,
        payableTotal: cart.priced.totals.payableTotal,
      },
      actor: caller.userLoginId,
      at: nowIso,
    })
    return {
      id,
      orderNo,
      auditStatus: 'PENDING' as const,
      supplierName,
      itemCount,
      amount,
      payableTotal: cart.priced.totals.payableTotal,
    }
  })
}
