// @vitest-environment happy-dom
// A list started by usePagedList under React's StrictMode, which runs every effect twice (stop,
// then start again from the kept snapshot) like <Activity> does when a cached page comes back:
// the first request is aborted, and its abort must not show up as the list's failure.
import { act, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import type { Page } from '../../../contract/paging.schema.ts'
import type { ListQuery } from '../../machines/shared/paged-list.machine.ts'
import { type PagedListRef, usePagedList } from './use-paged-list.ts'

const cleanups: Array<() => void> = []
const calls: { query: ListQuery; signal: AbortSignal }[] = []
let list: PagedListRef | undefined

// Like ofetch: an aborted call rejects with an AbortError.
const fetchPage = (query: ListQuery, signal: AbortSignal) =>
  new Promise<Page<string>>((resolve, reject) => {
    calls.push({ query, signal })
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
    setTimeout(() => resolve({ list: ['a', 'b'], total: 2, page: query.page, pageSize: query.pageSize }), 5)
  })

function Probe() {
  list = usePagedList(fetchPage)
  return null
}
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

it('loads its first page under StrictMode instead of failing with the aborted request', async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const container = document.createElement('div')
  const root = createRoot(container)
  cleanups.push(() => act(() => root.unmount()))
  await act(async () => {
    root.render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    )
  })
  await act(() => new Promise((r) => setTimeout(r, 30)))
  expect(calls.length).toBeGreaterThanOrEqual(2)
  expect(calls[0]?.signal.aborted).toBe(true)
  const snapshot = list?.getSnapshot()
  expect(snapshot?.hasTag('error')).toBe(false)
  expect(snapshot?.context.list).toEqual(['a', 'b'])
})
