import type { AppDeps } from './app-deps.ts'

/** The signed-in caller, set by the auth middleware. */
export interface Caller {
  userLoginId: string
  /** The tenant every query is scoped to (a sub-account's parent merchant). */
  partyId: string
  roles: string[]
  tokenHash: string
}

export interface AppEnv {
  Variables: {
    deps: AppDeps
    caller: Caller
  }
}
