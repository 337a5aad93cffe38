// The deterministic demo world: the orchestrator. Same seed, same rows: every module has its
// own Faker seeded from (seed, the module's fixed offset), the clock is fixed by the caller,
// and salts come from faker, never from Math.random or the time. Adding rows in one module
// never changes another module's rows (only the integer keys that follow it in a shared table).
//
// Modules run in this fixed order, inside one transaction (fast on SQLite, all-or-nothing).
// A module is `(ctx: SeedContext) => Promise<void>` (seed-context.ts); it may rely on what
// the modules before it created and must create any other party it needs itself, with ids
// that cannot collide (prefixed with its area).
//
// Area modules of other engineers, to be called here by name once they exist (one line
// each, in this order, after the `server` modules):
//   offset 101  distribution.seed.ts        seedDistribution        (dista)
//   offset 102  distribution-setup.seed.ts  seedDistributionSetup   (distb)
//   offset 103  messaging.seed.ts           seedMessaging           (msg)
import { type Kysely, PostgresAdapter } from 'kysely'
import type { Database, Db } from '../schema.ts'
import { seedBusinessProfiles } from './business-profile.seed.ts'
import { seedCatalogueAndMarketing } from './catalogue-marketing.seed.ts'
import { seedCertificates } from './certificates.seed.ts'
import { seedCore } from './core.seed.ts'
import { seedMessaging } from './messaging.seed.ts'
import { seedDistribution } from './distribution.seed.ts'
import { seedDistributionSetup } from './distribution-setup.seed.ts'
import { seedFinance } from './finance.seed.ts'
import { seedHuge } from './huge.seed.ts'
import { seedIntegration } from './integration.seed.ts'
import { seedOrders } from './orders.seed.ts'
import { seedProducts } from './products.seed.ts'
import { seedReference } from './reference.seed.ts'
import { seedRepairAndProjects } from './repair-projects.seed.ts'
import { seedStockLedger } from './stock-ledger.seed.ts'
import {
  IdAllocator,
  insertRows,
  moduleFaker,
  type SeedContext,
  type SeedModule,
  type SeedOptions,
  syncSequences,
} from './seed-context.ts'

export type { SeedOptions } from './seed-context.ts'

export const DEFAULT_SEED = 20261122

/** [name, Faker offset, module], in the order they run. Offsets never change. */
export const SEED_MODULES: readonly (readonly [string, number, SeedModule])[] = [
  ['core', 1, seedCore],
  ['reference', 2, seedReference],
  ['products', 3, seedProducts],
  ['orders', 4, seedOrders],
  ['catalogueMarketing', 5, seedCatalogueAndMarketing],
  ['finance', 6, seedFinance],
  ['repairProjects', 7, seedRepairAndProjects],
  ['integration', 8, seedIntegration],
  ['certificates', 9, seedCertificates],
  ['distribution', 101, seedDistribution],
  ['distribution-setup', 102, (ctx) => seedDistributionSetup(ctx.db, { seed: ctx.seed, now: ctx.now })],
  ['messaging', 103, (ctx) => seedMessaging(ctx.db, { seed: ctx.seed, now: ctx.now })],
  ['businessProfiles', 114, seedBusinessProfiles],
  // Only with `huge`: distributionpro's 100,000 more SKUs and members.
  ['huge', 130, seedHuge],
  // Last: the stock movements every module's orders and after-sales imply.
  ['stockLedger', 129, seedStockLedger],
]

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * Builds the demo world. `timings`, when given, receives each module's duration in ms
 * (docs/benchmarks.md).
 */
export async function seedDemo(
  db: Db,
  options: SeedOptions & { timings?: Record<string, number> },
): Promise<void> {
  const postgres = isPostgres(db)
  await db.transaction().execute(async (trx) => {
    const ids = new IdAllocator()
    for (const [name, offset, run] of SEED_MODULES) {
      const started = performance.now()
      const ctx: SeedContext = {
        db: trx,
        seed: options.seed,
        now: options.now,
        nowIso: options.now.toISOString(),
        hasher: options.hasher,
        large: (options.large ?? false) || (options.huge ?? false),
        huge: options.huge ?? false,
        faker: moduleFaker(options.seed, offset),
        ids,
        insert: (table, rows, chunk) => insertRows(trx, table, rows, chunk),
      }
      await run(ctx)
      // So the next module (or the app) may insert without explicit keys on PostgreSQL.
      await syncSequences(trx, postgres)
      if (options.timings) options.timings[name] = performance.now() - started
    }
  })
}

/** True when the database holds no demo world yet (first run). */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('party')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n) === 0
}
