// The sub-user forms' rules (editSubUser, the reset-password dialog) for the one form machine:
// the blank and loaded drafts, the browser's checks with the contract's limits, and the
// requests they send. Roles are limited to the three sub-user roles (contract/roles.ts).
import { LOGIN_NAME_LENGTH, LOGIN_NAME_PATTERN, SUB_USER_ROLES } from '../../../contract/account.constants.ts'
import type { CreateSubUserInput, SubUserRow, UpdateSubUserInput } from '../../../contract/account.schema.ts'
import type { FieldError, FieldErrors } from '../shared/form.machine.ts'
import { checkName, checkPassword, checkPhone } from './account-form.ts'

export interface SubUserDraft extends Record<string, unknown> {
  username: string
  name: string
  mobile: string
  roles: string[]
  /** Only when creating: the first password, which the merchant tells the sub-user. */
  password: string
}

export const EMPTY_SUB_USER: SubUserDraft = { username: '', name: '', mobile: '', roles: [], password: '' }

export function subUserDraft(row: SubUserRow): SubUserDraft {
  return {
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    roles: row.roles.filter((r) => (SUB_USER_ROLES as readonly string[]).includes(r)),
    password: '',
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
  }
}

export function updateRequest(userLoginId: string, v: SubUserDraft): UpdateSubUserInput {
  return { userLoginId, name: v.name.trim(), mobile: v.mobile.trim(), roles: [...v.roles] }
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
