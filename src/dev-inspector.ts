// `?inspect=stately` in development attaches the Stately inspector to the app's actors
// (docs/machines/README.md): online, at stately.ai. Plain `?inspect` opens the offline panel
// instead (src/browser/inspection.ts). The import sits inside an
// `import.meta.env.DEV` branch, so production and mock builds drop it and never contain the
// inspector (scripts/check-bundle-clean.mjs looks for it).
import type { InspectionEvent, Observer } from 'xstate'

export type Inspect = Observer<InspectionEvent>

/** The inspector's handler when the address asks for it in a development build, else undefined. */
export async function devInspector(search: string = window.location.search): Promise<Inspect | undefined> {
  if (import.meta.env.DEV && new URLSearchParams(search).get('inspect') === 'stately') {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    return createBrowserInspector().inspect
  }
  return undefined
}
