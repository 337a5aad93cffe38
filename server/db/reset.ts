// `npm run db:reset`: drop the demo database and build it again from the seed.
// `npm run db:reset -- --large` (or SEED_LARGE=1) adds 100,000 orders to tradebase;
// `npm run db:reset -- --huge` (or SEED_HUGE=1) ten times that data (server/db/seed/huge.seed.ts):
// 1,000,000 orders for tradebase, 100,000 more SKUs and members for distributionpro.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { scryptHasher } from '../security/scrypt-hasher.ts'
import { dataDir, openDatabase } from './open-database.ts'
import { prepareDatabase } from './prepare.ts'

const large = process.argv.includes('--large') || process.env.SEED_LARGE === '1'
const huge = process.argv.includes('--huge') || process.env.SEED_HUGE === '1'

if (process.env.DATABASE_URL) {
  const { db } = openDatabase()
  await sql`drop schema public cascade`.execute(db)
  await sql`create schema public`.execute(db)
  await db.destroy()
} else {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(join(dataDir(), `merchant.sqlite${suffix}`), { force: true })
}
const started = performance.now()
const { db, location } = openDatabase()
await prepareDatabase(db, scryptHasher(), new Date(), { large, huge })
await db.destroy()
console.log(
  `demo database rebuilt${huge ? ' (huge)' : large ? ' (large)' : ''} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${location.kind} ${location.description}`,
)
