import 'primereact/resources/themes/lara-light-blue/theme.css'
import 'primeicons/primeicons.css'
import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { devInspector } from './dev-inspector.ts'
import { initI18n } from './i18n.ts'
import { sanitizeSettings } from './machines/shell/settings.machine.ts'
import { RootActor, rootInput } from './root-context.tsx'
import { loadSettings } from './browser/preferences.ts'

async function boot() {
  // The mock server runs the real /control app in the page; only in mock builds, so a
  // production bundle carries no Mirage, sql.js or server code (DESIGN.md, Mock server).
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMockFromUrl } = await import('../mock-server/start-in-page.ts')
    await startMockFromUrl()
  }
  await initI18n(sanitizeSettings(loadSettings()).language)
  // `?inspect` in development: the Stately inspector sees the root actor and all its children.
  const inspect = await devInspector()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing')
  createRoot(root).render(
    <StrictMode>
      <RootActor.Provider options={{ input: rootInput(), inspect }}>
        <App />
      </RootActor.Provider>
    </StrictMode>,
  )
}

void boot()
