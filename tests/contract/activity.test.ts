// The activity area's calls (/mdActivity-management: mdActivityList, mdActivityDetail,
// mdActivityProduct) on SQLite and PostgreSQL: who may call them (the activity area's roles,
// which are also the mini-program page's), an activity's products added and taken out, stock
// in the product rows, validation naming the field at fault, and another merchant's ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  MpActivityDetail,
  MpActivityProductCount,
  MpActivityProductRow,
  MpActivityRow,
} from '../../contract/distribution-setup.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { ADMIN_ROLE, AREA_ROLES, demoUserName, ROLES } from '../../contract/roles.ts'
import { testProduct } from './distribution-setup.fixtures.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const ACTIVITY_CALLS = [
  'getMpActivityList',
  'sortMpActivity',
  'removeMpActivity',
  'changeMpActivityStatus',
  'getMpActivityDetailById',
  'editMpActivity',
  'getMpActivityProductList',
  'addMpActivityProducts',
  'removeMpActivityProducts',
] as const
const ALL_ROLES = [...ROLES, ADMIN_ROLE] as const

describe.each(DATABASES)('activity calls on %s', (kind) => {
  let t: TestApp
  let pro: string
  let sub: string
  let base: string
  let cup: number
  let plate: number
  let bowl: number
  let foreign: number
  let activityId: string
  const tokens = new Map<string, string>()

  beforeAll(async () => {
    t = await createTestApp(kind)
    cup = (await testProduct(t.db, 'P10006', '活动页水杯', { stock: 7 })).productId
    plate = (await testProduct(t.db, 'P10006', '活动页餐盘')).productId
    bowl = (await testProduct(t.db, 'P10006', '活动页汤碗')).productId
    foreign = (await testProduct(t.db, 'P10005', '别家活动商品')).productId
    // One sign-in per user: signing in again ends the earlier session.
    for (const role of ALL_ROLES) tokens.set(role, await loginAs(t, demoUserName(role)))
    pro = tokens.get('DISTRIBUTIONPRO') as string
    sub = tokens.get('SUB_USER_BUS_MAG') as string
    base = tokens.get('DISTRIBUTIONBASE') as string
    const created = await call<MpActivityDetail>(t, 'editMpActivity', {
      token: pro,
      body: { title: '活动页双十二', products: [{ productId: cup, activityPrice: 1500 }] },
    })
    expect(created.code).toBe(ResultCode.ok)
    activityId = created.data.id
  })
  afterAll(async () => {
    await t.close()
  })

  async function products(token = pro): Promise<MpActivityProductRow[]> {
    const res = await call<Page<MpActivityProductRow>>(t, 'getMpActivityProductList', {
      token,
      body: { activityId, pageSize: 100 },
    })
    expect(res.code).toBe(ResultCode.ok)
    return res.data.list
  }

  async function activities(token: string, body: Record<string, unknown> = {}): Promise<MpActivityRow[]> {
    const res = await call<Page<MpActivityRow>>(t, 'getMpActivityList', {
      token,
      body: { pageSize: 100, ...body },
    })
    expect(res.code).toBe(ResultCode.ok)
    return res.data.list
  }

  it('admits exactly the roles of the activity pages (also the mini-program page roles)', async () => {
    expect([...AREA_ROLES.activity].sort()).toEqual([...AREA_ROLES.distribution].sort())
    for (const role of ALL_ROLES) {
      const token = tokens.get(role)
      const allowed = role === ADMIN_ROLE || (AREA_ROLES.activity as readonly string[]).includes(role)
      for (const name of ACTIVITY_CALLS) {
        const res = await call(t, name, { token, body: {} })
        if (allowed) expect(res.code, `${name} as ${role}`).not.toBe(ResultCode.forbidden)
        else expect(res.code, `${name} as ${role}`).toBe(ResultCode.forbidden)
      }
    }
    for (const name of ACTIVITY_CALLS) {
      expect((await call(t, name, { body: {} })).code, `${name} signed out`).toBe(ResultCode.invalidToken)
    }
  })

  it("lists an activity's products with selling price, activity price and stock", async () => {
    expect(await products()).toEqual([
      expect.objectContaining({
        productId: String(cup),
        name: '活动页水杯',
        minPrice: 1999,
        activityPrice: 1500,
        stock: 14,
        sort: 1,
      }),
    ])
  })

  it('adds products after the last; one already in it keeps its place and price', async () => {
    const res = await call<MpActivityProductCount>(t, 'addMpActivityProducts', {
      token: sub,
      body: {
        activityId,
        products: [
          { productId: plate, activityPrice: 900 },
          { productId: cup, activityPrice: 1 },
          { productId: bowl },
        ],
      },
    })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data).toEqual({ productCount: 3 })
    const rows = await products()
    expect(rows.map((r) => [r.name, r.activityPrice, r.sort])).toEqual([
      ['活动页水杯', 1500, 1],
      ['活动页餐盘', 900, 2],
      ['活动页汤碗', null, 3],
    ])
    expect((await activities(pro)).find((a) => a.id === activityId)?.productCount).toBe(3)
  })

  it('takes products out of the activity, the products themselves stay', async () => {
    const res = await call<MpActivityProductCount>(t, 'removeMpActivityProducts', {
      token: pro,
      body: { activityId, productIds: [String(plate)] },
    })
    expect(res).toMatchObject({ code: ResultCode.ok, data: { productCount: 2 } })
    expect((await products()).map((r) => r.name)).toEqual(['活动页水杯', '活动页汤碗'])
    const product = await t.db
      .selectFrom('product')
      .select('is_deleted')
      .where('id', '=', plate)
      .executeTakeFirst()
    expect(product?.is_deleted).toBe(0)
  })

  it('refuses bad input with the field and reason, changing nothing', async () => {
    const before = await products()
    const cases: [string, Record<string, unknown>, { field: string; reason: string; max?: number }][] = [
      ['addMpActivityProducts', { activityId, products: [] }, { field: 'products', reason: 'required' }],
      [
        'addMpActivityProducts',
        { products: [{ productId: plate }] },
        { field: 'activityId', reason: 'required' },
      ],
      [
        'addMpActivityProducts',
        { activityId, products: [{ productId: plate, activityPrice: -1 }] },
        { field: 'products.0.activityPrice', reason: 'min0' },
      ],
      [
        'addMpActivityProducts',
        { activityId, products: [{ productId: plate, activityPrice: 1.5 }] },
        { field: 'products.0.activityPrice', reason: 'integer' },
      ],
      [
        'addMpActivityProducts',
        { activityId, products: [{ productId: plate }, { productId: plate }] },
        { field: 'products', reason: 'duplicate' },
      ],
      [
        'addMpActivityProducts',
        { activityId, products: Array.from({ length: 201 }, (_, i) => ({ productId: i + 1 })) },
        { field: 'products', reason: 'tooMany', max: 200 },
      ],
      [
        'addMpActivityProducts',
        { activityId, products: [{ productId: plate }, { productId: foreign }] },
        { field: 'products.1.productId', reason: 'notFound' },
      ],
      [
        'removeMpActivityProducts',
        { activityId, productIds: [] },
        { field: 'productIds', reason: 'required' },
      ],
      [
        'removeMpActivityProducts',
        { activityId, productIds: [String(bowl), String(plate)] },
        { field: 'productIds', reason: 'notFound' },
      ],
      ['getMpActivityList', { status: 'LIVE' }, { field: 'status', reason: 'status' }],
      ['changeMpActivityStatus', { id: activityId, status: 'LIVE' }, { field: 'status', reason: 'status' }],
      ['sortMpActivity', { ids: [] }, { field: 'ids', reason: 'required' }],
      [
        'editMpActivity',
        {
          id: activityId,
          title: 'x',
          startAt: '2026-12-31T00:00:00.000Z',
          endAt: '2026-12-31T00:00:00.000Z',
        },
        { field: 'endAt', reason: 'beforeStart' },
      ],
      ['getMpActivityDetailById', { id: 'abc' }, { field: 'id', reason: 'notAnId' }],
    ]
    for (const [name, body, expected] of cases) {
      const res = await call(t, name, { token: pro, body })
      expect(res.code, `${name} ${JSON.stringify(expected)}`).toBe(ResultCode.invalidInput)
      expect(res.data, name).toEqual(expected)
    }
    expect(await products()).toEqual(before)
  })

  it("answers not found for another merchant's activity and changes nothing", async () => {
    const before = await products()
    const theirs = await activities(base)
    for (const [name, body] of [
      ['getMpActivityDetailById', { id: activityId }],
      ['getMpActivityProductList', { activityId }],
      ['addMpActivityProducts', { activityId, products: [{ productId: foreign }] }],
      ['removeMpActivityProducts', { activityId, productIds: [String(cup)] }],
      ['changeMpActivityStatus', { id: activityId, status: 'ENABLED' }],
      ['sortMpActivity', { ids: [activityId] }],
      ['editMpActivity', { id: activityId, title: 'hijacked' }],
      ['removeMpActivity', { id: activityId }],
    ] as const) {
      expect((await call(t, name, { token: base, body })).code, name).toBe(ResultCode.notFound)
    }
    expect(await products()).toEqual(before)
    expect(await activities(base)).toEqual(theirs)
    expect((await activities(pro)).find((a) => a.id === activityId)).toMatchObject({
      title: '活动页双十二',
      status: 'DISABLED',
    })
  })

  it('filters by status and keyword, and a switched-on activity shows under its status', async () => {
    const on = await call<MpActivityDetail>(t, 'changeMpActivityStatus', {
      token: sub,
      body: { id: activityId, status: 'ENABLED' },
    })
    expect(on.data.status).toBe('ENABLED')
    expect((await activities(pro, { status: 'ENABLED', keyword: '活动页' })).map((a) => a.id)).toEqual([
      activityId,
    ])
    expect((await activities(pro, { status: 'DISABLED', keyword: '活动页' })).map((a) => a.id)).toEqual([])
  })

  it('removing the activity removes its product list, not the products', async () => {
    expect((await call(t, 'removeMpActivity', { token: pro, body: { id: activityId } })).code).toBe(
      ResultCode.ok,
    )
    const left = await t.db
      .selectFrom('activity_product')
      .select('product_id')
      .where('activity_id', '=', Number(activityId))
      .execute()
    expect(left).toEqual([])
    expect((await call(t, 'getMpActivityProductList', { token: pro, body: { activityId } })).code).toBe(
      ResultCode.notFound,
    )
    const product = await t.db
      .selectFrom('product')
      .select('is_deleted')
      .where('id', '=', cup)
      .executeTakeFirst()
    expect(product?.is_deleted).toBe(0)
  })
})
