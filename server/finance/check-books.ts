// `npm run books:check`: the books' consistency check (server/finance/books-consistency.ts) on the
// server's database (DATABASE_URL or DATA_DIR). Prints each problem and exits 1 when there is one;
// read-only, safe while servers run.
import { openDatabase } from '../db/open-database.ts'
import { checkBooks } from './books-consistency.ts'

const { db, location } = openDatabase()
try {
  const { statements, problems } = await checkBooks(db)
  for (const p of problems) console.log(p)
  console.log(`books check on ${location.description}: ${statements} statements, ${problems.length} problems`)
  process.exitCode = problems.length > 0 ? 1 : 0
} finally {
  await db.destroy()
}
