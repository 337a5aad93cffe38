// Keeps the mock's database across page reloads within one browser session (issue 4).
//
// The database file (sql.js export, sessions included) and the mock clock are written to
// IndexedDB after every call that changed a row, before the call answers. A start from the
// seed writes only which seed and scenario it was (the rows follow from them). A session cookie
// (`mock-session`, no expiry) names the browser session the saved database belongs to: a
// reload or another tab of the same session resumes it; a new browser context (Playwright
// gives every test one) or a restarted browser has no cookie and starts from the seed.
// IndexedDB rather than sessionStorage: the database grows to megabytes, and sessionStorage
// holds only strings and a few of them.

const DB_NAME = 'merchant-mock'
const STORE = 'state'
const KEY = 'current'
export const MOCK_SESSION_COOKIE = 'mock-session'

export interface SavedMock {
  /** The browser session (cookie) this database belongs to. */
  sessionId: string
  /** imageKey of the build that made it: a rebuilt seed (new migrations) starts again. */
  imageKey: string
  seed: number
  scenario: string | null
  /** The mock clock's now (ISO). */
  now: string
  /** The database file; null while it is still exactly the seed's (nothing written yet). */
  bytes: Uint8Array | null
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

let opened: Promise<IDBDatabase> | undefined
function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1)
    req.onupgradeneeded = () => req.result.createObjectStore(STORE)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
  return opened
}

async function withStore<T>(
  mode: IDBTransactionMode,
  fn: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open()
  const tx = db.transaction(STORE, mode)
  const result = request(fn(tx.objectStore(STORE)))
  // Resolve once the transaction has committed, not merely when the request succeeded.
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error)
  })
  return result
}

export async function loadSaved(): Promise<SavedMock | undefined> {
  return (await withStore('readonly', (s) => s.get(KEY))) as SavedMock | undefined
}

export async function saveMock(saved: SavedMock): Promise<void> {
  await withStore('readwrite', (s) => s.put(saved, KEY))
}

export async function clearSaved(): Promise<void> {
  await withStore('readwrite', (s) => s.delete(KEY))
}

export function mockSessionId(): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${MOCK_SESSION_COOKIE}=`))
  return entry?.slice(MOCK_SESSION_COOKIE.length + 1) || undefined
}

/** Starts a new browser session for the mock: a cookie without expiry ends with the browser. */
export function startMockSession(): string {
  const id = crypto.randomUUID()
  document.cookie = `${MOCK_SESSION_COOKIE}=${id}; path=/; SameSite=Strict`
  return id
}
