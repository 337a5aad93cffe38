import { ResultCode } from '../../contract/codes.ts'
import type { MenuCountResponse, SignInProofRequired, UserInfo } from '../../contract/session.schema.ts'
import { ControlError, control } from './http.ts'

/**
 * Signs in. When the server asks for a proof of work first (42800: failed sign-ins on this
 * account from elsewhere), the browser solves it (altcha-lib, loaded only then) and signs in
 * again, at most twice; the login page meanwhile shows its busy button.
 */
export async function login(
  username: string,
  password: string,
  signal?: AbortSignal,
): Promise<{ token: string }> {
  const body = { USERNAME: username.trim(), PASSWORD: password }
  for (let proofs = 0; ; proofs++) {
    try {
      return await control('vueUserLogin', { body, signal })
    } catch (error) {
      if (!(error instanceof ControlError) || error.code !== ResultCode.proofRequired || proofs >= 2)
        throw error
      const { solveSignInChallenge } = await import('./sign-in-proof.ts')
      const { challenge } = error.data as SignInProofRequired
      Object.assign(body, { ALTCHA: await solveSignInChallenge(challenge, signal) })
    }
  }
}

export function getUserInfo(token: string, signal?: AbortSignal): Promise<UserInfo> {
  return control('vueGetUserInfo', { method: 'GET', query: { token }, signal })
}

export function logout(): Promise<null> {
  return control('userLogout')
}

export function getMenuCount(partyId: string): Promise<MenuCountResponse> {
  return control('getMenuCount', { body: { partyId } })
}
