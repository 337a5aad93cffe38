import type { AppDeps } from './app-deps.ts'

/** The signed-in caller, set by the auth middleware. */
export interface Caller {
  userLoginId: string
  /** The tenant every query is scoped to (a sub-account's parent merchant). */
  partyId: string
  roles: string[]
  /**
   * The permission keys the caller holds (contract/permissions.ts): null when not narrowed
   * (merchant accounts, admin). Read with the session on every call, so a change applies on
   * the person's next call.
   */
  permissions: readonly string[] | null
  /**
   * user_login.data_scope (issue 33): 'ownCustomers' narrows the orders and members areas to the
   * login's own customers (server/shared/data-scope.ts). Read with the session on every call.
   */
  dataScope: string
  tokenHash: string
}

export interface AppEnv {
  Variables: {
    deps: AppDeps
    caller: Caller
  }
}
