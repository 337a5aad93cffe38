// @vitest-environment happy-dom
// The sign-in waterfall (issue 19): a page whose code was loaded ahead renders in the same
// commit, without its Suspense fallback; the dashboard's prefetched figures are taken once,
// with the token they were asked for, while fresh.
import { act, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { removeToken, setToken } from '../../../src/browser/auth-token.ts'
import { lazyLoaded, remembering } from '../../../src/views/shell/loaded-lazy.ts'
import { landingPath } from '../../../src/views/shell/sign-in-preload.ts'

vi.mock('../../../src/services/dashboard.api.ts', () => ({
  getDashboardData: vi.fn(() => Promise.resolve({ figures: [] })),
}))
const { getDashboardData } = await import('../../../src/services/dashboard.api.ts')
const { prefetchDashboardData, takePrefetchedDashboardData } = await import(
  '../../../src/views/dashboard/dashboard-prefetch.ts'
)

describe('remembering loader and lazyLoaded', () => {
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })

  it('loads once, and again after a failure', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => null })
    const loader = remembering(load)
    await expect(loader()).rejects.toThrow('offline')
    expect(loader.loaded()).toBeUndefined()
    await loader()
    await loader()
    expect(load).toHaveBeenCalledTimes(2)
    expect(loader.loaded()).toBeDefined()
  })

  it('renders a page loaded ahead without its fallback', async () => {
    const loader = remembering(() => Promise.resolve({ default: () => <p>page</p> }))
    await loader()
    const Page = lazyLoaded(loader)
    const host = document.createElement('div')
    const root = createRoot(host)
    // One synchronous commit: no microtask for a promise to settle in.
    act(() =>
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>,
      ),
    )
    expect(host.textContent).toBe('page')
    act(() => root.unmount())
  })
})

describe('landing path', () => {
  it('is home for no or an unsafe redirect, else the redirect path', () => {
    expect(landingPath('')).toBe('/dashboard')
    expect(landingPath('?redirect=%2F')).toBe('/dashboard')
    expect(landingPath('?redirect=%2F%2Fevil.example')).toBe('/dashboard')
    expect(landingPath('?redirect=%2Forder%2ForderList%3Fstatus%3D1')).toBe('/order/orderList')
  })
})

describe('dashboard prefetch', () => {
  afterEach(() => {
    removeToken()
    vi.mocked(getDashboardData).mockClear()
  })

  it('asks once per token and hands the answer over once', async () => {
    setToken('t1')
    prefetchDashboardData(1000)
    prefetchDashboardData(1500)
    expect(getDashboardData).toHaveBeenCalledTimes(1)
    await expect(takePrefetchedDashboardData(2000)).resolves.toEqual({ figures: [] })
    expect(takePrefetchedDashboardData(2000)).toBeUndefined()
  })

  it('drops an answer asked for with another token, or too old', () => {
    setToken('t1')
    prefetchDashboardData(1000)
    setToken('t2')
    expect(takePrefetchedDashboardData(1000)).toBeUndefined()
    prefetchDashboardData(1000)
    expect(takePrefetchedDashboardData(20_000)).toBeUndefined()
  })
})
