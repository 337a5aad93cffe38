// `DATA_DIR=<new folder> npm run db:restore -- <backup folder>`: puts a backup in place as the
// database of a new data folder, checked before and after (server/db/backup.ts). Never over an
// existing database: move the damaged folder aside first (docs/operations.md).
import { restoreDataDir } from './backup.ts'
import { dataDir } from './open-database.ts'

const from = process.argv[2]
if (!from) {
  console.error('name the backup folder: DATA_DIR=<new folder> npm run db:restore -- <backup folder>')
  process.exit(1)
}
try {
  const manifest = restoreDataDir(from, dataDir())
  console.log(`restored the backup of ${manifest.takenAt} into ${dataDir()}: start the server on it`)
} catch (error) {
  console.error(`not restored: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
