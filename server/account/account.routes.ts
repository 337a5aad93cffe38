// Account management (route group /account-management, area 'account'): the caller's own
// account (name, phone, avatar, password) and the merchant's sub-users (list, create, edit,
// enable/disable, password reset, roles limited to the three sub-user roles). Only the
// account area's roles may call; sub-users are always the caller's own merchant's.
import { emptyRequest } from '../../contract/shared.schema.ts'
import { AVATAR_UPLOAD_FIELD } from '../../contract/uploads.schema.ts'
import { Hono } from 'hono'
import {
  changeAccountPasswordRequest,
  changeSubUserStatusRequest,
  createSubUserRequest,
  resetSubUserPasswordRequest,
  saveAccountInfoRequest,
  subUserIdRequest,
  subUserListRequest,
  updateSubUserRequest,
} from '../../contract/account.schema.ts'
import {
  defaultPermissions,
  grantablePermissions,
  heldPermissions,
  PERMISSIONS,
  type PermissionDef,
  permissionOf,
} from '../../contract/permissions.ts'
import { defaultDataScope } from '../../contract/account.constants.ts'
import {
  hasAnyRole,
  SUB_ACCOUNT_ROLES,
  SUB_USER_MANAGER_ROLES,
  subUserRolesFor,
} from '../../contract/roles.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { languageOf, ok } from '../http/envelope.ts'
import { type MessageKey, translate } from '../http/messages/catalogue.ts'
import { body, readForm } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea, requireRoles } from '../middleware/require-area.ts'
import { requireOwnUpload, storeImageUpload } from '../storage/image-upload.ts'
import {
  changeOwnPassword,
  createSubUser,
  findAccount,
  findSubUser,
  findSalesmanLink,
  findSubUserWithPermissions,
  listSubUsers,
  salesmanChoices,
  resetSubUserPassword,
  saveAccount,
  setSubUserStatus,
  updateSubUser,
  usernameTaken,
} from './account.repository.ts'

import { parseStoredPermissions } from '../session/session.repository.ts'

const area = requireArea('account')
/** The sub-user calls: also the repair merchant, for its repair staff (issue 33). */
const managers = requireRoles(SUB_USER_MANAGER_ROLES)

/** Refuses, at `roles`, a role the merchant may not give (a repair merchant gives repair staff only). */
function checkRolesGiven(merchantRoles: readonly string[], roles: readonly string[]): void {
  const allowed = subUserRolesFor(merchantRoles)
  if (merchantRoles.includes('admin')) return
  if (roles.some((r) => !(allowed as readonly string[]).includes(r)))
    throw ApiError.invalidInput('roles', 'roleNotInTier')
}

/**
 * The keys to store for a sub-user, checked against the merchant's tier and the sub-user's
 * roles (issue 33): null when none were sent (the roles' defaults, which follow the roles).
 * Refused at `permissions` with the reason, before anything is written.
 */
function permissionsToStore(
  keys: readonly string[] | undefined,
  merchantRoles: readonly string[],
  subUserRoles: readonly string[],
): string | null {
  if (keys === undefined) return null
  for (const k of keys) {
    const def = permissionOf(k) as PermissionDef
    if (!hasAnyRole(merchantRoles, def.roles)) throw ApiError.invalidInput('permissions', 'notInTier')
    if (!hasAnyRole(subUserRoles, def.roles)) throw ApiError.invalidInput('permissions', 'outsideRole')
    if (def.parent !== undefined && !keys.includes(def.parent))
      throw ApiError.invalidInput('permissions', 'permissionWithoutParent')
  }
  // Stored in catalogue order, so equal sets compare equal in the audit trail and the answers.
  return JSON.stringify(PERMISSIONS.map((p) => p.key).filter((k) => keys.includes(k)))
}

/**
 * Refuses, at `salesmanId`, a salesman that is not the merchant's or is linked to another login
 * (one salesman is one person); `userLoginId` is the sub-user's own (undefined when creating).
 */
async function checkSalesman(
  db: AppEnv['Variables']['deps']['db'],
  partyId: string,
  salesmanId: number | null | undefined,
  userLoginId: string | undefined,
): Promise<void> {
  if (salesmanId === null || salesmanId === undefined) return
  const link = await findSalesmanLink(db, partyId, salesmanId)
  if (!link) throw ApiError.invalidInput('salesmanId', 'noSuchSalesman')
  if (link.userLoginId !== null && link.userLoginId !== userLoginId)
    throw ApiError.invalidInput('salesmanId', 'salesmanLinked')
}

export const accountRoutes = new Hono<AppEnv>()
  .post('/getAccountInfo', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    const account = await findAccount(c.get('deps').db, c.get('caller').partyId, c.get('caller').userLoginId)
    if (!account) throw ApiError.notFound('session.userNotFound')
    return ok(c, {
      userLoginId: account.id,
      username: account.username,
      name: account.display_name,
      avatar: account.avatar,
      mobile: account.mobile,
      roles: account.roles,
      merchantName: account.merchant_name,
    })
  })
  .post('/saveAccountInfo', requireSession, area, async (c) => {
    const input = await body(c, saveAccountInfoRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    const current = await findAccount(db, caller.partyId, caller.userLoginId)
    if (!current) throw ApiError.notFound('session.userNotFound')
    await requireOwnUpload(db, caller.partyId, {
      field: 'avatar',
      url: input.avatar,
      current: current.avatar,
    })
    await saveAccount(db, caller.partyId, caller.userLoginId, input, clock.now().toISOString())
    return ok(c, {
      userLoginId: current.id,
      username: current.username,
      name: input.name,
      avatar: input.avatar,
      mobile: input.mobile,
      roles: current.roles,
      merchantName: current.merchant_name,
    })
  })
  .post('/changeAccountPassword', requireSession, area, async (c) => {
    const { currentPassword, newPassword } = await body(c, changeAccountPasswordRequest)
    const { db, clock, hasher } = c.get('deps')
    const caller = c.get('caller')
    const account = await findAccount(db, caller.partyId, caller.userLoginId)
    if (!account) throw ApiError.notFound('session.userNotFound')
    if (!(await hasher.verify(currentPassword, account.password_hash))) {
      throw ApiError.invalidInput('currentPassword', 'wrongPassword')
    }
    const endedSessions = await changeOwnPassword(db, {
      partyId: caller.partyId,
      userLoginId: caller.userLoginId,
      passwordHash: await hasher.hash(newPassword),
      keepTokenHash: caller.tokenHash,
      atIso: clock.now().toISOString(),
    })
    return ok(c, { endedSessions })
  })
  .post('/uploadAccountAvatar', requireSession, area, async (c) => {
    const type = c.req.header('content-type') ?? ''
    if (!type.includes('multipart/form-data')) throw ApiError.invalidInput(AVATAR_UPLOAD_FIELD, 'required')
    const form = await readForm(c)
    const { clock } = c.get('deps')
    const caller = c.get('caller')
    const stored = await storeImageUpload(c.get('deps'), {
      file: form[AVATAR_UPLOAD_FIELD],
      field: AVATAR_UPLOAD_FIELD,
      partyId: caller.partyId,
      userLoginId: caller.userLoginId,
      purpose: 'AVATAR',
      now: clock.now(),
    })
    return ok(c, stored)
  })
  .post('/getSubUserList', requireSession, managers, async (c) => {
    const input = await body(c, subUserListRequest)
    return ok(c, await listSubUsers(c.get('deps').db, c.get('caller').partyId, input, input))
  })
  .post('/getSubUserDetail', requireSession, managers, async (c) => {
    const { userLoginId } = await body(c, subUserIdRequest)
    const found = await findSubUserWithPermissions(c.get('deps').db, c.get('caller').partyId, userLoginId)
    if (!found) throw ApiError.notFound('account.noSuchSubUser')
    const { storedPermissions, ...row } = found
    const stored = parseStoredPermissions(storedPermissions)
    return ok(c, {
      ...row,
      permissions: [...(heldPermissions(row.roles, stored) ?? [])],
      defaultPermissions: stored === null,
    })
  })
  .post('/getPermissionCatalogue', requireSession, managers, async (c) => {
    await body(c, emptyRequest)
    const lang = languageOf(c)
    const grantable = new Set<string>(grantablePermissions(c.get('caller').roles))
    const text = (key: string) => translate(lang, key as MessageKey)
    return ok(c, {
      permissions: PERMISSIONS.filter((p) => grantable.has(p.key)).map((p: PermissionDef) => ({
        key: p.key,
        group: p.group,
        groupText: text(`permissionGroup.${p.group}`),
        parent: p.parent ?? null,
        text: text(`permission.${p.key}`),
        pages: [...p.pages],
        calls: [...p.calls],
        roles: SUB_ACCOUNT_ROLES.filter((r) => p.roles.includes(r)),
      })),
      roleDefaults: Object.fromEntries(
        SUB_ACCOUNT_ROLES.map((r) => [r, defaultPermissions([r]).filter((k) => grantable.has(k))]),
      ),
      scopeDefaults: Object.fromEntries(SUB_ACCOUNT_ROLES.map((r) => [r, defaultDataScope([r])])),
      salesmen: await salesmanChoices(c.get('deps').db, c.get('caller').partyId),
    })
  })
  .post('/createSubUser', requireSession, managers, async (c) => {
    const input = await body(c, createSubUserRequest)
    const { db, clock, hasher } = c.get('deps')
    const caller = c.get('caller')
    if (await usernameTaken(db, input.username)) throw ApiError.invalidInput('username', 'duplicate')
    checkRolesGiven(caller.roles, input.roles)
    const permissions = permissionsToStore(input.permissions, caller.roles, input.roles)
    await checkSalesman(db, caller.partyId, input.salesmanId, undefined)
    const userLoginId = `U${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`
    const created = await createSubUser(db, {
      id: userLoginId,
      partyId: caller.partyId,
      username: input.username,
      name: input.name,
      mobile: input.mobile,
      roles: input.roles,
      permissions,
      dataScope: input.dataScope ?? defaultDataScope(input.roles),
      salesmanId: input.salesmanId ?? null,
      passwordHash: await hasher.hash(input.password),
      atIso: clock.now().toISOString(),
    })
    if (!created) throw ApiError.invalidInput('username', 'duplicate')
    return ok(c, { userLoginId })
  })
  .post('/updateSubUser', requireSession, managers, async (c) => {
    const { userLoginId, permissions, dataScope, salesmanId, ...input } = await body(c, updateSubUserRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    checkRolesGiven(caller.roles, input.roles)
    const stored = permissionsToStore(permissions, caller.roles, input.roles)
    await checkSalesman(db, caller.partyId, salesmanId, userLoginId)
    const changed = await updateSubUser(db, caller.partyId, {
      userLoginId,
      ...input,
      permissions: stored,
      dataScope,
      salesmanId,
      atIso: clock.now().toISOString(),
    })
    if (!changed) throw ApiError.notFound('account.noSuchSubUser')
    return ok(c, { userLoginId })
  })
  .post('/changeSubUserStatus', requireSession, managers, async (c) => {
    const { userLoginId, status } = await body(c, changeSubUserStatusRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    const endedSessions = await setSubUserStatus(db, caller.partyId, {
      userLoginId,
      status,
      atIso: clock.now().toISOString(),
    })
    const row = endedSessions === undefined ? undefined : await findSubUser(db, caller.partyId, userLoginId)
    if (endedSessions === undefined || !row) throw ApiError.notFound('account.noSuchSubUser')
    return ok(c, { ...row, endedSessions })
  })
  .post('/resetSubUserPassword', requireSession, managers, async (c) => {
    const { userLoginId, password } = await body(c, resetSubUserPasswordRequest)
    const { db, clock, hasher } = c.get('deps')
    const caller = c.get('caller')
    const endedSessions = await resetSubUserPassword(db, caller.partyId, {
      userLoginId,
      passwordHash: await hasher.hash(password),
      atIso: clock.now().toISOString(),
    })
    if (endedSessions === undefined) throw ApiError.notFound('account.noSuchSubUser')
    return ok(c, { endedSessions })
  })
