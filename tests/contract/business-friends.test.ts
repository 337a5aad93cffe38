// Business friends, friend applications and chat products on SQLite and PostgreSQL: roles,
// tenant isolation, the accept / reject lifecycle (pending only, addressed to the caller
// only, a reason required), the bell's BUSI count following a decision, and a product
// message shown to both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  BusiFriendApplyItem,
  BusiFriendDetail,
  BusiFriendItem,
  CountAddFriendResponse,
  RecordMessageProduct,
} from '../../contract/business-friends.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { ChatRecordItem, FriendRecordResponse, UnreadCounts } from '../../contract/messages.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const ORDERING = 'P10003'
const TRADEBASE = 'P10004'
const DISTRIBUTIONBASE = 'P10005'
const DISTRIBUTIONPRO = 'P10006'

describe.each(DATABASES)('business friends on %s', (kind) => {
  let t: TestApp
  let tradebase: string
  let distributionbase: string
  let distributionpro: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    tradebase = await loginAs(t, 'tradebase')
    distributionbase = await loginAs(t, 'distributionbase')
    distributionpro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  const applies = async (token: string, status?: string) =>
    (
      await call<Page<BusiFriendApplyItem>>(t, 'getBusiFriendApplyFromNewMerchant', {
        token,
        body: status ? { status } : {},
      })
    ).data
  const friends = async (token: string) =>
    (await call<Page<BusiFriendItem>>(t, 'getBusiFriendListFromNewMerchant', { token, body: {} })).data
  const counts = async (token: string) =>
    (await call<UnreadCounts>(t, 'getFetchMessageNumFromNewMerchant', { token })).data
  const countAdd = async (token: string) =>
    (await call<CountAddFriendResponse>(t, 'countAddFriend', { token, body: {} })).data

  it('lets only the business network roles call', async () => {
    const repair = await loginAs(t, 'repairmember')
    for (const name of [
      'getBusiFriendListFromNewMerchant',
      'getBusiFriendApplyFromNewMerchant',
      'countAddFriend',
      'getRecordMessageProductList',
    ]) {
      expect((await call(t, name, { token: repair, body: {} })).code, name).toBe(ResultCode.forbidden)
    }
    expect(
      (await call(t, 'acceptBusiFriendApplyFromNewMerchant', { token: repair, body: { appliedId: '1' } }))
        .code,
    ).toBe(ResultCode.forbidden)
    const ordering = await loginAs(t, 'ordering')
    expect((await call(t, 'countAddFriend', { token: ordering, body: {} })).code).toBe(ResultCode.ok)
    expect((await call(t, 'countAddFriend', { body: {} })).code).not.toBe(ResultCode.ok)
  })

  it('lists the friends with their profile, and pending requests addressed to the caller only', async () => {
    const list = await friends(tradebase)
    expect(list.list.map((f) => f.partyId).sort()).toEqual(
      ['PM0001', 'PM0002', ORDERING, DISTRIBUTIONPRO].sort(),
    )
    expect(list.list.find((f) => f.partyId === 'PM0001')).toMatchObject({ companyName: '华东五金批发中心' })
    const searched = (
      await call<Page<BusiFriendItem>>(t, 'getBusiFriendListFromNewMerchant', {
        token: tradebase,
        body: { keyword: '宏达' },
      })
    ).data
    expect(searched.list.map((f) => f.partyId)).toEqual(['PM0002'])
    const pending = await applies(tradebase, 'PENDING')
    expect(pending.list).toHaveLength(1)
    expect(pending.list[0]).toMatchObject({
      applyPartyId: 'PM0003',
      status: 'PENDING',
      companyName: '顺丰达电器商行',
    })
    expect(pending.list[0]?.announcementTitle).not.toBe('')
    expect(await countAdd(tradebase)).toEqual({ num: 1, friendNum: 4 })
    // distributionpro's pending request (from PM0004) is not tradebase's to see.
    const theirs = await applies(distributionpro, 'PENDING')
    expect(theirs.list.map((a) => a.applyPartyId)).toEqual(['PM0004'])
    expect(pending.list.map((a) => a.id)).not.toContain(theirs.list[0]?.id)
  })

  it('refuses a request that is not addressed to the caller, and a reject without a reason, changing nothing', async () => {
    const theirs = (await applies(distributionpro, 'PENDING')).list[0] as BusiFriendApplyItem
    const accept = await call(t, 'acceptBusiFriendApplyFromNewMerchant', {
      token: tradebase,
      body: { appliedId: theirs.id },
    })
    expect(accept.code).toBe(ResultCode.notFound)
    const reject = await call(t, 'rejectBusiFriendApplyFromNewMerchant', {
      token: tradebase,
      body: { rejId: theirs.id, rejectText: '不认识' },
    })
    expect(reject.code).toBe(ResultCode.notFound)
    const mine = (await applies(tradebase, 'PENDING')).list[0] as BusiFriendApplyItem
    for (const rejectText of [undefined, '', '   ']) {
      const blank = await call(t, 'rejectBusiFriendApplyFromNewMerchant', {
        token: tradebase,
        body: { rejId: mine.id, rejectText },
      })
      expect(blank).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field: 'rejectText', reason: 'required' },
      })
    }
    const long = await call(t, 'rejectBusiFriendApplyFromNewMerchant', {
      token: tradebase,
      body: { rejId: mine.id, rejectText: '长'.repeat(501) },
    })
    expect(long).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'rejectText', reason: 'tooLong' },
    })
    const badId = await call(t, 'acceptBusiFriendApplyFromNewMerchant', {
      token: tradebase,
      body: { appliedId: 'abc' },
    })
    expect(badId).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'appliedId', reason: 'notAnId' },
    })
    expect((await applies(distributionpro, 'PENDING')).list).toHaveLength(1)
    expect((await applies(tradebase, 'PENDING')).list).toHaveLength(1)
  })

  it('accepts a pending request: isSuccess Y, a friend both ways, the BUSI count and countAddFriend drop; twice is a conflict', async () => {
    const before = await counts(tradebase)
    const mine = (await applies(tradebase, 'PENDING')).list[0] as BusiFriendApplyItem
    const answer = await call(t, 'acceptBusiFriendApplyFromNewMerchant', {
      token: tradebase,
      body: { appliedId: mine.id },
    })
    expect(answer).toMatchObject({ code: ResultCode.ok, data: { isSuccess: 'Y' } })
    expect((await friends(tradebase)).list.map((f) => f.partyId)).toContain('PM0003')
    expect(await countAdd(tradebase)).toEqual({ num: 0, friendNum: 5 })
    const after = await counts(tradebase)
    expect(after.friendApplyNum).toBe(before.friendApplyNum - 1)
    expect(after.mesNum).toBe(before.mesNum - 1)
    const decided = (await applies(tradebase, 'ACCEPTED')).list.find((a) => a.id === mine.id)
    expect(decided).toMatchObject({ status: 'ACCEPTED' })
    expect(decided?.decidedAt).not.toBe('')
    const again = await call(t, 'rejectBusiFriendApplyFromNewMerchant', {
      token: tradebase,
      body: { rejId: mine.id, rejectText: '改主意了' },
    })
    expect(again.code).toBe(ResultCode.conflict)
    expect((await applies(tradebase, 'ACCEPTED')).list.find((a) => a.id === mine.id)?.rejectText).toBe('')
  })

  it('applies from a detail page, the merchant rejects it with a reason; the applicant is told', async () => {
    const detail = await call<BusiFriendDetail>(t, 'getBusiFriendDetailFromNewMerchant', {
      token: distributionbase,
      body: { partyId: TRADEBASE },
    })
    expect(detail.data).toMatchObject({ relation: 'NONE', contactPhone: '', companyName: expect.any(String) })
    const self = await call(t, 'applyBusiFriendFromNewMerchant', {
      token: distributionbase,
      body: { partyId: DISTRIBUTIONBASE },
    })
    expect(self).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'partyId', reason: 'notYourself' },
    })
    const applied = await call<{ isSuccess: string; id: string }>(t, 'applyBusiFriendFromNewMerchant', {
      token: distributionbase,
      body: { partyId: TRADEBASE, message: '希望合作' },
    })
    expect(applied).toMatchObject({ code: ResultCode.ok, data: { isSuccess: 'Y' } })
    const twice = await call(t, 'applyBusiFriendFromNewMerchant', {
      token: distributionbase,
      body: { partyId: TRADEBASE },
    })
    expect(twice.code).toBe(ResultCode.conflict)
    const seen = await call<BusiFriendDetail>(t, 'getBusiFriendDetailFromNewMerchant', {
      token: tradebase,
      body: { partyId: DISTRIBUTIONBASE },
    })
    expect(seen.data).toMatchObject({ relation: 'RECEIVED', receivedApplyId: applied.data.id })
    const before = await counts(tradebase)
    expect(await countAdd(tradebase)).toMatchObject({ num: 1 })
    const applicantBefore = await counts(distributionbase)
    const rejected = await call(t, 'rejectBusiFriendApplyFromNewMerchant', {
      token: tradebase,
      body: { rejId: applied.data.id, rejectText: '  暂不合作  ' },
    })
    expect(rejected).toMatchObject({ code: ResultCode.ok, data: { isSuccess: 'Y' } })
    const row = (await applies(tradebase, 'REJECTED')).list.find((a) => a.id === applied.data.id)
    expect(row).toMatchObject({ status: 'REJECTED', rejectText: '暂不合作', message: '希望合作' })
    expect((await counts(tradebase)).friendApplyNum).toBe(before.friendApplyNum - 1)
    expect((await counts(distributionbase)).friendApplyNum).toBe(applicantBefore.friendApplyNum + 1)
    expect((await friends(tradebase)).list.map((f) => f.partyId)).not.toContain(DISTRIBUTIONBASE)
    const acceptLate = await call(t, 'acceptBusiFriendApplyFromNewMerchant', {
      token: tradebase,
      body: { appliedId: applied.data.id },
    })
    expect(acceptLate.code).toBe(ResultCode.conflict)
  })

  it('shows a friend’s profile with the phone, an announcement only of that merchant, and refuses unknown merchants', async () => {
    const friend = await call<BusiFriendDetail>(t, 'getBusiFriendDetailFromNewMerchant', {
      token: tradebase,
      body: { partyId: DISTRIBUTIONPRO },
    })
    expect(friend.data.relation).toBe('FRIEND')
    expect(friend.data.contactPhone).not.toBe('')
    const unknown = await call(t, 'getBusiFriendDetailFromNewMerchant', {
      token: tradebase,
      body: { partyId: 'NOPE404' },
    })
    expect(unknown.code).toBe(ResultCode.notFound)
    const pending = (await applies(tradebase)).list.find((a) => a.infoId !== '') as BusiFriendApplyItem
    const own = await call<BusiFriendDetail>(t, 'getBusiFriendDetailFromNewMerchant', {
      token: distributionbase,
      body: { partyId: TRADEBASE, infoId: pending.infoId },
    })
    expect(own.data.announcement).toMatchObject({ id: pending.infoId, title: pending.announcementTitle })
    // tradebase's announcement is not distributionpro's.
    const foreign = await call(t, 'getBusiFriendDetailFromNewMerchant', {
      token: tradebase,
      body: { partyId: DISTRIBUTIONPRO, infoId: pending.infoId },
    })
    expect(foreign.code).toBe(ResultCode.notFound)
    const already = await call(t, 'applyBusiFriendFromNewMerchant', {
      token: tradebase,
      body: { partyId: DISTRIBUTIONPRO },
    })
    expect(already.code).toBe(ResultCode.conflict)
  })

  it('lists the caller’s own products for a chat and sends one: both sides see the product', async () => {
    const products = (
      await call<Page<RecordMessageProduct>>(t, 'getRecordMessageProductList', {
        token: tradebase,
        body: { pageSize: 5 },
      })
    ).data
    expect(products.list.length).toBeGreaterThan(0)
    const product = products.list[0] as RecordMessageProduct
    const theirs = (
      await call<Page<RecordMessageProduct>>(t, 'getRecordMessageProductList', {
        token: distributionpro,
        body: { pageSize: 100 },
      })
    ).data
    expect(theirs.list.map((p) => p.productId)).not.toContain(product.productId)
    // Another merchant's product cannot be sent.
    const foreign = await call(t, 'sendFriendMessageFromNewMerchant', {
      token: tradebase,
      body: { partyId: DISTRIBUTIONPRO, contentType: 'PRODUCT', productId: theirs.list[0]?.productId },
    })
    expect(foreign.code).toBe(ResultCode.notFound)
    const missing = await call(t, 'sendFriendMessageFromNewMerchant', {
      token: tradebase,
      body: { partyId: DISTRIBUTIONPRO, contentType: 'PRODUCT' },
    })
    expect(missing).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'productId', reason: 'required' },
    })
    const sent = await call<ChatRecordItem>(t, 'sendFriendMessageFromNewMerchant', {
      token: tradebase,
      body: { partyId: DISTRIBUTIONPRO, contentType: 'PRODUCT', productId: product.productId },
    })
    expect(sent.data).toMatchObject({
      contentType: 'PRODUCT',
      content: product.name,
      product: { productId: product.productId, name: product.name, minPrice: product.minPrice },
    })
    const unread = await call<{ list: ChatRecordItem[] }>(t, 'getNoReadOldMessageFromNewMerchant', {
      token: distributionpro,
      body: { partyId: TRADEBASE },
    })
    expect(unread.data.list.at(-1)).toMatchObject({ contentType: 'PRODUCT', product: { name: product.name } })
    const page = await call<FriendRecordResponse>(t, 'getFriendRecordDetailFromNewMerchant', {
      token: distributionpro,
      body: { partyId: TRADEBASE, pageSize: 1 },
    })
    expect(page.data.list[0]).toMatchObject({ direction: 'IN', product: { productId: product.productId } })
  })
})
