// The tenant key guard's own rules (tests/contract/tenant-guard.ts), on statements built
// here: what passes and what the contract suite would be failed for.
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/schema.ts'
import { TENANT_TABLES, unguardedTables } from './tenant-guard.ts'

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
})

describe('tenant key guard', () => {
  it('knows the tenant-owned tables from the schema, and not the shared ones', () => {
    expect(TENANT_TABLES.has('sales_order')).toBe(true)
    expect(TENANT_TABLES.has('product')).toBe(true)
    expect(TENANT_TABLES.has('party')).toBe(false)
    expect(TENANT_TABLES.has('geo_region')).toBe(false)
  })

  it('refuses a read, update or delete by id alone', () => {
    expect(
      unguardedTables(db.selectFrom('product').selectAll().where('id', '=', 1).toOperationNode()),
    ).toEqual(['product'])
    expect(
      unguardedTables(
        db.updateTable('sales_order').set({ status: 'CANCELLED' }).where('id', '=', 1).toOperationNode(),
      ),
    ).toEqual(['sales_order'])
    expect(unguardedTables(db.deleteFrom('material').where('id', '=', 1).toOperationNode())).toEqual([
      'material',
    ])
    // Selecting the column is not filtering by it.
    expect(
      unguardedTables(db.selectFrom('product').select(['party_id']).where('id', '=', 1).toOperationNode()),
    ).toEqual(['product'])
  })

  it('passes a statement filtered by a party key, in its WHERE or a join', () => {
    expect(
      unguardedTables(
        db
          .selectFrom('product')
          .selectAll()
          .where('party_id', '=', 'P1')
          .where('id', '=', 1)
          .toOperationNode(),
      ),
    ).toEqual([])
    expect(
      unguardedTables(
        db
          .selectFrom('sales_order as o')
          .innerJoin('sales_order_line as l', (j) =>
            j.onRef('l.order_id', '=', 'o.id').on('l.party_id', '=', 'P1'),
          )
          .select('o.id')
          .toOperationNode(),
      ),
    ).toEqual([])
    expect(
      unguardedTables(
        db.selectFrom('sales_order').select('id').where('buyer_party_id', '=', 'P2').toOperationNode(),
      ),
    ).toEqual([])
    expect(
      unguardedTables(
        db
          .insertInto('product_image')
          .values({ party_id: 'P1', product_id: 1, url: 'u' } as never)
          .toOperationNode(),
      ),
    ).toEqual([])
  })

  it('passes a correlated subquery, and refuses one that reads on its own', () => {
    const outer = db.selectFrom('product as p').select('p.id').where('p.party_id', '=', 'P1')
    expect(
      unguardedTables(
        outer
          .where((eb) =>
            eb.exists(eb.selectFrom('product_sku as s').select('s.id').whereRef('s.product_id', '=', 'p.id')),
          )
          .toOperationNode(),
      ),
    ).toEqual([])
    expect(
      unguardedTables(
        outer
          .where((eb) =>
            eb.exists(eb.selectFrom('product_sku as s').select('s.id').where('s.sku_code', '=', 'X')),
          )
          .toOperationNode(),
      ),
    ).toEqual(['product_sku'])
  })

  it('reads raw SQL by its text, nested fragments included', () => {
    const party = sql`o.party_id = ${'P1'}`
    expect(unguardedTables(sql`select count(*) from sales_order o where ${party}`.toOperationNode())).toEqual(
      [],
    )
    expect(
      unguardedTables(sql`select count(*) from sales_order o where o.id = ${1}`.toOperationNode()),
    ).toEqual(['sales_order'])
  })
})
