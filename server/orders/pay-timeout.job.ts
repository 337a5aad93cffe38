// Unpaid orders cancel themselves (issue 31): the scheduled job that cancels every WAIT_PAY
// order whose payment deadline (sales_order.pay_deadline, fixed when it was placed) has passed,
// with the seller's own cancel (cancelLoaded: the step, its status_history row with the system
// as actor, order.cancelled in the outbox, the reservation released) and the reason
// `payTimeout`, which the timeline shows in the reader's language.
//
// Safe with several server processes on one database (docs/scaling.md, "Scheduled jobs"):
// - each order is claimed and cancelled in a transaction of its own. On PostgreSQL the claim is
//   `SELECT … FOR UPDATE SKIP LOCKED`: two runners never hold the same order, a runner skips an
//   order another transaction is writing (a payment being recorded) and re-reads its state under
//   the lock, so an order cancelled or paid meanwhile is no longer a candidate. On SQLite there
//   is one writer at a time: the claim and the cancel run in one serialized transaction.
// - the cancel names the version it claimed (cancelLoaded refuses a stale one), so even a claim
//   that raced is applied once: each order is cancelled exactly once, and a paid one never.
// - a payment that reaches the order first wins, even past the deadline; a payment that comes
//   after the cancel is refused (the order is cancelled: 40900 illegalStep / stale).
import { PostgresAdapter, type Transaction } from 'kysely'
import type { OrderStatus } from '../../contract/lifecycles/order.lifecycle.ts'
import type { OrderSystemReason } from '../../contract/orders.constants.ts'
import type { Clock } from '../app-deps.ts'
import type { Database, Db } from '../db/schema.ts'
import { cancelLoaded, type Loaded } from './order-writes.repository.ts'

export const PAY_TIMEOUT_REASON: OrderSystemReason = 'payTimeout'
/** How often the Node server runs the job. */
export const PAY_TIMEOUT_INTERVAL_MS = 60_000
/** Most orders one run cancels (the next run takes the rest). */
export const PAY_TIMEOUT_BATCH = 500

export interface CancelledOrder {
  partyId: string
  orderId: number
  orderNo: string
}

export interface PayTimeoutRun {
  cancelled: CancelledOrder[]
  /** Orders whose cancel failed this run (logged; the next run tries again). */
  failed: number
}

/**
 * Claims the oldest overdue unpaid order not claimed by another transaction (PostgreSQL:
 * FOR UPDATE SKIP LOCKED), none of `skip`. Scans every merchant's orders: it is the system's
 * job, not a merchant's call; each write after it names the order's merchant.
 */
async function claimOverdueOrder(
  trx: Transaction<Database>,
  nowIso: string,
  skip: readonly number[],
): Promise<(Loaded & { partyId: string }) | undefined> {
  let q = trx
    .selectFrom('sales_order')
    .select(['id', 'party_id', 'order_no', 'status', 'version'])
    .where('status', '=', 'WAIT_PAY')
    .where('pay_deadline', 'is not', null)
    .where('pay_deadline', '<=', nowIso)
    .orderBy('pay_deadline')
    .orderBy('id')
    .limit(1)
  if (skip.length > 0) q = q.where('id', 'not in', skip)
  if (trx.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate().skipLocked()
  const row = await q.executeTakeFirst()
  if (!row) return undefined
  return {
    id: Number(row.id),
    partyId: row.party_id,
    orderNo: row.order_no,
    status: row.status as OrderStatus,
    version: Number(row.version),
  }
}

/** One run: cancels up to `limit` overdue unpaid orders as of `now`, each in its own transaction. */
export async function cancelOverdueOrders(
  db: Db,
  now: Date,
  options: { limit?: number; onError?: (error: unknown, order: CancelledOrder) => void } = {},
): Promise<PayTimeoutRun> {
  const nowIso = now.toISOString()
  const limit = options.limit ?? PAY_TIMEOUT_BATCH
  const cancelled: CancelledOrder[] = []
  const failedIds: number[] = []
  while (cancelled.length < limit) {
    let claimed: CancelledOrder | undefined
    try {
      const done = await db.transaction().execute(async (trx) => {
        const order = await claimOverdueOrder(trx, nowIso, failedIds)
        if (!order) return undefined
        claimed = { partyId: order.partyId, orderId: order.id, orderNo: order.orderNo }
        await cancelLoaded(
          trx,
          { partyId: order.partyId, userLoginId: null },
          order,
          PAY_TIMEOUT_REASON,
          nowIso,
        )
        return claimed
      })
      if (!done) break
      cancelled.push(done)
    } catch (error) {
      // Rolled back: this order stays as it was (another runner wrote it first, or a fault).
      if (!claimed) throw error
      failedIds.push(claimed.orderId)
      options.onError?.(error, claimed)
    }
  }
  return { cancelled, failed: failedIds.length }
}

export interface PayTimeoutJob {
  /** Runs once now (after the run in progress, if any); answers what it cancelled. */
  runOnce(): Promise<PayTimeoutRun>
  /** Runs every `intervalMs` from now on. */
  start(): void
  /** Stops the interval and waits for the run in progress. */
  stop(): Promise<void>
}

/**
 * The job of one process: runs never overlap within it (other processes are the claim's
 * business). `afterCancel` runs after a run that cancelled something (the Node server wakes its
 * event consumers and push hub, as a call's writes do).
 */
export function createPayTimeoutJob(
  db: Db,
  clock: Clock,
  options: {
    intervalMs?: number
    afterCancel?: (run: PayTimeoutRun) => void | Promise<void>
    onError?: (error: unknown) => void
  } = {},
): PayTimeoutJob {
  const onError = options.onError ?? ((error: unknown) => console.error('pay timeout job:', error))
  let queue: Promise<unknown> = Promise.resolve()
  let timer: ReturnType<typeof setInterval> | undefined
  const runOnce = (): Promise<PayTimeoutRun> => {
    const run = queue.then(async () => {
      const result = await cancelOverdueOrders(db, clock.now(), {
        onError: (error, order) =>
          onError(Object.assign(new Error(`cancelling ${order.orderNo}`), { cause: error })),
      })
      if (result.cancelled.length > 0) await options.afterCancel?.(result)
      return result
    })
    queue = run.catch(() => undefined)
    return run
  }
  return {
    runOnce,
    start() {
      if (timer) return
      timer = setInterval(() => {
        runOnce().catch(onError)
      }, options.intervalMs ?? PAY_TIMEOUT_INTERVAL_MS)
      if (typeof timer === 'object' && 'unref' in timer) timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await queue
    },
  }
}
