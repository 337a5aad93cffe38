// The migrations on every database of the harness: all run up, produce exactly the tables
// and columns of server/db/schema.ts, and each down() undoes its own up().
import { type Migration, Migrator, NO_MIGRATIONS, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgres } from '../../server/db/migrations/dialect-ddl.ts'
import { migrationProvider } from '../../server/db/migrations/index.ts'
import type { Db } from '../../server/db/schema.ts'
import { DATABASES, type DatabaseKind, openTestDb } from './harness.ts'
import { SCHEMA } from './schema-spec.ts'

function describeColumn(c: {
  dataType: string
  isNullable: boolean
  isAutoIncrementing: boolean
  hasDefaultValue: boolean
}): string {
  const kind = /char|text/i.test(c.dataType)
    ? 'string'
    : /int|serial/i.test(c.dataType)
      ? 'number'
      : c.dataType
  // SQLite reports its rowid alias as nullable; it never holds NULL.
  const nullable = c.isNullable && !c.isAutoIncrementing ? ' | null' : ''
  const dflt = c.hasDefaultValue || c.isAutoIncrementing ? ' = default' : ''
  return `${kind}${nullable}${dflt}`
}

/**
 * The tables of this test's database. On PostgreSQL the harness's dialect introspects only the
 * connection's own schema (server/db/postgres.ts): other test files create and drop their
 * schemas meanwhile, and must neither show up here nor break the read.
 */
async function tablesOf(db: Db) {
  const tables = await db.introspection.getTables()
  if (isPostgres(db)) return tables
  // A SQLite search index (the FTS5 order search) is a virtual table with shadow tables: it is
  // counted with the indexes (schemaObjects), not as a table of the Database interface.
  const { rows } = await sql<{ name: string }>`
    select name from pragma_table_list where schema = 'main' and type in ('virtual', 'shadow')`.execute(db)
  const search = new Set([...rows.map((r) => r.name), ...SQLITE_SEARCH_TABLES])
  return tables.filter((t) => !search.has(t.name))
}

/**
 * The short buyer search's tables (migration 2026_11_24_00_24_00_order_buyer_grams): SQLite
 * with FTS5 only, kept by triggers, not in the Database interface; listed as indexes, like FTS5.
 */
const SQLITE_SEARCH_TABLES = ['sales_order_buyer', 'sales_order_buyer_gram']

/** SQLite's virtual tables (search indexes), listed as indexes. */
async function virtualTables(db: Db): Promise<string[]> {
  if (isPostgres(db)) return []
  const { rows } = await sql<{ name: string }>`
    select name from pragma_table_list where schema = 'main'
      and (type = 'virtual' or name in (${sql.join(SQLITE_SEARCH_TABLES)}))`.execute(db)
  return rows.map((r) => r.name)
}

async function tableNames(db: Db): Promise<string[]> {
  return (await tablesOf(db)).map((t) => t.name).sort()
}

/** Tables and indexes (`table:x`, `index:y`), Kysely's own bookkeeping left out. */
async function schemaObjects(db: Db, kind: DatabaseKind): Promise<string[]> {
  const indexes =
    kind === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and name not like 'sqlite_autoindex%'`
      : sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = any (current_schemas(false))`
  const { rows } = await indexes.execute(db)
  return [
    ...(await tableNames(db)).map((t) => `table:${t}`),
    ...rows.filter((r) => !r.name.startsWith('kysely_migration')).map((r) => `index:${r.name}`),
    ...(await virtualTables(db)).map((name) => `index:${name}`),
  ].sort()
}

/** Migrations that only replace a trigger (nothing to list as a table or index), and why. */
const TRIGGER_ONLY: Record<string, string> = {
  '2026_11_24_00_22_00_product_sales_daily_first_line':
    'recreates the product summary line trigger and rebuilds the summary',
  '2026_11_27_00_42_00_catalogue_order_delivery': 'adds the delivery columns of a catalogue order only',
  '2026_11_27_05_10_00_sub_user_permissions': "adds a login's permission keys column only",
  '2026_11_27_05_57_00_delivery_note_sender': "adds the delivery note's sender and footer columns only",
  '2026_11_28_10_00_00_member_group_refs': "adds a member's group refs column and the triggers that keep it",
}

/** Migrations that change PostgreSQL only (SQLite serves the same query without them), and why. */
const POSTGRES_ONLY: Record<string, string> = {
  '2026_11_27_20_20_00_product_sku_grams': "indexes the SKUs' grams for the product keyword",
  '2026_11_27_23_20_00_product_trigrams': "indexes the products' and SKUs' trigrams for the product keyword",
}

describe.each(DATABASES)('migrations on %s', (kind) => {
  let db: Db
  let close: () => Promise<void>
  let schema: string | undefined
  let migrator: Migrator
  let names: string[]
  /** The tables and indexes each migration created, recorded while migrating up one step at a time. */
  const created = new Map<string, string[]>()

  beforeAll(async () => {
    ;({ db, close, schema } = await openTestDb(kind))
    migrator = new Migrator({
      db,
      provider: migrationProvider,
      ...(schema ? { migrationTableSchema: schema } : {}),
    })
    const all: Record<string, Migration> = await migrationProvider.getMigrations()
    names = Object.keys(all)
  })
  afterAll(async () => {
    await close()
  })

  it('runs every migration up, one at a time, in name order', async () => {
    expect(names).toEqual([...names].sort())
    let before = await schemaObjects(db, kind)
    for (const name of names) {
      const { error, results } = await migrator.migrateUp()
      expect(error).toBeUndefined()
      expect(results).toEqual([{ migrationName: name, direction: 'Up', status: 'Success' }])
      const after = await schemaObjects(db, kind)
      const added = after.filter((t) => !before.includes(t))
      if (name in TRIGGER_ONLY) expect(added, `${name} ${TRIGGER_ONLY[name]}`).toEqual([])
      else if (name in POSTGRES_ONLY && kind === 'sqlite')
        expect(added, `${name} ${POSTGRES_ONLY[name]}`).toEqual([])
      else expect(added.length, `${name} creates tables or indexes`).toBeGreaterThan(0)
      created.set(name, added)
      before = after
    }
  })

  it('creates exactly the tables of the Database interface', async () => {
    expect(await tableNames(db)).toEqual(Object.keys(SCHEMA).sort())
  })

  it('creates every table with exactly its columns, kinds, nullability and defaults', async () => {
    const tables = await tablesOf(db)
    for (const table of tables) {
      const actual = Object.fromEntries(table.columns.map((c) => [c.name, describeColumn(c)]))
      expect(actual, table.name).toEqual(SCHEMA[table.name as keyof typeof SCHEMA])
    }
  })

  it('enforces the tenant and parent keys it declares', async () => {
    if (kind === 'sqlite') await sql`pragma foreign_keys = on`.execute(db)
    const now = '2026-11-20T02:00:00.000Z'
    await expect(
      db
        .insertInto('product')
        .values({
          party_id: 'NO_SUCH_PARTY',
          product_no: 'X1',
          name: 'x',
          status: 'DRAFT',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow()
    await db.insertInto('party').values({ id: 'P1', name: 'one', created_at: now }).execute()
    await db
      .insertInto('product')
      .values({
        party_id: 'P1',
        product_no: 'X1',
        name: 'x',
        status: 'DRAFT',
        created_at: now,
        updated_at: now,
      })
      .execute()
    // The same product number twice for one merchant is refused.
    await expect(
      db
        .insertInto('product')
        .values({
          party_id: 'P1',
          product_no: 'X1',
          name: 'y',
          status: 'DRAFT',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow()
    await db.deleteFrom('product').execute()
    await db.deleteFrom('party').execute()
  })

  it("runs each migration's down() in reverse order, removing exactly its tables and indexes", async () => {
    for (const name of [...names].reverse()) {
      const before = await schemaObjects(db, kind)
      const { error, results } = await migrator.migrateDown()
      expect(error).toBeUndefined()
      expect(results).toEqual([{ migrationName: name, direction: 'Down', status: 'Success' }])
      expect(await schemaObjects(db, kind)).toEqual(before.filter((t) => !created.get(name)?.includes(t)))
    }
    expect(await schemaObjects(db, kind)).toEqual([])
    const { error } = await migrator.migrateTo(NO_MIGRATIONS)
    expect(error).toBeUndefined()
  })

  it('migrates up again after a full down', async () => {
    const { error } = await migrator.migrateToLatest()
    expect(error).toBeUndefined()
    expect(await tableNames(db)).toEqual(Object.keys(SCHEMA).sort())
  })
})
