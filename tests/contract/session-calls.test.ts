// vueGetUserInfo's computed fields, getMenuCount and getBank against the seeded demo world,
// and tenant isolation for every call implemented so far: a merchant never sees another
// merchant's counts or info, whatever ids it sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { MenuCountItem, UserInfo } from '../../contract/session.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const TRADEBASE = 'P10004'
const DISTRIBUTIONPRO = 'P10006'

async function countWhere(
  t: TestApp,
  table: 'sales_order' | 'after_sale' | 'catalogue_order',
  partyId: string,
) {
  const rows = await t.db.selectFrom(table).selectAll().where('party_id', '=', partyId).execute()
  return rows
}

async function expectedCounts(t: TestApp, partyId: string): Promise<MenuCountItem> {
  const orders = (await countWhere(t, 'sales_order', partyId)) as { status: string }[]
  const afterSales = (await countWhere(t, 'after_sale', partyId)) as { status: string }[]
  const catalogueOrders = (await countWhere(t, 'catalogue_order', partyId)) as { audit_status: string }[]
  const applications = await t.db
    .selectFrom('dis_cooperation_application')
    .select('status')
    .where('party_id', '=', partyId)
    .execute()
  return {
    orderCount: orders.filter((o) => o.status === 'WAIT_SHIP' || o.status === 'PART_SHIPPED').length,
    refundCount: afterSales.filter((a) => a.status === 'WAIT_AUDIT').length,
    cooperateCount: applications.filter((a) => a.status === 'PENDING').length,
    omsOrderCount: catalogueOrders.filter((o) => o.audit_status === 'PENDING').length,
  }
}

describe.each(DATABASES)('session calls with the demo world on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  let sale: string
  let tcbase: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
    sale = await loginAs(t, 'sub_user_sale')
    tcbase = await loginAs(t, 'tcbase')
  })
  afterAll(async () => {
    await t.close()
  })

  async function menu(token: string, body: unknown = {}) {
    return call<MenuCountItem[]>(t, 'getMenuCount', { token, body })
  }

  it('getMenuCount answers a list of one item with the tenant counts of the demo world', async () => {
    const res = await menu(trade)
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data).toHaveLength(1)
    const expected = await expectedCounts(t, TRADEBASE)
    expect(res.data[0]).toEqual(expected)
    // The demo world has work waiting for tradebase.
    expect(expected.orderCount).toBeGreaterThan(0)
    expect(expected.refundCount).toBeGreaterThan(0)
    expect(expected.omsOrderCount).toBeGreaterThan(0)
  })

  it('getMenuCount follows the data: a new order waiting to ship and a cooperation application count at once', async () => {
    const before = (await menu(pro)).data[0] as MenuCountItem
    const now = t.clock.now().toISOString()
    // No explicit key: on PostgreSQL this also proves the seed moved the serial sequences on.
    await t.db
      .insertInto('sales_order')
      .values({
        party_id: DISTRIBUTIONPRO,
        order_no: 'TEST-0001',
        channel: 'MALL',
        buyer_party_id: null,
        buyer_name: '测试买家',
        receiver_name: '测试买家',
        receiver_phone: '13800000000',
        province_id: null,
        city_id: null,
        county_id: null,
        address: '测试地址',
        status: 'WAIT_SHIP',
        salesman_id: null,
        goods_amount: 100,
        pay_amount: 100,
        created_at: now,
        paid_at: now,
        shipped_at: null,
        completed_at: null,
        cancelled_at: null,
        updated_at: now,
      })
      .execute()
    await t.db
      .insertInto('dis_cooperation_application')
      .values({
        party_id: DISTRIBUTIONPRO,
        applicant_party_id: 'PB00001',
        applicant_user_login_id: null,
        decided_by: null,
        decided_at: null,
        created_at: now,
      })
      .execute()
    const after = (await menu(pro)).data[0] as MenuCountItem
    expect(after.orderCount).toBe(before.orderCount + 1)
    expect(after.cooperateCount).toBe(before.cooperateCount + 1)
    expect(after.refundCount).toBe(before.refundCount)
  })

  it("ignores another merchant's partyId: the counts are always the caller's own", async () => {
    const own = (await menu(trade)).data[0]
    const other = (await menu(pro)).data[0]
    expect(own).not.toEqual(other)
    expect((await menu(trade, { partyId: DISTRIBUTIONPRO })).data[0]).toEqual(own)
    expect((await menu(pro, { partyId: TRADEBASE })).data[0]).toEqual(other)
    // A merchant without any trade sees zeros, not the merchant it names.
    expect((await menu(tcbase, { partyId: TRADEBASE })).data[0]).toEqual({
      orderCount: 0,
      refundCount: 0,
      cooperateCount: 0,
      omsOrderCount: 0,
    })
  })

  it("gives a sub-account its parent merchant's counts", async () => {
    expect((await menu(sale, { partyId: TRADEBASE })).data[0]).toEqual((await menu(pro)).data[0])
  })

  it('refuses getMenuCount without a session and with a malformed partyId, writing nothing', async () => {
    expect((await call(t, 'getMenuCount', { body: {} })).code).toBe(ResultCode.invalidToken)
    const bad = await menu(trade, { partyId: 12345 })
    expect(bad).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'partyId' } })
  })

  it('getBank lists the banks by their code and name', async () => {
    const res = await call<{ code: string; name: string }[]>(t, 'getBank', { method: 'GET', token: trade })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.length).toBeGreaterThanOrEqual(20)
    expect(res.data[0]).toEqual({ code: 'ICBC', name: '中国工商银行' })
    expect(res.data.map((b) => b.code)).toContain('CMB')
    expect((await call(t, 'getBank', { method: 'GET' })).code).toBe(ResultCode.invalidToken)
  })

  it('vueGetUserInfo answers the caller, never the party or login named in the request', async () => {
    const res = await call<UserInfo>(t, 'vueGetUserInfo', {
      method: 'GET',
      token: trade,
      query: { partyId: DISTRIBUTIONPRO, userLoginId: 'U10006' },
    })
    expect(res.data).toMatchObject({
      userLoginId: 'U10004',
      partyId: TRADEBASE,
      roles: ['TRADEBASE'],
      name: '陶贝',
      vipCode: 'TRADEBASE',
      vipName: '商贸基础版',
      erpInfoId: 'JST',
    })
    const sub = await call<UserInfo>(t, 'vueGetUserInfo', { method: 'GET', token: sale })
    expect(sub.data).toMatchObject({
      userLoginId: 'U10008',
      partyId: DISTRIBUTIONPRO,
      roles: ['SUB_USER_SALE'],
    })
  })

  it("mesNum counts the caller's own unread messages only", async () => {
    const at = t.clock.now().toISOString()
    const base = (await call<UserInfo>(t, 'vueGetUserInfo', { method: 'GET', token: pro })).data.mesNum
    const message = (userLoginId: string, partyId: string, isRead: number) => ({
      party_id: partyId,
      user_login_id: userLoginId,
      type: 'NOTICE' as const,
      title: '测试通知',
      sender_party_id: null,
      is_read: isRead,
      read_at: null,
      created_at: at,
    })
    await t.db
      .insertInto('message')
      .values([
        message('U10006', DISTRIBUTIONPRO, 0),
        message('U10006', DISTRIBUTIONPRO, 0),
        message('U10006', DISTRIBUTIONPRO, 1),
        // Another login of the same merchant, and another merchant: not the caller's.
        message('U10008', DISTRIBUTIONPRO, 0),
        message('U10004', TRADEBASE, 0),
      ])
      .execute()
    const info = await call<UserInfo>(t, 'vueGetUserInfo', { method: 'GET', token: pro })
    expect(info.data.mesNum).toBe(base + 2)
  })

  it('indexPageNum and carouselNum count the published announcements, popups once per user', async () => {
    const now = t.clock.now().getTime()
    const iso = (ms: number) => new Date(now + ms).toISOString()
    const before = (await call<UserInfo>(t, 'vueGetUserInfo', { method: 'GET', token: tcbase })).data
    const row = (over: Record<string, unknown>) => ({
      party_id: TRADEBASE,
      title: '公告',
      status: 'PUBLISHED' as const,
      publish_start_at: iso(-3_600_000),
      publish_end_at: iso(86_400_000),
      is_popup: 0,
      in_carousel: 0,
      created_by: null,
      created_at: iso(-7_200_000),
      updated_at: iso(-7_200_000),
      ...over,
    })
    const inserted = await t.db
      .insertInto('announcement')
      .values([
        row({ is_popup: 1 }),
        row({ is_popup: 1, in_carousel: 1 }),
        row({ in_carousel: 1 }),
        // Not visible: a draft, a window in the future, an expired one.
        row({ status: 'DRAFT', is_popup: 1, in_carousel: 1 }),
        row({ publish_start_at: iso(3_600_000), is_popup: 1, in_carousel: 1 }),
        row({ publish_end_at: iso(-60_000), is_popup: 1, in_carousel: 1 }),
      ])
      .returning('id')
      .execute()
    const after = (await call<UserInfo>(t, 'vueGetUserInfo', { method: 'GET', token: tcbase })).data
    expect(after.indexPageNum).toBe(before.indexPageNum + 2)
    expect(after.carouselNum).toBe(before.carouselNum + 2)
    // Once a popup was shown to this user it no longer counts for them.
    await t.db
      .insertInto('announcement_show_record')
      .values({
        user_login_id: 'U10001',
        announcement_id: inserted[0]?.id as number,
        party_id: 'P10001',
        shown_at: iso(0),
        closed_at: null,
      })
      .execute()
    const shown = (await call<UserInfo>(t, 'vueGetUserInfo', { method: 'GET', token: tcbase })).data
    expect(shown.indexPageNum).toBe(before.indexPageNum + 1)
    const other = (await call<UserInfo>(t, 'vueGetUserInfo', { method: 'GET', token: trade })).data
    expect(other.indexPageNum).toBeGreaterThanOrEqual(2)
  })

  it("userLogout ends only the caller's session", async () => {
    const second = await loginAs(t, 'tradebase')
    expect((await call(t, 'userLogout', { token: second, body: { partyId: DISTRIBUTIONPRO } })).code).toBe(
      ResultCode.ok,
    )
    expect((await menu(second)).code).toBe(ResultCode.invalidToken)
    expect((await menu(trade)).code).toBe(ResultCode.ok)
    expect((await menu(pro)).code).toBe(ResultCode.ok)
  })
})
