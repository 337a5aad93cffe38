// The spreadsheet worker: parses an import file off the page's thread (a file of 100,000 rows
// takes seconds to unzip and read; the page stays responsive and shows the progress). One file
// per worker; the page terminates it when the answer arrives. The worker is a bundle of its
// own, so the library comes in statically here (the page itself still loads it lazily).
import * as mini from '@e965/xlsx/dist/xlsx.mini.min.js'
import type { SheetReadOptions } from './spreadsheet-cells.ts'
import { SpreadsheetReadError, readCells } from './spreadsheet-cells.ts'
import type { Spreadsheets, WorkerAnswer } from './spreadsheet.ts'

const XLSX = ((mini as { default?: Spreadsheets }).default ?? mini) as Spreadsheets
const post = (m: WorkerAnswer) => (self as unknown as Worker).postMessage(m)

self.onmessage = (e: MessageEvent<{ bytes: Uint8Array; name: string; options: SheetReadOptions }>) => {
  try {
    const cells = readCells(XLSX, e.data.bytes, e.data.name, e.data.options, (share) =>
      post({ type: 'progress', share }),
    )
    post({ type: 'done', cells })
  } catch (error) {
    if (error instanceof SpreadsheetReadError) {
      post({
        type: 'failed',
        reason: error.reason,
        ...(error.count === undefined ? {} : { count: error.count }),
      })
    } else post({ type: 'failed', reason: 'unreadable' })
  }
}
