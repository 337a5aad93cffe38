// The stock ledger of the demo world (issue 29), written last from what the other modules made:
// the movements the seeded orders and after-sales imply, so that every SKU's ledger sums to its
// stock and its reserved quantity equals what its open orders have not shipped yet.
//
// Per SKU, in time order: an OPENING_BALANCE (on hand before the seeded history: today's stock
// plus what shipped minus what came back), then each order line's ORDER_RESERVED at the order's
// creation, each shipment line's SHIPPED, a cancelled or closed order's RESERVATION_RELEASED of
// what it had not shipped, a received return's RETURNED and an exchange's RETURNED + SHIPPED.
// product_sku.stock is left as the products module made it; product_sku.reserved is set from the
// ledger. Seeded orders were placed without the ledger's check, so a few SKUs hold more than
// they have (available < 0), as a shop that oversold before it had a ledger would.
// No domain events: the seed is history, not changes for consumers to apply.
import { sql } from 'kysely'
import type { StockMovementKind, StockSourceType } from '../../../contract/stock.constants.ts'
import type { NewStockMovement } from '../schema.ts'
import type { SeedContext } from './seed-context.ts'

interface Movement {
  partyId: string
  skuId: number
  kind: StockMovementKind
  quantity: number
  reservedChange: number
  sourceType: StockSourceType
  sourceId: number | null
  sourceNo: string
  actor: string | null
  at: string
}

const CLOSING = new Set(['CANCELLED', 'CLOSED'])

export async function seedStockLedger(ctx: SeedContext): Promise<void> {
  const db = ctx.db
  const skus = await db
    .selectFrom('product_sku')
    .select(['id', 'party_id', 'product_id', 'stock', 'created_at'])
    .orderBy('id')
    .execute()
  const lines = await db
    .selectFrom('sales_order_line as l')
    .innerJoin('sales_order as o', (j) =>
      j.onRef('o.id', '=', 'l.order_id').onRef('o.party_id', '=', 'l.party_id'),
    )
    .select([
      'l.id',
      'l.party_id',
      'l.order_id',
      'l.sku_id',
      'l.quantity',
      'l.shipped_quantity',
      'o.order_no',
      'o.status',
      'o.created_at',
      'o.cancelled_at',
      'o.updated_at',
    ])
    .where('l.sku_id', 'is not', null)
    .orderBy('l.id')
    .execute()
  const shipped = await db
    .selectFrom('shipment_line as sl')
    .innerJoin('shipment as s', (j) =>
      j.onRef('s.id', '=', 'sl.shipment_id').onRef('s.party_id', '=', 'sl.party_id'),
    )
    .select(['sl.order_line_id', 'sl.quantity', 's.shipped_at', 's.shipped_by'])
    .orderBy('sl.shipment_id')
    .orderBy('sl.order_line_id')
    .execute()
  const returns = await db
    .selectFrom('after_sale as a')
    .innerJoin('status_history as h', (j) =>
      j
        .onRef('h.subject_id', '=', 'a.id')
        .onRef('h.party_id', '=', 'a.party_id')
        .on('h.subject_type', '=', 'AFTER_SALE')
        .on('h.event', 'in', ['afterSale.received', 'afterSale.exchangeShipped']),
    )
    .select([
      'a.id',
      'a.after_sale_no',
      'a.order_line_id',
      'a.quantity',
      'h.event',
      'h.created_at',
      'h.user_login_id',
    ])
    .orderBy('a.id')
    .execute()

  const byLine = new Map(lines.map((l) => [Number(l.id), l]))
  const moves: Movement[] = []
  for (const l of lines) {
    const order = { sourceType: 'ORDER' as const, sourceId: Number(l.order_id), sourceNo: l.order_no }
    const base = { partyId: l.party_id, skuId: Number(l.sku_id), ...order }
    const q = Number(l.quantity)
    moves.push({
      ...base,
      kind: 'ORDER_RESERVED',
      quantity: 0,
      reservedChange: q,
      actor: null,
      at: l.created_at,
    })
    const unshipped = q - Number(l.shipped_quantity)
    if (CLOSING.has(l.status) && unshipped > 0) {
      moves.push({
        ...base,
        kind: 'RESERVATION_RELEASED',
        quantity: 0,
        reservedChange: -unshipped,
        actor: null,
        at: l.cancelled_at ?? l.updated_at,
      })
    }
  }
  for (const s of shipped) {
    const l = byLine.get(Number(s.order_line_id))
    if (!l) continue
    const q = Number(s.quantity)
    moves.push({
      partyId: l.party_id,
      skuId: Number(l.sku_id),
      kind: 'SHIPPED',
      quantity: -q,
      reservedChange: -q,
      sourceType: 'ORDER',
      sourceId: Number(l.order_id),
      sourceNo: l.order_no,
      actor: s.shipped_by,
      at: s.shipped_at,
    })
  }
  for (const r of returns) {
    const l = r.order_line_id === null ? undefined : byLine.get(Number(r.order_line_id))
    const q = Number(r.quantity)
    if (!l || q <= 0) continue
    const base = {
      partyId: l.party_id,
      skuId: Number(l.sku_id),
      sourceType: 'AFTER_SALE' as const,
      sourceId: Number(r.id),
      sourceNo: r.after_sale_no,
      actor: r.user_login_id,
      at: r.created_at,
    }
    moves.push({ ...base, kind: 'RETURNED', quantity: q, reservedChange: 0 })
    if (r.event === 'afterSale.exchangeShipped')
      moves.push({ ...base, kind: 'SHIPPED', quantity: -q, reservedChange: 0 })
  }

  // The opening balance: what each SKU had before the seeded history, at its start.
  const history = new Map<number, { onHand: number; first: string }>()
  for (const m of moves) {
    const h = history.get(m.skuId) ?? { onHand: 0, first: m.at }
    h.onHand += m.quantity
    if (m.at < h.first) h.first = m.at
    history.set(m.skuId, h)
  }
  const skuOf = new Map(skus.map((s) => [Number(s.id), s]))
  const opening: Movement[] = skus.map((s) => {
    const h = history.get(Number(s.id))
    const at = h && h.first < s.created_at ? h.first : s.created_at
    return {
      partyId: s.party_id,
      skuId: Number(s.id),
      kind: 'OPENING_BALANCE',
      quantity: Number(s.stock) - (h?.onHand ?? 0),
      reservedChange: 0,
      sourceType: 'OPENING',
      sourceId: null,
      sourceNo: '',
      actor: null,
      at,
    }
  })

  // In time order (ids rise with time); each SKU's opening first, ties in the order built.
  const all = [...opening, ...moves].map((m, seq) => ({ m, seq }))
  all.sort((a, b) => (a.m.at < b.m.at ? -1 : a.m.at > b.m.at ? 1 : a.m.skuId - b.m.skuId || a.seq - b.seq))
  const balance = new Map<number, { onHand: number; reserved: number }>()
  const rows: NewStockMovement[] = []
  for (const { m } of all) {
    const sku = skuOf.get(m.skuId)
    if (!sku) continue
    const b = balance.get(m.skuId) ?? { onHand: 0, reserved: 0 }
    b.onHand += m.quantity
    b.reserved += m.reservedChange
    balance.set(m.skuId, b)
    rows.push({
      id: ctx.ids.next('stock_movement'),
      party_id: m.partyId,
      sku_id: m.skuId,
      product_id: Number(sku.product_id),
      kind: m.kind,
      quantity: m.quantity,
      reserved_change: m.reservedChange,
      on_hand_after: b.onHand,
      reserved_after: b.reserved,
      source_type: m.sourceType,
      source_id: m.sourceId,
      source_no: m.sourceNo,
      reason: '',
      actor: m.actor,
      event_id: null,
      created_at: m.at,
    })
  }
  await ctx.insert('stock_movement', rows, 500)
  await sql`update product_sku set reserved = coalesce((select sum(m.reserved_change) from stock_movement m
      where m.party_id = product_sku.party_id and m.sku_id = product_sku.id), 0)`.execute(db)
}
