// Account management on SQLite and PostgreSQL: the own account (info, avatar, password change
// ending the other sessions) and sub-users (list, create, edit, disable, reset), with roles,
// tenants and validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountInfo, SubUserRow } from '../../contract/account.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import {
  ADMIN_ROLE,
  AREA_ROLES,
  demoUserName,
  ROLES,
  type Role,
  SUB_USER_MANAGER_ROLES,
} from '../../contract/roles.ts'
import { call, checkedAnswer, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
)

describe.each(DATABASES)('account management on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const newUser = (over: Record<string, unknown> = {}) => ({
    username: 'pc.sales01',
    name: '销售一号',
    mobile: '13800000001',
    roles: ['SUB_USER_SALE'],
    password: 'start-pass-1',
    ...over,
  })

  it('lets only the account area’s roles in (and the repair merchant to its staff), and answers 50008 without a session', async () => {
    for (const role of [...ROLES, ADMIN_ROLE] as Array<Role | typeof ADMIN_ROLE>) {
      const token = await loginAs(t, demoUserName(role))
      for (const name of ['getSubUserList', 'getAccountInfo', 'createSubUser', 'changeAccountPassword']) {
        // Issue 33: the repair merchant manages its repair staff, without the account area.
        const roles = name.includes('SubUser') ? SUB_USER_MANAGER_ROLES : AREA_ROLES.account
        const allowed = role === ADMIN_ROLE || (roles as readonly string[]).includes(role)
        const res = await call(t, name, { token, body: {} })
        if (allowed) expect(res.code, `${role} ${name}`).not.toBe(ResultCode.forbidden)
        else expect(res.code, `${role} ${name}`).toBe(ResultCode.forbidden)
      }
    }
    expect((await call(t, 'getSubUserList', { body: {} })).code).toBe(ResultCode.invalidToken)
  })

  it('shows the own account and saves name, phone and an own uploaded avatar', async () => {
    const token = await loginAs(t, 'tcbase')
    const info = await call<AccountInfo>(t, 'getAccountInfo', { token })
    expect(info.code).toBe(ResultCode.ok)
    expect(info.data).toMatchObject({
      username: 'tcbase',
      name: '唐晨',
      merchantName: '晨光五金商行',
      roles: ['TCBASE'],
    })

    const form = new FormData()
    form.set('file', new File([PNG], 'me.png', { type: 'image/png' }))
    const res = await t.app.request('/control/uploadAccountAvatar', {
      method: 'POST',
      headers: { externalLoginKey: token },
      body: form,
    })
    const upload = checkedAnswer<{ url: string }>('uploadAccountAvatar', await res.json())
    expect(upload.code).toBe(ResultCode.ok)

    const saved = await call<AccountInfo>(t, 'saveAccountInfo', {
      token,
      body: { name: ' 唐晨晨 ', mobile: '+86 138-0000-0000', avatar: upload.data.url },
    })
    expect(saved.code).toBe(ResultCode.ok)
    const again = await call<AccountInfo>(t, 'getAccountInfo', { token })
    expect(again.data).toMatchObject({ name: '唐晨晨', mobile: '+86 138-0000-0000', avatar: upload.data.url })
    // The top bar reads the same login.
    const user = await call<{ name: string; avatar: string }>(t, 'vueGetUserInfo', { token, method: 'GET' })
    expect(user.data).toMatchObject({ name: '唐晨晨', avatar: upload.data.url })

    // Another merchant's upload, a foreign URL, a blank name and a bad phone are refused at the field.
    const other = await loginAs(t, 'experience')
    for (const [body, field, reason] of [
      [{ name: 'x', avatar: 'https://evil.example/a.png' }, 'avatar', 'notAnUpload'],
      [{ name: '   ' }, 'name', 'required'],
      [{ name: 'x', mobile: 'call me' }, 'mobile', 'phone'],
      [{ name: 'x'.repeat(65) }, 'name', 'tooLong'],
    ] as const) {
      const refused = await call(t, 'saveAccountInfo', { token: other, body })
      expect(refused.code).toBe(ResultCode.invalidInput)
      expect(refused.data).toMatchObject({ field, reason })
    }
    const foreign = await call(t, 'saveAccountInfo', {
      token: other,
      body: { name: 'x', avatar: upload.data.url },
    })
    expect(foreign.data).toMatchObject({ field: 'avatar', reason: 'notAnUpload' })
    expect((await call<AccountInfo>(t, 'getAccountInfo', { token: other })).data.name).toBe('易佳')
  })

  it('changes the own password with the current one and ends the other sessions only', async () => {
    const here = await loginAs(t, 'ordering')
    const elsewhere = await loginAs(t, 'ordering')
    const wrong = await call(t, 'changeAccountPassword', {
      token: here,
      body: { currentPassword: 'not-it', newPassword: 'new-pass-123' },
    })
    expect(wrong.code).toBe(ResultCode.invalidInput)
    expect(wrong.data).toMatchObject({ field: 'currentPassword', reason: 'wrongPassword' })
    const short = await call(t, 'changeAccountPassword', {
      token: here,
      body: { currentPassword: 'demo1234', newPassword: 'short' },
    })
    expect(short.data).toMatchObject({ field: 'newPassword', reason: 'tooShort', min: 8 })
    const same = await call(t, 'changeAccountPassword', {
      token: here,
      body: { currentPassword: 'demo1234', newPassword: 'demo1234' },
    })
    expect(same.data).toMatchObject({ field: 'newPassword', reason: 'sameAsCurrent' })
    // Nothing changed so far: the other session still works.
    expect((await call(t, 'getAccountInfo', { token: elsewhere })).code).toBe(ResultCode.ok)

    const open = await t.db
      .selectFrom('session')
      .select('token_hash')
      .where('user_login_id', '=', 'U10003')
      .where('ended_at', 'is', null)
      .execute()
    const changed = await call<{ endedSessions: number }>(t, 'changeAccountPassword', {
      token: here,
      body: { currentPassword: 'demo1234', newPassword: 'new-pass-123' },
    })
    expect(changed.code).toBe(ResultCode.ok)
    // Every open session but this one (the role test above signed in as ordering too).
    expect(changed.data.endedSessions).toBe(open.length - 1)
    expect(open.length).toBeGreaterThanOrEqual(2)
    expect((await call(t, 'getAccountInfo', { token: here })).code).toBe(ResultCode.ok)
    expect((await call(t, 'getAccountInfo', { token: elsewhere })).code).toBe(ResultCode.invalidToken)
    const old = await call(t, 'vueUserLogin', { body: { USERNAME: 'ordering', PASSWORD: 'demo1234' } })
    expect(old.code).toBe(ResultCode.badCredentials)
    expect(await loginAs(t, 'ordering', 'new-pass-123')).toBeTruthy()
  })

  it('lists the merchant’s own sub-users with roles, search, status filter and paging', async () => {
    const pro = await loginAs(t, 'distributionpro')
    const list = await call<Page<SubUserRow>>(t, 'getSubUserList', { token: pro, body: {} })
    expect(list.code).toBe(ResultCode.ok)
    expect(list.data.list.map((u) => [u.username, u.roles, u.status]).sort()).toEqual([
      ['sub_user_bus_mag', ['SUB_USER_BUS_MAG'], 'ENABLED'],
      ['sub_user_sale', ['SUB_USER_SALE'], 'ENABLED'],
    ])
    // The merchant's own login is not a sub-user.
    expect(list.data.list.map((u) => u.username)).not.toContain('distributionpro')
    const found = await call<Page<SubUserRow>>(t, 'getSubUserList', { token: pro, body: { search: '沙' } })
    expect(found.data.list.map((u) => u.username)).toEqual(['sub_user_sale'])
    const literal = await call<Page<SubUserRow>>(t, 'getSubUserList', { token: pro, body: { search: '%' } })
    expect(literal.data.total).toBe(0)
    const paged = await call<Page<SubUserRow>>(t, 'getSubUserList', {
      token: pro,
      body: { pageSize: 1, page: 2, sortField: 'username', sortOrder: 'asc' },
    })
    expect(paged.data).toMatchObject({ total: 2, page: 2 })
    expect(paged.data.list.map((u) => u.username)).toEqual(['sub_user_sale'])
    const disabled = await call<Page<SubUserRow>>(t, 'getSubUserList', {
      token: pro,
      body: { status: 'DISABLED' },
    })
    expect(disabled.data.total).toBe(0)
    // Another merchant sees none of them.
    const trade = await loginAs(t, 'tradebase')
    expect((await call<Page<SubUserRow>>(t, 'getSubUserList', { token: trade, body: {} })).data.total).toBe(0)
    const bad = await call(t, 'getSubUserList', { token: pro, body: { sortField: 'password_hash' } })
    expect(bad.data).toMatchObject({ field: 'sortField', reason: 'notSortable' })
    const badStatus = await call(t, 'getSubUserList', { token: pro, body: { status: 'GONE' } })
    expect(badStatus.data).toMatchObject({ field: 'status', reason: 'unknownStatus' })
  })

  it('creates a sub-user that signs in inside its merchant with its role, and refuses bad input', async () => {
    const pro = await loginAs(t, 'distributionpro')
    for (const [over, field, reason] of [
      [{ username: 'sub_user_sale' }, 'username', 'duplicate'],
      [{ username: 'distributionpro' }, 'username', 'duplicate'],
      [{ username: 'Upper Case' }, 'username', 'loginName'],
      [{ username: 'ab' }, 'username', 'tooShort'],
      [{ roles: [] }, 'roles', 'required'],
      [{ roles: ['TRADEBASE'] }, 'roles.0', 'notASubUserRole'],
      [{ roles: ['admin'] }, 'roles.0', 'notASubUserRole'],
      [{ roles: ['SUB_USER_SALE', 'SUB_USER_SALE'] }, 'roles', 'duplicate'],
      [{ password: '1234567' }, 'password', 'tooShort'],
      [{ name: '' }, 'name', 'required'],
    ] as const) {
      const refused = await call(t, 'createSubUser', { token: pro, body: newUser(over) })
      expect(refused.code, `${field} ${reason}`).toBe(ResultCode.invalidInput)
      expect(refused.data).toMatchObject({ field, reason })
    }
    expect((await call<Page<SubUserRow>>(t, 'getSubUserList', { token: pro, body: {} })).data.total).toBe(2)

    const created = await call<{ userLoginId: string }>(t, 'createSubUser', {
      token: pro,
      body: newUser({ roles: ['SUB_USER_SALE', 'SUB_USER_BUS_MAG'] }),
    })
    expect(created.code).toBe(ResultCode.ok)
    const detail = await call<SubUserRow>(t, 'getSubUserDetail', {
      token: pro,
      body: { userLoginId: created.data.userLoginId },
    })
    expect(detail.data).toMatchObject({
      username: 'pc.sales01',
      name: '销售一号',
      roles: ['SUB_USER_BUS_MAG', 'SUB_USER_SALE'],
      status: 'ENABLED',
    })
    const sub = await loginAs(t, 'pc.sales01', 'start-pass-1')
    const me = await call<{ partyId: string; roles: string[] }>(t, 'vueGetUserInfo', {
      token: sub,
      method: 'GET',
    })
    const parent = await call<{ partyId: string }>(t, 'vueGetUserInfo', { token: pro, method: 'GET' })
    expect(me.data.partyId).toBe(parent.data.partyId)
    expect(me.data.roles).toEqual(['SUB_USER_BUS_MAG', 'SUB_USER_SALE'])
    // A sub-user may not manage accounts itself.
    expect((await call(t, 'getSubUserList', { token: sub, body: {} })).code).toBe(ResultCode.forbidden)
  })

  it('edits roles, disables (ending the sub-user’s session at once), enables and resets its password', async () => {
    const pro = await loginAs(t, 'distributionpro')
    const created = await call<{ userLoginId: string }>(t, 'createSubUser', {
      token: pro,
      body: newUser({ username: 'pc.repair', roles: ['SUB_USER_WX'] }),
    })
    const id = created.data.userLoginId
    let sub = await loginAs(t, 'pc.repair', 'start-pass-1')
    expect((await call(t, 'getRepairList', { token: sub, body: {} })).code).not.toBe(ResultCode.forbidden)

    const edited = await call(t, 'updateSubUser', {
      token: pro,
      body: { userLoginId: id, name: '维修改销售', mobile: '', roles: ['SUB_USER_SALE'] },
    })
    expect(edited.code).toBe(ResultCode.ok)
    // The new roles apply from the next call.
    expect((await call(t, 'getRepairList', { token: sub, body: {} })).code).toBe(ResultCode.forbidden)
    const badEdit = await call(t, 'updateSubUser', {
      token: pro,
      body: { userLoginId: id, name: 'x', roles: ['REPAIRMEMBER'] },
    })
    expect(badEdit.data).toMatchObject({ field: 'roles.0', reason: 'notASubUserRole' })

    const off = await call<SubUserRow & { endedSessions: number }>(t, 'changeSubUserStatus', {
      token: pro,
      body: { userLoginId: id, status: 'DISABLED' },
    })
    expect(off.data).toMatchObject({ status: 'DISABLED', endedSessions: 1 })
    expect((await call(t, 'vueGetUserInfo', { token: sub, method: 'GET' })).code).toBe(
      ResultCode.invalidToken,
    )
    const denied = await call(t, 'vueUserLogin', {
      body: { USERNAME: 'pc.repair', PASSWORD: 'start-pass-1' },
    })
    expect(denied.code).toBe(ResultCode.accountDisabled)

    const on = await call<SubUserRow>(t, 'changeSubUserStatus', {
      token: pro,
      body: { userLoginId: id, status: 'ENABLED' },
    })
    expect(on.data.status).toBe('ENABLED')
    sub = await loginAs(t, 'pc.repair', 'start-pass-1')
    const reset = await call<{ endedSessions: number }>(t, 'resetSubUserPassword', {
      token: pro,
      body: { userLoginId: id, password: 'temp-pass-99' },
    })
    expect(reset.data.endedSessions).toBe(1)
    expect((await call(t, 'vueGetUserInfo', { token: sub, method: 'GET' })).code).toBe(
      ResultCode.invalidToken,
    )
    expect(
      (await call(t, 'vueUserLogin', { body: { USERNAME: 'pc.repair', PASSWORD: 'start-pass-1' } })).code,
    ).toBe(ResultCode.badCredentials)
    expect(await loginAs(t, 'pc.repair', 'temp-pass-99')).toBeTruthy()
    const short = await call(t, 'resetSubUserPassword', {
      token: pro,
      body: { userLoginId: id, password: 'x' },
    })
    expect(short.data).toMatchObject({ field: 'password', reason: 'tooShort' })
    const badStatus = await call(t, 'changeSubUserStatus', {
      token: pro,
      body: { userLoginId: id, status: 'GONE' },
    })
    expect(badStatus.data).toMatchObject({ field: 'status', reason: 'unknownStatus' })
  })

  it('answers not found for another merchant’s sub-user, the merchant’s own login and unknown ids, changing nothing', async () => {
    const trade = await loginAs(t, 'tradebase')
    const pro = await loginAs(t, 'distributionpro')
    const foreign = 'U10008' // sub_user_sale of distributionpro
    const own = 'U10004' // tradebase itself
    for (const userLoginId of [foreign, own, 'U-nope']) {
      for (const [name, extra] of [
        ['getSubUserDetail', {}],
        ['updateSubUser', { name: '偷改', roles: ['SUB_USER_SALE'] }],
        ['changeSubUserStatus', { status: 'DISABLED' }],
        ['resetSubUserPassword', { password: 'stolen-pass-1' }],
      ] as const) {
        const res = await call(t, name, { token: trade, body: { userLoginId, ...extra } })
        expect(res.code, `${name} ${userLoginId}`).toBe(ResultCode.notFound)
      }
    }
    const still = await call<SubUserRow>(t, 'getSubUserDetail', {
      token: pro,
      body: { userLoginId: foreign },
    })
    expect(still.data).toMatchObject({ name: '沙小明', status: 'ENABLED', roles: ['SUB_USER_SALE'] })
    expect(await loginAs(t, 'sub_user_sale')).toBeTruthy()
    expect(await loginAs(t, 'tradebase')).toBeTruthy()
    const missing = await call(t, 'getSubUserDetail', { token: pro, body: {} })
    expect(missing.data).toMatchObject({ field: 'userLoginId', reason: 'required' })
  })
})
