// The order export (/order-management, exportOrderList): the filtered orders in chunks, one row
// per order line, as the list's filters and data scope select them (order-search.ts).
import type { OrderExportChunk, OrderExportRow } from '../../contract/orders.schema.ts'
import type { Db } from '../db/schema.ts'
import { type CustomerScope, scopeOrders } from '../shared/data-scope.ts'
import { applyFilters, type Filters, ordersOf, searchMode } from './order-search.ts'
import { ROW_COLUMNS, type RowShape, toRow } from './order-list.repository.ts'

/**
 * A chunk of the filtered list for the spreadsheet export, newest first. The cursor is the last
 * row's `created_at_id`: each chunk continues from it along the (party_id[, status], created_at)
 * index, so the 50th chunk costs what the first does.
 */
export async function exportChunk(
  db: Db,
  partyId: string,
  filters: Filters,
  cursor: string | undefined,
  limit: number,
  scope: CustomerScope | null = null,
): Promise<OrderExportChunk> {
  const mode = await searchMode(db)
  let query = scopeOrders(
    applyFilters(
      ordersOf(db, partyId, filters, mode).select([
        ...ROW_COLUMNS,
        'sales_order.receiver_phone',
        'sales_order.address',
        'sales_order.goods_amount',
        'sales_order.freight_amount',
        'sales_order.discount_amount',
        'sales_order.refunded_amount',
        'sales_order.shipped_at',
        'sales_order.buyer_remark',
        'sales_order.seller_remark',
      ]),
      filters,
      true,
      mode,
    ),
    scope,
  )
  let total: number | null = null
  if (cursor === undefined) {
    const row = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst()
    total = Number(row?.n ?? 0)
  } else {
    const cut = cursor.lastIndexOf('_')
    const createdAt = cursor.slice(0, cut)
    const id = Number(cursor.slice(cut + 1))
    // The plain bound lets the index range start at the cursor; the OR keeps ties exact.
    query = query
      .where('sales_order.created_at', '<=', createdAt)
      .where((eb) =>
        eb.or([
          eb('sales_order.created_at', '<', createdAt),
          eb.and([eb('sales_order.created_at', '=', createdAt), eb('sales_order.id', '<', id)]),
        ]),
      )
  }
  const rows = await query
    .orderBy('sales_order.created_at', 'desc')
    .orderBy('sales_order.id', 'desc')
    .limit(limit + 1)
    .execute()
  const more = rows.length > limit
  const page = more ? rows.slice(0, limit) : rows
  // The promotions (and ranks) that reduced each order of the chunk: one read per chunk.
  const ids = page.map((r) => Number(r.id))
  const named =
    ids.length === 0
      ? []
      : await db
          .selectFrom('order_item_adjustment')
          .select(['order_id', 'promotion_name'])
          .where('party_id', '=', partyId)
          .where('order_id', 'in', ids)
          .where('promotion_name', '!=', '')
          .orderBy('id')
          .execute()
  const promotionsOf = new Map<number, string[]>()
  for (const a of named) {
    const list = promotionsOf.get(Number(a.order_id)) ?? []
    if (!list.includes(a.promotion_name)) list.push(a.promotion_name)
    promotionsOf.set(Number(a.order_id), list)
  }
  const list: OrderExportRow[] = page.map((r) => ({
    ...toRow(r as RowShape),
    receiverPhone: r.receiver_phone,
    address: r.address,
    goodsAmount: Number(r.goods_amount),
    freightAmount: Number(r.freight_amount),
    discountAmount: Number(r.discount_amount),
    refundedAmount: Number(r.refunded_amount),
    shippedAt: r.shipped_at,
    buyerRemark: r.buyer_remark,
    sellerRemark: r.seller_remark,
    promotions: promotionsOf.get(Number(r.id)) ?? [],
  }))
  const last = page.at(-1)
  return { rows: list, nextCursor: more && last ? `${last.created_at}_${last.id}` : null, total }
}
