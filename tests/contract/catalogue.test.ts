// Catalogue ordering calls: roles (the catalogue area, and the order audit open to the basic
// tiers), tenant isolation with another merchant's ids, validation (the field and reason),
// saving, publishing, closing and deleting catalogues, and the catalogue order audit lifecycle
// (approve creates the sales order, reject needs a reason, a decided order is a conflict).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  CatalogueDetail,
  CatalogueOptions,
  CatalogueOrderCounts,
  CatalogueOrderDetail,
  CatalogueOrderRow,
  CatalogueProductOption,
  CatalogueRow,
} from '../../contract/catalogue.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const CATALOGUE_CALLS = [
  'getCatalogList',
  'getCatalogDetail',
  'getCatalogOptions',
  'getCatalogProductOptions',
  'saveCatalog',
  'changeCatalogStatus',
  'deleteCatalog',
]
const AUDIT_CALLS = [
  'getCatalogueOrderList',
  'getCatalogueOrderCounts',
  'getCatalogueOrderDetail',
  'approveCatalogueOrder',
  'rejectCatalogueOrder',
]

describe.each(DATABASES)('catalogue ordering on %s', (kind) => {
  let t: TestApp
  let pro: string
  let manager: string
  let base: string
  const rc = <T = unknown>(name: string, token: string, body: Record<string, unknown> = {}) =>
    call<T>(t, name, { token, body })
  const okData = async <T>(name: string, token: string, body: Record<string, unknown> = {}) => {
    const res = await rc<T>(name, token, body)
    expect(res.code, `${name}: ${res.message}`).toBe(ResultCode.ok)
    return res.data
  }
  const pendingOf = async (token: string) =>
    (
      await okData<Page<CatalogueOrderRow>>('getCatalogueOrderList', token, {
        status: 'PENDING',
        pageSize: 100,
      })
    ).list
  const menuCount = async (token: string) =>
    (await okData<{ omsOrderCount: number }[]>('getMenuCount', token))[0]?.omsOrderCount
  const productIds = async (token: string, n: number) =>
    (await okData<Page<CatalogueProductOption>>('getCatalogProductOptions', token, { pageSize: n })).list.map(
      (p) => p.productId,
    )
  const validity = { startAt: '2026-12-01T00:00:00.000Z', endAt: '2027-01-31T00:00:00.000Z' }

  beforeAll(async () => {
    t = await createTestApp(kind)
    pro = await loginAs(t, 'distributionpro')
    manager = await loginAs(t, 'sub_user_bus_mag')
    base = await loginAs(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses the catalogue calls outside the catalogue roles and the audit outside its roles', async () => {
    const repair = await loginAs(t, 'repairmember')
    const distBase = await loginAs(t, 'distributionbase')
    for (const token of [base, distBase, repair]) {
      for (const name of CATALOGUE_CALLS)
        expect((await rc(name, token, { id: 1 })).code, name).toBe(ResultCode.forbidden)
    }
    for (const name of AUDIT_CALLS)
      expect((await rc(name, repair, { id: 1, rejectText: 'x' })).code, name).toBe(ResultCode.forbidden)
    // The basic tiers may audit their own catalogue orders.
    for (const token of [base, distBase]) expect((await pendingOf(token)).length).toBeGreaterThan(0)
    // Sub-accounts of the catalogue roles act for their merchant.
    const sale = await loginAs(t, 'sub_user_sale')
    const mine = await okData<Page<CatalogueRow>>('getCatalogList', pro)
    const theirs = await okData<Page<CatalogueRow>>('getCatalogList', sale)
    expect(theirs.total).toBe(mine.total)
    expect(mine.total).toBeGreaterThan(0)
    expect(await okData<Page<CatalogueOrderRow>>('getCatalogueOrderList', manager)).toMatchObject({
      total: (await okData<Page<CatalogueOrderRow>>('getCatalogueOrderList', pro)).total,
    })
  })

  it('lists catalogues filtered by status and keyword with their counts', async () => {
    const all = await okData<Page<CatalogueRow>>('getCatalogList', pro, { pageSize: 100 })
    const published = await okData<Page<CatalogueRow>>('getCatalogList', pro, { status: 'PUBLISHED' })
    expect(published.total).toBeGreaterThan(0)
    expect(published.list.every((r) => r.status === 'PUBLISHED')).toBe(true)
    const first = all.list[0] as CatalogueRow
    const byName = await okData<Page<CatalogueRow>>('getCatalogList', pro, { keyword: first.name })
    expect(byName.list.map((r) => r.id)).toContain(first.id)
    const ordered = all.list.reduce((s, r) => s + r.orderCount, 0)
    const orders = await okData<Page<CatalogueOrderRow>>('getCatalogueOrderList', pro)
    expect(ordered).toBe(orders.total)
    expect((await rc('getCatalogList', pro, { status: 'OPEN' })).data).toMatchObject({
      field: 'status',
      reason: 'unknownStatus',
    })
  })

  it('creates, edits, publishes, closes and deletes a catalogue; refuses bad input at the field', async () => {
    const [a, b, c] = await productIds(pro, 3)
    const options = await okData<CatalogueOptions>('getCatalogOptions', pro)
    expect(options.ranks.length).toBeGreaterThan(0)
    const bad = async (body: Record<string, unknown>, field: string, reason: string) => {
      const res = await rc('saveCatalog', pro, body)
      expect(res.code).toBe(ResultCode.invalidInput)
      expect(res.data).toMatchObject({ field, reason })
    }
    const good = { name: '冬季订货', ...validity, audience: 'ALL', products: [{ productId: a, price: 1990 }] }
    const before = (await okData<Page<CatalogueRow>>('getCatalogList', pro)).total
    await bad({ ...good, name: '  ' }, 'name', 'required')
    await bad({ ...good, endAt: good.startAt }, 'endAt', 'endBeforeStart')
    await bad({ ...good, products: [] }, 'products', 'noProducts')
    await bad({ ...good, products: [{ productId: a }, { productId: a }] }, 'products', 'productTwice')
    await bad({ ...good, audience: 'GROUPS', groupIds: [] }, 'groupIds', 'noGroups')
    await bad({ ...good, products: [{ productId: a, price: -5 }] }, 'products.0.price', 'min1')
    // Another merchant's product is not the caller's to offer.
    const foreign = (
      await t.db
        .selectFrom('product')
        .select('id')
        .where(
          'party_id',
          '=',
          (
            await t.db
              .selectFrom('user_login')
              .select('party_id')
              .where('username', '=', 'tradebase')
              .executeTakeFirstOrThrow()
          ).party_id,
        )
        .executeTakeFirstOrThrow()
    ).id
    await bad({ ...good, products: [{ productId: foreign }] }, 'products.0.productId', 'notYourProduct')
    expect((await okData<Page<CatalogueRow>>('getCatalogList', pro)).total).toBe(before)

    const { id } = await okData<{ id: number }>('saveCatalog', pro, good)
    let detail = await okData<CatalogueDetail>('getCatalogDetail', pro, { id })
    expect(detail).toMatchObject({ name: '冬季订货', status: 'DRAFT', audience: 'ALL', productCount: 1 })
    const rank = options.ranks[0] as CatalogueOptions['ranks'][number]
    expect(detail.products[0]?.rankPrices[0]).toEqual({
      rankId: rank.id,
      rankName: rank.name,
      price: Math.round((1990 * rank.discountPermille) / 1000),
    })

    const groupId = options.groups[0]?.id
    expect(groupId).toBeDefined()
    await okData('saveCatalog', manager, {
      ...good,
      id,
      name: '冬季订货（改）',
      audience: 'GROUPS',
      groupIds: [groupId],
      products: [{ productId: b }, { productId: c, price: 500 }],
    })
    detail = await okData<CatalogueDetail>('getCatalogDetail', pro, { id })
    expect(detail.name).toBe('冬季订货（改）')
    expect(detail.groups.map((g) => g.id)).toEqual([groupId])
    expect(detail.products.map((p) => [p.productId, p.price])).toEqual([
      [b, null],
      [c, 500],
    ])

    expect((await rc('changeCatalogStatus', pro, { id, action: 'CLOSE' })).code).toBe(ResultCode.conflict)
    await okData('changeCatalogStatus', pro, { id, action: 'PUBLISH' })
    expect((await okData<CatalogueDetail>('getCatalogDetail', pro, { id })).status).toBe('PUBLISHED')
    await okData('changeCatalogStatus', pro, { id, action: 'CLOSE' })
    expect((await okData<CatalogueDetail>('getCatalogDetail', pro, { id })).status).toBe('CLOSED')
    expect((await rc('changeCatalogStatus', pro, { id, action: 'OPEN' })).data).toMatchObject({
      field: 'action',
      reason: 'unknownAction',
    })
    await okData('deleteCatalog', pro, { id })
    expect((await rc('getCatalogDetail', pro, { id })).code).toBe(ResultCode.notFound)
  })

  it('refuses to delete a catalogue members ordered from', async () => {
    const orders = await okData<Page<CatalogueOrderRow>>('getCatalogueOrderList', pro)
    const catalogueId = orders.list[0]?.catalogueId
    const res = await rc('deleteCatalog', pro, { id: catalogueId })
    expect(res.code).toBe(ResultCode.conflict)
    expect((await rc('getCatalogDetail', pro, { id: catalogueId })).code).toBe(ResultCode.ok)
  })

  it("answers not found for another merchant's catalogues and catalogue orders", async () => {
    const theirCatalogue = (await okData<Page<CatalogueRow>>('getCatalogList', pro)).list[0]?.id
    const theirOrder = (await pendingOf(pro))[0] as CatalogueOrderRow
    const distPro2 = await loginAs(t, 'admin')
    for (const [name, body] of [
      ['getCatalogDetail', { id: theirCatalogue }],
      ['changeCatalogStatus', { id: theirCatalogue, action: 'CLOSE' }],
      ['deleteCatalog', { id: theirCatalogue }],
      [
        'saveCatalog',
        {
          id: theirCatalogue,
          name: 'x',
          ...validity,
          audience: 'ALL',
          products: [{ productId: (await productIds(distPro2, 1))[0] }],
        },
      ],
    ] as const) {
      expect((await rc(name, distPro2, body)).code, name).toBe(ResultCode.notFound)
    }
    for (const name of ['getCatalogueOrderDetail', 'approveCatalogueOrder', 'rejectCatalogueOrder']) {
      expect((await rc(name, base, { id: theirOrder.id, rejectText: 'no' })).code, name).toBe(
        ResultCode.notFound,
      )
    }
    expect(
      (await okData<CatalogueOrderDetail>('getCatalogueOrderDetail', pro, { id: theirOrder.id })).auditStatus,
    ).toBe('PENDING')
  })

  it('approves a pending order: it becomes a sales order, the counts and the badge move', async () => {
    const counts = await okData<CatalogueOrderCounts>('getCatalogueOrderCounts', pro)
    const badge = await menuCount(pro)
    expect(badge).toBe(counts.PENDING)
    const order = (await pendingOf(pro))[0] as CatalogueOrderRow
    const approved = await okData<CatalogueOrderDetail>('approveCatalogueOrder', manager, {
      id: order.id,
      version: order.version,
    })
    expect(approved).toMatchObject({ auditStatus: 'APPROVED', version: order.version + 1 })
    expect(approved.salesOrderId).not.toBeNull()
    const sales = await t.db
      .selectFrom('sales_order')
      .selectAll()
      .where('id', '=', approved.salesOrderId as number)
      .executeTakeFirstOrThrow()
    expect(sales).toMatchObject({ channel: 'CATALOGUE', status: 'WAIT_SHIP', goods_amount: order.amount })
    const lines = await t.db
      .selectFrom('sales_order_line')
      .select(['quantity'])
      .where('order_id', '=', Number(sales.id))
      .execute()
    expect(lines.reduce((s, l) => s + Number(l.quantity), 0)).toBe(order.itemCount)
    expect(await okData<CatalogueOrderCounts>('getCatalogueOrderCounts', pro)).toEqual({
      ...counts,
      PENDING: counts.PENDING - 1,
      APPROVED: counts.APPROVED + 1,
    })
    expect(await menuCount(pro)).toBe((badge ?? 0) - 1)
    // Decided once: approving or rejecting again is a conflict and changes nothing.
    expect((await rc('approveCatalogueOrder', pro, { id: order.id })).code).toBe(ResultCode.conflict)
    expect((await rc('rejectCatalogueOrder', pro, { id: order.id, rejectText: 'late' })).code).toBe(
      ResultCode.conflict,
    )
    expect(
      await okData<CatalogueOrderDetail>('getCatalogueOrderDetail', pro, { id: order.id }),
    ).toMatchObject({
      auditStatus: 'APPROVED',
      auditRemark: '',
      salesOrderId: approved.salesOrderId,
    })
  })

  it('rejects only with a reason, and refuses a stale version', async () => {
    const order = (await pendingOf(base))[0] as CatalogueOrderRow
    for (const rejectText of [undefined, '   ']) {
      const res = await rc('rejectCatalogueOrder', base, { id: order.id, rejectText })
      expect(res.code).toBe(ResultCode.invalidInput)
      expect(res.data).toMatchObject({ field: 'rejectText', reason: 'required' })
    }
    const long = await rc('rejectCatalogueOrder', base, { id: order.id, rejectText: 'x'.repeat(501) })
    expect(long.data).toMatchObject({ field: 'rejectText', reason: 'tooLong' })
    const stale = await rc('rejectCatalogueOrder', base, {
      id: order.id,
      version: order.version + 7,
      rejectText: 'no',
    })
    expect(stale.code).toBe(ResultCode.conflict)
    expect(
      (await okData<CatalogueOrderDetail>('getCatalogueOrderDetail', base, { id: order.id })).auditStatus,
    ).toBe('PENDING')
    const rejected = await okData<CatalogueOrderDetail>('rejectCatalogueOrder', base, {
      id: order.id,
      version: order.version,
      rejectText: '  库存不足  ',
    })
    expect(rejected).toMatchObject({ auditStatus: 'REJECTED', auditRemark: '库存不足', salesOrderId: null })
    const history = await t.db
      .selectFrom('status_history')
      .select(['event', 'to_status', 'remark'])
      .where('subject_type', '=', 'CATALOGUE_ORDER')
      .where('subject_id', '=', order.id)
      .execute()
    expect(history).toEqual([{ event: 'catalogueOrder.rejected', to_status: 'REJECTED', remark: '库存不足' }])
    expect((await rc('approveCatalogueOrder', base, { id: order.id })).code).toBe(ResultCode.conflict)
    expect(
      (await okData<CatalogueOrderDetail>('getCatalogueOrderDetail', base, { id: order.id })).salesOrderId,
    ).toBeNull()
  })

  it('filters the order list by status and keyword and shows the lines in the detail', async () => {
    const rejected = await okData<Page<CatalogueOrderRow>>('getCatalogueOrderList', pro, {
      status: 'REJECTED',
    })
    expect(rejected.list.every((r) => r.auditStatus === 'REJECTED')).toBe(true)
    const one = (await pendingOf(pro))[0] as CatalogueOrderRow
    const found = await okData<Page<CatalogueOrderRow>>('getCatalogueOrderList', pro, {
      keyword: one.orderNo,
    })
    expect(found.list.map((r) => r.id)).toEqual([one.id])
    const counted = await okData<CatalogueOrderCounts>('getCatalogueOrderCounts', pro, {
      keyword: one.orderNo,
    })
    expect(counted).toEqual({ PENDING: 1, APPROVED: 0, REJECTED: 0 })
    const detail = await okData<CatalogueOrderDetail>('getCatalogueOrderDetail', pro, { id: one.id })
    expect(detail.lines.length).toBeGreaterThan(0)
    expect(detail.lines.reduce((s, l) => s + l.amount, 0)).toBe(detail.amount)
    expect((await rc('getCatalogueOrderDetail', pro, { id: 'abc' })).data).toMatchObject({ field: 'id' })
  })
})
