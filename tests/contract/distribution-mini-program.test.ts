// Mini-program: dialog settings, activities (list, sort, status, edit, remove, products),
// statistics subscribe switch; on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  MpActivityDetail,
  MpActivityProductRow,
  MpActivityRow,
  MpDialogSetting,
  StatisticsSubscribe,
} from '../../contract/distribution-setup.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { testProduct } from './distribution-setup.fixtures.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('mini-program calls on %s', (kind) => {
  let t: TestApp
  let pro: string
  let base: string
  let tcbase: string
  let trade: string
  let cup: number
  let plate: number
  let foreign: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    cup = (await testProduct(t.db, 'P10006', '活动水杯')).productId
    plate = (await testProduct(t.db, 'P10006', '活动餐盘')).productId
    foreign = (await testProduct(t.db, 'P10005', '别家商品')).productId
    pro = await loginAs(t, 'distributionpro')
    base = await loginAs(t, 'distributionbase')
    tcbase = await loginAs(t, 'tcbase')
    trade = await loginAs(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  async function list(token: string, body: Record<string, unknown> = {}): Promise<MpActivityRow[]> {
    const res = await call<Page<MpActivityRow>>(t, 'getMpActivityList', {
      token,
      body: { pageSize: 100, ...body },
    })
    expect(res.code).toBe(ResultCode.ok)
    return res.data.list
  }

  async function create(
    title: string,
    products: { productId: number; activityPrice?: number | null }[] = [],
  ) {
    const res = await call<MpActivityDetail>(t, 'editMpActivity', {
      token: pro,
      body: {
        title,
        description: '<p>满减<script>x()</script></p>',
        startAt: '2026-12-01T00:00:00.000Z',
        endAt: '2026-12-31T00:00:00.000Z',
        products,
      },
    })
    expect(res.code).toBe(ResultCode.ok)
    return res.data
  }

  it('creates activities with their products, disabled and last in order, description sanitized', async () => {
    const a = await create('双十二', [
      { productId: cup, activityPrice: 1500 },
      { productId: plate, activityPrice: null },
    ])
    expect(a).toMatchObject({ title: '双十二', status: 'DISABLED' })
    expect(a.description).toBe('<p>满减</p>')
    await create('年货节')
    await create('开学季')
    const rows = await list(pro)
    const titles = rows.map((r) => r.title)
    expect(titles.slice(-3)).toEqual(['双十二', '年货节', '开学季'])
    expect(rows.find((r) => r.title === '双十二')?.productCount).toBe(2)

    const products = await call<Page<MpActivityProductRow>>(t, 'getMpActivityProductList', {
      token: pro,
      body: { activityId: a.id },
    })
    expect(products.data.list.map((p) => [p.name, p.activityPrice])).toEqual([
      ['活动水杯', 1500],
      ['活动餐盘', null],
    ])
  })

  it('reorders activities: the named ones swap places, the others stay', async () => {
    const titles = async () => (await list(pro)).map((r) => r.title)
    const before = await titles()
    const rows = await list(pro)
    const x = rows.find((r) => r.title === '双十二') as MpActivityRow
    const y = rows.find((r) => r.title === '年货节') as MpActivityRow
    const z = rows.find((r) => r.title === '开学季') as MpActivityRow
    const res = await call(t, 'sortMpActivity', { token: pro, body: { ids: [z.id, x.id] } })
    expect(res.code).toBe(ResultCode.ok)
    const after = await titles()
    const expected = [...before]
    expected[before.indexOf('双十二')] = '开学季'
    expected[before.indexOf('开学季')] = '双十二'
    expect(after).toEqual(expected)
    // Moving 年货节 up one place.
    const above = after[after.indexOf('年货节') - 1] as string
    const aboveId = (await list(pro)).find((r) => r.title === above)?.id
    await call(t, 'sortMpActivity', { token: pro, body: { ids: [y.id, aboveId] } })
    const moved = await titles()
    expect(moved.indexOf('年货节')).toBe(after.indexOf('年货节') - 1)
    expect((await call(t, 'sortMpActivity', { token: pro, body: { ids: [z.id, z.id] } })).data).toEqual({
      field: 'ids',
      reason: 'duplicate',
    })
  })

  it('switches an activity on and off, and filters by status', async () => {
    const row = (await list(pro)).find((r) => r.title === '年货节') as MpActivityRow
    const on = await call<MpActivityDetail>(t, 'changeMpActivityStatus', {
      token: pro,
      body: { id: row.id, status: 'ENABLED' },
    })
    expect(on.data.status).toBe('ENABLED')
    expect((await list(pro, { status: 'ENABLED' })).map((r) => r.title)).toContain('年货节')
    await call(t, 'changeMpActivityStatus', { token: pro, body: { id: row.id, status: 'DISABLED' } })
    expect((await list(pro, { status: 'ENABLED' })).map((r) => r.title)).not.toContain('年货节')
  })

  it('edits an activity and replaces its products', async () => {
    const row = (await list(pro)).find((r) => r.title === '双十二') as MpActivityRow
    const res = await call<MpActivityDetail>(t, 'editMpActivity', {
      token: pro,
      body: { id: row.id, title: '双十二大促', products: [{ productId: plate, activityPrice: 900 }] },
    })
    expect(res.data).toMatchObject({ id: row.id, title: '双十二大促', startAt: null })
    const detail = await call<MpActivityDetail>(t, 'getMpActivityDetailById', {
      token: pro,
      body: { id: row.id },
    })
    expect(detail.data.title).toBe('双十二大促')
    const products = await call<Page<MpActivityProductRow>>(t, 'getMpActivityProductList', {
      token: pro,
      body: { activityId: row.id },
    })
    expect(products.data.list.map((p) => p.name)).toEqual(['活动餐盘'])
  })

  it('validates activities: title, window, prices, own products only; nothing written', async () => {
    const before = await list(pro)
    const cases: [Record<string, unknown>, { field: string; reason: string }][] = [
      [{ title: ' ' }, { field: 'title', reason: 'required' }],
      [
        { title: 'x', startAt: '2026-12-31T00:00:00.000Z', endAt: '2026-12-01T00:00:00.000Z' },
        { field: 'endAt', reason: 'beforeStart' },
      ],
      [
        { title: 'x', startAt: 'tomorrow' },
        { field: 'startAt', reason: 'dateTime' },
      ],
      [
        { title: 'x', products: [{ productId: cup, activityPrice: -1 }] },
        { field: 'products.0.activityPrice', reason: 'min0' },
      ],
      [
        { title: 'x', products: [{ productId: foreign }] },
        { field: 'products.0.productId', reason: 'notFound' },
      ],
      [
        { title: 'x', coverUrl: 'https://evil.example/a.png' },
        { field: 'coverUrl', reason: 'notAnUpload' },
      ],
    ]
    for (const [body, expected] of cases) {
      const res = await call(t, 'editMpActivity', { token: pro, body })
      expect(res.code, JSON.stringify(expected)).toBe(ResultCode.invalidInput)
      expect(res.data).toEqual(expected)
    }
    expect(await list(pro)).toEqual(before)
  })

  it('keeps activities to their merchant: another merchant gets not found and changes nothing', async () => {
    const row = (await list(pro)).find((r) => r.title === '开学季') as MpActivityRow
    const theirs = await list(base)
    for (const [name, body] of [
      ['getMpActivityDetailById', { id: row.id }],
      ['changeMpActivityStatus', { id: row.id, status: 'ENABLED' }],
      ['removeMpActivity', { id: row.id }],
      ['editMpActivity', { id: row.id, title: 'hijacked' }],
      ['getMpActivityProductList', { activityId: row.id }],
      ['sortMpActivity', { ids: [row.id] }],
    ] as const) {
      expect((await call(t, name, { token: base, body })).code, name).toBe(ResultCode.notFound)
    }
    expect(await list(base)).toEqual(theirs)
    expect(theirs.map((r) => r.id)).not.toContain(row.id)
    const still = (await list(pro)).find((r) => r.id === row.id)
    expect(still).toMatchObject({ title: '开学季', status: 'DISABLED' })
  })

  it('removes an activity', async () => {
    const row = (await list(pro)).find((r) => r.title === '开学季') as MpActivityRow
    expect((await call(t, 'removeMpActivity', { token: pro, body: { id: row.id } })).code).toBe(ResultCode.ok)
    expect((await list(pro)).map((r) => r.id)).not.toContain(row.id)
    expect((await call(t, 'removeMpActivity', { token: pro, body: { id: row.id } })).code).toBe(
      ResultCode.notFound,
    )
  })

  it('saves the dialog settings with a link to an own activity, and validates them', async () => {
    // tradebase has never saved one: the defaults.
    const initial = await call<MpDialogSetting>(t, 'getMpDialogInfo', { token: trade })
    expect(initial.data).toMatchObject({ enabled: 0, linkType: 'NONE', updatedAt: null })
    const theirs = await call<MpDialogSetting>(t, 'getMpDialogInfo', { token: base })
    const activity = (await list(pro))[0] as MpActivityRow
    const saved = await call<MpDialogSetting>(t, 'createMpDialogSetting', {
      token: pro,
      body: { enabled: 0, linkType: 'ACTIVITY', linkValue: activity.id, frequency: 'DAILY' },
    })
    expect(saved.data).toMatchObject({ linkType: 'ACTIVITY', linkValue: activity.id, frequency: 'DAILY' })
    expect((await call<MpDialogSetting>(t, 'getMpDialogInfo', { token: pro })).data).toEqual(saved.data)

    const cases: [Record<string, unknown>, { field: string; reason: string }][] = [
      [
        { enabled: 1, linkType: 'NONE', frequency: 'ONCE' },
        { field: 'imageUrl', reason: 'required' },
      ],
      [
        { enabled: 0, linkType: 'URL', linkValue: 'http://plain.example', frequency: 'ONCE' },
        { field: 'linkValue', reason: 'httpsUrl' },
      ],
      [
        { enabled: 0, linkType: 'PRODUCT', frequency: 'ONCE' },
        { field: 'linkValue', reason: 'required' },
      ],
      [
        { enabled: 0, linkType: 'PRODUCT', linkValue: String(foreign), frequency: 'ONCE' },
        { field: 'linkValue', reason: 'notFound' },
      ],
      [
        { enabled: 0, linkType: 'NONE', frequency: 'WEEKLY' },
        { field: 'frequency', reason: 'frequency' },
      ],
      [
        { enabled: 2, linkType: 'NONE', frequency: 'ONCE' },
        { field: 'enabled', reason: 'flag' },
      ],
    ]
    for (const [body, expected] of cases) {
      const res = await call(t, 'createMpDialogSetting', { token: pro, body })
      expect(res.code, JSON.stringify(expected)).toBe(ResultCode.invalidInput)
      expect(res.data).toEqual(expected)
    }
    expect((await call<MpDialogSetting>(t, 'getMpDialogInfo', { token: pro })).data).toEqual(saved.data)
    expect((await call<MpDialogSetting>(t, 'getMpDialogInfo', { token: base })).data).toEqual(theirs.data)
  })

  it('switches the statistics subscribe message', async () => {
    const subscribe = async (token: string) =>
      (await call<StatisticsSubscribe>(t, 'getMiniStatisticsSubscribeMessage', { token })).data
    const theirs = await subscribe(base)
    for (const enabled of [0, 1] as const) {
      const res = await call(t, 'editStatisticsStatus', { token: pro, body: { enabled } })
      expect(res.code).toBe(ResultCode.ok)
      expect(await subscribe(pro)).toEqual({ enabled })
    }
    expect(await subscribe(base)).toEqual(theirs)
    expect((await call(t, 'editStatisticsStatus', { token: pro, body: { enabled: 'yes' } })).data).toEqual({
      field: 'enabled',
      reason: 'flag',
    })
  })

  it('refuses every mini-program call to roles outside the distribution area', async () => {
    for (const name of [
      'getMpDialogInfo',
      'createMpDialogSetting',
      'sortMpActivity',
      'getMpActivityList',
      'removeMpActivity',
      'changeMpActivityStatus',
      'getMpActivityDetailById',
      'editMpActivity',
      'getMpActivityProductList',
      'getMiniStatisticsSubscribeMessage',
      'editStatisticsStatus',
    ]) {
      expect((await call(t, name, { token: tcbase, body: {} })).code, name).toBe(ResultCode.forbidden)
    }
  })
})
