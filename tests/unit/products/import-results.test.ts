// After an import is applied, the results file has one row per row of the file (issue 34): the
// rows of the chunks written are applied, the rows of the chunk that failed are refused (with the
// reason the server gives for a row when it gives one), the rows after it were not reached.
// Driven through applyInChunks with a server that refuses the second chunk, as a row whose SKU
// was deleted between the preview and the apply would.
import { describe, expect, it } from 'vitest'
import { IMPORT_CALL_ROWS } from '../../../contract/product-setup.constants.ts'
import type { ImportPreview, ImportResult } from '../../../contract/product-setup.schema.ts'
import { applyInChunks, rowOutcomes } from '../../../src/machines/products/import-chunks.ts'
import type { ImportRowTuple } from '../../../src/machines/products/import-rows.ts'

const rows: ImportRowTuple[] = Array.from({ length: IMPORT_CALL_ROWS * 3 }, (_, i) => [i + 2, `S${i}`, '5'])
const gone = rows[IMPORT_CALL_ROWS + 7] as ImportRowTuple

async function applied(recheck: boolean) {
  const calls: number[] = []
  const apply = async (_k: unknown, part: ImportRowTuple[]): Promise<ImportResult> => {
    calls.push(part[0]?.[0] ?? 0)
    if (part.includes(gone)) throw new Error('1 row has a problem')
    return { updated: part.length, unchanged: 0 }
  }
  const preview = async (_k: unknown, part: ImportRowTuple[]): Promise<ImportPreview> => ({
    total: part.length,
    valid: part.length - 1,
    errors: [{ line: gone[0], skuCode: gone[1], problem: 'unknownSku' }],
    errorCount: 1,
    sample: [],
  })
  const outcome = await applyInChunks(
    'INVENTORY',
    rows,
    apply,
    () => {},
    undefined,
    recheck ? preview : undefined,
  )
  return { calls, outcome }
}

describe('the results of an applied import, row by row', () => {
  it('says applied, refused with the row’s reason, refused with its chunk, or not reached', async () => {
    const { calls, outcome } = await applied(true)
    expect(calls).toEqual([2, IMPORT_CALL_ROWS + 2])
    expect(outcome).toMatchObject({ appliedRows: IMPORT_CALL_ROWS, stoppedAtLine: IMPORT_CALL_ROWS + 2 })
    const results = rowOutcomes(rows, rows, [], outcome)
    expect(results).toHaveLength(rows.length)
    const count = (o: string) => results.filter((r) => r.outcome === o).length
    expect([count('applied'), count('refused'), count('notReached')]).toEqual([
      IMPORT_CALL_ROWS,
      IMPORT_CALL_ROWS,
      IMPORT_CALL_ROWS,
    ])
    expect(results[0]).toEqual({ line: 2, skuCode: 'S0', value: '5', outcome: 'applied' })
    expect(results[IMPORT_CALL_ROWS + 7]).toEqual({
      line: gone[0],
      skuCode: gone[1],
      value: '5',
      outcome: 'refused',
      problem: 'unknownSku',
    })
    expect(results[IMPORT_CALL_ROWS]).toMatchObject({ outcome: 'refused', problem: undefined })
    expect(results.at(-1)).toMatchObject({ line: rows.length + 1, outcome: 'notReached' })
  })

  it('without the row’s reason, refuses the failed chunk’s rows together; rows the browser refused keep theirs', async () => {
    const { outcome } = await applied(false)
    expect(outcome.refused).toEqual([])
    const bad: ImportRowTuple = [1, 'S-bad', '-3']
    const results = rowOutcomes(
      [bad, ...rows],
      rows,
      [{ line: 1, skuCode: 'S-bad', problem: 'negative' }],
      outcome,
    )
    expect(results[0]).toMatchObject({ line: 1, outcome: 'refused', problem: 'negative' })
    expect(results[1 + IMPORT_CALL_ROWS + 7]).toMatchObject({ outcome: 'refused', problem: undefined })
  })

  it('a clean apply is every row applied', async () => {
    const outcome = await applyInChunks(
      'PRICE',
      rows,
      async (_k, part) => ({ updated: 0, unchanged: part.length }),
      () => {},
    )
    expect(rowOutcomes(rows, rows, [], outcome).every((r) => r.outcome === 'applied')).toBe(true)
  })
})
