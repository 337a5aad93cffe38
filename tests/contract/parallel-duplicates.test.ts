// Identical submits at once (issue 36, the second attack run): on PostgreSQL, which does not
// serialise writers, each made two records where one may exist. Each case here sends N equal
// calls together: exactly one record is made, every other answer is the duplicate the check
// would have given (40000 at the field, or 40900), never 50000 (docs/decisions/platform.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { BusiSecurityOrder } from '../../contract/business-profile.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { down, up } from '../../server/db/migrations/2026_11_27_00_41_00_unique_names.ts'
import { duplicateAnswer, violatedUniqueIndex } from '../../server/db/unique-violation.ts'
import { type Answer, call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const N = 5

/** N equal calls at once (each its own body object, as N browsers would send). */
function together(t: TestApp, name: string, token: string, body: () => unknown): Promise<Answer[]> {
  return Promise.all(Array.from({ length: N }, () => call(t, name, { token, body: body() })))
}

/** One success; every other answer is `loser` (a duplicate at its field, or a conflict). */
function expectOneWinner(answers: Answer[], loser: { code: number; data?: unknown }) {
  const codes = answers.map((a) => a.code)
  expect(codes, JSON.stringify(answers.map((a) => [a.code, a.message]))).not.toContain(ResultCode.internal)
  expect(codes.filter((c) => c === ResultCode.ok)).toHaveLength(1)
  for (const a of answers.filter((x) => x.code !== ResultCode.ok)) expect(a).toMatchObject(loser)
}

const duplicateAt = (field: string) => ({
  code: ResultCode.invalidInput,
  data: { field, reason: 'duplicate' },
})

describe.each(DATABASES)('parallel identical submits on %s', (kind) => {
  let t: TestApp
  let trade: string
  const TRADEBASE = demoAccount('tradebase').partyId
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  it('makes one material folder of a name', async () => {
    const answers = await together(t, 'saveMaterialFolder', trade, () => ({ name: '同时新建' }))
    expectOneWinner(answers, duplicateAt('name'))
    const rows = await t.db.selectFrom('material_group').select('id').where('name', '=', '同时新建').execute()
    expect(rows).toHaveLength(1)
  })

  it('makes one freight template of a name', async () => {
    const answers = await together(t, 'saveFreightTemplate', trade, () => ({
      name: '同时新建模板',
      pricingMode: 'PIECE',
      isFree: 0,
      isDefault: 0,
      shipFromProvinceId: null,
      shipFromCityId: null,
      rules: [
        { regionIds: [], firstUnits: 1, firstFee: 800, extraUnits: 1, extraFee: 300, freeOverAmount: null },
      ],
    }))
    expectOneWinner(answers, duplicateAt('name'))
    const rows = await t.db
      .selectFrom('freight_template')
      .select('id')
      .where('name', '=', '同时新建模板')
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('gives a bar code to one SKU when N SKUs ask for it at once', async () => {
    const skus = await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select('s.id')
      .where('s.party_id', '=', TRADEBASE)
      .where('p.is_deleted', '=', 0)
      .orderBy('s.id')
      .limit(N)
      .execute()
    expect(skus).toHaveLength(N)
    const answers = await Promise.all(
      skus.map((s) =>
        call(t, 'saveSkuBarcodes', {
          token: trade,
          body: { items: [{ skuId: String(s.id), barCode: 'RACE-36' }] },
        }),
      ),
    )
    expectOneWinner(answers, duplicateAt('items.0.barCode'))
    const rows = await t.db.selectFrom('product_sku').select('id').where('bar_code', '=', 'RACE-36').execute()
    expect(rows).toHaveLength(1)
  })

  it('keeps one PENDING friend application from one merchant to another', async () => {
    const base = await loginAs(t, 'distributionbase')
    const answers = await together(t, 'applyBusiFriendFromNewMerchant', base, () => ({ partyId: TRADEBASE }))
    expectOneWinner(answers, { code: ResultCode.conflict })
    const rows = await t.db
      .selectFrom('busi_friend_apply')
      .select('id')
      .where('party_id', '=', TRADEBASE)
      .where('apply_party_id', '=', demoAccount('distributionbase').partyId)
      .where('status', '=', 'PENDING')
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('makes one salesman of a phone', async () => {
    const pro = await loginAs(t, 'distributionpro')
    const answers = await together(t, 'createSalesman', pro, () => ({
      data: { name: '同时业务员', phone: '13700003636' },
    }))
    expectOneWinner(answers, duplicateAt('phone'))
    const rows = await t.db
      .selectFrom('dis_salesman')
      .select('id')
      .where('phone', '=', '13700003636')
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('makes one distribution rank of a name', async () => {
    const base = await loginAs(t, 'distributionbase')
    const answers = await together(t, 'saveDistributionRank', base, () => ({
      data: { name: '同时经销商', discountPermille: 980, isDefault: 0, sort: 9 },
    }))
    expectOneWinner(answers, duplicateAt('name'))
    expect(
      await t.db.selectFrom('dis_rank').select('id').where('name', '=', '同时经销商').execute(),
    ).toHaveLength(1)
  })

  it('makes one distribution group of a name', async () => {
    const base = await loginAs(t, 'distributionbase')
    const answers = await together(t, 'saveDistributionGroup', base, () => ({
      data: { name: '同时区', remark: '' },
    }))
    expectOneWinner(answers, duplicateAt('name'))
    expect(
      await t.db.selectFrom('dis_group').select('id').where('name', '=', '同时区').execute(),
    ).toHaveLength(1)
  })

  it('answers a violated unique index as the duplicate at its field, on this engine', async () => {
    const folder = await t.db
      .selectFrom('material_group')
      .select(['party_id', 'name', 'sort', 'created_at'])
      .executeTakeFirstOrThrow()
    const err = await t.db
      .insertInto('material_group')
      .values(folder)
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(violatedUniqueIndex(err)).toBe('material_group_party_name_uq')
    expect(duplicateAnswer(err)?.field).toEqual({ field: 'name', reason: 'duplicate' })
    const apply = await t.db
      .selectFrom('busi_friend_apply')
      .selectAll()
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow()
    const { id: _id, ...again } = apply
    const pending = await t.db
      .insertInto('busi_friend_apply')
      .values(again)
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(duplicateAnswer(pending)?.code).toBe(ResultCode.conflict)
    // Decided applications are history: any number of them.
    await t.db
      .insertInto('busi_friend_apply')
      .values({ ...again, status: 'REJECTED' })
      .execute()
    await t.db
      .insertInto('busi_friend_apply')
      .values({ ...again, status: 'REJECTED' })
      .execute()
    expect(duplicateAnswer(new Error('something else'))).toBeUndefined()
  })

  it('approves a catalogue order once: one sales order, the others 40900', async () => {
    const pro = await loginAs(t, 'distributionpro')
    // The first of the list, as the catalogue test approves (its stock suffices).
    const list = await call<{ list: Array<{ id: number; version: number }> }>(t, 'getCatalogueOrderList', {
      token: pro,
      body: { status: 'PENDING', pageSize: 100 },
    })
    const order = list.data.list[0] as { id: number; version: number }
    const answers = await together(t, 'approveCatalogueOrder', pro, () => ({
      id: Number(order.id),
      version: Number(order.version),
    }))
    expectOneWinner(answers, { code: ResultCode.conflict })
    const after = await t.db
      .selectFrom('catalogue_order')
      .select(['audit_status', 'sales_order_id'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(after.audit_status).toBe('APPROVED')
    const made = await t.db
      .selectFrom('sales_order')
      .select('id')
      .where('party_id', '=', demoAccount('distributionpro').partyId)
      .where('id', '=', Number(after.sales_order_id))
      .execute()
    expect(made).toHaveLength(1)
  })

  it('answers the merchant’s open security-deposit order again instead of a new one', async () => {
    const first = await call<BusiSecurityOrder>(t, 'prepareBusiSecurityOrder', { token: trade })
    expect(first.data).toMatchObject({ status: 'PENDING' })
    const again = await call<BusiSecurityOrder>(t, 'prepareBusiSecurityOrder', { token: trade })
    expect(again.data.orderNo).toBe(first.data.orderNo)
    const racing = await together(t, 'prepareBusiSecurityOrder', trade, () => ({}))
    expect(racing.map((a) => (a.data as BusiSecurityOrder).orderNo)).toEqual(
      Array(N).fill(first.data.orderNo),
    )
    const pending = await t.db
      .selectFrom('vip_order')
      .select('id')
      .where('party_id', '=', TRADEBASE)
      .where('status', '=', 'PENDING')
      .where('order_no', 'like', 'BS%')
      .execute()
    expect(pending).toHaveLength(1)
  })

  it('the migration renames the duplicates a database already holds, then keeps them out', async () => {
    await down(t.db)
    const folder = await t.db
      .selectFrom('material_group')
      .select(['party_id', 'name', 'sort', 'created_at'])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await t.db.insertInto('material_group').values([folder, folder]).execute()
    const apply = await t.db
      .selectFrom('busi_friend_apply')
      .selectAll()
      .where('status', '=', 'PENDING')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const { id: firstId, ...again } = apply
    await t.db.insertInto('busi_friend_apply').values(again).execute()
    await up(t.db)
    const names = await t.db
      .selectFrom('material_group')
      .select(['id', 'name'])
      .where('party_id', '=', folder.party_id)
      .where('name', 'like', `${folder.name}%`)
      .orderBy('id')
      .execute()
    expect(names).toHaveLength(3)
    expect(names.map((n) => n.name)).toEqual([
      folder.name,
      `${folder.name} #${names[1]?.id}`,
      `${folder.name} #${names[2]?.id}`,
    ])
    const pending = await t.db
      .selectFrom('busi_friend_apply')
      .select('id')
      .where('party_id', '=', apply.party_id)
      .where('apply_party_id', '=', apply.apply_party_id)
      .where('status', '=', 'PENDING')
      .execute()
    expect(pending.map((r) => Number(r.id))).toEqual([Number(firstId)])
  })
})
