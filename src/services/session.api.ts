import type { MenuCountResponse, UserInfo } from '../../contract/session.schema.ts'
import { control } from './http.ts'

/** `proof`: the ALTCHA field, when the server asked for a proof of work (42800). */
export function login(
  username: string,
  password: string,
  signal?: AbortSignal,
  proof?: string,
): Promise<{ token: string }> {
  return control('vueUserLogin', {
    body: { USERNAME: username.trim(), PASSWORD: password, ...(proof ? { ALTCHA: proof } : {}) },
    signal,
  })
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
