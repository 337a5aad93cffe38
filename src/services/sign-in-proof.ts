// The browser's half of the sign-in step-up (docs/api.md, vueUserLogin, 42800): solve the
// server's ALTCHA challenge and encode it as the widget would. Loaded only when a sign-in is
// asked for a proof (root-context.tsx imports this module lazily), so altcha-lib stays out of
// the login page's first bundle.
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import type { SignInProofRequired } from '../../contract/session.schema.ts'

/** Gives up after this long; the sign-in then shows the server's message. */
const SOLVE_TIMEOUT_MS = 60_000

export async function solveSignInChallenge(
  challenge: SignInProofRequired['challenge'],
  signal?: AbortSignal,
): Promise<string> {
  const controller = new AbortController()
  signal?.addEventListener('abort', () => controller.abort(), { once: true })
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS })
  if (!solution) throw new Error('The sign-in check did not finish.')
  return btoa(JSON.stringify({ challenge, solution }))
}
