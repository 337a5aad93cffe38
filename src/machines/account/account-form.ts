// The own-account forms' rules (account page) for the one form machine: the profile draft and
// the password change, with the contract's limits, so most mistakes are refused at the field
// before a call (the server checks again and names the field at fault).
import { NAME_MAX, PASSWORD_LENGTH, PHONE_MAX, PHONE_PATTERN } from '../../../contract/account.constants.ts'
import type { AccountInfo } from '../../../contract/account.schema.ts'
import type { FieldError, FieldErrors } from '../shared/form.machine.ts'

export interface ProfileDraft extends Record<string, unknown> {
  name: string
  mobile: string
  avatar: string
}

export interface PasswordDraft extends Record<string, unknown> {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

export function profileDraft(info: AccountInfo): ProfileDraft {
  return { name: info.name, mobile: info.mobile, avatar: info.avatar }
}

export const EMPTY_PASSWORD_DRAFT: PasswordDraft = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
}

/** A display name: required, at most NAME_MAX after trimming. */
export function checkName(name: string): FieldError | undefined {
  const v = name.trim()
  if (v === '') return { reason: 'required' }
  if (v.length > NAME_MAX) return { reason: 'tooLong', max: NAME_MAX }
  return undefined
}

/** A phone: optional; digits, spaces, "+" and "-". */
export function checkPhone(mobile: string): FieldError | undefined {
  const v = mobile.trim()
  if (v.length > PHONE_MAX) return { reason: 'tooLong', max: PHONE_MAX }
  if (v !== '' && !PHONE_PATTERN.test(v)) return { reason: 'phone' }
  return undefined
}

/** A new password: its length only (PASSWORD_LENGTH). */
export function checkPassword(password: string): FieldError | undefined {
  if (password === '') return { reason: 'required' }
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max)
    return { reason: 'passwordLength' }
  return undefined
}

function collect(entries: Record<string, FieldError | undefined>): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, error] of Object.entries(entries)) if (error) errors[field] = error
  return errors
}

export function validateProfile(v: ProfileDraft): FieldErrors {
  return collect({ name: checkName(v.name), mobile: checkPhone(v.mobile) })
}

export function validatePasswordChange(v: PasswordDraft): FieldErrors {
  const newPassword =
    checkPassword(v.newPassword) ??
    (v.currentPassword !== '' && v.newPassword === v.currentPassword
      ? { reason: 'sameAsCurrent' }
      : undefined)
  const confirmPassword =
    v.confirmPassword === ''
      ? { reason: 'required' }
      : v.confirmPassword !== v.newPassword
        ? { reason: 'passwordsDiffer' }
        : undefined
  return collect({
    currentPassword: v.currentPassword === '' ? { reason: 'required' } : undefined,
    newPassword,
    confirmPassword,
  })
}

/** What the password change sends (the confirmation stays in the browser). */
export function passwordRequest(v: PasswordDraft): { currentPassword: string; newPassword: string } {
  return { currentPassword: v.currentPassword, newPassword: v.newPassword }
}
