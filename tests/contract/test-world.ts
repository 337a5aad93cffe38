// The world every contract test starts from: the schema of every migration and the default
// demo seed at TEST_EPOCH. Built once per run (tests/contract/global-setup.ts) and copied for
// each test app (harness.ts createTestApp): building it took about 0.8 s on SQLite and 4 s on
// PostgreSQL (migrations, seed, dropping the schema) for each of some sixty apps, most of the
// contract suite's time; a copy takes milliseconds on SQLite and about 0.1 s on PostgreSQL.
import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from '../../server/db/migrate.ts'
import type { Database, Db } from '../../server/db/schema.ts'
import { DEFAULT_SEED, seedDemo } from '../../server/db/seed/seed-demo.ts'
import { type PasswordHasher, pbkdf2Hasher } from '../../server/security/password-hasher.ts'

export const TEST_EPOCH = new Date('2026-11-20T02:00:00.000Z')

/** Cheap on purpose: the seed hashes every demo password with it. */
export const testHasher = (): PasswordHasher => pbkdf2Hasher(1000)

/** Migrates an empty database and seeds the demo world into it. */
export async function buildWorld(
  db: Db,
  schema?: string,
  hasher: PasswordHasher = testHasher(),
): Promise<void> {
  await migrateToLatest(db, schema)
  await seedDemo(db, { seed: DEFAULT_SEED, now: TEST_EPOCH, hasher })
}

/** The world as the bytes of a SQLite database, which openSqlite() opens in memory. */
export async function sqliteWorldBytes(): Promise<Buffer> {
  const native = new SqliteDatabase(':memory:')
  native.pragma('foreign_keys = ON')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: native }) })
  await buildWorld(db)
  const bytes = native.serialize()
  await db.destroy()
  return bytes
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/** Runs `work` on a connection of its own to the server at `url` (creating and dropping databases). */
export async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
