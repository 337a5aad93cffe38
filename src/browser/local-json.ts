// JSON kept in this browser's localStorage, which may be full, disabled or hold someone's
// hand-edited JSON: a read tolerates that (undefined), a write may silently fail (what was written
// then lasts for this page only).

export function readLocalJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key)
    return raw ? JSON.parse(raw) : undefined
  } catch {
    return undefined
  }
}

export function writeLocalJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled.
  }
}
