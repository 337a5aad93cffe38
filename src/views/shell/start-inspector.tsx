// Starts the offline inspector panel (`?inspect`), a chunk of its own that only the development
// and mock builds reference (src/main.tsx): it connects to the inspection events every actor
// reports (src/browser/inspection.ts) and draws the panel in a root of its own beside the app.
import { createRoot } from 'react-dom/client'
import { connectInspector } from '../../browser/inspection.ts'
import { registerInspectorLocales } from '../../locales/inspector-resources.ts'
import { InspectorPanel } from './inspector-panel.tsx'
import { InspectorRegistry } from './inspector-registry.ts'

export function startInspector(): void {
  registerInspectorLocales()
  const registry = new InspectorRegistry()
  connectInspector(registry.receive)
  const host = document.createElement('div')
  host.id = 'inspector-root'
  document.body.append(host)
  createRoot(host).render(
    <InspectorPanel
      registry={registry}
      canSend={import.meta.env.VITE_MOCK === 'true'}
      statelyAvailable={import.meta.env.DEV}
    />,
  )
}
