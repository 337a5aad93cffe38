import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AnnouncementDetail,
  AnnouncementFeed,
  AnnouncementInput,
  AnnouncementPopupItem,
  AnnouncementRow,
} from '../../contract/announcements.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('announcements on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const day = 86_400_000
  const draft = (over: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
    title: '测试公告',
    body: '<p>正文</p>',
    status: 'PUBLISHED',
    publishStartAt: new Date(t.clock.now().getTime() - day).toISOString(),
    publishEndAt: new Date(t.clock.now().getTime() + 10 * day).toISOString(),
    popUpViewWebUrl: '',
    coverUrl: '',
    isPopup: 0,
    inCarousel: 1,
    sort: 0,
    ...over,
  })

  it('lists the caller’s own announcements with paging, search and click counts', async () => {
    const token = await loginAs(t, 'tradebase')
    const all = await call<Page<AnnouncementRow>>(t, 'getAnnouncementListFromNewMerchant', {
      token,
      body: {},
    })
    expect(all.code).toBe(ResultCode.ok)
    expect(all.data.total).toBe(4)
    expect(all.data.list.every((a) => typeof a.clickCount === 'number')).toBe(true)
    expect(all.data.list.some((a) => a.clickCount > 0)).toBe(true)
    const paged = await call<Page<AnnouncementRow>>(t, 'getAnnouncementListFromNewMerchant', {
      token,
      body: { page: 2, pageSize: 3 },
    })
    expect(paged.data.list).toHaveLength(1)
    const found = await call<Page<AnnouncementRow>>(t, 'getAnnouncementListFromNewMerchant', {
      token,
      body: { search: '经销商' },
    })
    expect(found.data.list.map((a) => a.title)).toEqual(['贝斯特商贸诚招华东区域经销商'])
    // A wildcard in the search is taken literally.
    const literal = await call<Page<AnnouncementRow>>(t, 'getAnnouncementListFromNewMerchant', {
      token,
      body: { search: '%' },
    })
    expect(literal.data.total).toBe(0)
    const byClicks = await call<Page<AnnouncementRow>>(t, 'getAnnouncementListFromNewMerchant', {
      token,
      body: { sortField: 'clickCount', sortOrder: 'desc' },
    })
    const clicks = byClicks.data.list.map((a) => a.clickCount)
    expect([...clicks].sort((x, y) => y - x)).toEqual(clicks)
  })

  it('shows the carousel: published, inside the window, for every signed-in role', async () => {
    for (const username of ['tradebase', 'bindmember', 'repairfin']) {
      const token = await loginAs(t, username)
      const feed = await call<AnnouncementFeed>(t, 'notGetAnnouncementListFromNewMerchant', { token })
      expect(feed.code).toBe(ResultCode.ok)
      const titles = feed.data.list.map((a) => a.popUpViewTitle)
      expect(titles).toContain('平台春节期间物流及客服安排通知')
      expect(titles).not.toContain('2027 年春季新品订货会（草稿）')
      expect(titles).not.toContain('国庆假期发货安排')
      expect(feed.data.total).toBe(feed.data.list.length)
      const linked = feed.data.list.find((a) => a.popUpViewWebUrl !== '')
      expect(linked?.popUpViewWebUrlOrigin).toMatch(/^https:\/\/[a-z.]+$/)
    }
    expect((await call(t, 'notGetAnnouncementListFromNewMerchant', {})).code).toBe(ResultCode.invalidToken)
  })

  it('shows each popup once: closeAnnouncementDialog records it for that user only', async () => {
    const a = await loginAs(t, 'distributionbase')
    // The demo seed has no popups (a modal would stand in front of every page): make two.
    expect(
      (await call<{ list: AnnouncementPopupItem[] }>(t, 'getAnnouncementShowRecord', { token: a })).data.list,
    ).toEqual([])
    await t.db
      .updateTable('announcement')
      .set({ is_popup: 1 })
      .where('title', 'in', ['商家后台新版使用教程已上线', '平台春节期间物流及客服安排通知'])
      .execute()
    const first = await call<{ list: AnnouncementPopupItem[] }>(t, 'getAnnouncementShowRecord', { token: a })
    expect(first.data.list.length).toBe(2)
    const target = first.data.list[0]
    expect(
      (await call(t, 'closeAnnouncementDialog', { token: a, body: { infoId: target?.infoId } })).code,
    ).toBe(ResultCode.ok)
    // Closing twice is harmless.
    expect(
      (await call(t, 'closeAnnouncementDialog', { token: a, body: { infoId: target?.infoId } })).code,
    ).toBe(ResultCode.ok)
    const second = await call<{ list: AnnouncementPopupItem[] }>(t, 'getAnnouncementShowRecord', { token: a })
    expect(second.data.list.map((x) => x.infoId)).not.toContain(target?.infoId)
    expect(second.data.list.length).toBe(1)
    const b = await loginAs(t, 'experience')
    const other = await call<{ list: AnnouncementPopupItem[] }>(t, 'getAnnouncementShowRecord', { token: b })
    expect(other.data.list.map((x) => x.infoId)).toContain(target?.infoId)
    expect((await call(t, 'closeAnnouncementDialog', { token: a, body: { infoId: '999999' } })).code).toBe(
      ResultCode.notFound,
    )
  })

  it('records a click on a visible announcement once per viewer, and the publisher sees the count rise', async () => {
    const anyone = await loginAs(t, 'ordering')
    const feed = await call<AnnouncementFeed>(t, 'notGetAnnouncementListFromNewMerchant', { token: anyone })
    const target = feed.data.list.find((a) => a.popUpViewTitle === '双十二电动工具限时特价')
    // A merchant that has not clicked it yet (the seed clicks from a few).
    const clicked = await t.db
      .selectFrom('announcement_click')
      .select('viewer_user_login_id')
      .where('announcement_id', '=', Number(target?.infoId))
      .execute()
    const fresh = DEMO_ACCOUNTS.find(
      (a) =>
        !a.parentUsername &&
        a.role !== 'admin' &&
        a.username !== 'tradebase' &&
        !clicked.some((c) => c.viewer_user_login_id === a.userLoginId),
    )
    const viewer = await loginAs(t, fresh?.username as string)
    const publisher = await loginAs(t, 'tradebase')
    const countOf = async () =>
      (
        await call<Page<AnnouncementRow>>(t, 'getAnnouncementListFromNewMerchant', {
          token: publisher,
          body: { search: '双十二' },
        })
      ).data.list[0]?.clickCount ?? -1
    const before = await countOf()
    const click = () => call(t, 'addAnnouncementClickNum', { token: viewer, body: { infoId: target?.infoId } })
    expect((await click()).code).toBe(ResultCode.ok)
    expect(await countOf()).toBe(before + 1)
    // The same viewer again (a reload, a script): answered, not counted.
    expect((await click()).code).toBe(ResultCode.ok)
    expect((await click()).code).toBe(ResultCode.ok)
    expect(await countOf()).toBe(before + 1)
    // A draft cannot be clicked by anyone.
    const drafts = await call<Page<AnnouncementRow>>(t, 'getAnnouncementListFromNewMerchant', {
      token: publisher,
      body: { status: 'DRAFT' },
    })
    const draftId = drafts.data.list[0]?.infoId
    expect(
      (await call(t, 'addAnnouncementClickNum', { token: viewer, body: { infoId: draftId } })).code,
    ).toBe(ResultCode.notFound)
    // Another merchant cannot read the draft; its publisher can.
    expect(
      (await call(t, 'getAnnouncementDetailFromNewMerchant', { token: viewer, body: { infoId: draftId } }))
        .code,
    ).toBe(ResultCode.notFound)
    const own = await call<AnnouncementDetail>(t, 'getAnnouncementDetailFromNewMerchant', {
      token: publisher,
      body: { infoId: draftId },
    })
    expect(own.data).toMatchObject({ status: 'DRAFT', mine: true, publisherName: '贝斯特商贸有限公司' })
  })

  it('creates, edits and deletes an announcement, sanitizing the body', async () => {
    const token = await loginAs(t, 'distributionpro')
    const evil =
      '<p onclick="steal()">你好<img src="x" onerror="alert(1)"></p><script>alert("x")</script><a href="javascript:alert(1)">链接</a>'
    const created = await call<{ infoId: string }>(t, 'createAnnouncementFromNewMerchant', {
      token,
      body: draft({ body: evil, popUpViewWebUrl: 'https://shop.example.com/a', coverUrl: '/uploads/c.png' }),
    })
    expect(created.code).toBe(ResultCode.ok)
    const detail = await call<AnnouncementDetail>(t, 'getAnnouncementDetailFromNewMerchant', {
      token,
      body: { infoId: created.data.infoId },
    })
    expect(detail.data.body).toContain('你好')
    expect(detail.data.body).not.toMatch(/script|onerror|onclick|javascript:/i)
    expect(detail.data).toMatchObject({
      popUpViewWebUrl: 'https://shop.example.com/a',
      coverUrl: '/uploads/c.png',
    })

    const edited = await call(t, 'editAnnouncementFromNewMerchant', {
      token,
      body: {
        infoId: created.data.infoId,
        ...draft({ title: '改过的标题', body: '<p>新正文<script>x()</script></p>' }),
      },
    })
    expect(edited.code).toBe(ResultCode.ok)
    const after = await call<AnnouncementDetail>(t, 'getAnnouncementDetailFromNewMerchant', {
      token,
      body: { infoId: created.data.infoId },
    })
    expect(after.data).toMatchObject({ title: '改过的标题', body: '<p>新正文</p>', popUpViewWebUrl: '' })

    // Another merchant with the same role can neither edit nor delete it.
    const other = await loginAs(t, 'tradebase')
    expect(
      (
        await call(t, 'editAnnouncementFromNewMerchant', {
          token: other,
          body: { infoId: created.data.infoId, ...draft() },
        })
      ).code,
    ).toBe(ResultCode.notFound)
    expect(
      (
        await call(t, 'deleteAnnouncementFromNewMerchant', {
          token: other,
          body: { infoId: created.data.infoId },
        })
      ).code,
    ).toBe(ResultCode.notFound)
    // A sub-account of the publisher acts for its merchant.
    const sub = await loginAs(t, 'sub_user_bus_mag')
    expect(
      (
        await call(t, 'deleteAnnouncementFromNewMerchant', {
          token: sub,
          body: { infoId: created.data.infoId },
        })
      ).code,
    ).toBe(ResultCode.ok)
    expect(
      (
        await call(t, 'getAnnouncementDetailFromNewMerchant', {
          token,
          body: { infoId: created.data.infoId },
        })
      ).code,
    ).toBe(ResultCode.notFound)
  })

  it('refuses bad input with the field at fault and writes nothing', async () => {
    const token = await loginAs(t, 'tradebase')
    const before = (
      await call<Page<AnnouncementRow>>(t, 'getAnnouncementListFromNewMerchant', { token, body: {} })
    ).data.total
    const cases: Array<[Partial<AnnouncementInput>, string, string]> = [
      [{ title: '  ' }, 'title', 'required'],
      [{ title: '长'.repeat(201) }, 'title', 'tooLong'],
      [{ popUpViewWebUrl: 'javascript:alert(1)' }, 'popUpViewWebUrl', 'httpUrlOnly'],
      [{ popUpViewWebUrl: 'ftp://example.com/x' }, 'popUpViewWebUrl', 'httpUrlOnly'],
      [{ coverUrl: 'javascript:x' }, 'coverUrl', 'urlOrPath'],
      [{ publishStartAt: 'tomorrow' }, 'publishStartAt', 'notAnIsoTime'],
      [
        { publishStartAt: '2026-12-01T00:00:00.000Z', publishEndAt: '2026-11-01T00:00:00.000Z' },
        'publishEndAt',
        'endBeforeStart',
      ],
    ]
    for (const [over, field, reason] of cases) {
      const res = await call(t, 'createAnnouncementFromNewMerchant', { token, body: draft(over) })
      expect(res, `${field} ${reason}`).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field, reason },
      })
    }
    const after = (
      await call<Page<AnnouncementRow>>(t, 'getAnnouncementListFromNewMerchant', { token, body: {} })
    ).data.total
    expect(after).toBe(before)
  })

  it('keeps management to the announcement roles', async () => {
    for (const username of ['ordering', 'bindmember', 'sub_user_wx', 'tcbase']) {
      const token = await loginAs(t, username)
      expect((await call(t, 'getAnnouncementListFromNewMerchant', { token, body: {} })).code).toBe(
        ResultCode.forbidden,
      )
      expect((await call(t, 'createAnnouncementFromNewMerchant', { token, body: draft() })).code).toBe(
        ResultCode.forbidden,
      )
    }
  })
})
