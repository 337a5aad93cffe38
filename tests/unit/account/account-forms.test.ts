// The account forms' browser checks: the same rules and limits as contract/account.schema.ts,
// so the schema and the form refuse the same drafts at the same fields.
import { describe, expect, it } from 'vitest'
import {
  changeAccountPasswordRequest,
  createSubUserRequest,
  saveAccountInfoRequest,
  updateSubUserRequest,
} from '../../../contract/account.schema.ts'
import {
  EMPTY_PASSWORD_DRAFT,
  passwordRequest,
  validatePasswordChange,
  validateProfile,
} from '../../../src/machines/account/account-form.ts'
import {
  createRequest,
  EMPTY_SUB_USER,
  keysForRoles,
  permissionChanges,
  roleDefaults,
  subUserDraft,
  togglePermission,
  toggleRole,
  updateRequest,
  validateResetPassword,
  validateSubUser,
} from '../../../src/machines/account/sub-user-form.ts'

const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.path.join('.')

describe('own account forms', () => {
  it('refuses a blank or long name and a bad phone, like the contract', () => {
    const cases = [
      { name: ' ', mobile: '', avatar: '' },
      { name: 'x'.repeat(65), mobile: '', avatar: '' },
      { name: 'ok', mobile: 'call me', avatar: '' },
    ]
    for (const draft of cases) {
      const fields = Object.keys(validateProfile(draft))
      expect(fields).toHaveLength(1)
      expect(firstIssue(saveAccountInfoRequest.safeParse(draft))).toBe(fields[0])
    }
    expect(validateProfile({ name: '唐晨', mobile: '+86 138-0000-0000', avatar: '' })).toEqual({})
  })

  it('checks the password change: current given, new 8–64 and different, repeated the same', () => {
    expect(validatePasswordChange(EMPTY_PASSWORD_DRAFT)).toEqual({
      currentPassword: { reason: 'required' },
      newPassword: { reason: 'required' },
      confirmPassword: { reason: 'required' },
    })
    const short = { currentPassword: 'demo1234', newPassword: 'short', confirmPassword: 'short' }
    expect(validatePasswordChange(short)).toEqual({ newPassword: { reason: 'passwordLength' } })
    expect(firstIssue(changeAccountPasswordRequest.safeParse(passwordRequest(short)))).toBe('newPassword')
    const same = { currentPassword: 'demo1234', newPassword: 'demo1234', confirmPassword: 'demo1234' }
    expect(validatePasswordChange(same)).toEqual({ newPassword: { reason: 'sameAsCurrent' } })
    const differ = { currentPassword: 'demo1234', newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' }
    expect(validatePasswordChange(differ)).toEqual({ confirmPassword: { reason: 'passwordsDiffer' } })
    const good = { currentPassword: 'demo1234', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' }
    expect(validatePasswordChange(good)).toEqual({})
    expect(passwordRequest(good)).toEqual({ currentPassword: 'demo1234', newPassword: 'new-pass-1' })
    expect(changeAccountPasswordRequest.safeParse(passwordRequest(good)).success).toBe(true)
  })
})

describe('sub-user forms', () => {
  const good = {
    username: 'pc.sales01',
    name: '销售',
    mobile: '',
    roles: ['SUB_USER_SALE'],
    password: 'start-pass',
    permissions: null as string[] | null,
    dataScope: null,
    salesmanId: null,
  }

  it('checks a new sub-user at the same fields as the contract', () => {
    const create = validateSubUser(true)
    expect(create(good)).toEqual({})
    expect(createSubUserRequest.safeParse(createRequest(good)).success).toBe(true)
    for (const [over, field, reason] of [
      [{ username: 'Upper' }, 'username', 'loginName'],
      [{ username: 'ab' }, 'username', 'loginNameLength'],
      [{ username: 'x'.repeat(33) }, 'username', 'loginNameLength'],
      [{ password: '1234567' }, 'password', 'passwordLength'],
      [{ roles: [] }, 'roles', 'chooseRole'],
      [{ roles: ['TRADEBASE'] }, 'roles', 'notASubUserRole'],
      [{ name: '' }, 'name', 'required'],
      [{ mobile: 'abc' }, 'mobile', 'phone'],
    ] as const) {
      const draft = {
        ...good,
        ...over,
        roles: [...((over as { roles?: readonly string[] }).roles ?? good.roles)],
      }
      expect(create(draft)).toEqual({ [field]: { reason } })
      expect(firstIssue(createSubUserRequest.safeParse(createRequest(draft)))?.split('.')[0]).toBe(field)
    }
  })

  it('edits only name, phone and roles, and keeps the roles in the contract’s order', () => {
    const edit = validateSubUser(false)
    expect(edit({ ...EMPTY_SUB_USER, name: 'x', roles: ['SUB_USER_WX'] })).toEqual({})
    const request = updateRequest('U1', {
      ...good,
      roles: toggleRole(['SUB_USER_WX'], 'SUB_USER_BUS_MAG', true),
    })
    expect(request).toEqual({
      userLoginId: 'U1',
      name: '销售',
      mobile: '',
      roles: ['SUB_USER_BUS_MAG', 'SUB_USER_WX'],
    })
    expect(updateSubUserRequest.safeParse(request).success).toBe(true)
    expect(toggleRole(['SUB_USER_WX', 'SUB_USER_SALE'], 'SUB_USER_WX', false)).toEqual(['SUB_USER_SALE'])
    const loaded = subUserDraft({
      userLoginId: 'U1',
      username: 'a.b',
      name: 'n',
      mobile: '1',
      roles: ['SUB_USER_SALE'],
      status: 'ENABLED',
      createdAt: '2026-11-20T00:00:00.000Z',
      permissions: ['orders.view'],
      defaultPermissions: true,
      dataScope: 'ownCustomers',
      salesmanId: 7,
    })
    expect(loaded).toEqual({
      username: 'a.b',
      name: 'n',
      mobile: '1',
      roles: ['SUB_USER_SALE'],
      password: '',
      permissions: null,
      dataScope: 'ownCustomers',
      salesmanId: 7,
    })
    // A loaded draft sends its scope and salesman; unlinking sends null.
    expect(updateRequest('U1', { ...loaded, salesmanId: null })).toMatchObject({
      dataScope: 'ownCustomers',
      salesmanId: null,
    })
    expect(updateSubUserRequest.safeParse(updateRequest('U1', loaded)).success).toBe(true)
  })

  it('sends chosen permission keys, and none when the roles’ defaults are kept', () => {
    const chosen = { ...good, permissions: ['orders.view', 'orders.ship'] }
    expect(createRequest(chosen).permissions).toEqual(['orders.view', 'orders.ship'])
    expect(createSubUserRequest.safeParse(createRequest(chosen)).success).toBe(true)
    expect(createRequest(good)).not.toHaveProperty('permissions')
    expect(updateRequest('U1', good)).not.toHaveProperty('permissions')
  })

  it('turns a key on with the key it belongs under, and off with the keys under it', () => {
    const catalogue = [
      { key: 'orders.view', parent: null, roles: ['SUB_USER_SALE', 'SUB_USER_BUS_MAG'] },
      { key: 'orders.ship', parent: 'orders.view', roles: ['SUB_USER_SALE', 'SUB_USER_BUS_MAG'] },
      { key: 'repair.view', parent: null, roles: ['SUB_USER_WX'] },
    ]
    expect(togglePermission(catalogue, [], 'orders.ship', true)).toEqual(['orders.view', 'orders.ship'])
    expect(togglePermission(catalogue, ['orders.view', 'orders.ship'], 'orders.view', false)).toEqual([])
    expect(keysForRoles(catalogue, ['SUB_USER_WX'])).toEqual(['repair.view'])
    expect(roleDefaults(catalogue, { SUB_USER_SALE: ['orders.view'] }, ['SUB_USER_SALE'])).toEqual([
      'orders.view',
    ])
    expect(permissionChanges(['orders.view', 'orders.ship'], ['orders.view', 'repair.view'])).toEqual({
      added: ['repair.view'],
      removed: ['orders.ship'],
    })
  })

  it('checks the reset password’s length', () => {
    expect(validateResetPassword({ password: '' })).toEqual({ password: { reason: 'required' } })
    expect(validateResetPassword({ password: 'x'.repeat(65) })).toEqual({
      password: { reason: 'passwordLength' },
    })
    expect(validateResetPassword({ password: 'temp-pass-1' })).toEqual({})
  })
})
