// Data access for catalogue orders (catalogue_order, catalogue_order_line): the orders members
// place from a supplier's catalogues, and the supplier's audit of them
// (catalogueOrderAuditLifecycle). Tenant = the supplier who audits (party_id).
import { businessStamp } from '../../contract/business-time.ts'
import { sql, type Transaction } from 'kysely'
import type {
  CatalogueOrderCounts,
  CatalogueOrderDetail,
  CatalogueOrderRow,
} from '../../contract/catalogue.schema.ts'
import {
  type CatalogueOrderAuditEvent,
  catalogueOrderAuditLifecycle,
} from '../../contract/lifecycles/application.lifecycle.ts'
import { nextState } from '../../contract/lifecycles/lifecycle.ts'
import { orderLifecycle } from '../../contract/lifecycles/order.lifecycle.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { recordEvent } from '../events/domain-events.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { priceCart, storeAdjustments } from '../orders/order-pricing.ts'
import { reserveLines } from '../products/stock-ledger.ts'
import { lockTenant } from '../shared/tenant-lock.ts'

type Q = Db | Transaction<Database>
type AuditStatus = CatalogueOrderRow['auditStatus']

function orderQuery(db: Q, partyId: string) {
  return db
    .selectFrom('catalogue_order as o')
    .innerJoin('catalogue as c', 'c.id', 'o.catalogue_id')
    .innerJoin('party as b', 'b.id', 'o.buyer_party_id')
    .where('o.party_id', '=', partyId)
    .select([
      'o.id as id',
      'o.order_no as orderNo',
      'o.catalogue_id as catalogueId',
      'c.name as catalogueName',
      'b.name as buyerName',
      'o.item_count as itemCount',
      'o.amount as amount',
      'o.audit_status as auditStatus',
      'o.audit_remark as auditRemark',
      'o.created_at as createdAt',
      'o.audited_at as auditedAt',
      'o.version as version',
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>
const toRow = (r: Row): CatalogueOrderRow => ({
  ...r,
  id: Number(r.id),
  catalogueId: Number(r.catalogueId),
  itemCount: Number(r.itemCount),
  amount: Number(r.amount),
  auditStatus: r.auditStatus as AuditStatus,
  version: Number(r.version),
})

function withKeyword<T extends ReturnType<typeof orderQuery>>(q: T, keyword: string | undefined): T {
  if (!keyword) return q
  const like = likePattern(keyword)
  return q.where((eb) =>
    eb.or([
      eb(sql`lower(o.order_no)`, 'like', like),
      eb(sql`lower(b.name)`, 'like', like),
      eb(sql`lower(c.name)`, 'like', like),
    ]),
  ) as T
}

export function listCatalogueOrders(
  db: Q,
  partyId: string,
  params: PageParams,
  filters: { keyword?: string | undefined; status?: AuditStatus | undefined },
): Promise<Page<CatalogueOrderRow>> {
  let q = withKeyword(orderQuery(db, partyId), filters.keyword)
  if (filters.status) q = q.where('o.audit_status', '=', filters.status)
  return paginate(q, params, {
    sortable: {
      createdAt: 'o.created_at',
      amount: 'o.amount',
      auditedAt: 'o.audited_at',
      orderNo: 'o.order_no',
    },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'o.id',
    map: toRow,
  })
}

export async function countCatalogueOrders(
  db: Q,
  partyId: string,
  keyword: string | undefined,
): Promise<CatalogueOrderCounts> {
  const rows = await withKeyword(orderQuery(db, partyId), keyword)
    .clearSelect()
    .select((eb) => ['o.audit_status as status', eb.fn.countAll().as('n')])
    .groupBy('o.audit_status')
    .execute()
  const counts: CatalogueOrderCounts = { PENDING: 0, APPROVED: 0, REJECTED: 0 }
  for (const r of rows) {
    if (Object.hasOwn(counts, r.status)) counts[r.status as AuditStatus] = Number(r.n)
  }
  return counts
}

export async function findCatalogueOrder(
  db: Q,
  partyId: string,
  id: number,
): Promise<CatalogueOrderDetail | null> {
  const row = await orderQuery(db, partyId)
    .leftJoin('user_login as u', 'u.id', 'o.audited_by')
    .leftJoin('sales_order as s', 's.id', 'o.sales_order_id')
    .select([
      'o.remark as remark',
      'b.contact_name as buyerContact',
      'b.contact_phone as buyerPhone',
      'u.username as auditedBy',
      's.id as salesOrderId',
      's.order_no as salesOrderNo',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const lines = await db
    .selectFrom('catalogue_order_line')
    .select(['id', 'product_name', 'sku_spec', 'unit_price', 'quantity', 'amount'])
    .where('party_id', '=', partyId)
    .where('catalogue_order_id', '=', id)
    .orderBy('id')
    .execute()
  return {
    ...toRow(row),
    remark: row.remark,
    buyerContact: row.buyerContact,
    buyerPhone: row.buyerPhone,
    auditedBy: row.auditedBy ?? '',
    salesOrderId: row.salesOrderId === null ? null : Number(row.salesOrderId),
    salesOrderNo: row.salesOrderNo,
    lines: lines.map((l) => ({
      id: Number(l.id),
      productName: l.product_name,
      skuSpec: l.sku_spec,
      unitPrice: Number(l.unit_price),
      quantity: Number(l.quantity),
      amount: Number(l.amount),
    })),
  }
}

/**
 * Creates the sales order (channel CATALOGUE, waiting to ship) an approved catalogue order
 * becomes: the buyer's contact and address, the same lines priced by the engine
 * (server/orders/order-pricing.ts: the catalogue's price as list price, the member's rank per
 * mille of it, the promotions running when the member placed the order; no purchase limits:
 * the supplier's approval decides the quantities; docs/decisions/orders.md), their stock reserved
 * (a line beyond available refuses the approval at `lines.N.quantity`, N the catalogue order's
 * line in id order) and the order's events.
 */
async function createSalesOrder(
  trx: Transaction<Database>,
  partyId: string,
  order: {
    id: number
    buyer_party_id: string
    remark: string
    item_count: number
    created_at: string
    delivery: { receiverName: string; receiverPhone: string; address: string }
  },
  userLoginId: string,
  nowIso: string,
): Promise<number> {
  const lines = await trx
    .selectFrom('catalogue_order_line')
    .selectAll()
    .where('party_id', '=', partyId)
    .where('catalogue_order_id', '=', order.id)
    .orderBy('id')
    .execute()
  const cart = await priceCart(trx, {
    sellerPartyId: partyId,
    buyerPartyId: order.buyer_party_id,
    now: order.created_at,
    catalogue: true,
    limits: false,
    lines: lines.map((l) => ({
      productId: Number(l.product_id ?? 0),
      skuId: l.sku_id === null ? null : Number(l.sku_id),
      quantity: Number(l.quantity),
      listPrice: Number(l.unit_price),
    })),
  })
  const { listTotal, discountTotal, payableTotal } = cart.priced.totals
  const buyer = await trx
    .selectFrom('party')
    .selectAll()
    .where('id', '=', order.buyer_party_id)
    .executeTakeFirstOrThrow()
  const orderNo = `CO${businessStamp(new Date(nowIso), 8)}${String(order.id).padStart(5, '0')}`
  const created = await trx
    .insertInto('sales_order')
    .values({
      party_id: partyId,
      order_no: orderNo,
      channel: 'CATALOGUE',
      buyer_party_id: buyer.id,
      buyer_name: buyer.name,
      buyer_phone: buyer.contact_phone,
      // The delivery the dealer gave when ordering; blank (seeded or older orders): the profile's.
      receiver_name: order.delivery.receiverName || buyer.contact_name || buyer.name,
      receiver_phone: order.delivery.receiverPhone || buyer.contact_phone,
      province_id: buyer.province_id,
      city_id: buyer.city_id,
      county_id: buyer.county_id,
      address: order.delivery.address || buyer.address,
      status: 'WAIT_SHIP',
      salesman_id: null,
      item_count: order.item_count,
      goods_amount: listTotal,
      discount_amount: discountTotal,
      pay_amount: payableTotal,
      buyer_remark: order.remark,
      created_at: nowIso,
      paid_at: nowIso,
      shipped_at: null,
      completed_at: null,
      cancelled_at: null,
      updated_at: nowIso,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const salesOrderId = Number(created.id)
  const lineIds: number[] = []
  if (lines.length > 0) {
    const inserted = await trx
      .insertInto('sales_order_line')
      .values(
        lines.map((l, i) => ({
          party_id: partyId,
          order_id: salesOrderId,
          product_id: l.product_id,
          sku_id: l.sku_id,
          product_name: l.product_name,
          sku_spec: l.sku_spec,
          unit_price: cart.priced.lines[i]?.unitPrice ?? l.unit_price,
          quantity: l.quantity,
          amount: cart.priced.lines[i]?.amount ?? l.amount,
        })),
      )
      .returning('id')
      .execute()
    lineIds.push(...inserted.map((r) => Number(r.id)))
    await storeAdjustments(trx, partyId, salesOrderId, lineIds, cart)
  }
  const stockLines = lines.map((l, i) => ({
    orderLineId: lineIds[i] as number,
    skuId: l.sku_id === null ? null : Number(l.sku_id),
    quantity: Number(l.quantity),
  }))
  const event = { partyId, aggregateType: 'ORDER', aggregateId: salesOrderId, actor: userLoginId, at: nowIso }
  const eventId = await recordEvent(trx, {
    ...event,
    type: 'order.created',
    payload: {
      orderNo,
      channel: 'CATALOGUE',
      status: 'WAIT_SHIP',
      buyerPartyId: order.buyer_party_id,
      payAmount: payableTotal,
      catalogueOrderId: order.id,
      lines: stockLines,
    },
  })
  await recordEvent(trx, { ...event, type: 'order.paid', payload: { orderNo, payAmount: payableTotal } })
  await reserveLines(
    trx,
    {
      partyId,
      actor: userLoginId,
      at: nowIso,
      eventId,
      source: { type: 'ORDER', id: salesOrderId, no: orderNo },
    },
    stockLines.map((l, i) => ({ skuId: l.skuId, quantity: l.quantity, field: `lines.${i}.quantity` })),
  )
  await trx
    .insertInto('status_history')
    .values({
      party_id: partyId,
      subject_type: orderLifecycle.subject,
      subject_id: salesOrderId,
      event: 'order.paid',
      from_status: orderLifecycle.initial,
      to_status: 'WAIT_SHIP',
      user_login_id: userLoginId,
      remark: '',
      created_at: nowIso,
    })
    .execute()
  return salesOrderId
}

/**
 * Approves or rejects a pending catalogue order in one transaction: the lifecycle decides
 * whether the step is legal (a decided order is a conflict, nothing changes), a stale version
 * is a conflict, an approval creates the sales order, and the step goes to status_history.
 */
export async function decideCatalogueOrder(
  db: Db,
  decider: { partyId: string; userLoginId: string },
  decision: {
    id: number
    version?: number | undefined
    event: CatalogueOrderAuditEvent
    rejectText?: string
  },
  nowIso: string,
): Promise<void> {
  const { partyId, userLoginId } = decider
  await db.transaction().execute(async (trx) => {
    // Two decisions at once take turns: the second reads the first's outcome (40900) instead of
    // numbering a second sales order (issue 36).
    await lockTenant(trx, partyId)
    const order = await trx
      .selectFrom('catalogue_order')
      .select([
        'id',
        'audit_status',
        'version',
        'buyer_party_id',
        'remark',
        'item_count',
        'created_at',
        'receiver_name',
        'receiver_phone',
        'address',
      ])
      .where('party_id', '=', partyId)
      .where('id', '=', decision.id)
      .executeTakeFirst()
    if (!order) throw ApiError.notFound('catalogueOrder.notFound')
    const current = { status: order.audit_status, version: Number(order.version) }
    const to = nextState(catalogueOrderAuditLifecycle, order.audit_status, decision.event)
    if (!to) throw ApiError.conflict('catalogueOrder.alreadyDecided', {}, current)
    if (decision.version !== undefined && decision.version !== current.version)
      throw ApiError.conflict('catalogueOrder.changed', {}, current)

    const remark = decision.event === 'catalogueOrder.rejected' ? (decision.rejectText ?? '') : ''
    const salesOrderId =
      to === 'APPROVED'
        ? await createSalesOrder(
            trx,
            partyId,
            {
              id: Number(order.id),
              buyer_party_id: order.buyer_party_id,
              remark: order.remark,
              item_count: Number(order.item_count),
              created_at: order.created_at,
              delivery: {
                receiverName: order.receiver_name,
                receiverPhone: order.receiver_phone,
                address: order.address,
              },
            },
            userLoginId,
            nowIso,
          )
        : null
    const updated = await trx
      .updateTable('catalogue_order')
      .set({
        audit_status: to,
        audit_remark: remark,
        audited_by: userLoginId,
        audited_at: nowIso,
        sales_order_id: salesOrderId,
        updated_at: nowIso,
        version: current.version + 1,
      })
      .where('party_id', '=', partyId)
      .where('id', '=', order.id)
      .where('audit_status', '=', 'PENDING')
      .where('version', '=', current.version)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw ApiError.conflict('catalogueOrder.changed', {}, current)
    await trx
      .insertInto('status_history')
      .values({
        party_id: partyId,
        subject_type: catalogueOrderAuditLifecycle.subject,
        subject_id: Number(order.id),
        event: decision.event,
        from_status: order.audit_status,
        to_status: to,
        user_login_id: userLoginId,
        remark,
        created_at: nowIso,
      })
      .execute()
    await recordEvent(trx, {
      partyId,
      type: decision.event,
      aggregateType: catalogueOrderAuditLifecycle.subject,
      aggregateId: Number(order.id),
      payload: { from: order.audit_status, to, salesOrderId, remark },
      actor: userLoginId,
      at: nowIso,
    })
  })
}
