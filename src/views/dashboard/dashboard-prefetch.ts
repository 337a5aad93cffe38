// The dashboard's figures, asked for as soon as sign-in has a token (issue 19, the sign-in
// waterfall): the call runs beside vueGetUserInfo and the shell's and page's code, and the
// dashboard page takes the answer instead of asking again. Taken once, for the same token,
// and only while fresh; otherwise the page asks itself, as on any later visit.
import type { DashboardData } from '../../../contract/dashboard.schema.ts'
import { getToken } from '../../browser/auth-token.ts'
import { getDashboardData } from '../../services/dashboard.api.ts'

const FRESH_MS = 10_000

let pending: { token: string; at: number; answer: Promise<DashboardData> } | undefined

export function prefetchDashboardData(now = Date.now()): void {
  const token = getToken()
  if (!token) return
  if (pending && pending.token === token && now - pending.at < FRESH_MS) return
  const answer = getDashboardData()
  // Whoever takes it sees the failure; an answer nobody takes is dropped quietly.
  answer.catch(() => {})
  pending = { token, at: now, answer }
}

/** The prefetched answer, once, if it was asked for with the current token and is fresh. */
export function takePrefetchedDashboardData(now = Date.now()): Promise<DashboardData> | undefined {
  const taken = pending
  pending = undefined
  if (!taken || taken.token !== getToken() || now - taken.at >= FRESH_MS) return undefined
  return taken.answer
}
