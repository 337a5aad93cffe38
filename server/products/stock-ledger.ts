// The stock ledger (issue 29; contract/stock.constants.ts; docs/decisions.md, "The stock
// ledger"). Every change of a SKU's on hand (product_sku.stock) or reserved quantity
// (product_sku.reserved) goes through this module, inside the transaction of the business change
// that causes it, and writes one stock_movement row per SKU change with the balances after it.
//
// No read-then-write race on either engine: a reservation is ONE conditional update
// (`reserved = reserved + q where stock - reserved >= q`), shipping likewise on on hand; a
// refused update (no row) is the refusal. PostgreSQL re-checks the condition on the row's latest
// version when it waits for a concurrent writer; SQLite has one writer at a time. SKUs are
// updated in id order, so two transactions never wait for each other's SKUs in a cycle.
// Adjustments to a new value (import, product form) lock the SKU rows first (FOR UPDATE on
// PostgreSQL; SQLite transactions begin IMMEDIATE) and write the difference.
//
// Low stock: a movement that takes a SKU's available from above its threshold to at or below it
// (contract/stock.constants.ts crossesIntoLowStock) writes a NOTICE message to the merchant, in
// the same transaction (noticeLowStock below). A SKU that stays low is not told again.
import { recordNoticeEvent } from '../events/live-events.ts'
import { sql, type Transaction } from 'kysely'
import { isPostgres } from '../db/migrations/dialect-ddl.ts'
import type {
  StockAdjustmentKind,
  StockMovementKind,
  StockSourceType,
} from '../../contract/stock.constants.ts'
import {
  crossesIntoLowStock,
  effectiveThreshold,
  ORDER_STATUSES_HOLDING_STOCK,
} from '../../contract/stock.constants.ts'
import { AREA_ROLES } from '../../contract/roles.ts'
import type { Database, NewStockMovement } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { merchantThreshold } from './stock.repository.ts'

type Trx = Transaction<Database>

/** Who moves stock, when, why, and the document and domain event the movement belongs to. */
export interface StockContext {
  partyId: string
  /** The user login; null for the system. */
  actor: string | null
  at: string
  /** The domain event recorded with the change (server/events/domain-events.ts). */
  eventId: number | null
  source: { type: StockSourceType; id: number | null; no?: string }
  reason?: string
}

/** A change of one SKU by an order or an after-sale. */
export interface StockMove {
  skuId: number
  kind: Extract<StockMovementKind, 'ORDER_RESERVED' | 'RESERVATION_RELEASED' | 'SHIPPED' | 'RETURNED'>
  /** Units, > 0. */
  quantity: number
  /** The request field a refusal names, e.g. `lines.0.quantity`. */
  field?: string
  /** SHIPPED only: false for goods that were never reserved (an exchange's replacement). */
  fromReservation?: boolean
}

/** A written movement: the SKU's changes and its balances after them. */
export interface Moved {
  skuId: number
  productId: number
  kind: StockMovementKind
  quantity: number
  reservedChange: number
  onHand: number
  reserved: number
}

/** An inconsistency the ledger must never paper over (npm run stock:check finds its cause). */
class StockLedgerError extends Error {
  override name = 'StockLedgerError'
}

interface Balance {
  product_id: number
  stock: number
  reserved: number
  low_stock_threshold: number | null
}

async function currentBalance(trx: Trx, partyId: string, skuId: number): Promise<Balance | undefined> {
  return trx
    .selectFrom('product_sku')
    .select(['product_id', 'stock', 'reserved', 'low_stock_threshold'])
    .where('party_id', '=', partyId)
    .where('id', '=', skuId)
    .executeTakeFirst()
}

/** The refusal of a move whose conditional update changed no row. */
async function refusal(trx: Trx, partyId: string, move: StockMove): Promise<Error> {
  const now = await currentBalance(trx, partyId, move.skuId)
  const field = move.field ?? 'quantity'
  if (!now) return ApiError.invalidInput(field, 'notFound')
  const onHand = Number(now.stock)
  const reserved = Number(now.reserved)
  if (move.kind === 'ORDER_RESERVED')
    return ApiError.invalidInput(field, 'overStock', { max: Math.max(0, onHand - reserved) })
  if (move.kind === 'SHIPPED' && onHand < move.quantity)
    return ApiError.invalidInput(field, 'overStock', { max: Math.max(0, onHand) })
  return new StockLedgerError(
    `SKU ${move.skuId}: ${move.kind} of ${move.quantity} with on hand ${onHand}, reserved ${reserved}`,
  )
}

/** One move as one conditional update; the balances after it, or undefined when refused. */
async function applyMove(trx: Trx, partyId: string, move: StockMove): Promise<Balance | undefined> {
  const q = move.quantity
  let update = trx.updateTable('product_sku').where('party_id', '=', partyId).where('id', '=', move.skuId)
  switch (move.kind) {
    case 'ORDER_RESERVED':
      update = update
        .set((eb) => ({ reserved: eb('reserved', '+', q) }))
        .where(sql<boolean>`stock - reserved >= ${q}`)
      break
    case 'RESERVATION_RELEASED':
      update = update.set((eb) => ({ reserved: eb('reserved', '-', q) })).where('reserved', '>=', q)
      break
    case 'SHIPPED':
      update =
        move.fromReservation === false
          ? update.set((eb) => ({ stock: eb('stock', '-', q) })).where('stock', '>=', q)
          : update
              .set((eb) => ({ stock: eb('stock', '-', q), reserved: eb('reserved', '-', q) }))
              .where('stock', '>=', q)
              .where('reserved', '>=', q)
      break
    case 'RETURNED':
      update = update.set((eb) => ({ stock: eb('stock', '+', q) }))
      break
  }
  return update.returning(['product_id', 'stock', 'reserved', 'low_stock_threshold']).executeTakeFirst()
}

function changesOf(move: StockMove): { quantity: number; reservedChange: number } {
  const q = move.quantity
  switch (move.kind) {
    case 'ORDER_RESERVED':
      return { quantity: 0, reservedChange: q }
    case 'RESERVATION_RELEASED':
      return { quantity: 0, reservedChange: -q }
    case 'SHIPPED':
      return { quantity: -q, reservedChange: move.fromReservation === false ? 0 : -q }
    case 'RETURNED':
      return { quantity: q, reservedChange: 0 }
  }
}

function movementRow(ctx: StockContext, m: Moved): NewStockMovement {
  return {
    party_id: ctx.partyId,
    sku_id: m.skuId,
    product_id: m.productId,
    kind: m.kind,
    quantity: m.quantity,
    reserved_change: m.reservedChange,
    on_hand_after: m.onHand,
    reserved_after: m.reserved,
    source_type: ctx.source.type,
    source_id: ctx.source.id,
    source_no: ctx.source.no ?? '',
    reason: ctx.reason ?? '',
    actor: ctx.actor,
    event_id: ctx.eventId,
    created_at: ctx.at,
  }
}

/** Kept below both databases' limit of bound parameters per statement. */
const CHUNK = 500
/** Ledger rows per insert (15 parameters each). */
const ROWS_PER_INSERT = 50

async function insertMovements(trx: Trx, ctx: StockContext, moved: readonly Moved[]): Promise<void> {
  for (let i = 0; i < moved.length; i += ROWS_PER_INSERT) {
    const part = moved.slice(i, i + ROWS_PER_INSERT)
    await trx
      .insertInto('stock_movement')
      .values(part.map((m) => movementRow(ctx, m)))
      .execute()
  }
}

/** The products' total_stock (the product list's stock and its out-of-stock tab) from their SKUs. */
async function refreshTotals(trx: Trx, partyId: string, productIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b)
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK)
    await sql`update product set
        total_stock = (select coalesce(sum(s.stock), 0) from product_sku s where s.product_id = product.id)
      where party_id = ${partyId} and id in (${sql.join(part)})`.execute(trx)
  }
}

/**
 * Moves stock for an order or an after-sale, in the caller's transaction: each move is one
 * conditional update of its SKU (in SKU order) and one ledger row. A reservation beyond
 * available, or shipping beyond on hand, is refused at the move's field (`overStock`, with the
 * most that is possible as `max`); the caller's transaction then rolls everything back.
 */
export async function moveStock(trx: Trx, ctx: StockContext, moves: readonly StockMove[]): Promise<Moved[]> {
  const ordered = moves
    .map((move, at) => ({ move, at }))
    .filter(({ move }) => move.quantity > 0)
    .sort((a, b) => a.move.skuId - b.move.skuId || a.at - b.at)
  const moved: Moved[] = []
  const thresholds = new Map<number, number | null>()
  for (const { move } of ordered) {
    const after = await applyMove(trx, ctx.partyId, move)
    if (!after) throw await refusal(trx, ctx.partyId, move)
    moved.push({
      skuId: move.skuId,
      productId: Number(after.product_id),
      kind: move.kind,
      ...changesOf(move),
      onHand: Number(after.stock),
      reserved: Number(after.reserved),
    })
    thresholds.set(move.skuId, after.low_stock_threshold === null ? null : Number(after.low_stock_threshold))
  }
  if (moved.length === 0) return moved
  await insertMovements(trx, ctx, moved)
  await refreshTotals(
    trx,
    ctx.partyId,
    moved.filter((m) => m.quantity !== 0).map((m) => m.productId),
  )
  await noticeLowStock(trx, ctx, moved, thresholds)
  return moved
}

/** A SKU's on hand set to a new value (import, product form, stock take, ERP). */
export interface StockTarget {
  skuId: number
  onHand: number
}

/**
 * Sets SKUs' on hand, in the caller's transaction: the rows are locked, each SKU whose on hand
 * changes gets its new value and an adjustment movement of the difference. On hand may fall
 * below reserved (a count found less than the orders hold): available is then negative, and
 * shipping beyond on hand is refused. Answers the movements written.
 */
export async function adjustStock(
  trx: Trx,
  ctx: StockContext,
  kind: StockAdjustmentKind,
  targets: readonly StockTarget[],
): Promise<Moved[]> {
  const wanted = new Map(targets.map((t) => [t.skuId, t.onHand]))
  const ids = [...wanted.keys()].sort((a, b) => a - b)
  const moved: Moved[] = []
  const thresholds = new Map<number, number | null>()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK)
    let q = trx
      .selectFrom('product_sku')
      .select(['id', 'product_id', 'stock', 'reserved', 'low_stock_threshold'])
      .where('party_id', '=', ctx.partyId)
      .where('id', 'in', part)
      .orderBy('id')
    if (isPostgres(trx)) q = q.forUpdate()
    const rows = await q.execute()
    const changes = rows.filter((r) => Number(r.stock) !== wanted.get(Number(r.id)))
    if (changes.length === 0) continue
    const cases = sql.join(
      changes.map((r) => sql`when ${Number(r.id)} then cast(${wanted.get(Number(r.id))} as integer)`),
      sql` `,
    )
    await sql`update product_sku set stock = case id ${cases} end, updated_at = ${ctx.at}
      where party_id = ${ctx.partyId} and id in (${sql.join(changes.map((r) => Number(r.id)))})`.execute(trx)
    for (const r of changes) {
      const onHand = wanted.get(Number(r.id)) as number
      thresholds.set(Number(r.id), r.low_stock_threshold === null ? null : Number(r.low_stock_threshold))
      moved.push({
        skuId: Number(r.id),
        productId: Number(r.product_id),
        kind,
        quantity: onHand - Number(r.stock),
        reservedChange: 0,
        onHand,
        reserved: Number(r.reserved),
      })
    }
  }
  if (moved.length === 0) return moved
  await insertMovements(trx, ctx, moved)
  await refreshTotals(
    trx,
    ctx.partyId,
    moved.map((m) => m.productId),
  )
  await noticeLowStock(trx, ctx, moved, thresholds)
  return moved
}

// ---- the low-stock notice ----

/** The ref_type of a low-stock notice (its ref_id is the SKU's id). */
export const LOW_STOCK_REF = 'LOW_STOCK'

/** What a movement left available, and what was available before it. */
function availableAround(m: Moved): { before: number; after: number } {
  const after = m.onHand - m.reserved
  return { before: m.onHand - m.quantity - (m.reserved - m.reservedChange), after }
}

/**
 * Tells the merchant of every SKU these movements took into low stock (available from above its
 * threshold to at or below it): one NOTICE message per crossing to each enabled login of the
 * merchant that may open the product pages, in the caller's transaction. Texts are stored in
 * Chinese, like the platform's other notices (docs/decisions.md, "Business network: friends,
 * notices"); ref_type LOW_STOCK, ref_id the SKU. Available only falls by a reservation, a
 * shipment of goods not reserved or an adjustment down, so most movements cost nothing here;
 * the merchant's default threshold is read only when a SKU without its own may have crossed.
 */
async function noticeLowStock(
  trx: Trx,
  ctx: StockContext,
  moved: readonly Moved[],
  thresholds: ReadonlyMap<number, number | null>,
): Promise<void> {
  const falling = moved.filter((m) => {
    const { before, after } = availableAround(m)
    return after < before
  })
  if (falling.length === 0) return
  let merchant: number | undefined
  const crossed = new Map<number, { available: number; threshold: number }>()
  for (const m of falling) {
    const own = thresholds.get(m.skuId) ?? null
    if (own === null && merchant === undefined) merchant = await merchantThreshold(trx, ctx.partyId)
    const threshold = effectiveThreshold(own, merchant)
    const { before, after } = availableAround(m)
    if (crossesIntoLowStock(before, after, threshold)) crossed.set(m.skuId, { available: after, threshold })
  }
  if (crossed.size === 0) return
  const skus = await trx
    .selectFrom('product_sku as s')
    .innerJoin('product as p', (j) =>
      j.onRef('p.id', '=', 's.product_id').onRef('p.party_id', '=', 's.party_id'),
    )
    .select(['s.id', 's.sku_code', 's.spec', 'p.name'])
    .where('s.party_id', '=', ctx.partyId)
    .where('s.id', 'in', [...crossed.keys()])
    .where('p.is_deleted', '=', 0)
    .orderBy('s.id')
    .execute()
  if (skus.length === 0) return
  const logins = await trx
    .selectFrom('user_login as u')
    .innerJoin('user_role as r', 'r.user_login_id', 'u.id')
    .select('u.id')
    .distinct()
    .where('u.party_id', '=', ctx.partyId)
    .where('u.enabled', '=', 1)
    .where('r.role', 'in', [...AREA_ROLES.products])
    .orderBy('u.id')
    .execute()
  if (logins.length === 0) return
  const rows = skus.flatMap((s) => {
    const c = crossed.get(Number(s.id)) as { available: number; threshold: number }
    const spec = s.spec ? `（${s.spec.replace(/;/g, '，')}）` : ''
    return logins.map((l) => ({
      party_id: ctx.partyId,
      user_login_id: l.id,
      type: 'NOTICE' as const,
      title: `库存预警：${s.sku_code}`,
      content:
        `${s.name}${spec} 可用库存 ${c.available}，已降至预警值 ${c.threshold} 或以下，请及时补货。`.slice(
          0,
          500,
        ),
      sender_party_id: null,
      ref_type: LOW_STOCK_REF,
      ref_id: String(s.id),
      is_read: 0,
      read_at: null,
      created_at: ctx.at,
    }))
  })
  await trx.insertInto('message').values(rows).execute()
  // One event per SKU for the push channel: a notice and a count change for each login it went to.
  for (const s of skus) {
    const row = rows.find((r) => r.ref_id === String(s.id)) as (typeof rows)[number]
    await recordNoticeEvent(trx, {
      partyId: ctx.partyId,
      logins: logins.map((l) => l.id),
      type: 'NOTICE',
      title: row.title,
      content: row.content,
      refType: LOW_STOCK_REF,
      refId: String(s.id),
      actor: ctx.actor,
      at: ctx.at,
    })
  }
}

/** An order line as the ledger sees it. */
export interface OrderLineStock {
  skuId: number | null
  quantity: number
  /** The request field a refusal names. */
  field?: string
}

/** Reserves an order's lines (lines without a SKU hold nothing). */
export function reserveLines(
  trx: Trx,
  ctx: StockContext,
  lines: readonly OrderLineStock[],
): Promise<Moved[]> {
  return moveStock(
    trx,
    ctx,
    lines.flatMap((l) =>
      l.skuId === null
        ? []
        : [
            {
              skuId: l.skuId,
              kind: 'ORDER_RESERVED' as const,
              quantity: l.quantity,
              ...(l.field ? { field: l.field } : {}),
            },
          ],
    ),
  )
}

/**
 * Releases what an order's lines still hold (their quantity not shipped): the order is
 * cancelled or closed. Only for an order that holds stock (ORDER_STATUSES_HOLDING_STOCK) until
 * this step; the caller moves it out of them in the same transaction.
 */
export async function releaseOrder(trx: Trx, ctx: StockContext, orderId: number): Promise<Moved[]> {
  const lines = await trx
    .selectFrom('sales_order_line')
    .select(['sku_id', 'quantity', 'shipped_quantity'])
    .where('party_id', '=', ctx.partyId)
    .where('order_id', '=', orderId)
    .where('sku_id', 'is not', null)
    .orderBy('id')
    .execute()
  return moveStock(
    trx,
    ctx,
    lines.map((l) => ({
      skuId: Number(l.sku_id),
      kind: 'RESERVATION_RELEASED' as const,
      quantity: Number(l.quantity) - Number(l.shipped_quantity),
    })),
  )
}

/** True when an order in `status` holds stock for its lines not shipped yet. */
export function holdsStock(status: string): boolean {
  return (ORDER_STATUSES_HOLDING_STOCK as readonly string[]).includes(status)
}
