import { z } from 'zod'
import {
  DATA_SCOPES,
  LOGIN_NAME_LENGTH,
  LOGIN_NAME_PATTERN,
  NAME_MAX,
  PASSWORD_LENGTH,
  PHONE_MAX,
  PHONE_PATTERN,
  SEARCH_MAX,
  SUB_USER_ROLES,
  SUB_USER_STATUSES,
} from './account.constants.ts'
import { pageRequest } from './paging.schema.ts'
import { PERMISSION_KEYS } from './permissions.ts'

export { DATA_SCOPES, type DataScope, SUB_USER_STATUSES, type SubUserStatus } from './account.constants.ts'

const password = z
  .string({ error: 'required' })
  .min(PASSWORD_LENGTH.min, { error: 'tooShort' })
  .max(PASSWORD_LENGTH.max, { error: 'tooLong' })

const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(NAME_MAX, { error: 'tooLong' })

const mobile = z
  .string()
  .trim()
  .max(PHONE_MAX, { error: 'tooLong' })
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'phone' })
  .default('')

const userLoginId = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })

const roles = z
  .array(
    z.string().refine((r) => (SUB_USER_ROLES as readonly string[]).includes(r), { error: 'notASubUserRole' }),
    { error: 'required' },
  )
  .min(1, { error: 'required' })
  .max(SUB_USER_ROLES.length, { error: 'tooMany' })
  .refine((list) => new Set(list).size === list.length, { error: 'duplicate' })

const status = z.enum(SUB_USER_STATUSES, { error: 'unknownStatus' })

/**
 * A sub-user's permission keys (contract/permissions.ts); absent means its roles' defaults.
 * Whether the merchant's tier and the sub-user's roles have each key is the server's check.
 */
const permissions = z
  .array(
    z
      .string()
      .refine((k) => (PERMISSION_KEYS as readonly string[]).includes(k), { error: 'unknownPermission' }),
    { error: 'required' },
  )
  .max(PERMISSION_KEYS.length, { error: 'tooMany' })
  .refine((list) => new Set(list).size === list.length, { error: 'duplicate' })
  .optional()

/** Which members and orders the sub-user sees; absent: its roles' default on create, unchanged on update. */
const dataScope = z.enum(DATA_SCOPES, { error: 'unknownDataScope' }).optional()

/**
 * The merchant's salesman (distribution) the sub-user is: its customers are the sub-user's own
 * customers. null: none; absent: unchanged (none on create).
 */
const salesmanId = z
  .number({ error: 'required' })
  .int({ error: 'notAnId' })
  .positive({ error: 'notAnId' })
  .nullable()
  .optional()

// ---- own account ----

export const accountInfo = z.object({
  userLoginId: z.string(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  roles: z.array(z.string()),
  merchantName: z.string(),
})
export type AccountInfo = z.infer<typeof accountInfo>

export const saveAccountInfoRequest = z.object({
  name,
  mobile,
  /** '' or one of the merchant's own uploads (uploadAccountAvatar). */
  avatar: z.string().trim().max(500, { error: 'tooLong' }).default(''),
})
export type SaveAccountInfoInput = z.input<typeof saveAccountInfoRequest>

export const changeAccountPasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .max(PASSWORD_LENGTH.max * 4),
    newPassword: password,
  })
  .refine((v) => v.currentPassword !== v.newPassword, { error: 'sameAsCurrent', path: ['newPassword'] })
export type ChangeAccountPasswordInput = z.input<typeof changeAccountPasswordRequest>

/** How many sessions a password change or a sub-user's change ended. */
export const endedSessionsResponse = z.object({ endedSessions: z.number().int().min(0) })
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponse>

// ---- sub-users ----

export const subUserListRequest = pageRequest.extend({
  /** Part of the sign-in name, the name or the phone. */
  search: z.string().trim().max(SEARCH_MAX, { error: 'tooLong' }).optional(),
  status: status.optional(),
})
export type SubUserListRequest = z.input<typeof subUserListRequest>

/** Sortable fields of the sub-user list. */
export const SUB_USER_SORT_FIELDS = ['createdAt', 'username', 'name'] as const

export const subUserRow = z.object({
  userLoginId: z.string(),
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  roles: z.array(z.string()),
  status,
  createdAt: z.string(),
})
export type SubUserRow = z.infer<typeof subUserRow>

/** One sub-user with the keys it holds and whether they are its roles' defaults. */
export const subUserDetail = subUserRow.extend({
  permissions: z.array(z.string()),
  /** True when no keys are stored: the sub-user holds its roles' defaults, and follows them. */
  defaultPermissions: z.boolean(),
  dataScope: z.enum(DATA_SCOPES),
  /** The salesman linked to the login, if any. */
  salesmanId: z.number().int().nullable(),
})
export type SubUserDetail = z.infer<typeof subUserDetail>

/** One key of the catalogue, in the caller's language. */
export const permissionEntry = z.object({
  key: z.string(),
  group: z.string(),
  /** The group's name, in the caller's language. */
  groupText: z.string(),
  parent: z.string().nullable(),
  text: z.string(),
  pages: z.array(z.string()),
  calls: z.array(z.string()),
  /** The sub-user roles that may use it (a key outside every role of a sub-user is refused). */
  roles: z.array(z.string()),
})
export type PermissionEntry = z.infer<typeof permissionEntry>

/** A salesman a sub-user may be linked to, and the login linked to it now (null: none). */
export const salesmanChoice = z.object({
  salesmanId: z.number().int(),
  name: z.string(),
  enabled: z.number().int(),
  userLoginId: z.string().nullable(),
})
export type SalesmanChoice = z.infer<typeof salesmanChoice>

export const permissionCatalogue = z.object({
  permissions: z.array(permissionEntry),
  /** The keys each sub-user role holds when none are chosen. */
  roleDefaults: z.record(z.string(), z.array(z.string())),
  /** The data scope each sub-user role gets when none is chosen. */
  scopeDefaults: z.record(z.string(), z.enum(DATA_SCOPES)),
  /** The merchant's salesmen, for the salesman a sub-user is (its own customers). */
  salesmen: z.array(salesmanChoice),
})
export type PermissionCatalogue = z.infer<typeof permissionCatalogue>

export const subUserIdRequest = z.object({ userLoginId })

export const createSubUserRequest = z.object({
  username: z
    .string({ error: 'required' })
    .trim()
    .min(LOGIN_NAME_LENGTH.min, { error: 'tooShort' })
    .max(LOGIN_NAME_LENGTH.max, { error: 'tooLong' })
    .regex(LOGIN_NAME_PATTERN, { error: 'loginName' }),
  name,
  mobile,
  roles,
  password,
  permissions,
  dataScope,
  salesmanId,
})
export type CreateSubUserInput = z.input<typeof createSubUserRequest>

export const updateSubUserRequest = z.object({
  userLoginId,
  name,
  mobile,
  roles,
  permissions,
  dataScope,
  salesmanId,
})
export type UpdateSubUserInput = z.input<typeof updateSubUserRequest>

export const changeSubUserStatusRequest = z.object({ userLoginId, status })
export type ChangeSubUserStatusInput = z.input<typeof changeSubUserStatusRequest>

/** The merchant types the new password and tells it to the sub-user (docs/decisions.md). */
export const resetSubUserPasswordRequest = z.object({ userLoginId, password })
export type ResetSubUserPasswordInput = z.input<typeof resetSubUserPasswordRequest>

export const subUserIdResponse = z.object({ userLoginId: z.string() })
