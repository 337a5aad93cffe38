// `npm run uploads:sweep`: deletes the uploads of every merchant that are older than 24 hours
// and that no record names (server/storage/image-upload.ts sweepUnusedUploads), freeing their
// quota. Same database and files as the server (DATABASE_URL or DATA_DIR). Meant for a nightly
// job; safe to run while servers are up (a file younger than a day is never touched).
import { join } from 'node:path'
import { dataDir, openDatabase } from '../db/open-database.ts'
import { FileUploadStore } from './file-upload-store.ts'
import { sweepUnusedUploads } from './image-upload.ts'

const { db, location } = openDatabase()
try {
  const uploads = new FileUploadStore(join(dataDir(), 'uploads'))
  const { checked, deleted } = await sweepUnusedUploads({ db, uploads }, new Date())
  console.log(
    `uploads sweep on ${location.description}: ${checked} older than a day, ${deleted} unused deleted`,
  )
} finally {
  await db.destroy()
}
