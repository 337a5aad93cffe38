// One transaction per write call (server/db/unit-of-work.ts), on SQLite and PostgreSQL: inside
// it a repository's transaction is a savepoint that rolls back alone when it throws; parallel
// ones run in turn; one started inside another nests; and nothing commits when the whole throws.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/schema.ts'
import { inOneTransaction } from '../../server/db/unit-of-work.ts'
import { DATABASES, openTestDb } from './harness.ts'

describe.each(DATABASES)('the unit of work on %s', (kind) => {
  let db: Db
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ db, close } = await openTestDb(kind))
    await sql`create table note (id integer primary key, text varchar(20) not null)`.execute(db)
  })
  afterAll(async () => {
    await close()
  })

  const notes = async () =>
    (
      await db
        .selectFrom('note' as never)
        .select('text' as never)
        .orderBy('id' as never)
        .execute()
    ).map((r) => (r as { text: string }).text)
  const add = (d: Db, id: number, text: string) =>
    sql`insert into note (id, text) values (${id}, ${text})`.execute(d)

  it('rolls back a failed inner transaction alone and commits the rest together', async () => {
    await inOneTransaction(db, async (unit) => {
      await add(unit, 1, 'before')
      await expect(
        unit.transaction().execute(async (trx) => {
          await add(trx as unknown as Db, 2, 'refused')
          throw new Error('refused step')
        }),
      ).rejects.toThrow('refused step')
      await unit.transaction().execute(async (trx) => add(trx as unknown as Db, 3, 'inner'))
      await add(unit, 4, 'after')
    })
    expect(await notes()).toEqual(['before', 'inner', 'after'])
  })

  it('runs parallel inner transactions in turn and nests one inside another', async () => {
    await inOneTransaction(db, async (unit) => {
      await Promise.all([
        unit.transaction().execute(async (trx) => {
          await add(trx as unknown as Db, 5, 'a')
          await (trx as unknown as Db)
            .transaction()
            .execute(async (inner) => add(inner as unknown as Db, 6, 'a.1'))
        }),
        unit.transaction().execute(async (trx) => add(trx as unknown as Db, 7, 'b')),
      ])
    })
    expect((await notes()).slice(3)).toEqual(['a', 'a.1', 'b'])
  })

  it('commits nothing when the unit throws', async () => {
    await expect(
      inOneTransaction(db, async (unit) => {
        await unit.transaction().execute(async (trx) => add(trx as unknown as Db, 8, 'lost'))
        throw new Error('audit row failed')
      }),
    ).rejects.toThrow('audit row failed')
    expect(await notes()).not.toContain('lost')
  })
})
