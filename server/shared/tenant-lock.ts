// Serialises read-then-write transactions of one tenant (e.g. two accepts racing for the
// last member seat). SQLite transactions already open with BEGIN IMMEDIATE (one writer at
// a time); PostgreSQL locks the tenant's party row until the transaction ends.
import { PostgresAdapter, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

export async function lockTenant(trx: Transaction<Database>, partyId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return
  await trx.selectFrom('party').select('id').where('id', '=', partyId).forUpdate().execute()
}
