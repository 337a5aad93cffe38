// What PostgreSQL needs after a bulk load (the large and huge demo seeds, a copy from SQLite):
// used by prepare.ts and copy-database.ts.
import { sql } from 'kysely'
import { isPostgres } from './migrations/dialect-ddl.ts'
import type { Db } from './schema.ts'

/**
 * Tables the database's own triggers fill as the rows they sum are written (the product sales
 * summary of migration 2026_11_24_00_18_00, the sales summaries of 2026_11_24_00_23_00, the
 * order tallies of 2026_11_27_13_50_00 and 2026_11_27_20_00_00, the product tallies of
 * 2026_11_27_20_10_00, the member tally of 2026_11_28_00_00_00). A copy leaves them to the target's triggers: copying them too would
 * count every row twice.
 */
export const TRIGGER_KEPT_TABLES: ReadonlySet<string> = new Set([
  'product_sales_daily',
  'sales_daily',
  'sales_client_period',
  'sales_salesman_period',
  'sales_order_tally',
  'sales_order_buyer_tally',
  'product_tally',
  'product_low_stock',
  'dis_member_tally',
])

/**
 * PostgreSQL after a bulk load: `tables` (default every table) get planner statistics (until
 * autovacuum gets to them, or never where it is off, every list over them would be planned as a
 * scan) and a vacuum (GIN indexes take new rows into a pending list that every search reads
 * until then: 10-30 ms a member word at ten times the data). The trigger-kept tables are
 * rewritten whole: a bulk load updates each of their rows once per order or line, and the dead
 * versions stay in their pages. After the huge seed product_sales_daily held 57,009 rows in
 * 232 MB, and the by-product report read 27,651 pages of it (65-69 ms); rewritten, 14 ms.
 * Nothing on SQLite, which updates in place.
 */
export async function afterBulkLoad(db: Db, tables?: readonly string[]): Promise<void> {
  if (!isPostgres(db)) return
  if (!tables) await sql`vacuum analyze`.execute(db)
  else for (const table of tables) await sql`vacuum analyze ${sql.table(table)}`.execute(db)
  for (const table of TRIGGER_KEPT_TABLES)
    if (!tables || tables.includes(table)) await sql`vacuum full analyze ${sql.table(table)}`.execute(db)
}
