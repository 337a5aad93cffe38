// The one way a repository numbers a new record (payment, statement, product...): the
// prefix, then the tenant's count of such records plus one, zero-padded; a number already
// taken (rows removed, numbers given by the seed) moves on to the next free one.
import type { Kysely, Transaction } from 'kysely'
import type { Database } from './schema.ts'

/** The numbered tables and the column that holds each one's number. */
interface NumberColumns {
  payment: 'payment_no'
  statement: 'statement_no'
  product: 'product_no'
}

/** What the count and the probe read of each table: the tenant, the id and the number column. */
type Numbered = Record<keyof NumberColumns, Record<string, string>>

export async function nextNumber<T extends keyof NumberColumns>(
  db: Kysely<Database> | Transaction<Database>,
  spec: { table: T; column: NumberColumns[T]; partyId: string; prefix: string; digits: number },
): Promise<string> {
  const q = db as unknown as Kysely<Numbered>
  const table: keyof NumberColumns = spec.table
  const column: string = spec.column
  const row = await q
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', spec.partyId)
    .executeTakeFirst()
  for (let seq = Number(row?.n ?? 0) + 1; ; seq++) {
    const no = `${spec.prefix}${String(seq).padStart(spec.digits, '0')}`
    const taken = await q
      .selectFrom(table)
      .select('id')
      .where('party_id', '=', spec.partyId)
      .where(column, '=', no)
      .executeTakeFirst()
    if (!taken) return no
  }
}
