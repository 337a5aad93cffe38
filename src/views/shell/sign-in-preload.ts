// What the first signed-in screen needs, fetched while the user is still on the login form
// (issue 19, the sign-in waterfall): the signed-in frame's code and the landing page's code
// start on the first focus or input of the form, and the landing page's data as soon as
// sign-in has a token, beside vueGetUserInfo. A page opened cold with a saved session starts
// the same code beside vueGetUserInfo (app.tsx), not after its answer (issue 37: on a phone the
// page's chunks used to start 1.4 s after the first paint). The same dynamic imports as app.tsx and
// PAGE_LOADERS, so the chunks are the ones the app then uses (no extra code on the login page).
import { HOME_PATH } from '../../routes/route-table.ts'
import { prefetchDashboardData } from '../dashboard/dashboard-prefetch.ts'
import { remembering } from './loaded-lazy.ts'

/**
 * The signed-in frame's chunk (app.tsx renders it with lazyLoaded), with PrimeReact's texts in
 * the four languages beside it (calendar-locale.ts, small chunks of their own): every PrimeReact
 * widget the frame draws, and any after a language switch, reads its labels in the interface
 * language from the first render.
 */
export const loadSignedInApp = remembering(() =>
  Promise.all([
    import('./signed-in-app.tsx'),
    import('../shared/calendar-locale.ts').then((m) => m.loadAllPrimeReactTexts()),
  ]).then(([app]) => app),
)

/** The path the user lands on after sign-in: the redirect target (same-site only) or home. */
export function landingPath(search: string): string {
  const target = new URLSearchParams(search).get('redirect')
  const path = target?.startsWith('/') && !target.startsWith('//') ? (target.split(/[?#]/)[0] ?? '/') : '/'
  return path === '/' ? HOME_PATH : path
}

let codeStarted: Promise<unknown> | undefined

/**
 * Starts loading the signed-in frame and the code of the page at `landing` (once; again after a
 * failure).
 */
export function preloadSignedInCode(landing: string): Promise<unknown> {
  if (codeStarted) return codeStarted
  const shell = loadSignedInApp()
  // The home page's chunk is asked for at once, beside the frame's; the frame's page loader
  // then takes it (and remembers it, so the page renders without waiting). The dashboard's
  // charts come last: they show after its figures.
  const home = landing === HOME_PATH ? import('../dashboard/dashboard-page.tsx') : undefined
  const page = shell
    .then((m) => m.preloadPage(landing))
    .then(() => home && import('../dashboard/trend-charts.tsx'))
  codeStarted = Promise.all([shell, home, page]).catch(() => {
    codeStarted = undefined
  })
  return codeStarted
}

/** Sign-in has its token: ask for the landing page's data now (the dashboard's figures). */
export function prefetchLandingData(search: string): void {
  if (landingPath(search) === HOME_PATH) prefetchDashboardData()
}
