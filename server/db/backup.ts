// Backups of the embedded database and its uploads (issue 36; docs/operations.md). The copy is
// taken while the server writes: `VACUUM INTO` reads one snapshot of the database (one read
// transaction, which WAL mode lets writers pass), so the copy holds exactly the transactions
// committed before it began, never half of one, and it is compact. Uploads are copied after it:
// every file a row of the copy names was written before its row committed, so it is there.
// PostgreSQL is backed up with its own tools (pg_dump, or base backups with WAL archiving).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'

export const DATABASE_FILE = 'merchant.sqlite'
export const UPLOADS_DIR = 'uploads'
export const MANIFEST_FILE = 'backup.json'

export interface BackupManifest {
  /** When the database snapshot was taken (ISO time). */
  takenAt: string
  database: string
  /** Rows per table in the copy, for a restore to be checked against. */
  rows: Record<string, number>
  uploads: number
}

function tableRows(db: SqliteDatabase.Database): Record<string, number> {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as Array<{ name: string }>
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (db.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number }).n,
    ]),
  )
}

/** The problems SQLite's integrity check finds in a database file (none: an empty list). */
export function integrityProblems(file: string): string[] {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true })
  try {
    const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>
    return rows.map((r) => r.integrity_check).filter((r) => r !== 'ok')
  } finally {
    db.close()
  }
}

/**
 * Copies DATA_DIR's database and uploads into `targetDir` (which must not exist yet) while the
 * server may be writing, checks the copy, and writes its manifest.
 */
export function backupDataDir(dataDir: string, targetDir: string, now = new Date()): BackupManifest {
  const source = join(dataDir, DATABASE_FILE)
  if (!existsSync(source)) throw new Error(`no database at ${source}`)
  if (existsSync(targetDir)) throw new Error(`${targetDir} exists already: a backup goes into a new folder`)
  mkdirSync(targetDir, { recursive: true })
  const copy = join(targetDir, DATABASE_FILE)
  const db = new SqliteDatabase(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare('vacuum into ?').run(copy)
  } finally {
    db.close()
  }
  const problems = integrityProblems(copy)
  if (problems.length > 0) throw new Error(`the copy fails its integrity check: ${problems.join('; ')}`)
  const uploads = copyUploads(join(dataDir, UPLOADS_DIR), join(targetDir, UPLOADS_DIR))
  const check = new SqliteDatabase(copy, { readonly: true })
  const manifest: BackupManifest = {
    takenAt: now.toISOString(),
    database: DATABASE_FILE,
    rows: tableRows(check),
    uploads,
  }
  check.close()
  writeFileSync(join(targetDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

function copyUploads(from: string, to: string): number {
  if (!existsSync(from)) return 0
  mkdirSync(to, { recursive: true })
  let copied = 0
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (!entry.isFile()) continue
    copyFileSync(join(from, entry.name), join(to, entry.name))
    copied += 1
  }
  return copied
}

/**
 * Puts a backup in place as the database of `dataDir`, which must hold no database yet (a restore
 * never overwrites one: move the damaged folder aside first). Checks the copy before and after.
 */
export function restoreDataDir(backupDir: string, dataDir: string): BackupManifest {
  const copy = join(backupDir, DATABASE_FILE)
  const manifestFile = join(backupDir, MANIFEST_FILE)
  if (!existsSync(copy) || !existsSync(manifestFile)) throw new Error(`${backupDir} holds no backup`)
  const target = join(dataDir, DATABASE_FILE)
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(`${target}${suffix}`))
      throw new Error(`${dataDir} holds a database already: restore into a new folder`)
  const problems = integrityProblems(copy)
  if (problems.length > 0) throw new Error(`the backup fails its integrity check: ${problems.join('; ')}`)
  mkdirSync(dataDir, { recursive: true })
  copyFileSync(copy, target)
  copyUploads(join(backupDir, UPLOADS_DIR), join(dataDir, UPLOADS_DIR))
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest
  const restored = new SqliteDatabase(target, { readonly: true })
  const rows = tableRows(restored)
  restored.close()
  for (const [table, n] of Object.entries(manifest.rows))
    if (rows[table] !== n) throw new Error(`restored ${table} holds ${rows[table]} rows, the backup ${n}`)
  return manifest
}
