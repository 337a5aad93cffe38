// Sub-account permissions (issue 33) on SQLite and PostgreSQL: a narrowed sub-user is refused
// exactly the calls its missing keys cover and allowed the rest; a refusal changes nothing; a
// change applies on the person's next call; a merchant grants only what its tier has; a
// sub-user never changes keys; every change is in the sub-user's audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PermissionCatalogue, SubUserDetail } from '../../contract/account.schema.ts'
import { ALL_CALLS } from '../../contract/all-calls.ts'
import { accessAdmits, type CallDef, methodOf } from '../../contract/calls.ts'
import { ResultCode } from '../../contract/codes.ts'
import { defaultPermissions, PERMISSION_KEYS, permissionOfCall } from '../../contract/permissions.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

/** Keys the narrowed business manager of these tests lacks: an action, an export, a page. */
const REMOVED = [
  'finance.confirmStatement',
  'orders.ship',
  'orders.export',
  'products.prices',
  'statistics.view',
  'marketing.view',
  'marketing.edit',
]

/** Calls a sweep must not make: they end the session or open a long-lived answer. */
const NOT_SWEPT = new Set(['userLogout'])

describe.each(DATABASES)('sub-account permissions on %s', (kind) => {
  let t: TestApp
  let merchant: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    merchant = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  async function createNarrowed(username: string, permissions: readonly string[]) {
    const res = await call<{ userLoginId: string }>(t, 'createSubUser', {
      token: merchant,
      body: {
        username,
        name: '权限测试',
        mobile: '',
        roles: ['SUB_USER_BUS_MAG'],
        password: 'start-pass-1',
        permissions,
      },
    })
    expect(res.code, res.message).toBe(ResultCode.ok)
    return res.data.userLoginId
  }

  it('answers the catalogue of the caller’s tier with texts in its language and the roles’ defaults', async () => {
    const res = await call<PermissionCatalogue>(t, 'getPermissionCatalogue', {
      token: merchant,
      headers: { 'accept-language': 'zh' },
    })
    expect(res.code).toBe(ResultCode.ok)
    const confirm = res.data.permissions.find((p) => p.key === 'finance.confirmStatement')
    expect(confirm).toMatchObject({ text: '确认对账单', calls: ['confirmStatement'], parent: 'finance.view' })
    expect(res.data.roleDefaults.SUB_USER_BUS_MAG).toContain('finance.confirmStatement')
    expect(res.data.roleDefaults.SUB_USER_WX).toEqual(
      ['repair.view', 'repair.update', 'messages.view'].filter((k) =>
        res.data.permissions.some((p) => p.key === k),
      ),
    )
    // An ordering merchant's tier has no order, product or finance keys.
    const ordering = await call<PermissionCatalogue>(t, 'getPermissionCatalogue', {
      token: await loginAs(t, 'ordering'),
    })
    expect(ordering.data.permissions.map((p) => p.key)).toEqual([
      'businessNetwork.view',
      'businessNetwork.edit',
      'purchases.view',
      'purchases.edit',
      'purchases.catalogueOrder',
      'exchangeCertificates.view',
      'exchangeCertificates.edit',
      'messages.view',
    ])
    expect(ordering.data.permissions[0]?.text).toBe('View business opportunities and friends')
  })

  it('refuses a narrowed sub-user exactly the calls its missing keys cover and allows the rest', async () => {
    const keys = defaultPermissions(['SUB_USER_BUS_MAG']).filter((k) => !REMOVED.includes(k))
    const id = await createNarrowed('perm.sweep', keys)
    const detail = await call<SubUserDetail>(t, 'getSubUserDetail', {
      token: merchant,
      body: { userLoginId: id },
    })
    expect(detail.data).toMatchObject({ permissions: keys, defaultPermissions: false })
    const token = await loginAs(t, 'perm.sweep', 'start-pass-1')

    const refused: string[] = []
    const expected: string[] = []
    for (const [name, def] of Object.entries(ALL_CALLS as Record<string, CallDef>)) {
      const input = def.input ?? 'json'
      if (NOT_SWEPT.has(name) || input === 'stream' || input === 'file' || def.access === 'public') continue
      if (!accessAdmits(def.access, ['SUB_USER_BUS_MAG'])) continue
      const key = permissionOfCall(name)
      if (key !== undefined && REMOVED.includes(key)) expected.push(name)
      const res = await call(t, name, {
        token,
        method: methodOf(def),
        ...(methodOf(def) === 'POST' ? { body: {} } : {}),
      })
      if (res.code === ResultCode.forbidden) refused.push(name)
    }
    expect(refused.sort()).toEqual(expected.sort())
    expect(expected).toEqual(expect.arrayContaining(['confirmStatement', 'shipOrder', 'exportOrderList']))
  })

  it('changes nothing on a refused call: the statement stays unconfirmed', async () => {
    await createNarrowed(
      'perm.noconfirm',
      defaultPermissions(['SUB_USER_BUS_MAG']).filter((k) => k !== 'finance.confirmStatement'),
    )
    const token = await loginAs(t, 'perm.noconfirm', 'start-pass-1')
    const party = (
      await t.db
        .selectFrom('user_login')
        .select('party_id')
        .where('username', '=', 'distributionpro')
        .executeTakeFirstOrThrow()
    ).party_id
    const statement = await t.db
      .selectFrom('statement')
      .selectAll()
      .where('party_id', '=', party)
      .where('domain', '=', 'TRADE')
      .where('status', '=', 'OPEN')
      .executeTakeFirstOrThrow()
    const res = await call(t, 'confirmStatement', {
      token,
      body: { statementId: String(statement.id), version: statement.version },
    })
    expect(res.code).toBe(ResultCode.forbidden)
    expect(res.message).toContain('Confirm statements')
    const after = await t.db
      .selectFrom('statement')
      .selectAll()
      .where('id', '=', statement.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual(statement)
    // The merchant itself may confirm it: the refusal was the key's, not the statement's.
    const own = await call(t, 'confirmStatement', {
      token: merchant,
      body: { statementId: String(statement.id), version: statement.version },
    })
    expect(own.code, own.message).toBe(ResultCode.ok)
    // The key's other calls stay open.
    expect((await call(t, 'getStatementList', { token, body: {} })).code).toBe(ResultCode.ok)
  })

  it('applies a change on the sub-user’s next call and records it in its audit trail', async () => {
    const id = await createNarrowed('perm.live', defaultPermissions(['SUB_USER_BUS_MAG']))
    const token = await loginAs(t, 'perm.live', 'start-pass-1')
    expect((await call(t, 'getOrderList', { token, body: {} })).code).toBe(ResultCode.ok)

    const narrowed = defaultPermissions(['SUB_USER_BUS_MAG']).filter((k) => !k.startsWith('orders.'))
    const update = await call(t, 'updateSubUser', {
      token: merchant,
      body: {
        userLoginId: id,
        name: '权限测试',
        mobile: '',
        roles: ['SUB_USER_BUS_MAG'],
        permissions: narrowed,
      },
    })
    expect(update.code).toBe(ResultCode.ok)
    const refused = await call(t, 'getOrderList', { token, body: {}, headers: { 'accept-language': 'zh' } })
    expect(refused).toMatchObject({
      code: ResultCode.forbidden,
      message: '您没有“查看订单”权限，请联系主账号',
    })

    // Absent keys: back to the roles' defaults.
    await call(t, 'updateSubUser', {
      token: merchant,
      body: { userLoginId: id, name: '权限测试', mobile: '', roles: ['SUB_USER_BUS_MAG'] },
    })
    expect((await call(t, 'getOrderList', { token, body: {} })).code).toBe(ResultCode.ok)
    const back = await call<SubUserDetail>(t, 'getSubUserDetail', {
      token: merchant,
      body: { userLoginId: id },
    })
    expect(back.data.defaultPermissions).toBe(true)

    const trail = await t.db
      .selectFrom('audit_log')
      .select(['call', 'request'])
      .where('subject_type', '=', 'subUser')
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute()
    expect(trail.map((r) => r.call)).toEqual(['createSubUser', 'updateSubUser', 'updateSubUser'])
    // The request as asked (long lists are shortened by the trail's redaction).
    const asked = JSON.parse(trail[1]?.request ?? '{}') as { permissions: string[] }
    expect(asked.permissions.slice(0, 5)).toEqual(narrowed.slice(0, 5))
    expect(JSON.parse(trail[2]?.request ?? '{}')).not.toHaveProperty('permissions')
  })

  it('refuses a key the merchant’s tier or the sub-user’s role lacks, at permissions, and writes nothing', async () => {
    const tradebase = await loginAs(t, 'tradebase')
    const body = {
      username: 'perm.tier',
      name: '越级',
      mobile: '',
      roles: ['SUB_USER_SALE'],
      password: 'start-pass-1',
    }
    const cases: [string, Record<string, unknown>, string, string][] = [
      [tradebase, { permissions: ['catalogue.view'] }, 'permissions', 'notInTier'],
      [merchant, { permissions: ['repair.view'] }, 'permissions', 'notInTier'],
      [merchant, { roles: ['SUB_USER_WX'], permissions: ['orders.view'] }, 'permissions', 'outsideRole'],
      [merchant, { permissions: ['orders.ship'] }, 'permissions', 'permissionWithoutParent'],
      [merchant, { permissions: ['orders.everything'] }, 'permissions.0', 'unknownPermission'],
      [merchant, { permissions: ['orders.view', 'orders.view'] }, 'permissions', 'duplicate'],
    ]
    for (const [token, over, field, reason] of cases) {
      const res = await call(t, 'createSubUser', { token, body: { ...body, ...over } })
      expect(res, reason).toMatchObject({ code: ResultCode.invalidInput, data: { field, reason } })
    }
    const made = await t.db
      .selectFrom('user_login')
      .select('id')
      .where('username', '=', 'perm.tier')
      .execute()
    expect(made).toEqual([])
    // More than the role's defaults is fine within the tier: an empty set is too.
    const ok = await call(t, 'createSubUser', { token: merchant, body: { ...body, permissions: [] } })
    expect(ok.code).toBe(ResultCode.ok)
    const none = await loginAs(t, 'perm.tier', 'start-pass-1')
    expect((await call(t, 'getProductList', { token: none, body: {} })).code).toBe(ResultCode.forbidden)
    expect((await call(t, 'getMenuCount', { token: none, body: {} })).code).toBe(ResultCode.ok)
  })

  it('never lets a sub-user change its own or another’s permissions', async () => {
    const id = await createNarrowed('perm.self', ['orders.view'])
    const token = await loginAs(t, 'perm.self', 'start-pass-1')
    const widen = await call(t, 'updateSubUser', {
      token,
      body: {
        userLoginId: id,
        name: '自己',
        mobile: '',
        roles: ['SUB_USER_BUS_MAG'],
        permissions: [...PERMISSION_KEYS],
      },
    })
    expect(widen.code).toBe(ResultCode.forbidden)
    const create = await call(t, 'createSubUser', {
      token,
      body: {
        username: 'perm.child',
        name: '子',
        mobile: '',
        roles: ['SUB_USER_BUS_MAG'],
        password: 'start-pass-1',
      },
    })
    expect(create.code).toBe(ResultCode.forbidden)
    const row = await t.db
      .selectFrom('user_login')
      .select('permissions')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.permissions ?? 'null')).toEqual(['orders.view'])
    expect(
      await t.db.selectFrom('user_login').select('id').where('username', '=', 'perm.child').execute(),
    ).toEqual([])
  })

  it('lets a repair merchant create a repair staff login that signs in and sees only its own jobs', async () => {
    const shop = await loginAs(t, 'repairmember')
    const refused = await call(t, 'createSubUser', {
      token: shop,
      body: {
        username: 'rp.sales',
        name: '越权',
        mobile: '',
        roles: ['SUB_USER_SALE'],
        password: 'start-pass-1',
      },
    })
    expect(refused).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'roles', reason: 'roleNotInTier' },
    })
    const created = await call<{ userLoginId: string }>(t, 'createSubUser', {
      token: shop,
      body: {
        username: 'rp.tech02',
        name: '维修二号',
        mobile: '',
        roles: ['SUB_USER_WX'],
        password: 'start-pass-1',
      },
    })
    expect(created.code, created.message).toBe(ResultCode.ok)
    const staffId = created.data.userLoginId
    const listed = await call<{ list: Array<{ username: string }> }>(t, 'getSubUserList', {
      token: shop,
      body: {},
    })
    expect(listed.data.list.map((u) => u.username)).toContain('rp.tech02')

    // The assign dialog's list offers every one who takes jobs: the staff and the shop itself.
    const staff = await call<{ list: Array<{ userLoginId: string; username: string }> }>(
      t,
      'getRepairStaffList',
      {
        token: shop,
        body: {},
      },
    )
    expect(staff.data.list.map((s) => s.username).sort()).toEqual([
      'repairmember',
      'rp.tech02',
      'sub_user_wx',
    ])

    // One job assigned to the new login, as the merchant's assign step does it.
    const jobs = await call<{ list: Array<{ repairId: number }>; total: number }>(t, 'getRepairList', {
      token: shop,
      body: { pageSize: 50 },
    })
    expect(jobs.data.total).toBeGreaterThan(1)
    const [job, other] = jobs.data.list as [{ repairId: number }, { repairId: number }]
    await t.db
      .updateTable('repair_order')
      .set({ assignee_user_login_id: staffId })
      .where(
        'party_id',
        '=',
        (
          await t.db
            .selectFrom('user_login')
            .select('party_id')
            .where('username', '=', 'repairmember')
            .executeTakeFirstOrThrow()
        ).party_id,
      )
      .where('id', '=', job.repairId)
      .execute()

    const tech = await loginAs(t, 'rp.tech02', 'start-pass-1')
    const own = await call<{ list: Array<{ repairId: number }>; total: number }>(t, 'getRepairList', {
      token: tech,
      body: { pageSize: 50 },
    })
    expect(own.code).toBe(ResultCode.ok)
    expect(own.data.list.map((j) => j.repairId)).toEqual([job.repairId])
    const foreign = await call(t, 'getRepairDetails', { token: tech, body: { repairId: other.repairId } })
    expect(foreign.code).toBe(ResultCode.notFound)
  })
})
