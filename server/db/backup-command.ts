// `npm run db:backup [-- <folder>]`: a consistent copy of the embedded database and its uploads,
// taken while the server runs (server/db/backup.ts; docs/operations.md). The folder defaults to
// backups/<time> beside DATA_DIR. PostgreSQL: use pg_dump (docs/operations.md).
import { dirname, join, resolve } from 'node:path'
import { backupDataDir } from './backup.ts'
import { dataDir } from './open-database.ts'

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump or base backups (docs/operations.md)')
  process.exit(1)
}
const from = dataDir()
const stamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z')
const target = process.argv[2] ?? join(dirname(resolve(from)), 'backups', stamp)
const started = performance.now()
try {
  const manifest = backupDataDir(from, target)
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0)
  console.log(
    `backed up ${rows} rows of ${Object.keys(manifest.rows).length} tables and ${manifest.uploads} uploads into ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
} catch (error) {
  console.error(`not backed up: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
