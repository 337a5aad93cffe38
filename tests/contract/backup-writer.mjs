// A writer for the backup drill (backup-restore.test.ts): another process that keeps committing
// to the server's database as the server would (WAL, synchronous FULL, immediate transactions),
// each row with an upload file written before its row, and prints the id of each row once its
// transaction has committed: an acknowledged write.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'

const [dataDir] = process.argv.slice(2)
const db = new Database(join(dataDir, 'merchant.sqlite'))
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
db.pragma('busy_timeout = 5000')
mkdirSync(join(dataDir, 'uploads'), { recursive: true })
const insert = db.prepare('insert into drill_write (id, payload) values (?, ?)')
const write = db.transaction((id) => insert.run(id, `row ${id}`))
for (let id = 1; ; id++) {
  writeFileSync(join(dataDir, 'uploads', `drill-${id}.txt`), `file ${id}`)
  write.immediate(id)
  process.stdout.write(`${id}\n`)
  // Let the event loop breathe so the parent's kill arrives promptly.
  if (id % 50 === 0) await new Promise((r) => setImmediate(r))
}
