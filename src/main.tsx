import 'primereact/resources/themes/lara-light-blue/theme.css'
import 'primeicons/primeicons.css'
import './styles/app.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { getToken, removeToken, setToken } from './browser/auth-token.ts'
import { inspect, inspectMode } from './browser/inspection.ts'
import { loadSettings } from './browser/preferences.ts'
import { devInspector } from './dev-inspector.ts'
import { initI18n } from './i18n.ts'
import { setStreamTransport } from './services/http.ts'
import { sanitizeSettings } from './machines/shell/settings.machine.ts'
import { type AppHost, AppHostProvider, BROWSER_HOST, RootActor, rootInput } from './root-context.tsx'

/**
 * The mock server runs the real /control app in the page; only in mock builds, so a production
 * bundle carries no Mirage, sql.js or server code (DESIGN.md, Mock server). It reports what the
 * page must take over (a stale or new login token, its clock, its uploads) and the page does
 * it here: the mock writes into none of the app's modules.
 */
async function startHost(): Promise<AppHost> {
  if (import.meta.env.VITE_MOCK !== 'true') return BROWSER_HOST
  // biome-ignore lint/style/noRestrictedImports: the one sanctioned entry into mock-server/, a dynamic import that mock builds alone take (docs/architecture-rules.md)
  const { startMockFromUrl } = await import('../mock-server/start-in-page.ts')
  const started = await startMockFromUrl()
  if (started.fromSeed) removeToken()
  if (started.signInToken) setToken(started.signInToken)
  // The push channel's stream comes from the mock in the page (Pretender cannot stream).
  setStreamTransport(started.streamFetch)
  return { now: started.now, imageSrc: started.imageSrc }
}

async function boot() {
  const host = await startHost()
  await initI18n(sanitizeSettings(loadSettings()).language)
  // `?inspect` (development and mock builds): the offline panel, a chunk of its own, sees every
  // actor; `?inspect=stately` in development: the Stately inspector sees the root and its children.
  // The build-time condition keeps the panel's chunk out of production builds altogether.
  if ((import.meta.env.DEV || import.meta.env.VITE_MOCK === 'true') && inspectMode === 'panel')
    (await import('./views/shell/start-inspector.tsx')).startInspector()
  const stately = await devInspector()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing')
  // The first render starts in a task of its own and is drawn as a transition: React draws it in
  // slices the browser can interrupt (about 5 ms each) instead of one long task after the locale
  // loads; a phone stays responsive while the frame and the page are drawn (issue 37).
  await nextTask()
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppHostProvider value={host}>
          <RootActor.Provider
            options={{ input: rootInput({ token: getToken() }), inspect: stately ?? inspect }}
          >
            <App />
          </RootActor.Provider>
        </AppHostProvider>
      </StrictMode>,
    ),
  )
}

/** Resolves in a new task: what ran before ends its task, so the next step starts a fresh one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

void boot()
