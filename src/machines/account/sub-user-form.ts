// The sub-user forms' rules (editSubUser, the reset-password dialog) for the one form machine:
// the blank and loaded drafts, the browser's checks with the contract's limits, and the
// requests they send. Roles are limited to the three sub-user roles (contract/roles.ts).
import {
  type DataScope,
  LOGIN_NAME_LENGTH,
  LOGIN_NAME_PATTERN,
  SUB_USER_ROLES,
} from '../../../contract/account.constants.ts'
import type {
  CreateSubUserInput,
  PermissionEntry,
  SubUserDetail,
  UpdateSubUserInput,
} from '../../../contract/account.schema.ts'
import type { FieldError, FieldErrors } from '../shared/form.machine.ts'
import { checkName, checkPassword, checkPhone } from './account-form.ts'

export interface SubUserDraft extends Record<string, unknown> {
  username: string
  name: string
  mobile: string
  roles: string[]
  /** Only when creating: the first password, which the merchant tells the sub-user. */
  password: string
  /** The chosen permission keys (issue 33); null: the roles' defaults, which follow the roles. */
  permissions: string[] | null
  /**
   * Which members and orders the person sees (issue 33); null on a new form: its roles' default
   * (contract/account.constants.ts defaultDataScope). A loaded draft states it.
   */
  dataScope: DataScope | null
  /** The salesman (distribution) this person is: its own customers; null: none. */
  salesmanId: number | null
}

export const EMPTY_SUB_USER: SubUserDraft = {
  username: '',
  name: '',
  mobile: '',
  roles: [],
  password: '',
  permissions: null,
  dataScope: null,
  salesmanId: null,
}

export function subUserDraft(row: SubUserDetail): SubUserDraft {
  return {
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    roles: row.roles.filter((r) => (SUB_USER_ROLES as readonly string[]).includes(r)),
    password: '',
    permissions: row.defaultPermissions ? null : [...row.permissions],
    dataScope: row.dataScope,
    salesmanId: row.salesmanId,
  }
}

export function checkLoginName(username: string): FieldError | undefined {
  const v = username.trim()
  if (v === '') return { reason: 'required' }
  if (v.length < LOGIN_NAME_LENGTH.min || v.length > LOGIN_NAME_LENGTH.max)
    return { reason: 'loginNameLength' }
  if (!LOGIN_NAME_PATTERN.test(v)) return { reason: 'loginName' }
  return undefined
}

/** The checks of the create form (`creating`) or the edit form (name, phone, roles only). */
export function validateSubUser(creating: boolean) {
  return (v: SubUserDraft): FieldErrors => {
    const errors: FieldErrors = {}
    const add = (field: string, e: FieldError | undefined) => {
      if (e) errors[field] = e
    }
    if (creating) {
      add('username', checkLoginName(v.username))
      add('password', checkPassword(v.password))
    }
    add('name', checkName(v.name))
    add('mobile', checkPhone(v.mobile))
    if (v.roles.length === 0) add('roles', { reason: 'chooseRole' })
    else if (v.roles.some((r) => !(SUB_USER_ROLES as readonly string[]).includes(r)))
      add('roles', { reason: 'notASubUserRole' })
    return errors
  }
}

export function createRequest(v: SubUserDraft): CreateSubUserInput {
  return {
    username: v.username.trim(),
    name: v.name.trim(),
    mobile: v.mobile.trim(),
    roles: [...v.roles],
    password: v.password,
    ...(v.permissions ? { permissions: [...v.permissions] } : {}),
    ...(v.dataScope ? { dataScope: v.dataScope } : {}),
    ...(v.salesmanId !== null ? { salesmanId: v.salesmanId } : {}),
  }
}

export function updateRequest(userLoginId: string, v: SubUserDraft): UpdateSubUserInput {
  return {
    userLoginId,
    name: v.name.trim(),
    mobile: v.mobile.trim(),
    roles: [...v.roles],
    ...(v.permissions ? { permissions: [...v.permissions] } : {}),
    // A loaded draft states its scope and salesman; both are sent (null salesman: none).
    ...(v.dataScope ? { dataScope: v.dataScope, salesmanId: v.salesmanId } : {}),
  }
}

// ---- permission keys (issue 33) ----

type Option = Pick<PermissionEntry, 'key' | 'parent' | 'roles'>

/** The keys any of `roles` may use, in catalogue order. */
export function keysForRoles(catalogue: readonly Option[], roles: readonly string[]): string[] {
  return catalogue.filter((p) => p.roles.some((r) => roles.includes(r))).map((p) => p.key)
}

/** The roles' default keys together, in catalogue order. */
export function roleDefaults(
  catalogue: readonly Option[],
  defaults: Readonly<Record<string, readonly string[]>>,
  roles: readonly string[],
): string[] {
  const all = new Set(roles.flatMap((r) => defaults[r] ?? []))
  return catalogue.filter((p) => all.has(p.key)).map((p) => p.key)
}

/**
 * Turns one key on or off: on also turns on the key it belongs under (an action needs its
 * pages), off also turns off the keys under it; only keys the roles may use stay.
 */
export function togglePermission(
  catalogue: readonly Option[],
  held: readonly string[],
  key: string,
  on: boolean,
): string[] {
  const next = new Set(held)
  if (on) {
    next.add(key)
    const parent = catalogue.find((p) => p.key === key)?.parent
    if (parent) next.add(parent)
  } else {
    next.delete(key)
    for (const p of catalogue) if (p.parent === key) next.delete(p.key)
  }
  return catalogue.filter((p) => next.has(p.key)).map((p) => p.key)
}

/** What a save would change: keys added and removed against `before`. */
export function permissionChanges(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  return {
    added: after.filter((k) => !before.includes(k)),
    removed: before.filter((k) => !after.includes(k)),
  }
}

/** Adds or removes one role, keeping the contract's order. */
export function toggleRole(roles: readonly string[], role: string, on: boolean): string[] {
  const next = new Set(roles)
  if (on) next.add(role)
  else next.delete(role)
  return SUB_USER_ROLES.filter((r) => next.has(r))
}

export interface ResetPasswordDraft extends Record<string, unknown> {
  password: string
}

export function validateResetPassword(v: ResetPasswordDraft): FieldErrors {
  const e = checkPassword(v.password)
  return e ? { password: e } : {}
}
