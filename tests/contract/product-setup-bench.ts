// Not a test: measures a 100,000-row price import the way the page runs it: the spreadsheet
// module's reader (src/browser/spreadsheet-cells.ts, what the worker runs), the browser checks,
// then the preview and apply calls in chunks of IMPORT_CALL_ROWS, on SQLite, or PostgreSQL with
// TEST_DATABASE_URL. Run: npx tsx tests/contract/product-setup-bench.ts (ROWS=… to change).
import * as XLSX from '@e965/xlsx'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import type { ImportKind } from '../../contract/product-setup.constants.ts'
import { readCells } from '../../src/browser/spreadsheet-cells.ts'
import { applyInChunks, previewInChunks } from '../../src/machines/products/import-chunks.ts'
import { checkRows, type ImportRowTuple, splitSheet } from '../../src/machines/products/import-rows.ts'
import { call, createTestApp, loginAs } from './harness.ts'

const ROWS = Number(process.env.ROWS ?? 100_000)
let peak = 0
const sample = () => {
  peak = Math.max(peak, process.memoryUsage().rss)
}
const timer = setInterval(sample, 5)

export async function main() {
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'
  const t = await createTestApp(kind)
  const party = demoAccount('tradebase').partyId
  const product = await t.db
    .selectFrom('product')
    .select('id')
    .where('party_id', '=', party)
    .executeTakeFirstOrThrow()
  const now = t.clock.now().toISOString()
  for (let i = 0; i < ROWS; i += 1000) {
    await t.db
      .insertInto('product_sku')
      .values(
        Array.from({ length: 1000 }, (_, k) => ({
          party_id: party,
          product_id: product.id,
          sku_code: `BENCH-${String(i + k).padStart(5, '0')}`,
          price: 1000,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
  }
  const token = await loginAs(t, 'tradebase')
  // The file the browser reads.
  const aoa = [
    ['skuCode', 'price'],
    ...Array.from({ length: ROWS }, (_, i) => [`BENCH-${String(i).padStart(5, '0')}`, 12.34]),
  ]
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'import')
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer
  sample()
  const rss0 = process.memoryUsage().rss
  peak = rss0
  let at = performance.now()
  const cells = readCells(XLSX, new Uint8Array(bytes), 'prices.xlsx', { maxRows: ROWS })
  const names = { sku: ['skuCode'], value: ['price'] }
  const checked = checkRows('PRICE', splitSheet('PRICE', cells, names), { sku: 0, value: 1 })
  const parseMs = performance.now() - at
  const bodyBytes = JSON.stringify({ kind: 'PRICE', rows: checked.send }).length
  const send =
    <T>(name: string) =>
    async (kind: ImportKind, rows: ImportRowTuple[]) =>
      (await call<T>(t, name, { token, body: { kind, rows } })).data
  at = performance.now()
  const preview = await previewInChunks(
    'PRICE',
    { send: checked.send, problems: checked.problems, total: checked.all.length },
    send('previewProductImport'),
    () => {},
  )
  const previewMs = performance.now() - at
  at = performance.now()
  const applied = await applyInChunks('PRICE', checked.send, send('applyProductImport'), () => {})
  const applyMs = performance.now() - at
  clearInterval(timer)
  sample()
  console.log(
    JSON.stringify({
      database: kind,
      rows: ROWS,
      xlsxBytes: bytes.byteLength,
      requestBytes: bodyBytes,
      parseMs: Math.round(parseMs),
      previewMs: Math.round(previewMs),
      applyMs: Math.round(applyMs),
      valid: preview.valid,
      errors: preview.errorCount,
      updated: applied.updated,
      rssStartMb: Math.round(rss0 / 1048576),
      rssPeakMb: Math.round(peak / 1048576),
      // The sampler cannot run while the parse holds the thread: the process's own peak too.
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  )
  await t.close()
}
if (!process.env.VITEST) void main()
