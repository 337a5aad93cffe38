// Renders a React node into the test's DOM (happy-dom) and removes it after each test: the small
// harness of the shared view tests (form-dialog.test.tsx, save-form.test.tsx), which need no more
// than a mounted node and the document to query.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach } from 'vitest'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** Mounts `node` in a fresh element of the body; returns that element. */
export function render(node: React.ReactNode): HTMLElement {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  act(() => root.render(node))
  cleanups.push(() => {
    act(() => root.unmount())
    host.remove()
  })
  return host
}
