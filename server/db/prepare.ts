// Migrate, then seed the demo world on first run only (the demo start, `npm start`); or, for a
// production start (NODE_ENV=production, docs/security.md), migrate only and refuse a database
// that holds the demo accounts, whose password is public.
import { DEMO_PASSWORD } from '../../contract/roles.ts'
import type { PasswordHasher } from '../security/password-hasher.ts'
import { afterBulkLoad } from './after-bulk-load.ts'
import { migrateToLatest } from './migrate.ts'
import type { Db } from './schema.ts'
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts'
import { DEFAULT_SEED, isEmpty, seedDemo } from './seed/seed-demo.ts'

export async function prepareDatabase(
  db: Db,
  hasher: PasswordHasher,
  now = new Date(),
  options: { large?: boolean; huge?: boolean } = {},
): Promise<{ seeded: boolean }> {
  await migrateToLatest(db)
  if (!(await isEmpty(db))) return { seeded: false }
  await seedDemo(db, {
    seed: DEFAULT_SEED,
    now,
    hasher,
    large: options.large ?? false,
    huge: options.huge ?? false,
  })
  if (options.large || options.huge) await afterBulkLoad(db)
  return { seeded: true }
}

/** Thrown by a production start on a database that holds demo accounts. */
export class DemoDataInProductionError extends Error {
  constructor(readonly usernames: string[]) {
    super(
      `this database holds demo accounts (${usernames.join(', ')}) whose password is public: ` +
        'a production start refuses it. Use a new database (DATA_DIR or DATABASE_URL), then ' +
        '`npm run account:create`.',
    )
  }
}

/** The demo accounts present with the demo password (a real account may reuse a demo name). */
export async function demoAccountsIn(db: Db, hasher: PasswordHasher): Promise<string[]> {
  const rows = await db
    .selectFrom('user_login')
    .select(['username', 'password_hash'])
    .where(
      'username',
      'in',
      DEMO_ACCOUNTS.map((a) => a.username),
    )
    .execute()
  const found: string[] = []
  for (const row of rows) if (await hasher.verify(DEMO_PASSWORD, row.password_hash)) found.push(row.username)
  return found
}

/** Production start: migrations only; no demo data, and none tolerated. */
export async function prepareProductionDatabase(
  db: Db,
  hasher: PasswordHasher,
  /** The PostgreSQL schema of the migration bookkeeping, when several share a database (tests). */
  schema?: string,
): Promise<{ hasAccounts: boolean }> {
  await migrateToLatest(db, schema)
  const demo = await demoAccountsIn(db, hasher)
  if (demo.length > 0) throw new DemoDataInProductionError(demo)
  const any = await db.selectFrom('user_login').select('id').limit(1).executeTakeFirst()
  return { hasAccounts: any !== undefined }
}
