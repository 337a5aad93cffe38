// PostgreSQL for scale (DATABASE_URL). Node only.
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'

// int8 (counts, sums of fen) arrives as a string by default; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v))

export function openPostgres(connectionString: string, poolSize = 10): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
