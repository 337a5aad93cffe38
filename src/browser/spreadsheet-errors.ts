// Why a spreadsheet could not be read, in a module of its own: the pages that read files import
// it with src/browser/spreadsheet.ts, while the reader itself (spreadsheet-cells.ts) runs in the
// worker and loads in the page only when there is no worker, so it is not in the pages' chunks.

export type SpreadsheetReadReason = 'legacyXls' | 'unreadable' | 'tooManyRows'

/** Why a file could not be read; the page shows the reason's message. */
export class SpreadsheetReadError extends Error {
  constructor(
    readonly reason: SpreadsheetReadReason,
    readonly count?: number,
  ) {
    super(reason)
  }
}
