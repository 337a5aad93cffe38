// Live seeding: the same migrations and seedDemo as the Node server, over sql.js, at the
// mock's fixed epoch. Used by the prebuilt image (in Node, at build time) and by the page
// for any seed that has no prebuilt image. Its own chunk in the page: it pulls in faker.
import type { Database as SqlJsDatabase, SqlJsStatic } from 'sql.js'
import { migrateToLatest } from '../server/db/migrate.ts'
import { seedDemo } from '../server/db/seed/seed-demo.ts'
import { applyPragmas, kyselyOver } from './mock-database.ts'
import { mockEpoch, mockHasher } from './mock-deps.ts'

export async function seedLive(SQL: SqlJsStatic, seed: number): Promise<SqlJsDatabase> {
  const sqlite = new SQL.Database()
  applyPragmas(sqlite)
  const db = kyselyOver(sqlite)
  await migrateToLatest(db)
  await seedDemo(db, { seed, now: mockEpoch(seed), hasher: mockHasher })
  return sqlite
}
