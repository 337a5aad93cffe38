// `npm run stock:check`: the stock ledger's consistency check (server/products/stock-consistency.ts)
// over every merchant's SKUs, on the server's database (DATABASE_URL or DATA_DIR). Prints each
// problem and exits 1 when there is one; read-only, safe while servers run.
import { openDatabase } from '../db/open-database.ts'
import { checkStockConsistency, describeProblem } from './stock-consistency.ts'

const { db, location } = openDatabase()
try {
  const { skus, problems } = await checkStockConsistency(db)
  for (const p of problems) console.log(describeProblem(p))
  console.log(`stock check on ${location.description}: ${skus} SKUs, ${problems.length} problems`)
  process.exitCode = problems.length > 0 ? 1 : 0
} finally {
  await db.destroy()
}
