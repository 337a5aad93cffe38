// Freight template calls on SQLite and PostgreSQL: list with product counts, detail, create
// and edit (rules by province, the default rule, free shipping, the stale-edit refusal),
// delete refused while products use the template, roles and a foreign merchant's ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type {
  FreightDetail,
  FreightRow,
  SaveFreightTemplateInput,
} from '../../contract/product-setup.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const draft = (over: Partial<SaveFreightTemplateInput> = {}): SaveFreightTemplateInput => ({
  name: '华东按件',
  pricingMode: 'PIECE',
  isFree: 0,
  isDefault: 0,
  shipFromProvinceId: null,
  shipFromCityId: null,
  rules: [
    { regionIds: [], firstUnits: 1, firstFee: 800, extraUnits: 1, extraFee: 300, freeOverAmount: 9900 },
    {
      regionIds: ['650000', '540000'],
      firstUnits: 1,
      firstFee: 2000,
      extraUnits: 1,
      extraFee: 1000,
      freeOverAmount: null,
    },
  ],
  ...over,
})

describe.each(DATABASES)('freight templates on %s', (kind) => {
  let t: TestApp
  let trade: string
  let foreignId: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    const f = await t.db
      .selectFrom('freight_template')
      .select('id')
      .where('party_id', '=', demoAccount('distributionbase').partyId)
      .executeTakeFirstOrThrow()
    foreignId = String(f.id)
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists the caller’s templates with their rule and product counts', async () => {
    const list = await call<Page<FreightRow>>(t, 'getFreightTemplateList', { token: trade, body: {} })
    expect(list.code).toBe(ResultCode.ok)
    expect(list.data.list.map((r) => r.name).sort()).toEqual(
      ['全国包邮', '按件计费（偏远地区加价）', '按重量计费'].sort(),
    )
    const piece = list.data.list.find((r) => r.isDefault === 1) as FreightRow
    expect(piece.ruleCount).toBe(2)
    expect(piece.productCount).toBeGreaterThan(0)
    const found = await call<Page<FreightRow>>(t, 'getFreightTemplateList', {
      token: trade,
      body: { search: '重量' },
    })
    expect(found.data.list.map((r) => r.name)).toEqual(['按重量计费'])
  })

  it('creates a template with province rules and reads it back in fen', async () => {
    const saved = await call<{ templateId: string }>(t, 'saveFreightTemplate', {
      token: trade,
      body: draft(),
    })
    expect(saved.code).toBe(ResultCode.ok)
    const detail = await call<FreightDetail>(t, 'getFreightTemplateDetail', {
      token: trade,
      body: { templateId: saved.data.templateId },
    })
    expect(detail.data).toMatchObject({ name: '华东按件', pricingMode: 'PIECE', productCount: 0 })
    expect(detail.data.rules[0]).toMatchObject({ regionIds: [], firstFee: 800, freeOverAmount: 9900 })
    expect(detail.data.rules[1]).toMatchObject({ regionIds: ['650000', '540000'], firstFee: 2000 })
    expect(detail.data.rules[1]?.regionNames).toHaveLength(2)
  })

  it('refuses bad rules at the field and writes nothing', async () => {
    const before = await t.db
      .selectFrom('freight_template')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    const cases: [Partial<SaveFreightTemplateInput>, string, string][] = [
      [{ name: '' }, 'name', 'required'],
      [{ rules: [] }, 'rules', 'needsDefaultRule'],
      [
        {
          rules: [
            { regionIds: [], firstUnits: 1, firstFee: 1, extraUnits: 1, extraFee: 1, freeOverAmount: null },
            {
              regionIds: ['650000'],
              firstUnits: 1,
              firstFee: 1,
              extraUnits: 1,
              extraFee: 1,
              freeOverAmount: null,
            },
            {
              regionIds: ['650000'],
              firstUnits: 1,
              firstFee: 1,
              extraUnits: 1,
              extraFee: 1,
              freeOverAmount: null,
            },
          ],
        },
        'rules.2.regionIds',
        'regionTwice',
      ],
      [
        {
          rules: [
            { regionIds: [], firstUnits: 1, firstFee: 1, extraUnits: 1, extraFee: 1, freeOverAmount: null },
            {
              regionIds: ['999999'],
              firstUnits: 1,
              firstFee: 1,
              extraUnits: 1,
              extraFee: 1,
              freeOverAmount: null,
            },
          ],
        },
        'rules.1.regionIds',
        'notARegion',
      ],
      [
        {
          rules: [
            { regionIds: [], firstUnits: 0, firstFee: 1, extraUnits: 1, extraFee: 1, freeOverAmount: null },
          ],
        },
        'rules.0.firstUnits',
        'tooSmall',
      ],
      [
        {
          rules: [
            { regionIds: [], firstUnits: 1, firstFee: -1, extraUnits: 1, extraFee: 1, freeOverAmount: null },
          ],
        },
        'rules.0.firstFee',
        'tooSmall',
      ],
      [{ shipFromProvinceId: '110000', shipFromCityId: '310100' }, 'shipFromCityId', 'notInParent'],
      [{ name: '全国包邮' }, 'name', 'duplicate'],
    ]
    for (const [over, field, reason] of cases) {
      const res = await call(t, 'saveFreightTemplate', {
        token: trade,
        body: draft({ name: `坏-${field}`, ...over }),
      })
      expect(res.code, field).toBe(ResultCode.invalidInput)
      expect(res.data, field).toMatchObject({ field, reason })
    }
    const after = await t.db
      .selectFrom('freight_template')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('edits a template, and refuses an edit started from an older version', async () => {
    const saved = await call<{ templateId: string }>(t, 'saveFreightTemplate', {
      token: trade,
      body: draft({ name: '待编辑' }),
    })
    const id = saved.data.templateId
    const loaded = await call<FreightDetail>(t, 'getFreightTemplateDetail', {
      token: trade,
      body: { templateId: id },
    })
    t.clock.advance(60_000)
    const edited = await call(t, 'saveFreightTemplate', {
      token: trade,
      body: draft({ templateId: id, name: '已编辑', isDefault: 1, updatedAt: loaded.data.updatedAt }),
    })
    expect(edited.code).toBe(ResultCode.ok)
    const defaults = await t.db
      .selectFrom('freight_template')
      .select('name')
      .where('party_id', '=', demoAccount('tradebase').partyId)
      .where('is_default', '=', 1)
      .execute()
    expect(defaults.map((d) => d.name)).toEqual(['已编辑'])
    const stale = await call(t, 'saveFreightTemplate', {
      token: trade,
      body: draft({ templateId: id, name: '过期', updatedAt: loaded.data.updatedAt }),
    })
    expect(stale.code).toBe(ResultCode.conflict)
    const row = await t.db
      .selectFrom('freight_template')
      .select('name')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
    expect(row.name).toBe('已编辑')
  })

  it('refuses to delete a template products use, saying how many; deletes an unused one', async () => {
    const list = await call<Page<FreightRow>>(t, 'getFreightTemplateList', {
      token: trade,
      body: { search: '全国包邮' },
    })
    const used = list.data.list[0] as FreightRow
    const refused = await call(t, 'deleteFreightTemplate', {
      token: trade,
      body: { templateId: used.templateId },
    })
    expect(refused.code).toBe(ResultCode.conflict)
    expect(refused.message).toContain(String(used.productCount))
    expect(refused.data).toEqual({ productCount: used.productCount })
    const spare = await call<{ templateId: string }>(t, 'saveFreightTemplate', {
      token: trade,
      body: draft({ name: '可删除' }),
    })
    const ok = await call(t, 'deleteFreightTemplate', {
      token: trade,
      body: { templateId: spare.data.templateId },
    })
    expect(ok.code).toBe(ResultCode.ok)
    const gone = await call(t, 'getFreightTemplateDetail', {
      token: trade,
      body: { templateId: spare.data.templateId },
    })
    expect(gone.code).toBe(ResultCode.notFound)
  })

  it('treats a foreign merchant’s template as not found and changes nothing', async () => {
    for (const [name, body] of [
      ['getFreightTemplateDetail', { templateId: foreignId }],
      ['deleteFreightTemplate', { templateId: foreignId }],
      ['saveFreightTemplate', draft({ templateId: foreignId, name: '抢占' })],
    ] as const) {
      expect((await call(t, name, { token: trade, body })).code, name).toBe(ResultCode.notFound)
    }
    const row = await t.db
      .selectFrom('freight_template')
      .select('name')
      .where('id', '=', Number(foreignId))
      .executeTakeFirstOrThrow()
    expect(row.name).not.toBe('抢占')
  })

  it('refuses roles outside the product area', async () => {
    const repair = await loginAs(t, 'repairmember')
    for (const name of ['getFreightTemplateList', 'saveFreightTemplate', 'deleteFreightTemplate']) {
      expect((await call(t, name, { token: repair, body: draft() })).code, name).toBe(ResultCode.forbidden)
    }
  })
})
