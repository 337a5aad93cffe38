// Limits of account management (the own account and sub-users), without the schema library:
// account.schema.ts validates with them on the server, and the browser's forms show them and
// refuse input beyond them at the field (the production bundle carries no zod).
import { SUB_ACCOUNT_ROLES } from './roles.ts'

/** The roles a merchant may give its sub-users (contract/roles.ts). */
export const SUB_USER_ROLES = SUB_ACCOUNT_ROLES

/** A password: length only (a long passphrase beats composition rules). */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const

/** A sub-user's sign-in name: lower-case letters, digits, ".", "_" or "-", starting with a letter or digit. */
export const LOGIN_NAME_LENGTH = { min: 3, max: 32 } as const
export const LOGIN_NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/

/** Longest display name. */
export const NAME_MAX = 64
/** Longest phone number; digits, spaces, "+" and "-" only. */
export const PHONE_MAX = 32
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]*$/
/** Longest list search. */
export const SEARCH_MAX = 64

/** A sub-user's status: a disabled one cannot sign in and its open sessions end at once. */
export const SUB_USER_STATUSES = ['ENABLED', 'DISABLED'] as const
export type SubUserStatus = (typeof SUB_USER_STATUSES)[number]

/**
 * Which members and orders a sub-user sees (issue 33): `all` of its merchant's, or
 * `ownCustomers`: the members whose salesman is the one linked to the login
 * (dis_salesman.user_login_id) and those members' orders. The server applies it
 * (server/shared/data-scope.ts) to every list, count, detail, export, report and push.
 */
export const DATA_SCOPES = ['all', 'ownCustomers'] as const
export type DataScope = (typeof DATA_SCOPES)[number]

/** A new sub-user's scope when none is chosen: a salesperson (without manager role) sees its own customers. */
export function defaultDataScope(roles: readonly string[]): DataScope {
  return roles.includes('SUB_USER_SALE') && !roles.includes('SUB_USER_BUS_MAG') ? 'ownCustomers' : 'all'
}
