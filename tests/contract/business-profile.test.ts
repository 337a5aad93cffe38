// Business profile, opportunities, cooperation, business product orders and the business
// security deposit, on SQLite and PostgreSQL: roles, tenant isolation (a private or unknown
// merchant is not found), validation at the field, the image content check, the seller's
// limit-purchase rule and the simulated deposit payment.
import type { BusiFriendDetail } from '../../contract/business-friends.schema.ts'
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  BusiProfile,
  BusiSecurityInfo,
  BusiSecurityOrder,
  BusinessInfoCheck,
  BusinessOrderCreated,
  BusinessProduct,
  CooperationBuilt,
  OpportunityItem,
  RetailerCard,
  SaveBusiPartyInfoRequest,
} from '../../contract/business-profile.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { PNG_BYTES, regionChain } from './distribution-setup.fixtures.ts'
import { call, checkedAnswer, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const SELLER = demoAccount('distributionpro').partyId
const BUYER = demoAccount('tradebase').partyId

async function upload(t: TestApp, token: string, file: Blob, name: string) {
  const form = new FormData()
  form.set('file', file, name)
  const res = await t.app.request('/control/imageUpload', {
    method: 'POST',
    headers: { externalLoginKey: token },
    body: form,
  })
  return checkedAnswer<UploadResponse & { field?: string; reason?: string }>('imageUpload', await res.json())
}

describe.each(DATABASES)('business profile on %s', (kind) => {
  let t: TestApp
  let trade: string
  let ordering: string
  let pro: string
  let chain: { province: string; city: string; county: string }
  const profile = (over: Partial<SaveBusiPartyInfoRequest> = {}): SaveBusiPartyInfoRequest => ({
    companyName: '贝斯特商贸有限公司',
    businessType: 'BOTH',
    industry: '五金',
    mainBusiness: '五金工具批发',
    intro: '专注五金十年',
    images: [],
    contactName: '陶贝',
    contactPhone: '13800001111',
    provinceId: chain.province,
    cityId: chain.city,
    countyId: chain.county,
    address: '人民路 1 号',
    categoryIds: [],
    isPublic: 1,
    ...over,
  })

  beforeAll(async () => {
    t = await createTestApp(kind)
    chain = await regionChain(t.db)
    trade = await loginAs(t, 'tradebase')
    ordering = await loginAs(t, 'ordering')
    pro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  it('admits the business-opportunity roles only', async () => {
    const repair = await loginAs(t, 'repairmember')
    expect((await call(t, 'getBusiDetail', { token: repair })).code).toBe(ResultCode.forbidden)
    expect((await call(t, 'checkUserIsHaveBusinessInfo', { token: repair })).code).toBe(ResultCode.forbidden)
    expect((await call(t, 'getBusiDetail', {})).code).toBe(ResultCode.invalidToken)
    expect((await call(t, 'getBusiDetail', { token: ordering })).code).toBe(ResultCode.ok)
  })

  it('saves the own profile and refuses a bad field at the field, changing nothing', async () => {
    const saved = await call<BusiProfile>(t, 'saveBusiPartyInfo', { token: trade, body: profile() })
    expect(saved.code).toBe(ResultCode.ok)
    expect(saved.data).toMatchObject({ partyId: BUYER, contactPhone: '13800001111', isOwn: true })
    expect(saved.data.regionName.split(' ')).toHaveLength(3)

    const badPhone = await call(t, 'saveBusiPartyInfo', {
      token: trade,
      body: profile({ contactPhone: '12', companyName: '改名' }),
    })
    expect(badPhone.code).toBe(ResultCode.invalidInput)
    expect(badPhone.data).toMatchObject({ field: 'contactPhone', reason: 'phone' })
    const badRegion = await call(t, 'saveBusiPartyInfo', {
      token: trade,
      body: profile({ cityId: chain.county }),
    })
    expect(badRegion.data).toMatchObject({ field: 'cityId' })
    const badCategory = await call(t, 'saveBusiPartyInfo', {
      token: trade,
      body: profile({ categoryIds: [99_999_999] }),
    })
    expect(badCategory.data).toMatchObject({ field: 'categoryIds.0', reason: 'notFound' })
    const foreignImage = await call(t, 'saveBusiPartyInfo', {
      token: trade,
      body: profile({ logoUrl: '/control/uploadFile/0123456789abcdef0123456789abcdef.png' }),
    })
    expect(foreignImage.data).toMatchObject({ field: 'logoUrl', reason: 'notAnUpload' })
    const now = await call<BusiProfile>(t, 'getBusiDetail', { token: trade })
    expect(now.data?.companyName).toBe('贝斯特商贸有限公司')
  })

  it('checks image content and size, and accepts the own upload as logo and image', async () => {
    const fake = await upload(t, trade, new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'x.png')
    expect(fake.code).toBe(ResultCode.invalidInput)
    expect(fake.data).toMatchObject({ field: 'file', reason: 'notAnImage' })
    const big = await upload(t, trade, new Blob([new Uint8Array(2 * 1024 * 1024 + 1)]), 'big.png')
    expect([ResultCode.invalidInput, ResultCode.payloadTooLarge]).toContain(big.code)
    const png = await upload(t, trade, new Blob([PNG_BYTES], { type: 'image/png' }), 'logo.png')
    expect(png.code).toBe(ResultCode.ok)
    const saved = await call<BusiProfile>(t, 'saveBusiPartyInfo', {
      token: trade,
      body: profile({ logoUrl: png.data.url, images: [png.data.url] }),
    })
    expect(saved.data).toMatchObject({ logoUrl: png.data.url, images: [png.data.url] })
    // Another merchant cannot point its profile at this upload.
    const stolen = await call(t, 'saveBusiPartyInfo', {
      token: pro,
      body: profile({ companyName: '鹏程', images: [png.data.url] }),
    })
    expect(stolen.data).toMatchObject({ field: 'images.0', reason: 'notAnUpload' })
  })

  it('tells whether the merchant has a profile (a merchant without one is sent to fill it in)', async () => {
    await t.db
      .deleteFrom('busi_profile')
      .where('party_id', '=', demoAccount('distributionbase').partyId)
      .execute()
    const tc = await loginAs(t, 'distributionbase')
    const none = await call<BusinessInfoCheck>(t, 'checkUserIsHaveBusinessInfo', { token: tc })
    expect(none.data).toEqual({ hasInfo: 'N', securityPaid: 'N' })
    expect((await call(t, 'getBusiDetail', { token: tc })).data).toBeNull()
    const has = await call<BusinessInfoCheck>(t, 'checkUserIsHaveBusinessInfo', { token: trade })
    expect(has.data.hasInfo).toBe('Y')
    // Without a profile one cannot apply or order.
    const apply = await call(t, 'buildBusinessCooperation', { token: tc, body: { partyId: SELLER } })
    expect(apply.code).toBe(ResultCode.conflict)
  })

  it('shows a public profile of another merchant and hides a private or unknown one', async () => {
    const seen = await call<BusiProfile>(t, 'getBusiDetail', { token: trade, body: { partyId: SELLER } })
    expect(seen.data).toMatchObject({ partyId: SELLER, isOwn: false })
    await t.db.updateTable('busi_profile').set({ is_public: 0 }).where('party_id', '=', SELLER).execute()
    try {
      const hidden = await call(t, 'getBusiDetail', { token: trade, body: { partyId: SELLER } })
      expect(hidden.code).toBe(ResultCode.notFound)
      const products = await call(t, 'getBusinessProductByType', { token: trade, body: { partyId: SELLER } })
      expect(products.code).toBe(ResultCode.notFound)
      const order = await call(t, 'createBusinessProductPcOrder', {
        token: trade,
        body: { partyId: SELLER, lines: [{ skuId: 1, quantity: 1 }] },
      })
      expect(order.code).toBe(ResultCode.notFound)
      // The owner still sees its own private profile.
      const own = await call<BusiProfile>(t, 'getBusiDetail', { token: pro })
      expect(own.data?.isPublic).toBe(0)
    } finally {
      await t.db.updateTable('busi_profile').set({ is_public: 1 }).where('party_id', '=', SELLER).execute()
    }
    const unknown = await call(t, 'getBusiDetail', { token: trade, body: { partyId: 'PNOPE' } })
    expect(unknown.code).toBe(ResultCode.notFound)
    const hostile = await call(t, 'getBusiDetail', { token: trade, body: { partyId: "x' or 1=1" } })
    expect(hostile.data).toMatchObject({ field: 'partyId', reason: 'notAnId' })
  })

  it('lists other merchants’ offers and random retailers, never the caller’s own', async () => {
    const list = await call<Page<OpportunityItem>>(t, 'getBusinessOpportunityList', {
      token: ordering,
      body: { pageSize: 50 },
    })
    expect(list.code).toBe(ResultCode.ok)
    expect(list.data.total).toBeGreaterThan(0)
    expect(list.data.list.every((o) => o.partyId !== demoAccount('ordering').partyId)).toBe(true)
    const first = list.data.list[0] as OpportunityItem
    const found = await call<Page<OpportunityItem>>(t, 'getBusinessOpportunityList', {
      token: ordering,
      body: { keyword: first.companyName },
    })
    expect(found.data.list.length).toBeGreaterThan(0)
    expect(
      found.data.list.every(
        (o) =>
          o.companyName === first.companyName ||
          o.title.includes(first.companyName) ||
          o.mainBusiness.includes(first.companyName),
      ),
    ).toBe(true)
    // A wildcard is taken literally.
    const literal = await call<Page<OpportunityItem>>(t, 'getBusinessOpportunityList', {
      token: ordering,
      body: { keyword: '%_%' },
    })
    expect(literal.data.total).toBe(0)
    const own = await call<Page<OpportunityItem>>(t, 'getBusinessOpportunityList', {
      token: trade,
      body: { pageSize: 50 },
    })
    expect(own.data.list.every((o) => o.partyId !== BUYER)).toBe(true)
    const inRegion = await call<Page<OpportunityItem>>(t, 'getBusinessOpportunityList', {
      token: ordering,
      body: { provinceId: chain.province },
    })
    expect(inRegion.data.list.some((o) => o.partyId === BUYER)).toBe(true)
    const inProvince = await t.db
      .selectFrom('busi_profile')
      .select('party_id')
      .where('province_id', '=', chain.province)
      .execute()
    const allowed = new Set(inProvince.map((r) => r.party_id))
    expect(inRegion.data.list.every((o) => allowed.has(o.partyId))).toBe(true)
    const retailers = await call<RetailerCard[]>(t, 'getRandomBusiRetailerFromNewMerchant', {
      token: trade,
      body: { count: 12 },
    })
    expect(retailers.data.length).toBeGreaterThan(0)
    expect(retailers.data.every((r) => r.partyId !== BUYER && r.businessType !== 'SUPPLIER')).toBe(true)
    const tooMany = await call(t, 'getRandomBusiRetailerFromNewMerchant', {
      token: trade,
      body: { count: 500 },
    })
    expect(tooMany.data).toMatchObject({ field: 'count' })
    const cities = await call<{ id: string }[]>(t, 'getCityInfoFromNewMerchant', {
      token: trade,
      body: { provinceId: chain.province },
    })
    expect(cities.data.map((c) => c.id)).toContain(chain.city)
    const counties = await call<{ id: string }[]>(t, 'getCountyInfoFromNewMerchant', {
      token: trade,
      body: { cityId: chain.city },
    })
    expect(counties.data.map((c) => c.id)).toContain(chain.county)
    expect((await call(t, 'getCountyInfoFromNewMerchant', { token: trade, body: {} })).data).toMatchObject({
      field: 'cityId',
    })
  })

  it('applies to cooperate once, not with oneself, and the seller sees the application', async () => {
    const self = await call(t, 'buildBusinessCooperation', { token: trade, body: { partyId: BUYER } })
    expect(self.data).toMatchObject({ field: 'partyId', reason: 'self' })
    // The profile says where the caller stands, so the page offers to apply only when it may.
    const standing = async () =>
      (
        await call<BusiFriendDetail>(t, 'getBusiFriendDetailFromNewMerchant', {
          token: ordering,
          body: { partyId: SELLER },
        })
      ).data.cooperation
    expect(await standing()).toBe('NONE')
    const built = await call<CooperationBuilt>(t, 'buildBusinessCooperation', {
      token: ordering,
      body: { partyId: SELLER, message: '希望合作' },
    })
    expect(built.code).toBe(ResultCode.ok)
    expect(built.data.status).toBe('PENDING')
    const again = await call(t, 'buildBusinessCooperation', { token: ordering, body: { partyId: SELLER } })
    expect(again.code).toBe(ResultCode.conflict)
    expect(await standing()).toBe('PENDING')
    const row = await t.db
      .selectFrom('dis_cooperation_application')
      .select(['party_id', 'applicant_party_id', 'message'])
      .where('id', '=', built.data.applicationId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      party_id: SELLER,
      applicant_party_id: demoAccount('ordering').partyId,
      message: '希望合作',
    })
    const badOffer = await call(t, 'buildBusinessCooperation', {
      token: trade,
      body: { partyId: SELLER, infoId: 99_999_999 },
    })
    expect(badOffer.data).toMatchObject({ field: 'infoId', reason: 'notFound' })
  })

  it('tells a member it is one: no application offered (issue 35)', async () => {
    const members = await t.db
      .selectFrom('dis_member')
      .select('member_party_id')
      .where('party_id', '=', SELLER)
      .execute()
    const member = members.find((m) => m.member_party_id === BUYER)
    const now = new Date().toISOString()
    if (!member)
      await t.db
        .insertInto('dis_member')
        .values({
          party_id: SELLER,
          member_party_id: BUYER,
          rank_id: null,
          salesman_id: null,
          application_id: null,
          last_order_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute()
    const seen = await call<BusiFriendDetail>(t, 'getBusiFriendDetailFromNewMerchant', {
      token: trade,
      body: { partyId: SELLER },
    })
    expect(seen.data.cooperation).toBe('MEMBER')
    const apply = await call(t, 'buildBusinessCooperation', { token: trade, body: { partyId: SELLER } })
    expect(apply.code).toBe(ResultCode.conflict)
    const own = await call<BusiFriendDetail>(t, 'getBusiFriendDetailFromNewMerchant', {
      token: pro,
      body: { partyId: SELLER },
    })
    expect(own.data.cooperation).toBe('NONE')
  })

  it('orders a business product; the seller’s limit-purchase rule refuses the quantity over it', async () => {
    const products = await call<Page<BusinessProduct>>(t, 'getBusinessProductByType', {
      token: trade,
      body: { partyId: SELLER, pageSize: 100 },
    })
    expect(products.code).toBe(ResultCode.ok)
    expect(products.data.total).toBeGreaterThan(0)
    const limited = await t.db
      .selectFrom('promotion_product as pp')
      .innerJoin('promotion as p', 'p.id', 'pp.promotion_id')
      .select('pp.product_id')
      .where('p.party_id', '=', SELLER)
      .where('p.status', '=', 'ACTIVE')
      .execute()
    const taken = new Set(limited.map((r) => Number(r.product_id)))
    const [free, capped] = products.data.list.filter(
      (p) => !taken.has(p.productId) && p.skus.some((s) => s.stock >= 5),
    )
    if (!free || !capped) throw new Error('the seed has no unpromoted products with stock')
    const sku = free.skus.find((s) => s.stock >= 5) as BusinessProduct['skus'][number]
    const created = await call<BusinessOrderCreated>(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER, lines: [{ skuId: sku.skuId, quantity: 2 }], remark: '尽快发货' },
    })
    expect(created.code).toBe(ResultCode.ok)
    expect(created.data).toMatchObject({ sellerPartyId: SELLER, itemCount: 2, payAmount: sku.price * 2 })
    const order = await t.db
      .selectFrom('sales_order')
      .select(['party_id', 'buyer_party_id', 'channel', 'status'])
      .where('order_no', '=', created.data.orderNo)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({
      party_id: SELLER,
      buyer_party_id: BUYER,
      channel: 'BUSINESS',
      status: 'WAIT_PAY',
    })

    // A running limit-purchase rule of the seller: at most 2 per buyer.
    const nowIso = t.clock.now().toISOString()
    const promo = await t.db
      .insertInto('promotion')
      .values({
        party_id: SELLER,
        name: '测试限购',
        kind: 'LIMIT_PURCHASE',
        status: 'ACTIVE',
        start_at: new Date(t.clock.now().getTime() - 86_400_000).toISOString(),
        end_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        per_buyer_limit: 2,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('promotion_product')
      .values({
        party_id: SELLER,
        promotion_id: Number(promo.id),
        product_id: capped.productId,
        limit_quantity: 2,
      })
      .execute()
    const cappedSku = capped.skus[0] as BusinessProduct['skus'][number]
    const before = await t.db
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst()
    const over = await call(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER, lines: [{ skuId: cappedSku.skuId, quantity: 3 }] },
    })
    expect(over.code).toBe(ResultCode.invalidInput)
    expect(over.data).toMatchObject({ field: 'lines.0.quantity', reason: 'overPurchaseLimit', max: 2 })
    const after = await t.db
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst()
    expect(Number(after?.n)).toBe(Number(before?.n))
    const within = await call(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER, lines: [{ skuId: cappedSku.skuId, quantity: 2 }] },
    })
    expect(within.code).toBe(ResultCode.ok)

    // The seller's SKU only; never another merchant's; the caller cannot order from itself.
    const foreignSku = await t.db
      .selectFrom('product_sku')
      .select('id')
      .where('party_id', '=', BUYER)
      .executeTakeFirstOrThrow()
    const wrong = await call(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER, lines: [{ skuId: Number(foreignSku.id), quantity: 1 }] },
    })
    expect(wrong.data).toMatchObject({ field: 'lines.0.skuId', reason: 'notFound' })
    const self = await call(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: BUYER, lines: [{ skuId: Number(foreignSku.id), quantity: 1 }] },
    })
    expect(self.data).toMatchObject({ field: 'partyId', reason: 'self' })
    const zero = await call(t, 'createBusinessProductPcOrder', {
      token: trade,
      body: { partyId: SELLER, lines: [{ skuId: sku.skuId, quantity: 0 }] },
    })
    expect(zero.data).toMatchObject({ field: 'lines.0.quantity' })
  })

  it('buys the security deposit through the simulated payment; afterwards it shows as paid', async () => {
    const before = await call<BusiSecurityInfo>(t, 'getBusiSecurityInfo', { token: trade })
    expect(before.data).toMatchObject({ securityPaid: 0, hasProfile: true, paidOrder: null })
    expect(before.data.plan?.price).toBeGreaterThan(0)
    const sub = await loginAs(t, 'sub_user_bus_mag')
    expect((await call(t, 'prepareBusiSecurityOrder', { token: sub })).code).toBe(ResultCode.forbidden)
    const order = await call<BusiSecurityOrder>(t, 'prepareBusiSecurityOrder', { token: trade })
    expect(order.data).toMatchObject({ status: 'PENDING', amount: before.data.plan?.price })
    // Another merchant cannot pay it.
    const foreign = await call(t, 'payBusiSecurityOrder', {
      token: pro,
      body: { orderNo: order.data.orderNo },
    })
    expect(foreign.code).toBe(ResultCode.notFound)
    const paid = await call<BusiSecurityOrder>(t, 'payBusiSecurityOrder', {
      token: trade,
      body: { orderNo: order.data.orderNo },
    })
    expect(paid.data.status).toBe('PAID')
    const twice = await call(t, 'payBusiSecurityOrder', {
      token: trade,
      body: { orderNo: order.data.orderNo },
    })
    expect(twice.code).toBe(ResultCode.conflict)
    const after = await call<BusiSecurityInfo>(t, 'getBusiSecurityInfo', { token: trade })
    expect(after.data.securityPaid).toBe(1)
    expect(after.data.paidOrder?.orderNo).toBe(order.data.orderNo)
    expect((await call(t, 'prepareBusiSecurityOrder', { token: trade })).code).toBe(ResultCode.conflict)
    // The tier is untouched.
    const party = await t.db
      .selectFrom('party')
      .select('tier')
      .where('id', '=', BUYER)
      .executeTakeFirstOrThrow()
    expect(party.tier).toBe('TRADEBASE')
    const seen = await call<BusiProfile>(t, 'getBusiDetail', { token: ordering, body: { partyId: BUYER } })
    expect(seen.data?.securityPaid).toBe(1)
  })
})
