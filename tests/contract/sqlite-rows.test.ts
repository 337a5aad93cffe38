// The embedded database's rows (server/db/sqlite.ts): better-sqlite3 answers a reading statement
// as arrays, made objects by the statement cache. What a caller reads must be what
// better-sqlite3's own objects hold: every column by name, a repeated name as its last column,
// writes' counts and ids, streamed rows, a cached `select *` that follows a schema change, and a
// bound LIMIT that each run reads anew from one statement prepared once.
import { type Generated, type Kysely, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSqlite, preparedText } from '../../server/db/sqlite.ts'

type ProbeDb = { rows_probe: { id: Generated<number>; name: string; note?: string | null } }

describe('SQLite rows through the statement cache', () => {
  let db: Kysely<ProbeDb>
  beforeEach(async () => {
    db = openSqlite(':memory:') as unknown as Kysely<ProbeDb>
    await sql`create table rows_probe (id integer primary key, name text not null)`.execute(db)
  })
  afterEach(async () => {
    await db.destroy()
  })

  it('answers each row as an object of its columns, and a write with its count and id', async () => {
    const inserted = await db.insertInto('rows_probe').values({ name: '上海' }).executeTakeFirstOrThrow()
    expect(inserted.insertId).toBe(1n)
    await db.insertInto('rows_probe').values({ name: 'b' }).execute()
    const updated = await db
      .updateTable('rows_probe')
      .set({ name: 'c' })
      .where('id', '=', 2)
      .executeTakeFirst()
    expect(updated.numUpdatedRows).toBe(1n)
    const rows = await db.selectFrom('rows_probe').select(['id', 'name as label']).orderBy('id').execute()
    expect(rows).toEqual([
      { id: 1, label: '上海' },
      { id: 2, label: 'c' },
    ])
    expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'label'])
  })

  it('keeps the last of two columns of one name, as better-sqlite3 does', async () => {
    await db.insertInto('rows_probe').values({ name: 'a' }).execute()
    const { rows } = await sql<{ id: number }>`select id, 7 as id from rows_probe`.execute(db)
    expect(rows).toEqual([{ id: 7 }])
  })

  it('streams rows as objects', async () => {
    await db
      .insertInto('rows_probe')
      .values([{ name: 'a' }, { name: 'b' }])
      .execute()
    const streamed: unknown[] = []
    for await (const row of db.selectFrom('rows_probe').select(['id', 'name']).orderBy('id').stream()) {
      streamed.push(row)
    }
    expect(streamed).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ])
  })

  it('reads the new column list of a cached select * after the table changes', async () => {
    await db.insertInto('rows_probe').values({ name: 'a' }).execute()
    const everything = () => db.selectFrom('rows_probe').selectAll().execute()
    expect(await everything()).toEqual([{ id: 1, name: 'a' }])
    await sql`alter table rows_probe add column note text`.execute(db)
    await db.updateTable('rows_probe').set({ note: 'kept' }).execute()
    expect(await everything()).toEqual([{ id: 1, name: 'a', note: 'kept' }])
  })

  it('pages by a bound LIMIT, builder or template, with one statement for every limit', async () => {
    await db
      .insertInto('rows_probe')
      .values(['a', 'b', 'c', 'd'].map((name) => ({ name })))
      .execute()
    const built = (limit: number, offset: number) =>
      db.selectFrom('rows_probe').select('name').orderBy('id').limit(limit).offset(offset).execute()
    expect(await built(1, 0)).toEqual([{ name: 'a' }])
    expect(await built(3, 1)).toEqual([{ name: 'b' }, { name: 'c' }, { name: 'd' }])
    expect(await built(2, 2)).toEqual([{ name: 'c' }, { name: 'd' }])
    const template = async (limit: number) =>
      (await sql<{ name: string }>`select name from rows_probe order by id limit ${limit}`.execute(db)).rows
    expect(await template(2)).toEqual([{ name: 'a' }, { name: 'b' }])
    expect(await template(4)).toHaveLength(4)
    // SQLite prepares a statement again on every run whose bound LIMIT it read while planning;
    // as an expression, the limit is read at run time only.
    const compiled = db.selectFrom('rows_probe').select('name').orderBy('id').limit(1).offset(0).compile()
    expect(preparedText(compiled.sql)).toBe(
      'select "name" from "rows_probe" order by "id" limit cast(? as integer) offset ?',
    )
  })
})
