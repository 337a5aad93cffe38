// Sub-users' data scope (issue 33) on SQLite and PostgreSQL: a salesperson limited to its own
// customers (the members whose salesman is linked to its login, and their orders) sees only
// those in every list, count, total and export of the orders and members areas, reads none of
// another salesperson's customers' orders or members by id, writes none of them, gets no push
// of their orders, and cannot widen its own scope; an unscoped one sees all. The scope and the
// salesman link are set by createSubUser/updateSubUser, answered by getSubUserDetail, validated
// at their fields and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MERCHANT_WIDE_REPORT_CALLS, MERCHANT_WIDE_REPORT_PAGES } from '../../contract/permissions.ts'
import type { PermissionCatalogue, SubUserDetail } from '../../contract/account.schema.ts'
import type { BusinessOrderCreated } from '../../contract/business-profile.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { MemberItem } from '../../contract/distribution.schema.ts'
import { AFTER_SALE_AWAITING_AUDIT } from '../../contract/lifecycles/after-sale.lifecycle.ts'
import { ORDER_AWAITING_SHIPMENT } from '../../contract/lifecycles/order.lifecycle.ts'
import type { LiveEvent } from '../../contract/live.schema.ts'
import type { MenuCountResponse } from '../../contract/session.schema.ts'
import type { Ranking } from '../../contract/statistics.schema.ts'
import type { AfterSaleRow } from '../../contract/after-sales.schema.ts'
import type {
  OrderExportChunk,
  OrderRow,
  OrderStatusCounts,
  OrderTotals,
} from '../../contract/orders.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { dcall, page } from './distribution-helpers.ts'
import { openStream } from './event-stream.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const PRO = demoAccount('distributionpro')
const TRADE = demoAccount('tradebase')
const PASSWORD = 'start-pass-1'

describe.each(DATABASES)('sub-user data scope on %s', (kind) => {
  let t: TestApp
  let merchant: string
  /** Two enabled salesmen of the merchant, linked to no login. */
  let mine: number
  let theirs: number
  /** The members (party ids) of `mine`, and of `theirs`. */
  let myCustomers: Set<string>
  let theirCustomers: Set<string>
  let scoped: string
  let scopedId: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    merchant = await loginAs(t, 'distributionpro')
    const salesmen = await t.db
      .selectFrom('dis_salesman')
      .select(['id', 'user_login_id'])
      .where('party_id', '=', PRO.partyId)
      .where('enabled', '=', 1)
      .where('user_login_id', 'is', null)
      .orderBy('id')
      .execute()
    mine = Number(salesmen[0]?.id)
    theirs = Number(salesmen[1]?.id)
    const customersOf = async (salesmanId: number) =>
      new Set(
        (
          await t.db
            .selectFrom('dis_member')
            .select('member_party_id')
            .where('party_id', '=', PRO.partyId)
            .where('salesman_id', '=', salesmanId)
            .execute()
        ).map((r) => r.member_party_id),
      )
    myCustomers = await customersOf(mine)
    theirCustomers = await customersOf(theirs)
    expect(myCustomers.size).toBeGreaterThan(0)
    expect(theirCustomers.size).toBeGreaterThan(0)

    const created = await call<{ userLoginId: string }>(t, 'createSubUser', {
      token: merchant,
      body: {
        username: 'scope.sale',
        name: '范围业务员',
        mobile: '',
        roles: ['SUB_USER_SALE'],
        password: PASSWORD,
        salesmanId: mine,
      },
    })
    expect(created.code, created.message).toBe(ResultCode.ok)
    scopedId = created.data.userLoginId
    scoped = await loginAs(t, 'scope.sale', PASSWORD)
  })
  afterAll(async () => {
    await t.deps.live?.close()
    await t.close()
  })

  /** The merchant's orders whose buyer is one of `customers`. */
  const ordersOf = async (customers: Set<string>) =>
    t.db
      .selectFrom('sales_order')
      .select(['id', 'version', 'status', 'buyer_party_id', 'seller_remark'])
      .where('party_id', '=', PRO.partyId)
      .where('buyer_party_id', 'in', [...customers])
      .orderBy('id')
      .execute()

  const list = (token: string, body: Record<string, unknown> = {}) =>
    call<Page<OrderRow>>(t, 'getOrderList', { token, body: { pageSize: 100, ...body } })

  it('gives a new salesperson its role’s default scope, own customers, and answers it with its salesman', async () => {
    const detail = await call<SubUserDetail>(t, 'getSubUserDetail', {
      token: merchant,
      body: { userLoginId: scopedId },
    })
    expect(detail.data).toMatchObject({ dataScope: 'ownCustomers', salesmanId: mine })
    const catalogue = await call<PermissionCatalogue>(t, 'getPermissionCatalogue', { token: merchant })
    expect(catalogue.data.scopeDefaults).toEqual({
      SUB_USER_BUS_MAG: 'all',
      SUB_USER_SALE: 'ownCustomers',
      SUB_USER_WX: 'all',
    })
    expect(catalogue.data.salesmen.find((s) => s.salesmanId === mine)).toMatchObject({
      userLoginId: scopedId,
    })
    // A business manager sees all by default.
    const manager = await call<{ userLoginId: string }>(t, 'createSubUser', {
      token: merchant,
      body: {
        username: 'scope.mag',
        name: '经理',
        mobile: '',
        roles: ['SUB_USER_BUS_MAG'],
        password: PASSWORD,
      },
    })
    const managerDetail = await call<SubUserDetail>(t, 'getSubUserDetail', {
      token: merchant,
      body: { userLoginId: manager.data.userLoginId },
    })
    expect(managerDetail.data).toMatchObject({ dataScope: 'all', salesmanId: null })
  })

  it('lists, counts, totals and exports only its own customers’ orders', async () => {
    const own = await ordersOf(myCustomers)
    expect(own.length).toBeGreaterThan(0)
    const all = await list(merchant, { pageSize: 1 })
    expect(all.data.total).toBeGreaterThan(own.length)

    const res = await list(scoped)
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.total).toBe(own.length)
    const ownIds = new Set(own.map((o) => String(o.id)))
    expect(res.data.list.every((r) => ownIds.has(r.orderId))).toBe(true)
    // A buyer search and a status tab stay inside the scope too.
    const someone = res.data.list[0] as OrderRow
    const byBuyer = await list(scoped, { buyer: someone.buyerName })
    expect(byBuyer.data.list.every((r) => ownIds.has(r.orderId))).toBe(true)
    expect(byBuyer.data.list.map((r) => r.orderId)).toContain(someone.orderId)

    const counts = await call<OrderStatusCounts>(t, 'getOrderStatusCounts', { token: scoped, body: {} })
    expect(counts.data.total).toBe(own.length)
    for (const status of new Set(own.map((o) => o.status)))
      expect(counts.data.counts.find((c) => c.status === status)?.count).toBe(
        own.filter((o) => o.status === status).length,
      )
    const totals = await call<OrderTotals>(t, 'getOrderTotals', { token: scoped, body: {} })
    expect(totals.data.count).toBe(own.length)

    const exported = await call<OrderExportChunk>(t, 'exportOrderList', {
      token: scoped,
      body: { limit: 1000 },
    })
    expect(exported.data.total).toBe(own.length)
    expect(exported.data.rows.map((r) => r.orderId).sort()).toEqual([...ownIds].sort())
  })

  it('counts its own customers’ orders and after-sales in the menu badges and the after-sale list', async () => {
    // The buyer of one after-sale becomes its own customer (a member of its salesman).
    const handed = await t.db
      .selectFrom('after_sale')
      .select('buyer_party_id')
      .where('party_id', '=', PRO.partyId)
      .where('buyer_party_id', 'is not', null)
      .where('buyer_party_id', 'not in', [...theirCustomers])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const buyer = handed.buyer_party_id as string
    const updated = await t.db
      .updateTable('dis_member')
      .set({ salesman_id: mine })
      .where('party_id', '=', PRO.partyId)
      .where('member_party_id', '=', buyer)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0)
      await t.db
        .insertInto('dis_member')
        .values({
          party_id: PRO.partyId,
          member_party_id: buyer,
          salesman_id: mine,
          application_id: null,
          rank_id: null,
          last_order_at: null,
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        })
        .execute()
    myCustomers.add(buyer)
    const own = await ordersOf(myCustomers)
    const waiting = own.filter((o) => (ORDER_AWAITING_SHIPMENT as readonly string[]).includes(o.status))
    const sales = await t.db
      .selectFrom('after_sale as a')
      .innerJoin('sales_order as o', (j) =>
        j.onRef('o.id', '=', 'a.order_id').onRef('o.party_id', '=', 'a.party_id'),
      )
      .select(['a.id', 'a.status', 'o.buyer_party_id'])
      .where('a.party_id', '=', PRO.partyId)
      .execute()
    const ownSales = sales.filter((a) => a.buyer_party_id !== null && myCustomers.has(a.buyer_party_id))
    expect(ownSales.length).toBeGreaterThan(0)
    expect(ownSales.length).toBeLessThan(sales.length)
    const [badges] = (
      await call<MenuCountResponse>(t, 'getMenuCount', { token: scoped, body: { partyId: PRO.partyId } })
    ).data
    const [all] = (
      await call<MenuCountResponse>(t, 'getMenuCount', { token: merchant, body: { partyId: PRO.partyId } })
    ).data
    expect(badges?.orderCount).toBe(waiting.length)
    expect(badges?.refundCount).toBe(
      ownSales.filter((a) => (AFTER_SALE_AWAITING_AUDIT as readonly string[]).includes(a.status)).length,
    )
    expect(all?.orderCount).toBeGreaterThan(badges?.orderCount ?? 0)

    const list = await call<Page<AfterSaleRow>>(t, 'getAfterSaleList', {
      token: scoped,
      body: { pageSize: 100 },
    })
    expect(list.data.total).toBe(ownSales.length)
    const other = sales.find((a) => a.buyer_party_id !== null && !myCustomers.has(a.buyer_party_id))
    if (other) {
      const detail = await call(t, 'getAfterSaleDetail', {
        token: scoped,
        body: { afterSaleId: Number(other.id) },
      })
      expect(detail.code).toBe(ResultCode.notFound)
    }
  })

  it('lists only its own customers as members, and no other salesman’s even when asked for', async () => {
    const members = await page<MemberItem>(t, 'getMemberData', scoped, { pageSize: 100 })
    expect(members.total).toBe(myCustomers.size)
    expect(members.list.every((m) => myCustomers.has(m.partyId) && m.salesman?.id === mine)).toBe(true)
    const asked = await page<MemberItem>(t, 'getMemberData', scoped, { salesmanId: theirs })
    expect(asked).toMatchObject({ total: 0, list: [] })
  })

  it('reads none of another salesperson’s customers’ orders or members by id, and changes none', async () => {
    const [other] = (await ordersOf(theirCustomers)).filter((o) => o.status === 'WAIT_SHIP')
    const [anyOther] = await ordersOf(theirCustomers)
    const order = other ?? anyOther
    if (!order) throw new Error('no order of another salesman’s customer')
    const orderId = String(order.id)
    const detail = await call(t, 'getOrderDetail', { token: scoped, body: { orderId } })
    const missing = await call(t, 'getOrderDetail', { token: scoped, body: { orderId: '999999999' } })
    expect(detail.code).toBe(ResultCode.notFound)
    expect(detail.message).toBe(missing.message)
    // The merchant reads it.
    expect((await call(t, 'getOrderDetail', { token: merchant, body: { orderId } })).code).toBe(ResultCode.ok)

    const remark = await call(t, 'saveOrderRemark', {
      token: scoped,
      body: { orderId, version: order.version, remark: 'not mine' },
    })
    expect(remark.code).toBe(ResultCode.notFound)
    const ship = await call(t, 'shipOrder', {
      token: scoped,
      body: { orderId, version: order.version, carrierCode: 'SF', trackingNo: 'SF1234567890' },
    })
    expect(ship.code).toBe(ResultCode.notFound)
    const after = await t.db
      .selectFrom('sales_order')
      .select(['version', 'status', 'seller_remark'])
      .where('party_id', '=', PRO.partyId)
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual({
      version: order.version,
      status: order.status,
      seller_remark: order.seller_remark,
    })

    // The member and its orders, through the members area.
    const member = await t.db
      .selectFrom('dis_member')
      .select(['id', 'remark'])
      .where('party_id', '=', PRO.partyId)
      .where('salesman_id', '=', theirs)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    for (const [name, data] of [
      ['getMemberDetailsData', { memberId: member.id }],
      ['getMemberOrderListData', { memberId: member.id }],
      ['getMemberSellerOrderDetailsData', { orderId: Number(order.id) }],
      ['saveDistributionMemberRemark', { memberId: member.id, remark: 'not mine' }],
      // Taking another's customer would widen the scope.
      ['updateDistributionMemberSalesmanId', { memberIds: [member.id], salesmanId: mine }],
    ] as const) {
      const res = await dcall(t, name, scoped, data)
      expect(res.code, name).toBe(ResultCode.notFound)
    }
    const memberAfter = await t.db
      .selectFrom('dis_member')
      .select(['remark', 'salesman_id'])
      .where('party_id', '=', PRO.partyId)
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(memberAfter).toEqual({ remark: member.remark, salesman_id: theirs })

    // Its own customer's order and member it reads.
    const [ownOrder] = await ordersOf(myCustomers)
    expect(
      (await call(t, 'getOrderDetail', { token: scoped, body: { orderId: String(ownOrder?.id) } })).code,
    ).toBe(ResultCode.ok)
  })

  it('lists only its own customers in and outside a rank or a group, and moves none of another’s', async () => {
    const rank = await t.db
      .selectFrom('dis_rank')
      .select('id')
      .where('party_id', '=', PRO.partyId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const group = await t.db
      .selectFrom('dis_group')
      .select('id')
      .where('party_id', '=', PRO.partyId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    let seen = 0
    for (const [name, data] of [
      ['getRankMemberData', { rankId: rank.id }],
      ['getOutRankMemberData', { rankId: rank.id }],
      ['getGroupMemberData', { groupId: group.id }],
      ['getOutGroupMemberData', { groupId: group.id }],
    ] as const) {
      const scopedPage = await page<MemberItem>(t, name, scoped, { ...data, pageSize: 100 })
      expect(
        scopedPage.list.every((m) => myCustomers.has(m.partyId)),
        name,
      ).toBe(true)
      // The merchant's own view of the same list holds more than its salesperson's.
      const all = await page<MemberItem>(t, name, merchant, { ...data, pageSize: 1 })
      expect(all.total, name).toBeGreaterThanOrEqual(scopedPage.total)
      seen += scopedPage.total
    }
    // In and outside a rank, and in and outside a group: every own customer once on each side.
    expect(seen).toBe(2 * myCustomers.size)
    const inRank = await t.db
      .selectFrom('dis_member')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('party_id', '=', PRO.partyId)
      .where('salesman_id', '=', mine)
      .where('rank_id', '=', rank.id)
      .executeTakeFirstOrThrow()
    expect((await page<MemberItem>(t, 'getRankMemberData', scoped, { rankId: rank.id })).total).toBe(
      Number(inRank.n),
    )

    const member = await t.db
      .selectFrom('dis_member')
      .select(['id', 'rank_id'])
      .where('party_id', '=', PRO.partyId)
      .where('salesman_id', '=', theirs)
      .where('rank_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const groupsBefore = await t.db
      .selectFrom('dis_member_group')
      .select('group_id')
      .where('member_id', '=', member.id)
      .execute()
    for (const [name, data] of [
      ['removeMemberFromRank', { rankId: member.rank_id, memberIds: [member.id] }],
      ['saveDistributionMembersToGroup', { groupId: group.id, memberIds: [member.id] }],
      ['removeMemberFromGroup', { groupId: group.id, memberIds: [member.id] }],
    ] as const) {
      expect((await dcall(t, name, scoped, data)).code, name).toBe(ResultCode.notFound)
    }
    const after = await t.db
      .selectFrom('dis_member')
      .select('rank_id')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(after.rank_id).toBe(member.rank_id)
    const groupsAfter = await t.db
      .selectFrom('dis_member_group')
      .select('group_id')
      .where('member_id', '=', member.id)
      .execute()
    expect(groupsAfter).toEqual(groupsBefore)
  })

  it('ranks only its own customers in the statistics by client', async () => {
    const body = { startDate: '2025-11-21', endDate: '2026-11-20', limit: 100 }
    const all = await call<Ranking>(t, 'getStatisticsByClient', { token: merchant, body })
    const own = await call<Ranking>(t, 'getStatisticsByClient', { token: scoped, body })
    expect(own.code, own.message).toBe(ResultCode.ok)
    expect(own.data.rows.length).toBeGreaterThan(0)
    expect(own.data.rows.filter((r) => !myCustomers.has(r.key))).toEqual([])
    expect(all.data.rows.some((r) => theirCustomers.has(r.key))).toBe(true)
    expect(own.data.totals.orderCount).toBeLessThan(all.data.totals.orderCount)
  })

  it('is refused the reports of the whole business, and not shown their pages', async () => {
    const body = { startDate: '2025-11-21', endDate: '2026-11-20', limit: 10 }
    for (const name of MERCHANT_WIDE_REPORT_CALLS) {
      const refused = await call(t, name, { token: scoped, body })
      expect(refused.code, name).toBe(ResultCode.forbidden)
      expect(refused.message, name).toContain('own customers')
      expect((await call(t, name, { token: merchant, body })).code, name).toBe(ResultCode.ok)
    }
    const info = await t.app.request('/control/vueGetUserInfo', { headers: { externalLoginKey: scoped } })
    const { data } = (await info.json()) as { data: { deniedPages: string[] } }
    expect(data.deniedPages).toEqual(expect.arrayContaining([...MERCHANT_WIDE_REPORT_PAGES]))
    expect(data.deniedPages).not.toContain('statisticsByClient')
  })

  it('cannot widen its own scope or permissions', async () => {
    const widen = await call(t, 'updateSubUser', {
      token: scoped,
      body: {
        userLoginId: scopedId,
        name: '范围业务员',
        mobile: '',
        roles: ['SUB_USER_SALE'],
        dataScope: 'all',
      },
    })
    expect(widen.code).toBe(ResultCode.forbidden)
    const detail = await call<SubUserDetail>(t, 'getSubUserDetail', {
      token: merchant,
      body: { userLoginId: scopedId },
    })
    expect(detail.data.dataScope).toBe('ownCustomers')
    expect((await list(scoped, { pageSize: 1 })).data.total).toBe((await ordersOf(myCustomers)).length)
  })

  it('refuses a bad scope or salesman at its field and changes nothing', async () => {
    const base = { userLoginId: scopedId, name: '范围业务员', mobile: '', roles: ['SUB_USER_SALE'] }
    const linked = await t.db
      .selectFrom('dis_salesman')
      .select('id')
      .where('party_id', '=', PRO.partyId)
      .where('user_login_id', 'is not', null)
      .where('user_login_id', '!=', scopedId)
      .executeTakeFirstOrThrow()
    const foreign = await t.db
      .selectFrom('dis_salesman')
      .select('id')
      .where('party_id', '!=', PRO.partyId)
      .executeTakeFirstOrThrow()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dataScope: 'region' }, 'dataScope', 'unknownDataScope'],
      [{ dataScope: 'all', salesmanId: Number(foreign.id) }, 'salesmanId', 'noSuchSalesman'],
      [{ dataScope: 'all', salesmanId: 99999999 }, 'salesmanId', 'noSuchSalesman'],
      [{ dataScope: 'all', salesmanId: Number(linked.id) }, 'salesmanId', 'salesmanLinked'],
      [{ dataScope: 'all', salesmanId: 'x' }, 'salesmanId', 'required'],
    ]
    for (const [extra, field, reason] of cases) {
      const res = await call(t, 'updateSubUser', { token: merchant, body: { ...base, ...extra } })
      expect(res.code, JSON.stringify(extra)).toBe(ResultCode.invalidInput)
      expect(res.data, JSON.stringify(extra)).toMatchObject({ field, reason })
    }
    const detail = await call<SubUserDetail>(t, 'getSubUserDetail', {
      token: merchant,
      body: { userLoginId: scopedId },
    })
    expect(detail.data).toMatchObject({ dataScope: 'ownCustomers', salesmanId: mine })
  })

  it('pushes a new order to a scoped stream only when its buyer is one of its customers', async () => {
    const sku = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select('s.id')
      .where('s.party_id', '=', PRO.partyId)
      .where('p.party_id', '=', PRO.partyId)
      .where('p.status', '=', 'ON_SALE')
      .where('s.stock', '>', 10)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('promotion_product as pp')
              .select('pp.product_id')
              .whereRef('pp.product_id', '=', 'p.id')
              .where('pp.party_id', '=', PRO.partyId),
          ),
        ),
      )
      .orderBy('s.id')
      .executeTakeFirstOrThrow()
    const trade = await loginAs(t, 'tradebase')
    const setTradeSalesman = async (salesmanId: number) => {
      const updated = await t.db
        .updateTable('dis_member')
        .set({ salesman_id: salesmanId })
        .where('party_id', '=', PRO.partyId)
        .where('member_party_id', '=', TRADE.partyId)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) === 0)
        await t.db
          .insertInto('dis_member')
          .values({
            party_id: PRO.partyId,
            member_party_id: TRADE.partyId,
            salesman_id: salesmanId,
            application_id: null,
            rank_id: null,
            last_order_at: null,
            created_at: '2026-11-01T00:00:00.000Z',
            updated_at: '2026-11-01T00:00:00.000Z',
          })
          .execute()
    }
    const order = async () => {
      const created = await call<BusinessOrderCreated>(t, 'createBusinessProductPcOrder', {
        token: trade,
        body: { partyId: PRO.partyId, lines: [{ skuId: Number(sku.id), quantity: 1 }], remark: '' },
      })
      expect(created.code, JSON.stringify(created)).toBe(ResultCode.ok)
      return created.data.orderNo
    }
    const scopedStream = await openStream(t.app, scoped)
    const merchantStream = await openStream(t.app, merchant)
    try {
      await setTradeSalesman(theirs)
      const notMine = await order()
      const isOrder = (no: string) => (e: LiveEvent) =>
        e.type === 'order.created' && (e.data as { orderNo: string }).orderNo === no
      await merchantStream.next(isOrder(notMine))
      await new Promise((r) => setTimeout(r, 150))
      expect(scopedStream.events.filter(isOrder(notMine))).toEqual([])

      // The buyer becomes its customer: the stream reads its customers at each heartbeat, and a
      // new stream at once.
      await setTradeSalesman(mine)
      const fresh = await openStream(t.app, scoped)
      try {
        const mineNo = await order()
        await fresh.next(isOrder(mineNo))
        expect(fresh.events.filter(isOrder(notMine))).toEqual([])
      } finally {
        await fresh.close()
      }
    } finally {
      await Promise.all([scopedStream.close(), merchantStream.close()])
    }
  })

  it('lets the merchant widen the scope to all, applied on the next call and audited', async () => {
    const update = await call(t, 'updateSubUser', {
      token: merchant,
      body: {
        userLoginId: scopedId,
        name: '范围业务员',
        mobile: '',
        roles: ['SUB_USER_SALE'],
        dataScope: 'all',
        salesmanId: mine,
      },
    })
    expect(update.code, update.message).toBe(ResultCode.ok)
    const all = await list(merchant, { pageSize: 1 })
    expect((await list(scoped, { pageSize: 1 })).data.total).toBe(all.data.total)
    const members = await page<MemberItem>(t, 'getMemberData', merchant, { pageSize: 1 })
    expect((await page<MemberItem>(t, 'getMemberData', scoped, { pageSize: 1 })).total).toBe(members.total)

    const trail = await t.db
      .selectFrom('audit_log')
      .select(['call', 'request'])
      .where('subject_type', '=', 'subUser')
      .where('subject_id', '=', scopedId)
      .orderBy('id')
      .execute()
    expect(trail.map((r) => r.call)).toEqual(['createSubUser', 'updateSubUser'])
    expect(JSON.parse(trail[0]?.request ?? '{}')).toMatchObject({ salesmanId: mine })
    expect(JSON.parse(trail[1]?.request ?? '{}')).toMatchObject({ dataScope: 'all', salesmanId: mine })
  })
})
