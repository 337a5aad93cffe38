// A crash loses no domain event and applies none twice (issue 29), on SQLite and PostgreSQL: a
// process of its own (crash-child.ts) is killed with SIGKILL
// - right after a refund committed, before any consumer ran: the event is in the outbox, no bill
//   line was posted; the next consumer run posts exactly one, a second run and a replay none;
// - inside the books consumer's transaction, after it wrote the bill line: the transaction
//   rolls back (no line, the event not marked applied); the next run posts exactly one.
// The books stay consistent afterwards (checkBooks: every refund booked once).
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { openPostgres } from '../../server/db/postgres.ts'
import type { Db } from '../../server/db/schema.ts'
import { openSqlite } from '../../server/db/sqlite.ts'
import { DOMAIN_CONSUMERS } from '../../server/domain-consumers.ts'
import { replayConsumer, runConsumers } from '../../server/events/domain-events.ts'
import { checkBooks } from '../../server/finance/books-consistency.ts'
import { booksConsumer } from '../../server/finance/books.consumer.ts'
import { takeAfterSaleStep } from '../../server/orders/after-sale-steps.repository.ts'
import { DATABASES, type DatabaseKind, TEST_EPOCH } from './harness.ts'
import { admin, databaseUrl } from './test-world.ts'

/** A copy of the demo world that another process can open: a SQLite file or a PostgreSQL URL. */
async function worldCopy(kind: DatabaseKind): Promise<{ location: string; close: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'crash-'))
    const file = join(dir, 'world.sqlite')
    copyFileSync(inject('sqliteWorld'), file)
    return { location: file, close: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const url = process.env.TEST_DATABASE_URL as string
  const name = `crash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  await admin(url, (c) => c.query(`create database ${name} template ${inject('postgresWorld')}`))
  return {
    location: databaseUrl(url, name),
    close: () => admin(url, (c) => c.query(`drop database ${name} with (force)`)).then(() => undefined),
  }
}

/** Runs crash-child.ts to its death; answers how it ended. */
function crash(args: string[]): { signal: NodeJS.Signals | null; output: string } {
  // node --import tsx, not the tsx command: the process that is killed is the one that answers.
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/contract/crash-child.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { signal: r.signal, output: `${r.stdout}${r.stderr}` }
}

describe.each(DATABASES)('a crash between a change and its consumers, on %s', (kind) => {
  let copy: { location: string; close: () => Promise<void> }
  let db: Db
  beforeAll(async () => {
    copy = await worldCopy(kind)
    db = kind === 'sqlite' ? openSqlite(copy.location) : openPostgres(copy.location, 2)
    // The world's events are all applied: a run now has nothing to do.
    await runConsumers(db, DOMAIN_CONSUMERS)
  })
  afterAll(async () => {
    await db.destroy()
    await copy.close()
  })

  /** Refund-only requests of merchant buyers, waiting for their refund (each posts a line). */
  const waitingRefunds = () =>
    db
      .selectFrom('after_sale as a')
      .innerJoin('sales_order as o', (j) =>
        j.onRef('o.id', '=', 'a.order_id').onRef('o.party_id', '=', 'a.party_id'),
      )
      .innerJoin('user_login as u', 'u.party_id', 'a.party_id')
      .select(['a.id', 'a.version', 'a.party_id', 'u.id as login'])
      .where('a.status', '=', 'WAIT_REFUND')
      .where('o.buyer_party_id', 'is not', null)
      .orderBy('a.id')
      .execute()

  const linesOf = async (afterSaleId: number) =>
    Number(
      (
        await db
          .selectFrom('bill_detail')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('source_type', '=', 'AFTER_SALE')
          .where('source_id', '=', afterSaleId)
          .executeTakeFirstOrThrow()
      ).n,
    )

  /**
   * Runs the consumers until the request's line is there (or 45 s passed) and answers the count.
   * On PostgreSQL an event is read once every older transaction of the server has ended, and the
   * other test files share the server (as in books.test.ts).
   */
  const consumeUntilBooked = async (afterSaleId: number) => {
    const until = Date.now() + 45_000
    for (;;) {
      await runConsumers(db, DOMAIN_CONSUMERS)
      const n = await linesOf(afterSaleId)
      if (n > 0 || Date.now() > until) return n
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  const refundEvents = async (afterSaleId: number) =>
    db
      .selectFrom('domain_event')
      .select('id')
      .where('type', '=', 'afterSale.refunded')
      .where('aggregate_id', '=', String(afterSaleId))
      .execute()

  it('keeps the event of a change whose process died before its consumers, and applies it once', async () => {
    const [target] = await waitingRefunds()
    if (!target) throw new Error('the world has no merchant buyer waiting for a refund')
    const died = crash([
      'after-commit',
      copy.location,
      target.party_id,
      String(target.login),
      String(target.id),
      String(target.version),
      TEST_EPOCH.toISOString(),
    ])
    expect(died.signal, died.output).toBe('SIGKILL')

    // The refund and its event committed together; nothing consumed it.
    const status = await db
      .selectFrom('after_sale')
      .select('status')
      .where('id', '=', target.id)
      .executeTakeFirst()
    expect(status?.status).toBe('COMPLETED')
    expect(await refundEvents(Number(target.id))).toHaveLength(1)
    expect(await linesOf(Number(target.id))).toBe(0)

    expect(await consumeUntilBooked(Number(target.id))).toBe(1)
    await runConsumers(db, DOMAIN_CONSUMERS)
    await replayConsumer(db, booksConsumer, { fromEventId: 1 })
    expect(await linesOf(Number(target.id))).toBe(1)
  }, 120_000)

  it('rolls back a consumer killed inside its transaction, and applies the event once on the next run', async () => {
    const [target] = await waitingRefunds()
    if (!target) throw new Error('the world has no second merchant buyer waiting for a refund')
    // The refund commits here, with no consumer run.
    await takeAfterSaleStep(
      db,
      { partyId: target.party_id, userLoginId: String(target.login) },
      { afterSaleId: Number(target.id), version: Number(target.version) },
      { action: 'refund' },
      TEST_EPOCH.toISOString(),
    )
    const [event] = await refundEvents(Number(target.id))
    expect(event).toBeDefined()

    const died = crash(['mid-consumer', copy.location])
    expect(died.signal, died.output).toBe('SIGKILL')
    // The line the consumer wrote died with its transaction; the event is not marked applied.
    expect(await linesOf(Number(target.id))).toBe(0)
    const applied = await db
      .selectFrom('domain_event_applied')
      .select('event_id')
      .where('consumer', '=', booksConsumer.name)
      .where('event_id', '=', Number(event?.id))
      .execute()
    expect(applied).toEqual([])

    expect(await consumeUntilBooked(Number(target.id))).toBe(1)
    await runConsumers(db, DOMAIN_CONSUMERS)
    expect(await linesOf(Number(target.id))).toBe(1)
    expect((await checkBooks(db)).problems).toEqual([])
  }, 120_000)
})
