import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  ChangeMessageStatusResponse,
  ChatRecordItem,
  FriendMessageItem,
  MessageDetailResponse,
  MessageItem,
  NoticeByTimerResponse,
  UnreadCounts,
} from '../../contract/messages.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const TRADEBASE = 'P10004'
const DISTRIBUTIONPRO = 'P10006'

describe.each(DATABASES)('messages on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const counts = async (token: string) =>
    (await call<UnreadCounts>(t, 'getFetchMessageNumFromNewMerchant', { token })).data

  it('gives tradebase 7 unread messages, the same figure vueGetUserInfo reports as mesNum', async () => {
    const token = await loginAs(t, 'tradebase')
    expect(await counts(token)).toEqual({
      mesNum: 7,
      fetchNoticeNum: 3,
      friendRepliesNum: 2,
      disReqNum: 1,
      friendApplyNum: 1,
    })
    const info = await call<{ mesNum: number }>(t, 'vueGetUserInfo', { method: 'GET', token })
    expect(info.data.mesNum).toBe(7)
  })

  it('pages a tab newest first with title, content and creationDate', async () => {
    const token = await loginAs(t, 'tradebase')
    const first = await call<Page<MessageItem>>(t, 'getMessageListByUserLoginId', {
      token,
      body: { tab: 'NOTICE', page: 1, pageSize: 5 },
    })
    expect(first.code).toBe(ResultCode.ok)
    expect(first.data.total).toBe(8)
    expect(first.data.list).toHaveLength(5)
    const dates = first.data.list.map((m) => m.creationDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(first.data.list[0]).toMatchObject({
      type: 'NOTICE',
      title: expect.any(String),
      content: expect.any(String),
    })
    const second = await call<Page<MessageItem>>(t, 'getMessageListByUserLoginId', {
      token,
      body: { tab: 'NOTICE', page: 2, pageSize: 5 },
    })
    expect(second.data.list).toHaveLength(3)
    const busi = await call<Page<MessageItem>>(t, 'getMessageListByUserLoginId', {
      token,
      body: { tab: 'BUSI' },
    })
    expect(new Set(busi.data.list.map((m) => m.type))).toEqual(new Set(['DIS', 'APPLY']))
  })

  it('marks one message read, then a whole tab, and the counts fall by exactly that much', async () => {
    const token = await loginAs(t, 'tradebase')
    const before = await counts(token)
    const list = await call<Page<MessageItem>>(t, 'getMessageListByUserLoginId', {
      token,
      body: { tab: 'NOTICE' },
    })
    const unread = list.data.list.filter((m) => m.isRead === 0)
    expect(unread.length).toBe(before.fetchNoticeNum)

    const one = await call<ChangeMessageStatusResponse>(t, 'changeMessageStatus', {
      token,
      body: { id: unread[0]?.id },
    })
    expect(one.data).toMatchObject({
      marked: 1,
      fetchNoticeNum: before.fetchNoticeNum - 1,
      mesNum: before.mesNum - 1,
    })
    // Marking it again changes nothing.
    const again = await call<ChangeMessageStatusResponse>(t, 'changeMessageStatus', {
      token,
      body: { id: unread[0]?.id },
    })
    expect(again.data.marked).toBe(0)

    const tab = await call<ChangeMessageStatusResponse>(t, 'changeMessageStatus', {
      token,
      body: { tab: 'NOTICE' },
    })
    expect(tab.data.marked).toBe(before.fetchNoticeNum - 1)
    expect(tab.data.fetchNoticeNum).toBe(0)
    expect(tab.data.mesNum).toBe(before.mesNum - before.fetchNoticeNum)
    expect(tab.data.friendRepliesNum).toBe(before.friendRepliesNum)
  })

  it('never shows or marks another login’s messages, whatever id is sent', async () => {
    const owner = await loginAs(t, 'distributionpro')
    const mine = await call<Page<MessageItem>>(t, 'getMessageListByUserLoginId', {
      token: owner,
      body: { tab: 'NOTICE' },
    })
    const target = mine.data.list.find((m) => m.isRead === 0) ?? mine.data.list[0]
    expect(target).toBeDefined()
    // A sub-account of the same merchant is a different recipient.
    const sub = await loginAs(t, 'sub_user_sale')
    const subList = await call<Page<MessageItem>>(t, 'getMessageListByUserLoginId', {
      token: sub,
      body: { tab: 'NOTICE' },
    })
    expect(subList.data.list.map((m) => m.id)).not.toContain(target?.id)
    const stranger = await loginAs(t, 'distributionbase')
    for (const token of [sub, stranger]) {
      const res = await call(t, 'changeMessageStatus', { token, body: { id: target?.id } })
      expect(res.code).toBe(ResultCode.notFound)
      expect(
        (await call(t, 'changeNoticeStatusFromNewMerchant', { token, body: { id: target?.id } })).code,
      ).toBe(ResultCode.notFound)
    }
    const still = await call<Page<MessageItem>>(t, 'getMessageListByUserLoginId', {
      token: owner,
      body: { tab: 'NOTICE' },
    })
    expect(still.data.list.find((m) => m.id === target?.id)?.isRead).toBe(target?.isRead)
  })

  it('refuses roles outside the messages area', async () => {
    for (const username of ['bindmember', 'repairfin', 'tcbase']) {
      const token = await loginAs(t, username)
      const res = await call(t, 'getMessageListByUserLoginId', { token, body: { tab: 'NOTICE' } })
      expect(res.code).toBe(ResultCode.forbidden)
    }
    for (const username of ['ordering', 'sub_user_wx']) {
      const token = await loginAs(t, username)
      expect((await call(t, 'getMessageListByUserLoginId', { token, body: { tab: 'INFO' } })).code).toBe(
        ResultCode.ok,
      )
    }
    expect((await call(t, 'getMessageListByUserLoginId', { body: {} })).code).toBe(ResultCode.invalidToken)
  })

  it('names the field at fault for bad input', async () => {
    const token = await loginAs(t, 'tradebase')
    const badTab = await call(t, 'getMessageListByUserLoginId', { token, body: { tab: 'SPAM' } })
    expect(badTab).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'tab', reason: 'oneOfNoticeInfoBusi' },
    })
    const nothing = await call(t, 'changeMessageStatus', { token, body: {} })
    expect(nothing).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'id', reason: 'idOrTabRequired' },
    })
    const badId = await call(t, 'changeMessageStatus', { token, body: { id: 'x; drop table message' } })
    expect(badId).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'id', reason: 'notAnId' } })
    const bigPage = await call(t, 'getMessageListByUserLoginId', { token, body: { pageSize: 1000 } })
    expect(bigPage).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'pageSize' } })
  })

  it('answers the bell dropdown per tab with the four counts', async () => {
    const token = await loginAs(t, 'tradebase')
    const info = await call<MessageDetailResponse>(t, 'getMessageDetailFromNewMerchant', {
      token,
      body: { selectedTab: 'INFO' },
    })
    const threads = info.data.list as FriendMessageItem[]
    expect(threads[0]).toMatchObject({ partyId: DISTRIBUTIONPRO, groupName: '鹏程供应链有限公司', unread: 2 })
    expect(threads[0]?.replyTime).toMatch(/Z$/)
    expect(threads[0]).toHaveProperty('partyLogoUrl')
    const busi = await call<MessageDetailResponse>(t, 'getMessageDetailFromNewMerchant', {
      token,
      body: { selectedTab: 'BUSI' },
    })
    const apply = (
      busi.data.list as Array<{ type: string; infoId: string; groupName: string; applyPartyId: string }>
    ).find((r) => r.type === 'APPLY' && r.infoId !== '')
    expect(apply).toMatchObject({ groupName: '顺丰达电器商行', applyPartyId: 'PM0003' })
    expect(busi.data).toHaveProperty('disReqNum')
    expect(busi.data).toHaveProperty('friendApplyNum')
  })

  it('polls for new notices after a cursor: none on the first poll, then only what arrived', async () => {
    const receiver = await loginAs(t, 'distributionpro')
    const first = await call<NoticeByTimerResponse>(t, 'getMessageNoticeByTimerFromNewMerchant', {
      token: receiver,
    })
    expect(first.data.list).toEqual([])
    const sender = await loginAs(t, 'tradebase')
    t.clock.advance(1000)
    const sent = await call<ChatRecordItem>(t, 'sendFriendMessageFromNewMerchant', {
      token: sender,
      body: { partyId: DISTRIBUTIONPRO, content: '  下周二可以来看样品吗？ ' },
    })
    expect(sent.code).toBe(ResultCode.ok)
    expect(sent.data).toMatchObject({ direction: 'OUT', content: '下周二可以来看样品吗？' })
    const next = await call<NoticeByTimerResponse>(t, 'getMessageNoticeByTimerFromNewMerchant', {
      token: receiver,
      body: { afterId: first.data.lastId },
    })
    expect(next.data.list).toEqual([
      expect.objectContaining({
        type: 'INFO',
        title: '贝斯特商贸有限公司',
        content: '下周二可以来看样品吗？',
        partyId: TRADEBASE,
      }),
    ])
    expect(next.data.mesNum).toBe(first.data.mesNum + 1)
    const after = await call<NoticeByTimerResponse>(t, 'getMessageNoticeByTimerFromNewMerchant', {
      token: receiver,
      body: { afterId: next.data.lastId },
    })
    expect(after.data.list).toEqual([])
  })

  it('keeps both sides of a chat: records, unread counts, read marking and deletion per side', async () => {
    const a = await loginAs(t, 'tradebase')
    const b = await loginAs(t, 'distributionpro')
    const before = (await call<{ num: number }>(t, 'getFriendInfoNumFromNewMerchant', { token: b })).data.num
    await call(t, 'sendFriendMessageFromNewMerchant', {
      token: a,
      body: { partyId: DISTRIBUTIONPRO, content: '收到请回复' },
    })
    expect((await call<{ num: number }>(t, 'getFriendInfoNumFromNewMerchant', { token: b })).data.num).toBe(
      before + 1,
    )
    const unread = await call<{ list: ChatRecordItem[] }>(t, 'getNoReadOldMessageFromNewMerchant', {
      token: b,
      body: { partyId: TRADEBASE },
    })
    expect(unread.data.list.at(-1)).toMatchObject({ direction: 'IN', content: '收到请回复', isRead: 0 })
    const read = await call<{ marked: number; num: number; friendRepliesNum: number }>(
      t,
      'changeFriendMessageStatusFromNewMerchant',
      { token: b, body: { partyId: TRADEBASE } },
    )
    expect(read.data.marked).toBe(before + 1)
    expect(read.data.num).toBe(0)
    const records = await call<Page<ChatRecordItem>>(t, 'getFriendRecordDetailFromNewMerchant', {
      token: a,
      body: { partyId: DISTRIBUTIONPRO, pageSize: 50 },
    })
    const mine = records.data.list.find((r) => r.content === '收到请回复')
    expect(mine?.direction).toBe('OUT')
    const del = await call<{ deleted: number }>(t, 'deteleFriendRecordFromNewMerchant', {
      token: a,
      body: { id: mine?.id },
    })
    expect(del.data.deleted).toBe(1)
    const afterA = await call<Page<ChatRecordItem>>(t, 'getFriendRecordDetailFromNewMerchant', {
      token: a,
      body: { partyId: DISTRIBUTIONPRO, pageSize: 50 },
    })
    expect(afterA.data.list.map((r) => r.content)).not.toContain('收到请回复')
    const afterB = await call<Page<ChatRecordItem>>(t, 'getFriendRecordDetailFromNewMerchant', {
      token: b,
      body: { partyId: TRADEBASE, pageSize: 50 },
    })
    expect(afterB.data.list.map((r) => r.content)).toContain('收到请回复')
    // Someone else's record id deletes nothing.
    const other = afterB.data.list[0]
    expect(
      (await call(t, 'deteleFriendRecordFromNewMerchant', { token: a, body: { id: other?.id } })).code,
    ).toBe(ResultCode.notFound)
  })

  it('lets only friends write, validates the text and never reads a stranger’s conversation', async () => {
    const a = await loginAs(t, 'tradebase')
    const notFriend = await call(t, 'sendFriendMessageFromNewMerchant', {
      token: a,
      body: { partyId: 'PM0005', content: '你好' },
    })
    expect(notFriend.code).toBe(ResultCode.forbidden)
    const empty = await call(t, 'sendFriendMessageFromNewMerchant', {
      token: a,
      body: { partyId: DISTRIBUTIONPRO, content: '   ' },
    })
    expect(empty).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'content', reason: 'required' },
    })
    const long = await call(t, 'sendFriendMessageFromNewMerchant', {
      token: a,
      body: { partyId: DISTRIBUTIONPRO, content: '长'.repeat(501) },
    })
    expect(long).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'content', reason: 'tooLong' },
    })
    // distributionbase has no conversation with distributionpro.
    const c = await loginAs(t, 'distributionbase')
    const peek = await call(t, 'getFriendRecordDetailFromNewMerchant', {
      token: c,
      body: { partyId: DISTRIBUTIONPRO },
    })
    expect(peek.code).toBe(ResultCode.notFound)
    const threads = await call<Page<FriendMessageItem>>(t, 'getFriendListAndNewRecordFromNewMerchant', {
      token: c,
    })
    expect(threads.data.list.map((x) => x.partyId)).not.toContain(TRADEBASE)
  })
})
