// Unsaved form input kept outside the page (issue 35, Input is never lost): a page that is not
// cached unmounts when its tab is left, and any page goes on a reload, yet its tab still holds
// the input the user typed. useForm keeps each dirty draft here under its tab and record and
// starts from it when the page comes back; the draft goes when it is saved or reset, and when its
// tab is closed or refreshed (the tab bar asked first) or the user logs out.
// sessionStorage: the draft survives a reload of this browser tab but not the browser session,
// and is never shared with another browser tab. A secret draft (a password) stays in memory only.
// Storage may be full or disabled: the in-memory copy still carries the draft across tab switches.

/** The draft and what it was edited from (what was loaded or last saved), to merge on a reload. */
export interface StoredDraft {
  base: Record<string, unknown>
  values: Record<string, unknown>
}

const PREFIX = 'draft:'
const memory = new Map<string, StoredDraft>()

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** The key of one form: the user, the tab, the record (the page's query) and the form on the page. */
export function draftKey(userKey: string, tabPath: string, search: string, form: string): string {
  return `${PREFIX}${userKey}|${tabPath}|${search}|${form}`
}

/** The prefix of every draft of a user's tab (or of all the user's tabs). */
function tabPrefix(userKey: string, tabPath?: string): string {
  return tabPath === undefined ? `${PREFIX}${userKey}|` : `${PREFIX}${userKey}|${tabPath}|`
}

function isDraft(value: unknown): value is StoredDraft {
  const d = value as StoredDraft
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.base === 'object' &&
    d.base !== null &&
    typeof d.values === 'object' &&
    d.values !== null
  )
}

export function readDraft(key: string): StoredDraft | undefined {
  const kept = memory.get(key)
  if (kept) return kept
  try {
    const raw = storage()?.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : undefined
    return isDraft(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

export function writeDraft(key: string, draft: StoredDraft, secret = false): void {
  memory.set(key, draft)
  if (secret) return
  try {
    storage()?.setItem(key, JSON.stringify(draft))
  } catch {
    // Full or disabled: the draft lasts until a reload.
  }
}

export function dropDraft(key: string): void {
  memory.delete(key)
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing stored.
  }
}

function storedKeys(): string[] {
  const s = storage()
  if (!s) return []
  const keys: string[] = []
  try {
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i)
      if (k?.startsWith(PREFIX)) keys.push(k)
    }
  } catch {
    return []
  }
  return keys
}

function dropWhere(prefix: string): void {
  for (const k of [...memory.keys(), ...storedKeys()]) if (k.startsWith(prefix)) dropDraft(k)
}

/** The tabs were closed or refreshed after the user agreed to lose their input. */
export function dropTabDrafts(userKey: string, tabPaths: readonly string[]): void {
  for (const path of tabPaths) dropWhere(tabPrefix(userKey, path))
}

/** The user logged out: none of their drafts stay in this browser. */
export function dropUserDrafts(userKey: string): void {
  dropWhere(tabPrefix(userKey))
}

/** The tabs of a user that hold a draft (marked unsaved again after a reload). */
export function tabsWithDrafts(userKey: string): string[] {
  const prefix = tabPrefix(userKey)
  const paths = new Set<string>()
  for (const k of [...memory.keys(), ...storedKeys()]) {
    if (k.startsWith(prefix)) paths.add(k.slice(prefix.length).split('|')[0] ?? '')
  }
  paths.delete('')
  return [...paths]
}
