// @vitest-environment happy-dom
// An outcome's toast is raised once: a cached page hidden under <Activity> and shown again runs
// its effects again, and used to raise "exported 32 orders" once more (issue 35).
import { Activity, act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it } from 'vitest'
import { useOutcomeToast } from './page-toast.tsx'

type Outcome = { kind: 'exported'; count: number }
const shown: string[] = []
const show = (_severity: string, summary: string) => void shown.push(summary)

function ExportButton({ outcome }: { outcome: Outcome | undefined }) {
  useOutcomeToast(outcome, show, (o) => ['success', `exported ${o.count} orders`])
  return null
}

function Page({ visible, outcome }: { visible: boolean; outcome: Outcome | undefined }) {
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <ExportButton outcome={outcome} />
    </Activity>
  )
}

it('raises an outcome’s toast once, not again when its cached page is shown again', async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  const first: Outcome = { kind: 'exported', count: 32 }
  await act(async () => root.render(<Page visible outcome={undefined} />))
  await act(async () => root.render(<Page visible outcome={first} />))
  expect(shown).toEqual(['exported 32 orders'])
  // Another tab, then back.
  await act(async () => root.render(<Page visible={false} outcome={first} />))
  await act(async () => root.render(<Page visible outcome={first} />))
  expect(shown).toEqual(['exported 32 orders'])
  // A new export is a new outcome: its toast shows.
  await act(async () => root.render(<Page visible outcome={{ kind: 'exported', count: 5 }} />))
  expect(shown).toEqual(['exported 32 orders', 'exported 5 orders'])
  await act(async () => root.unmount())
  host.remove()
})
