// What survives a reload in this browser: layout settings (device-wide) and each user's open
// tabs. localStorage may be full, disabled or hold someone's hand-edited JSON: every read
// tolerates that and every write may silently fail.
import type { TabEntry } from '../machines/shell/tabs.machine.ts'
import { readLocalJson, writeLocalJson } from './local-json.ts'

const SETTINGS_KEY = 'settings'
const TABS_KEY_PREFIX = 'tabs:'

/** Saved settings as stored; the settings machine keeps only well-formed values. */
export function loadSettings(): unknown {
  return readLocalJson(SETTINGS_KEY)
}

export function saveSettings(settings: object): void {
  writeLocalJson(SETTINGS_KEY, settings)
}

function isTab(value: unknown): value is TabEntry {
  const t = value as TabEntry
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.id === 'string' &&
    typeof t.path === 'string' &&
    t.path.startsWith('/') &&
    typeof t.fullPath === 'string' &&
    t.fullPath.startsWith(t.path)
  )
}

export async function loadTabs(userKey: string): Promise<TabEntry[]> {
  const saved = readLocalJson(TABS_KEY_PREFIX + userKey)
  if (!Array.isArray(saved)) return []
  // Loaded here, after sign-in: the login page does not carry the drafts' module.
  const { tabsWithDrafts } = await import('./form-drafts.ts')
  const unsaved = tabsWithDrafts(userKey)
  return saved.filter(isTab).map((t) => (unsaved.includes(t.path) ? { ...t, unsaved: true } : t))
}

export function saveTabs(userKey: string, tabs: readonly TabEntry[]): void {
  writeLocalJson(
    TABS_KEY_PREFIX + userKey,
    tabs.map(({ id, path, fullPath }) => ({ id, path, fullPath })),
  )
}

export function forgetTabs(userKey: string): void {
  try {
    window.localStorage.removeItem(TABS_KEY_PREFIX + userKey)
  } catch {
    // Nothing to forget.
  }
}
