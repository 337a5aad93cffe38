// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The product list's tab counts passed over every product of the merchant, and the low-stock
// tab over every SKU: at ten times the data (issue 37, 50,117 products and 100,000 SKUs for one
// merchant) the list took 63 ms on SQLite and 88 ms on PostgreSQL, against 20 ms. Two tables,
// kept by the database itself as the order tallies are (2026_11_27_13_50_00):
//
// - product_tally: the merchant's live products (is_deleted = 0) per status and whether they
//   are out of stock (total_stock <= 0), counted; a row that reaches zero goes.
// - product_low_stock: the products with a SKU at low stock, with how many. A SKU is at low
//   stock when stock - reserved <= its own threshold, else its merchant's (stock_setting), else
//   10: the rule of server/products/stock.repository.ts lowStockSql and of
//   contract/stock.constants.ts at this migration's date, restated here because a migration is
//   frozen (tests/contract/stock.test.ts recomputes this table with the app's rule). A product's
//   row is recomputed from its SKUs whenever one of them is added, removed or moves its stock,
//   reservation or threshold, and every row of a merchant when its default threshold changes.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const TALLY = 'product_tally'
const LOW = 'product_low_stock'
/** What moves a product between the tally's rows. */
const MOVING = ['party_id', 'status', 'total_stock', 'is_deleted'] as const
const DEFAULT_THRESHOLD = 10

/** Adds the live products of `from` (a relation aliased `p`) into their rows, with `sign`. */
function tallyInto(pg: boolean, from: string, sign: '' | '-1 * '): string {
  const t = pg ? `${TALLY}.` : ''
  const out = 'case when p.total_stock <= 0 then 1 else 0 end'
  return `insert into ${TALLY} (party_id, status, out_of_stock, product_count)
    select p.party_id, p.status, ${out}, ${sign}count(*)
    from ${from} where p.is_deleted = 0
    group by p.party_id, p.status, ${out}
    on conflict (party_id, status, out_of_stock) do update set
      product_count = ${t}product_count + excluded.product_count`
}

const dropEmpty = `delete from ${TALLY} where product_count = 0`

/** A one-row relation of a trigger's OLD or NEW product, aliased `p`. */
const productOf = (row: 'old' | 'new') => `(select ${MOVING.map((c) => `${row}.${c} as ${c}`).join(', ')}) p`

/** The SKUs of alias `s` at low stock. */
const lowStock = `s.stock - s.reserved <= coalesce(s.low_stock_threshold,
  (select st.low_stock_threshold from stock_setting st where st.party_id = s.party_id), ${DEFAULT_THRESHOLD})`

/** Recomputes the rows of the products whose SKUs `where` (over alias `s`) selects. */
function recompute(products: string, where: string): string[] {
  return [
    `delete from ${LOW} where ${products}`,
    `insert into ${LOW} (party_id, product_id, sku_count)
      select s.party_id, s.product_id, count(*) from product_sku s
      where ${where} and ${lowStock}
      group by s.product_id, s.party_id`,
  ]
}

/** The product of a trigger's OLD or NEW SKU (its party first: the SKU index leads with it). */
const skuProduct = (row: 'old' | 'new') =>
  recompute(
    `party_id = ${row}.party_id and product_id = ${row}.product_id`,
    `s.party_id = ${row}.party_id and s.product_id = ${row}.product_id`,
  )

/** Every product of the merchant of a trigger's OLD or NEW setting. */
const merchantProducts = (row: 'old' | 'new') =>
  recompute(`party_id = ${row}.party_id`, `s.party_id = ${row}.party_id`)

const SKU_MOVING = ['party_id', 'product_id', 'stock', 'reserved', 'low_stock_threshold'] as const

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  await db.schema
    .createTable(TALLY)
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('out_of_stock', 'integer', (c) => c.notNull())
    .addColumn('product_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${TALLY}_pk`, ['party_id', 'status', 'out_of_stock'])
    .execute()
  await db.schema
    .createTable(LOW)
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('sku_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${LOW}_pk`, ['party_id', 'product_id'])
    .execute()
  // Today's products and SKUs, so that the tables start true.
  await sql.raw(tallyInto(pg, 'product p', '')).execute(db)
  await sql.raw(recompute('true', 'true')[1] as string).execute(db)

  const differ = pg ? 'is distinct from' : 'is not'
  const productMoves = [
    ...['party_id', 'status', 'is_deleted'].map((c) => `old.${c} ${differ} new.${c}`),
    '(old.total_stock <= 0) <> (new.total_stock <= 0)',
  ].join(' or ')
  const skuMoves = SKU_MOVING.map((c) => `old.${c} ${differ} new.${c}`).join(' or ')
  const removeProduct = `${tallyInto(pg, productOf('old'), '-1 * ')}; ${dropEmpty}`
  const addProduct = tallyInto(pg, productOf('new'), '')
  const body = (statements: string[]) => statements.map((s) => `${s};`).join('\n')

  if (pg) {
    // A function per trigger, named as it is.
    const trigger = async (name: string, event: string, statements: string[]) => {
      await sql
        .raw(`create function ${name}() returns trigger language plpgsql as $$
          begin ${body(statements)} return null; end $$`)
        .execute(db)
      await sql.raw(`create trigger ${name} ${event} execute function ${name}()`).execute(db)
    }
    // Inserts, by statement: the seeds and imports add products and SKUs in bulk.
    await trigger(
      `${TALLY}_insert`,
      'after insert on product referencing new table as new_products for each statement',
      [tallyInto(true, 'new_products p', '')],
    )
    await trigger(
      `${TALLY}_update`,
      `after update of ${MOVING.join(', ')} on product for each row when (${productMoves})`,
      [removeProduct, addProduct],
    )
    await trigger(`${TALLY}_delete`, 'after delete on product for each row', [removeProduct])
    await trigger(
      `${LOW}_insert`,
      'after insert on product_sku referencing new table as new_skus for each statement',
      recompute(
        '(party_id, product_id) in (select party_id, product_id from new_skus)',
        '(s.party_id, s.product_id) in (select distinct party_id, product_id from new_skus)',
      ),
    )
    await trigger(
      `${LOW}_update`,
      `after update of ${SKU_MOVING.join(', ')} on product_sku for each row when (${skuMoves})`,
      [...skuProduct('old'), ...skuProduct('new')],
    )
    await trigger(`${LOW}_delete`, 'after delete on product_sku for each row', skuProduct('old'))
    await trigger(
      `${LOW}_setting`,
      'after insert or update on stock_setting for each row',
      merchantProducts('new'),
    )
    await trigger(
      `${LOW}_setting_delete`,
      'after delete on stock_setting for each row',
      merchantProducts('old'),
    )
    return
  }
  const trigger = (name: string, event: string, statements: string[]) =>
    sql.raw(`create trigger ${name} ${event} begin ${body(statements)} end`).execute(db)
  await trigger(`${TALLY}_insert`, 'after insert on product', [addProduct])
  await trigger(`${TALLY}_update`, `after update of ${MOVING.join(', ')} on product when ${productMoves}`, [
    removeProduct,
    addProduct,
  ])
  await trigger(`${TALLY}_delete`, 'after delete on product', [removeProduct])
  await trigger(`${LOW}_insert`, 'after insert on product_sku', skuProduct('new'))
  await trigger(`${LOW}_update`, `after update of ${SKU_MOVING.join(', ')} on product_sku when ${skuMoves}`, [
    ...skuProduct('old'),
    ...skuProduct('new'),
  ])
  await trigger(`${LOW}_delete`, 'after delete on product_sku', skuProduct('old'))
  await trigger(`${LOW}_setting_insert`, 'after insert on stock_setting', merchantProducts('new'))
  await trigger(`${LOW}_setting_update`, 'after update on stock_setting', merchantProducts('new'))
  await trigger(`${LOW}_setting_delete`, 'after delete on stock_setting', merchantProducts('old'))
}

const PG_TRIGGERS = [
  [`${TALLY}_insert`, 'product'],
  [`${TALLY}_update`, 'product'],
  [`${TALLY}_delete`, 'product'],
  [`${LOW}_insert`, 'product_sku'],
  [`${LOW}_update`, 'product_sku'],
  [`${LOW}_delete`, 'product_sku'],
  [`${LOW}_setting`, 'stock_setting'],
  [`${LOW}_setting_delete`, 'stock_setting'],
] as const

const SQLITE_TRIGGERS = [
  `${TALLY}_insert`,
  `${TALLY}_update`,
  `${TALLY}_delete`,
  `${LOW}_insert`,
  `${LOW}_update`,
  `${LOW}_delete`,
  `${LOW}_setting_insert`,
  `${LOW}_setting_update`,
  `${LOW}_setting_delete`,
]

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db))
    for (const [name, table] of PG_TRIGGERS) {
      await sql.raw(`drop trigger ${name} on ${table}`).execute(db)
      await sql.raw(`drop function ${name}()`).execute(db)
    }
  else for (const name of SQLITE_TRIGGERS) await sql.raw(`drop trigger ${name}`).execute(db)
  await db.schema.dropTable(LOW).execute()
  await db.schema.dropTable(TALLY).execute()
}
