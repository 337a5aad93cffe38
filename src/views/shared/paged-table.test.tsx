// @vitest-environment happy-dom
// The shared paged table while its first page loads: the row that keeps the loading overlay's
// room is no row to a reader (hidden, out of the accessibility tree), so neither a screen reader
// nor a test waiting for "the first row" takes it for data; a loaded empty page says so. What
// the list shows under its rows (its footer) appears with them.
import { Column } from 'primereact/column'
import { act } from 'react'
import { expect, it } from 'vitest'
import type { Page } from '../../../contract/paging.schema.ts'
import { render } from '../../../tests/unit/shared/render-dom.tsx'
import { PagedTable } from './paged-table.tsx'
import { usePagedList } from './use-paged-list.ts'

type Row = { id: number; name: string }

function Table({ fetchPage }: { fetchPage: () => Promise<Page<Row>> }) {
  const list = usePagedList<Row, object>(fetchPage)
  return (
    <PagedTable<Row> list={list} dataKey="id" label="Things" footer={<output>Totals</output>}>
      <Column field="name" header="Name" />
    </PagedTable>
  )
}

/** The body rows a reader meets: those not hidden from sight and from the accessibility tree. */
function readableRows(): HTMLTableRowElement[] {
  return [...document.querySelectorAll<HTMLTableRowElement>('table[aria-label="Things"] tbody tr')].filter(
    (tr) => tr.style.visibility !== 'hidden' && tr.getAttribute('aria-hidden') !== 'true',
  )
}

function deferred() {
  let resolve: (page: Page<Row>) => void = () => {}
  const promise = new Promise<Page<Row>>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

it('shows no row while its first page loads, then the loaded rows', async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const page = deferred()
  render(<Table fetchPage={() => page.promise} />)
  const table = document.querySelector('table[aria-label="Things"]')
  expect(table?.getAttribute('aria-busy')).toBe('true')
  expect(document.querySelectorAll('table[aria-label="Things"] tbody tr')).toHaveLength(1)
  expect(readableRows()).toEqual([])
  // The footer waits for the rows: drawn above them, they would push it down the page.
  expect(document.querySelector('output')).toBeNull()

  await act(async () => {
    page.resolve({ list: [{ id: 1, name: 'Tea' }], total: 1, page: 1, pageSize: 20 })
    await page.promise
  })
  expect(table?.getAttribute('aria-busy')).toBe('false')
  expect(readableRows().map((tr) => tr.textContent)).toEqual(['Tea'])
  expect(document.querySelector('output')?.textContent).toBe('Totals')
})

it('says a loaded page is empty, in a row a reader meets', async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  render(<Table fetchPage={() => Promise.resolve({ list: [], total: 0, page: 1, pageSize: 20 })} />)
  await act(async () => {})
  const rows = readableRows()
  expect(rows).toHaveLength(1)
  expect(rows[0]?.querySelector('[role="status"]')?.textContent).toBe('list.empty')
  expect(document.querySelector('output')?.textContent).toBe('Totals')
})
