// The order export as the browser asks for it (exportOrderList: chunks of 2,000 order lines,
// newest first), walked until `rows` lines: the "export of 100,000 rows" of issue 37, timed the
// same way over the 100,307-order database (scripts/bench.ts) and at ten times the data
// (scripts/bench-huge.ts), whose goal is to stay as fast as the first in the same run.
import type { Db } from '../server/db/schema.ts'
import { exportChunk } from '../server/orders/order-export.repository.ts'

export const EXPORT_ROWS = 100_000
/** At ten times the data, the export may take this much longer than over 100,307 orders. */
export const EXPORT_SLOWER_AT_MOST = 1.2
/** Run alone (no figure over 100,307 orders from the same run): wave 2's figure, 1.86 s. */
export const EXPORT_ALONE_GOAL_MS = 2000

export interface ExportWalk {
  ms: number
  exported: number
  chunks: number
}

/** One walk of the export until `rows` lines (Infinity: every order of the merchant). */
export async function walkExport(db: Db, partyId: string, rows: number): Promise<ExportWalk> {
  let cursor: string | undefined
  let exported = 0
  let chunks = 0
  const t0 = performance.now()
  while (exported < rows) {
    const chunk = await exportChunk(db, partyId, {}, cursor, 2000)
    exported += chunk.rows.length
    chunks++
    if (!chunk.nextCursor) break
    cursor = chunk.nextCursor
  }
  return { ms: performance.now() - t0, exported, chunks }
}

/** The median of three walks after one to warm, and all three. */
export async function timeExportWalk(db: Db, partyId: string, rows = EXPORT_ROWS) {
  await walkExport(db, partyId, rows)
  const walks = [
    await walkExport(db, partyId, rows),
    await walkExport(db, partyId, rows),
    await walkExport(db, partyId, rows),
  ]
  const sorted = [...walks].sort((a, b) => a.ms - b.ms)
  return { median: sorted[1] as ExportWalk, walks }
}
