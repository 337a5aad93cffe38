// `DATABASE_URL=postgres://… npm run db:copy`: copies the embedded SQLite database
// (DATA_DIR/merchant.sqlite) into an empty PostgreSQL database, migrating it first
// (docs/scaling.md, "From one SQLite file to PostgreSQL").
import { join } from 'node:path'
import { CopyRefusedError, copyDatabase } from './copy-database.ts'
import { migrateToLatest } from './migrate.ts'
import { dataDir } from './open-database.ts'
import { openPostgres } from './postgres.ts'
import { openSqlite } from './sqlite.ts'

const url = process.env.DATABASE_URL
if (!url) {
  console.error('set DATABASE_URL to the PostgreSQL database to copy into')
  process.exit(1)
}
const file = join(dataDir(), 'merchant.sqlite')
const source = openSqlite(file)
const target = openPostgres(url)
const started = performance.now()
try {
  await migrateToLatest(source)
  await migrateToLatest(target)
  const copied = await copyDatabase(source, target)
  const rows = Object.values(copied).reduce((a, b) => a + b, 0)
  console.log(
    `copied ${rows} rows of ${Object.keys(copied).length} tables from ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
} catch (error) {
  console.error(`not copied: ${error instanceof CopyRefusedError ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await source.destroy()
  await target.destroy()
}
