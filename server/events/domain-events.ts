// Domain events (issue 29; docs/design.md, "Domain events"). A business state change records
// its event with recordEvent() in its own transaction (the outbox table domain_event), so the
// event exists exactly when the change committed. Consumers read the outbox afterwards:
//
// - each consumer has a position in the outbox (domain_event_consumer) and a record of the
//   events it applied (domain_event_applied); it applies an event, records it and moves its
//   position in ONE transaction, so each event is applied once per consumer;
// - the order is (tx_id, id). On PostgreSQL an id is handed out before its transaction commits,
//   so a later id can be visible before an earlier one; a reader takes only events whose
//   transaction (tx_id) is older than every transaction still running (the snapshot's xmin),
//   and those never change visibility again. SQLite has one writer at a time: ids become
//   visible in order and tx_id is 0;
// - several processes on one PostgreSQL: each run locks the consumer's row with
//   FOR UPDATE SKIP LOCKED, so one process at a time advances a consumer and the others go on
//   to other consumers; one process: runConsumers() after a commit (createEventRunner().wake());
// - replayConsumer() walks the outbox again from an event id: events the consumer has applied
//   are skipped (no double effects), unless the consumer's reset() undid them first (rebuild).
//
// A consumer's apply() writes in the transaction it is given. An effect outside the database
// (a push to a browser) cannot share it: it may happen again after a crash, so it must be
// harmless to repeat.
import { sql, type Transaction } from 'kysely'
import { isPostgres } from '../db/migrations/dialect-ddl.ts'
import type { Database, Db } from '../db/schema.ts'

type Trx = Transaction<Database>

export interface DomainEventInput {
  /** The merchant whose record changed (the tenant). */
  partyId: string
  /** Dot-namespaced: order.created, order.shipped, afterSale.received, stock.adjusted... */
  type: string
  /** ORDER, AFTER_SALE, CATALOGUE_ORDER, SKU... */
  aggregateType: string
  aggregateId: string | number
  payload: unknown
  /** The user login that made the change; null for the system. */
  actor: string | null
  at: string
}

export interface DomainEvent {
  id: number
  partyId: string
  type: string
  aggregateType: string
  aggregateId: string
  payload: unknown
  actor: string | null
  createdAt: string
  txId: number
}

/** Records an event in the transaction of the change it describes; answers its id. */
export async function recordEvent(trx: Trx, event: DomainEventInput): Promise<number> {
  const row = await trx
    .insertInto('domain_event')
    .values({
      party_id: event.partyId,
      type: event.type,
      aggregate_type: event.aggregateType,
      aggregate_id: String(event.aggregateId),
      payload: JSON.stringify(event.payload ?? null),
      actor: event.actor,
      created_at: event.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

export interface EventConsumer {
  /** Unique and stable: its position and applied events are kept under it. */
  readonly name: string
  /** The event types it applies (all when absent); it moves past the others. */
  readonly types?: readonly string[]
  /** Applies one event, writing only through `trx`. */
  apply(trx: Trx, event: DomainEvent): Promise<void>
  /** For a rebuilding replay: undoes what it made of the events from `fromEventId` on. */
  reset?(trx: Trx, fromEventId: number): Promise<void>
}

export interface RunOptions {
  /** Events per transaction. */
  batchSize?: number
  now?: () => Date
}

const DEFAULT_BATCH = 100

/**
 * The transaction ids below which every transaction has ended (PostgreSQL), read first in the
 * transaction (before it takes an id of its own). SQLite: all.
 */
export async function stableHorizon(trx: Db | Trx): Promise<number> {
  if (!isPostgres(trx)) return Number.MAX_SAFE_INTEGER
  const { rows } = await sql<{ h: number | string }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as h`.execute(trx)
  return Number(rows[0]?.h)
}

interface Position {
  tx: number
  id: number
}

/** A place in the outbox's order (tx_id, id): what a reader has seen up to. */
export type OutboxPosition = Position

/**
 * The outbox's events after `position` in its order (tx_id, id), as the reader's snapshot sees
 * them: a reader that must not skip an event still in flight narrows it to `tx_id < horizon`.
 */
export function outboxPast(db: Db | Trx, position: OutboxPosition) {
  return db
    .selectFrom('domain_event')
    .where('tx_id', '>=', position.tx)
    .where((eb) =>
      eb.or([
        eb('tx_id', '>', position.tx),
        eb.and([eb('tx_id', '=', position.tx), eb('id', '>', position.id)]),
      ]),
    )
}

/** The newest event every reader can see now (nothing after it can become visible before it). */
export async function outboxEnd(db: Db): Promise<OutboxPosition> {
  const horizon = await stableHorizon(db)
  const row = await db
    .selectFrom('domain_event')
    .select(['tx_id', 'id'])
    .where('tx_id', '<', horizon)
    .orderBy('tx_id', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? { tx: Number(row.tx_id), id: Number(row.id) } : { tx: 0, id: 0 }
}

/** Where the event `id` of the merchant `partyId` is in the outbox; undefined when it has none. */
export async function outboxPositionOf(
  db: Db,
  partyId: string,
  id: number,
): Promise<OutboxPosition | undefined> {
  const row = await db
    .selectFrom('domain_event')
    .select(['tx_id', 'id'])
    .where('id', '=', id)
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return row ? { tx: Number(row.tx_id), id: Number(row.id) } : undefined
}

/**
 * Events after `position` in the outbox's order, only those every reader can see (and, with
 * `upTo`, not after it), at most `limit`; with `partyId` only that merchant's, with `since`
 * only those created at or after it. For readers that keep their position outside the database
 * (the live stream, server/events/live-hub.ts).
 */
export async function outboxAfter(
  db: Db,
  position: OutboxPosition,
  options: { limit: number; partyId?: string; upTo?: OutboxPosition; since?: string },
): Promise<DomainEvent[]> {
  const horizon = await stableHorizon(db)
  let q = outboxPast(db, position).selectAll().where('tx_id', '<', horizon)
  const upTo = options.upTo
  if (upTo)
    q = q.where((eb) =>
      eb.or([eb('tx_id', '<', upTo.tx), eb.and([eb('tx_id', '=', upTo.tx), eb('id', '<=', upTo.id)])]),
    )
  if (options.partyId !== undefined) q = q.where('party_id', '=', options.partyId)
  if (options.since !== undefined) q = q.where('created_at', '>=', options.since)
  const rows = await q.orderBy('tx_id').orderBy('id').limit(options.limit).execute()
  return rows.map(toEvent)
}

async function ensureConsumer(db: Db, name: string, nowIso: string): Promise<void> {
  await db
    .insertInto('domain_event_consumer')
    .values({ name, position_tx: 0, position_id: 0, updated_at: nowIso })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
}

/** Locks the consumer's row; undefined when another process holds it and `skipLocked`. */
async function lockConsumer(trx: Trx, name: string, skipLocked: boolean): Promise<Position | undefined> {
  let q = trx
    .selectFrom('domain_event_consumer')
    .select(['position_tx', 'position_id'])
    .where('name', '=', name)
  if (isPostgres(trx)) q = skipLocked ? q.forUpdate().skipLocked() : q.forUpdate()
  const row = await q.executeTakeFirst()
  return row ? { tx: Number(row.position_tx), id: Number(row.position_id) } : undefined
}

type EventRow = Awaited<ReturnType<typeof eventsAfter>>[number]

function eventsAfter(trx: Trx, position: Position, horizon: number, limit: number) {
  return outboxPast(trx, position)
    .selectAll()
    .where('tx_id', '<', horizon)
    .orderBy('tx_id')
    .orderBy('id')
    .limit(limit)
    .execute()
}

function toEvent(r: EventRow): DomainEvent {
  return {
    id: Number(r.id),
    partyId: r.party_id,
    type: r.type,
    aggregateType: r.aggregate_type,
    aggregateId: r.aggregate_id,
    payload: JSON.parse(r.payload) as unknown,
    actor: r.actor,
    createdAt: r.created_at,
    txId: Number(r.tx_id),
  }
}

/**
 * Applies each event the consumer wants and has not applied yet, recording it; answers how
 * many it applied.
 */
async function applyEach(
  trx: Trx,
  consumer: EventConsumer,
  rows: readonly EventRow[],
  nowIso: string,
): Promise<number> {
  const wanted = rows.filter((r) => !consumer.types || consumer.types.includes(r.type))
  if (wanted.length === 0) return 0
  const done = new Set(
    (
      await trx
        .selectFrom('domain_event_applied')
        .select('event_id')
        .where('consumer', '=', consumer.name)
        .where(
          'event_id',
          'in',
          wanted.map((r) => Number(r.id)),
        )
        .execute()
    ).map((r) => Number(r.event_id)),
  )
  let applied = 0
  for (const row of wanted) {
    if (done.has(Number(row.id))) continue
    await consumer.apply(trx, toEvent(row))
    await trx
      .insertInto('domain_event_applied')
      .values({ consumer: consumer.name, event_id: Number(row.id), applied_at: nowIso })
      .execute()
    applied++
  }
  return applied
}

/**
 * Brings one consumer up to date: batch after batch, each in its own transaction, until the
 * outbox has nothing more for it. Answers how many events it applied (0 at once when another
 * process is advancing this consumer).
 */
export async function runConsumer(
  db: Db,
  consumer: EventConsumer,
  options: RunOptions = {},
): Promise<number> {
  const limit = options.batchSize ?? DEFAULT_BATCH
  const now = options.now ?? (() => new Date())
  await ensureConsumer(db, consumer.name, now().toISOString())
  let applied = 0
  for (;;) {
    const step = await db.transaction().execute(async (trx) => {
      const horizon = await stableHorizon(trx)
      const position = await lockConsumer(trx, consumer.name, true)
      if (!position) return undefined
      const rows = await eventsAfter(trx, position, horizon, limit)
      const last = rows.at(-1)
      if (!last) return { seen: 0, applied: 0 }
      const nowIso = now().toISOString()
      const n = await applyEach(trx, consumer, rows, nowIso)
      await trx
        .updateTable('domain_event_consumer')
        .set({ position_tx: Number(last.tx_id), position_id: Number(last.id), updated_at: nowIso })
        .where('name', '=', consumer.name)
        .execute()
      return { seen: rows.length, applied: n }
    })
    if (!step) return applied
    applied += step.applied
    if (step.seen < limit) return applied
  }
}

/** Brings every consumer up to date, one after the other; answers how many events were applied. */
export async function runConsumers(
  db: Db,
  consumers: readonly EventConsumer[],
  options: RunOptions = {},
): Promise<number> {
  let applied = 0
  for (const consumer of consumers) applied += await runConsumer(db, consumer, options)
  return applied
}

/**
 * Walks the outbox again from `fromEventId` (by id) and applies what the consumer has not
 * applied: without a reset nothing is applied twice. With `rebuild` the consumer's reset()
 * first undoes what it made of those events and their applied records go, in one transaction,
 * so the walk applies them all again. Answers how many events it applied. The consumer's
 * position is left as it is.
 */
export async function replayConsumer(
  db: Db,
  consumer: EventConsumer,
  options: RunOptions & { fromEventId?: number; rebuild?: boolean } = {},
): Promise<number> {
  const limit = options.batchSize ?? DEFAULT_BATCH
  const now = options.now ?? (() => new Date())
  const from = options.fromEventId ?? 1
  await ensureConsumer(db, consumer.name, now().toISOString())
  if (options.rebuild) {
    const reset = consumer.reset
    if (!reset) throw new Error(`consumer ${consumer.name} cannot rebuild: it has no reset()`)
    await db.transaction().execute(async (trx) => {
      await lockConsumer(trx, consumer.name, false)
      await trx
        .deleteFrom('domain_event_applied')
        .where('consumer', '=', consumer.name)
        .where('event_id', '>=', from)
        .execute()
      await reset.call(consumer, trx, from)
    })
  }
  let after = from - 1
  let applied = 0
  for (;;) {
    const step = await db.transaction().execute(async (trx) => {
      const horizon = await stableHorizon(trx)
      await lockConsumer(trx, consumer.name, false)
      const rows = await trx
        .selectFrom('domain_event')
        .selectAll()
        .where('id', '>', after)
        .where('tx_id', '<', horizon)
        .orderBy('id')
        .limit(limit)
        .execute()
      return { rows, applied: await applyEach(trx, consumer, rows, now().toISOString()) }
    })
    applied += step.applied
    const last = step.rows.at(-1)
    if (!last || step.rows.length < limit) return applied
    after = Number(last.id)
  }
}

export interface EventRunner {
  /** Runs every consumer soon (after the commit that calls it); runs coalesce. */
  wake(): void
  /** Runs every consumer now; answers how many events were applied. */
  runOnce(): Promise<number>
  /** Also runs every `pollMs` (events written by other processes). */
  start(): void
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>
  /** Waits until no run is in progress. */
  idle(): Promise<void>
}

/**
 * The consumers of one process. `wake()` after a commit applies the new events in this process;
 * polling picks up the events of other processes (several servers on one PostgreSQL).
 */
export function createEventRunner(
  db: Db,
  consumers: readonly EventConsumer[],
  options: RunOptions & { pollMs?: number; onError?: (error: unknown) => void } = {},
): EventRunner {
  const onError =
    options.onError ?? ((error: unknown) => console.error('domain event consumer failed', error))
  let running: Promise<void> | undefined
  let again = false
  let timer: ReturnType<typeof setInterval> | undefined
  const runOnce = () => runConsumers(db, consumers, options)
  const wake = () => {
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        try {
          await runOnce()
        } catch (error) {
          onError(error)
        }
      } while (again)
    })().finally(() => {
      running = undefined
    })
  }
  return {
    wake,
    runOnce,
    start() {
      if (timer) return
      timer = setInterval(wake, options.pollMs ?? 250)
      if (typeof timer === 'object' && 'unref' in timer) timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
    async idle() {
      while (running) await running
    },
  }
}
