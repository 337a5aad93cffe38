// @vitest-environment happy-dom
// The tab cache in a real React tree: a cached page keeps its form input while another tab
// shows (React's <Activity>), a no-cache page gets its unsaved draft back when it is shown again
// and after a reload (useForm keeps it, src/browser/form-drafts.ts), useDirtyForm marks the tab,
// and closing a tab with unsaved input asks first and then drops the page and its draft.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Router, useLocation } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { type Actor, fromPromise } from 'xstate'
import { rootMachine } from '../../../src/machines/shell/root.machine.ts'
import { sessionMachine } from '../../../src/machines/session/session.machine.ts'
import { tabsMachine } from '../../../src/machines/shell/tabs.machine.ts'
import { fakeUser } from '../../../src/machines/session/session-fakes.ts'
import { filterRoutes, resolvePath } from '../../../src/routes/route-access.ts'
import type { RouteDef } from '../../../src/routes/route-table.ts'
import { loadTabs, saveTabs } from '../../../src/browser/preferences.ts'
import { RootActor } from '../../../src/root-context.tsx'
import { dropTabDrafts, dropUserDrafts } from '../../../src/browser/form-drafts.ts'
import { usePageRoute } from '../../../src/views/shell/page-context.ts'
import { PageHost } from '../../../src/views/shell/page-host.tsx'
import { useForm } from '../../../src/views/shared/use-form.ts'

function FormPage() {
  const { route } = usePageRoute()
  const form = useForm<{ note: string }>({ values: { note: '' }, submit: async () => null })
  return (
    <label>
      {route.id}
      <input
        data-page={route.id}
        value={form.values.note}
        onChange={(e) => form.change({ note: e.target.value })}
      />
    </label>
  )
}

const page = async () => ({ default: FormPage })
const TABLE: RouteDef[] = [
  { id: 'dashboard', path: '/dashboard', pinned: true, built: true },
  { id: 'cachedForm', path: '/cached', cache: true, built: true },
  { id: 'plainForm', path: '/plain', built: true },
]
const LOADERS = { dashboard: page, cachedForm: page, plainForm: page }

function Host() {
  const [location] = useLocation()
  const resolution = resolvePath(location, filterRoutes(['admin'], TABLE), TABLE)
  return <PageHost active={resolution.kind === 'page' ? resolution.page : undefined} loaders={LOADERS} />
}

const testRoot = rootMachine.provide({
  actors: {
    session: sessionMachine.provide({
      actors: { loadUser: fromPromise(async () => fakeUser({ roles: ['admin'] })) },
    }),
    tabs: tabsMachine.provide({
      actors: { loadTabs: fromPromise(({ input }) => loadTabs(input.userKey)) },
      actions: {
        navigate: () => {},
        persist: (_, { userKey, tabs }) => {
          if (userKey) saveTabs(userKey, tabs)
        },
        dropDrafts: (_, { userKey, paths }) => {
          if (userKey) dropTabDrafts(userKey, paths)
        },
      },
    }),
  },
})

let container: HTMLDivElement
let root: Root
let nav: { hook: ReturnType<typeof memoryLocation>['hook']; navigate: (to: string) => void }
let rootActor: Actor<typeof testRoot> | undefined

function CaptureRoot() {
  rootActor = RootActor.useActorRef() as unknown as Actor<typeof testRoot>
  return null
}

async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)))
}

async function go(path: string) {
  await act(async () => nav.navigate(path))
  await settle()
}

function input(id: string): HTMLInputElement | null {
  return container.querySelector(`input[data-page="${id}"]`)
}

/** The page on screen (a hidden cached page sits inside display:none). */
function visibleInput(id: string): HTMLInputElement | null {
  const el = input(id)
  let node: HTMLElement | null = el
  while (node) {
    if (node.style?.display === 'none') return null
    node = node.parentElement
  }
  return el
}

async function type(el: HTMLInputElement, text: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(el, text)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const tabs = () => {
  const ref = rootActor?.getSnapshot().children.tabs
  if (!ref) throw new Error('no tabs actor')
  return ref
}

async function mount() {
  container = document.createElement('div')
  document.body.append(container)
  nav = memoryLocation({ path: '/dashboard' })
  root = createRoot(container)
  await act(async () => {
    root.render(
      <RootActor.Provider
        logic={testRoot}
        options={{
          input: { session: { token: 't' }, settings: {}, errorLog: { enabled: false }, table: TABLE },
        }}
      >
        <CaptureRoot />
        <Router hook={nav.hook}>
          <Host />
        </Router>
      </RootActor.Provider>,
    )
  })
  await settle()
}

function unmount() {
  act(() => root.unmount())
  container.remove()
}

describe('PageHost', () => {
  beforeEach(async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    window.localStorage.clear()
    window.sessionStorage.clear()
    dropUserDrafts(fakeUser({ roles: ['admin'] }).userLoginId)
    await mount()
  })

  afterEach(unmount)

  it('keeps a cached page’s input while another tab shows, and a no-cache page’s draft too', async () => {
    await go('/cached')
    await type(input('cachedForm') as HTMLInputElement, 'half-typed order note')
    await go('/plain')
    expect(visibleInput('cachedForm')).toBeNull()
    expect(input('cachedForm')?.value).toBe('half-typed order note')
    await type(input('plainForm') as HTMLInputElement, 'half-filled new product')

    expect(tabs().getSnapshot().context.dirty).toEqual(['/cached', '/plain'])
    await go('/cached')
    expect(visibleInput('cachedForm')?.value).toBe('half-typed order note')
    expect(input('plainForm')).toBeNull()
    // The left no-cache page's draft is kept, so its tab stays marked.
    expect([...tabs().getSnapshot().context.dirty].sort()).toEqual(['/cached', '/plain'])
    await go('/plain')
    expect(visibleInput('plainForm')?.value).toBe('half-filled new product')
    expect(
      tabs()
        .getSnapshot()
        .context.tabs.map((t) => t.path),
    ).toEqual(['/dashboard', '/cached', '/plain'])
  })

  it('brings a draft back after a reload, its tab marked unsaved, and forgets it once the tab closes', async () => {
    await go('/plain')
    await type(input('plainForm') as HTMLInputElement, 'typed before the reload')
    await go('/dashboard')
    unmount()
    await mount()
    expect(tabs().getSnapshot().context.dirty).toEqual(['/plain'])
    await go('/plain')
    expect(visibleInput('plainForm')?.value).toBe('typed before the reload')
    await go('/dashboard')
    await act(async () => tabs().send({ type: 'tabs.close', path: '/plain' }))
    await act(async () => tabs().send({ type: 'tabs.confirmDiscard' }))
    await settle()
    await go('/plain')
    expect(visibleInput('plainForm')?.value).toBe('')
  })

  it('marks a tab dirty through useDirtyForm, asks before closing it, then drops the page', async () => {
    await go('/cached')
    await type(input('cachedForm') as HTMLInputElement, 'unsaved')
    expect(tabs().getSnapshot().context.dirty).toEqual(['/cached'])
    await go('/dashboard')
    await act(async () => tabs().send({ type: 'tabs.close', path: '/cached' }))
    expect(tabs().getSnapshot().context.pending).toEqual({ kind: 'close', path: '/cached' })
    expect(input('cachedForm')).not.toBeNull()
    await act(async () => tabs().send({ type: 'tabs.confirmDiscard' }))
    await settle()
    expect(input('cachedForm')).toBeNull()
    expect(tabs().getSnapshot().context.dirty).toEqual([])
    await go('/cached')
    expect(visibleInput('cachedForm')?.value).toBe('')
  })

  it('re-mounts a page when its tab is refreshed', async () => {
    await go('/cached')
    await type(input('cachedForm') as HTMLInputElement, 'x')
    // Refresh asks first when input would be lost; confirm.
    await act(async () => tabs().send({ type: 'tabs.refresh', path: '/cached' }))
    await act(async () => tabs().send({ type: 'tabs.confirmDiscard' }))
    await settle()
    expect(visibleInput('cachedForm')?.value).toBe('')
  })
})
