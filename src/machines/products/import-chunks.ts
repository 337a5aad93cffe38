// A file's rows go to the server in chunks of IMPORT_CALL_ROWS: the preview checks each chunk
// (the browser already checked what it can over the whole file, import-rows.ts) and the apply
// writes each chunk in its own transaction, so the work of one request stays bounded however
// long the file. Progress is reported after every chunk.
import {
  IMPORT_CALL_ROWS,
  type ImportKind,
  type ImportRowProblem,
} from '../../../contract/product-setup.constants.ts'
import type { ImportPreview, ImportResult, ImportRowError } from '../../../contract/product-setup.schema.ts'
import type { ImportRowTuple } from './import-rows.ts'

type Call<T> = (kind: ImportKind, rows: ImportRowTuple[], signal?: AbortSignal) => Promise<T>

function chunksOf<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += IMPORT_CALL_ROWS) out.push(items.slice(i, i + IMPORT_CALL_ROWS))
  return out
}

/** The server's preview of every chunk, merged with the problems the browser found. */
export async function previewInChunks(
  kind: ImportKind,
  rows: { send: ImportRowTuple[]; problems: ImportRowError[]; total: number },
  call: Call<ImportPreview>,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<ImportPreview> {
  const errors: ImportRowError[] = [...rows.problems]
  const sample: ImportPreview['sample'] = []
  let valid = 0
  const parts = chunksOf(rows.send)
  for (const [i, part] of parts.entries()) {
    const answer = await call(kind, part, signal)
    valid += answer.valid
    errors.push(...answer.errors)
    if (sample.length < 50) sample.push(...answer.sample.slice(0, 50 - sample.length))
    onProgress((i + 1) / parts.length)
  }
  errors.sort((a, b) => a.line - b.line)
  return { total: rows.total, valid, errors, errorCount: errors.length, sample }
}

/** The outcome of applying a file: what was written, and where it stopped if a chunk failed. */
export interface ImportOutcome extends ImportResult {
  /** Rows written (each chunk is all or nothing). */
  appliedRows: number
  /** The first line not written when a chunk failed; the rows before it are written. */
  stoppedAtLine: number | undefined
  failure: unknown
  /** The rows of the failed chunk the server refuses, with their reasons (that chunk checked again). */
  refused: ImportRowError[]
}

export async function applyInChunks(
  kind: ImportKind,
  rows: ImportRowTuple[],
  call: Call<ImportResult>,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
  /** The preview call: which rows of a failed chunk were refused and why (the apply only counts them). */
  recheck?: Call<ImportPreview>,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = {
    updated: 0,
    unchanged: 0,
    appliedRows: 0,
    stoppedAtLine: undefined,
    failure: undefined,
    refused: [],
  }
  const parts = chunksOf(rows)
  for (const [i, part] of parts.entries()) {
    try {
      const answer = await call(kind, part, signal)
      outcome.updated += answer.updated
      outcome.unchanged += answer.unchanged
      outcome.appliedRows += part.length
    } catch (error) {
      // Nothing written yet: the caller shows the error as a failed apply.
      if (i === 0) throw error
      outcome.stoppedAtLine = part[0]?.[0]
      outcome.failure = error
      if (recheck) {
        try {
          outcome.refused = (await recheck(kind, part, signal)).errors
        } catch {
          // The chunk's rows are reported with the apply's failure instead.
        }
      }
      return outcome
    }
    onProgress((i + 1) / parts.length)
  }
  return outcome
}

/** What became of one row of the file once the import was applied. */
export interface RowOutcome {
  line: number
  skuCode: string
  value: string
  outcome: 'applied' | 'refused' | 'notReached'
  /**
   * Why a refused row was refused; none for a row of the failed chunk that has no problem of its
   * own (a chunk is written whole or not at all: the chunk's failure is its reason).
   */
  problem?: ImportRowProblem | undefined
}

/**
 * One outcome per row of the file, in file order, for the results file: the rows of the chunks
 * written are applied; the rows of the chunk that failed are refused, with their own reason when
 * the server gave one (else the chunk's failure); the rows after it were not reached.
 */
export function rowOutcomes(
  all: readonly ImportRowTuple[],
  send: readonly ImportRowTuple[],
  problems: readonly ImportRowError[],
  outcome: Pick<ImportOutcome, 'appliedRows' | 'stoppedAtLine' | 'refused'>,
): RowOutcome[] {
  const index = new Map(send.map((row, i) => [row[0], i]))
  const problemOf = new Map<number, ImportRowProblem>()
  for (const p of [...problems, ...outcome.refused]) problemOf.set(p.line, p.problem)
  const failedEnd =
    outcome.stoppedAtLine === undefined ? outcome.appliedRows : outcome.appliedRows + IMPORT_CALL_ROWS
  return all.map(([line, skuCode, value]): RowOutcome => {
    const i = index.get(line)
    const problem = problemOf.get(line)
    // A row the browser refused was never sent.
    if (i === undefined) return { line, skuCode, value, outcome: 'refused', problem }
    if (i < outcome.appliedRows) return { line, skuCode, value, outcome: 'applied' }
    if (i < failedEnd) return { line, skuCode, value, outcome: 'refused', problem }
    return { line, skuCode, value, outcome: 'notReached' }
  })
}
