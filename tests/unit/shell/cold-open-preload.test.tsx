// @vitest-environment happy-dom
// A page opened cold with a saved session (issue 37, phones): the signed-in frame's and the
// page's code start loading while vueGetUserInfo is still on its way, not after its answer.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { fromPromise } from 'xstate'
import { App } from '../../../src/app.tsx'
import { sessionMachine } from '../../../src/machines/session/session.machine.ts'
import type { UserInfo } from '../../../contract/session.schema.ts'
import { rootMachine } from '../../../src/machines/shell/root.machine.ts'
import { RootActor } from '../../../src/root-context.tsx'
import { ROUTE_TABLE } from '../../../src/routes/route-table.ts'

vi.mock('../../../src/views/shell/sign-in-preload.ts', async (original) => ({
  ...(await original<typeof import('../../../src/views/shell/sign-in-preload.ts')>()),
  preloadSignedInCode: vi.fn(() => Promise.resolve()),
}))
const { preloadSignedInCode } = await import('../../../src/views/shell/sign-in-preload.ts')

/** vueGetUserInfo never answers here: what the app does while it waits is under test. */
const waitingRoot = rootMachine.provide({
  actors: {
    session: sessionMachine.provide({
      actors: { loadUser: fromPromise<UserInfo, { token: string }>(() => new Promise(() => {})) },
    }),
  },
})

async function open(path: string, token: string | undefined) {
  const container = document.createElement('div')
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <RootActor.Provider
        logic={waitingRoot}
        options={{
          input: { session: { token }, settings: {}, errorLog: { enabled: false }, table: ROUTE_TABLE },
        }}
      >
        <Router hook={memoryLocation({ path }).hook}>
          <App />
        </Router>
      </RootActor.Provider>,
    )
  })
  return () => act(() => root.unmount())
}

describe('a page opened cold', () => {
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    vi.mocked(preloadSignedInCode).mockClear()
  })
  let close: (() => void) | undefined
  afterEach(() => close?.())

  it('with a saved session loads the frame and that page while the session is checked', async () => {
    close = await open('/order-management/salesOrder', 'saved-token')
    expect(preloadSignedInCode).toHaveBeenCalledWith('/order-management/salesOrder')
  })

  it('without a session loads nothing signed-in (the login page follows)', async () => {
    close = await open('/order-management/salesOrder', undefined)
    expect(preloadSignedInCode).not.toHaveBeenCalled()
  })
})
