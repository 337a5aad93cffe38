// Builds the seeded database image in Node (sql.js, the same wasm SQLite the page runs), so
// the page loads finished bytes instead of migrating and seeding at every start.
import initSqlJs from 'sql.js'
import { databaseDigest } from './db-digest.ts'
import { kyselyOver } from './mock-database.ts'
import { seedLive } from './seed-database.ts'

export interface SeedImage {
  seed: number
  bytes: Uint8Array
  /** databaseDigest of the rows: equal images have equal keys, whatever the build. */
  key: string
  /** How long migrating + seeding took in Node. */
  ms: number
}

export async function buildSeedImage(seed: number): Promise<SeedImage> {
  const started = performance.now()
  const SQL = await initSqlJs()
  const sqlite = await seedLive(SQL, seed)
  const ms = performance.now() - started
  const key = await databaseDigest(kyselyOver(sqlite))
  const bytes = sqlite.export()
  sqlite.close()
  return { seed, bytes, key, ms }
}
