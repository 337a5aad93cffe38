// The login token lives in a cookie named for the admin token (SPEC.md section 4).
import { TOKEN_COOKIE } from '../../contract/session.constants.ts'

export { TOKEN_COOKIE }

export function getToken(): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_COOKIE}=`))
  return entry ? decodeURIComponent(entry.slice(TOKEN_COOKIE.length + 1)) : undefined
}

export function setToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Strict`
}

export function removeToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Strict`
}
