// Data access for the business profile (busi_profile), the opportunities list (published
// announcements of other merchants with a public profile), random retailers, cooperation
// applications sent from the network (dis_cooperation_application of the merchant applied to)
// and business product orders (a sales_order of the seller with the caller as buyer).
// Own rows are scoped by the caller's partyId; another merchant's rows are read only through
// its PUBLIC profile: a private or unknown merchant answers not found.
import { type Selectable, type Transaction, sql } from 'kysely'
import type {
  BusiPartyInfo,
  BusiProfile,
  BusinessInfoCheck,
  BusinessOrderCreated,
  BusinessProduct,
  BusinessType,
  CooperationBuilt,
  OpportunityItem,
  RetailerCard,
} from '../../contract/business-profile.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { requireRegionChain } from '../shared/regions.repository.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { recordEvent } from '../events/domain-events.ts'
import { assertWithinPurchaseLimits } from '../marketing/purchase-limits.ts'
import { reserveLines } from '../products/stock-ledger.ts'
import { requireOwnUpload } from '../storage/image-upload.ts'

type Q = Db | Transaction<Database>

type ProfileRow = Selectable<Database['busi_profile']>

function profileQuery(db: Q) {
  return db.selectFrom('busi_profile').selectAll()
}

function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

/** Names of regions by id, in one query. */
async function regionNames(db: Q, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))]
  if (wanted.length === 0) return new Map()
  const rows = await db.selectFrom('geo_region').select(['id', 'name']).where('id', 'in', wanted).execute()
  return new Map(rows.map((r) => [r.id, r.name]))
}

function regionLabel(
  names: Map<string, string>,
  r: { province_id: string | null; city_id: string | null; county_id: string | null },
): string {
  return [r.province_id, r.city_id, r.county_id]
    .map((v) => (v ? names.get(v) : undefined))
    .filter((v): v is string => !!v)
    .join(' ')
}

const bit = (v: number): 0 | 1 => (v ? 1 : 0)

async function toProfile(db: Q, row: ProfileRow, viewerPartyId: string): Promise<BusiProfile> {
  const names = await regionNames(db, [row.province_id, row.city_id, row.county_id])
  const categoryIds = parseList(row.category_ids)
  const categories =
    categoryIds.length === 0
      ? []
      : await db
          .selectFrom('product_category')
          .select(['id', 'name'])
          .where('id', 'in', categoryIds.map(Number))
          .execute()
  const categoryName = new Map(categories.map((c) => [String(c.id), c.name]))
  return {
    partyId: row.party_id,
    companyName: row.company_name,
    logoUrl: row.logo_url,
    businessType: row.business_type as BusinessType,
    industry: row.industry,
    mainBusiness: row.main_business,
    intro: row.intro,
    images: parseList(row.images),
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    provinceId: row.province_id,
    cityId: row.city_id,
    countyId: row.county_id,
    regionName: regionLabel(names, row),
    address: row.address,
    categoryIds,
    categoryNames: categoryIds.map((id) => categoryName.get(id) ?? '').filter((n) => n !== ''),
    isPublic: bit(row.is_public),
    securityPaid: bit(row.security_paid),
    isOwn: row.party_id === viewerPartyId,
    updatedAt: row.updated_at,
  }
}

/** Another merchant's profile is seen only when public; an unknown or private one is not found. */
async function publicProfileRow(db: Q, viewerPartyId: string, partyId: string): Promise<ProfileRow> {
  const row = await profileQuery(db).where('party_id', '=', partyId).executeTakeFirst()
  if (!row || (row.party_id !== viewerPartyId && row.is_public !== 1))
    throw ApiError.notFound('businessProfile.noSuchMerchant')
  return row
}

/** getBusiDetail: the caller's own profile (null before it is filled in) or a public one. */
export async function findProfile(
  db: Db,
  viewerPartyId: string,
  partyId: string | undefined,
): Promise<BusiProfile | null> {
  if (partyId === undefined || partyId === viewerPartyId) {
    const own = await profileQuery(db).where('party_id', '=', viewerPartyId).executeTakeFirst()
    return own ? toProfile(db, own, viewerPartyId) : null
  }
  return toProfile(db, await publicProfileRow(db, viewerPartyId, partyId), viewerPartyId)
}

/**
 * saveBusiPartyInfo: creates or replaces the caller's profile. Regions must be one chain of the
 * region tree, the logo and images the merchant's own uploads (or unchanged), the categories
 * enabled public categories. security_paid is never written here.
 */
export async function saveProfile(
  db: Db,
  partyId: string,
  info: BusiPartyInfo,
  now: Date,
): Promise<BusiProfile> {
  const current = await profileQuery(db).where('party_id', '=', partyId).executeTakeFirst()
  await requireOwnUpload(db, partyId, {
    field: 'logoUrl',
    url: info.logoUrl,
    current: current?.logo_url ?? '',
  })
  const currentImages = new Set(parseList(current?.images ?? '[]'))
  for (const [i, url] of info.images.entries()) {
    if (!currentImages.has(url))
      await requireOwnUpload(db, partyId, { field: `images.${i}`, url, current: '' })
  }
  const region = {
    provinceId: info.provinceId,
    cityId: info.cityId || null,
    countyId: info.countyId || null,
  }
  if (region.countyId && !region.cityId) throw ApiError.invalidInput('cityId', 'required')
  await requireRegionChain(db, region)
  if (info.categoryIds.length > 0) {
    const found = await db
      .selectFrom('product_category')
      .select('id')
      .where('id', 'in', info.categoryIds)
      .where('enabled', '=', 1)
      .execute()
    const known = new Set(found.map((r) => Number(r.id)))
    const missing = info.categoryIds.findIndex((id) => !known.has(id))
    if (missing >= 0) throw ApiError.invalidInput(`categoryIds.${missing}`, 'notFound')
  }
  const nowIso = now.toISOString()
  const values = {
    company_name: info.companyName,
    logo_url: info.logoUrl,
    business_type: info.businessType,
    industry: info.industry,
    main_business: info.mainBusiness,
    intro: info.intro,
    images: JSON.stringify(info.images),
    contact_name: info.contactName,
    contact_phone: info.contactPhone,
    province_id: region.provinceId,
    city_id: region.cityId,
    county_id: region.countyId,
    address: info.address,
    category_ids: JSON.stringify(info.categoryIds.map(String)),
    is_public: info.isPublic,
    updated_at: nowIso,
  }
  if (current) {
    await db.updateTable('busi_profile').set(values).where('party_id', '=', partyId).execute()
  } else {
    await db
      .insertInto('busi_profile')
      .values({ ...values, party_id: partyId, created_at: nowIso })
      .execute()
  }
  const saved = await profileQuery(db).where('party_id', '=', partyId).executeTakeFirstOrThrow()
  return toProfile(db, saved, partyId)
}

export async function checkInfo(db: Db, partyId: string): Promise<BusinessInfoCheck> {
  const row = await db
    .selectFrom('busi_profile')
    .select('security_paid')
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return { hasInfo: row ? 'Y' : 'N', securityPaid: row?.security_paid ? 'Y' : 'N' }
}

interface RegionFilter {
  provinceId?: string | undefined
  cityId?: string | undefined
  countyId?: string | undefined
  categoryId?: number | undefined
}

/** Public profiles of other merchants, filtered by region and listed category. */
function discoverable(db: Q, viewerPartyId: string, f: RegionFilter) {
  let q = db
    .selectFrom('busi_profile as bp')
    .where('bp.is_public', '=', 1)
    .where('bp.party_id', '!=', viewerPartyId)
  if (f.provinceId) q = q.where('bp.province_id', '=', f.provinceId)
  if (f.cityId) q = q.where('bp.city_id', '=', f.cityId)
  if (f.countyId) q = q.where('bp.county_id', '=', f.countyId)
  // category_ids is a JSON array of id strings: match the quoted id.
  if (f.categoryId !== undefined) q = q.where('bp.category_ids', 'like', `%"${f.categoryId}"%`)
  return q
}

/** getBusinessOpportunityList: other merchants' published offers (announcements). */
export async function listOpportunities(
  db: Db,
  viewerPartyId: string,
  f: RegionFilter & { keyword?: string | undefined },
  params: PageParams,
  now: Date,
): Promise<Page<OpportunityItem>> {
  const nowIso = now.toISOString()
  let q = discoverable(db, viewerPartyId, f)
    .innerJoin('announcement as a', 'a.party_id', 'bp.party_id')
    .where('a.status', '=', 'PUBLISHED')
    .where((eb) => eb.or([eb('a.publish_start_at', 'is', null), eb('a.publish_start_at', '<=', nowIso)]))
    .where((eb) => eb.or([eb('a.publish_end_at', 'is', null), eb('a.publish_end_at', '>', nowIso)]))
  if (f.keyword) {
    const pattern = `%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    q = q.where((eb) =>
      eb.or([
        eb('a.title', 'like', sql<string>`${pattern} escape '\\'`),
        eb('bp.company_name', 'like', sql<string>`${pattern} escape '\\'`),
        eb('bp.main_business', 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    )
  }
  const page = await paginate(
    q.select([
      'a.id as infoId',
      'a.title',
      'a.cover_url',
      'a.publish_start_at',
      'bp.party_id',
      'bp.company_name',
      'bp.logo_url',
      'bp.business_type',
      'bp.province_id',
      'bp.city_id',
      'bp.county_id',
      'bp.main_business',
      'bp.security_paid',
    ]),
    params,
    {
      sortable: { publishedAt: 'a.publish_start_at', companyName: 'bp.company_name' },
      defaultSort: { field: 'publishedAt', order: 'desc' },
      tieBreaker: 'a.id',
      map: (r) => r,
    },
  )
  const names = await regionNames(
    db,
    page.list.flatMap((r) => [r.province_id, r.city_id, r.county_id]),
  )
  return {
    ...page,
    list: page.list.map((r) => ({
      infoId: String(r.infoId),
      title: r.title,
      coverUrl: r.cover_url,
      publishedAt: r.publish_start_at,
      partyId: r.party_id,
      companyName: r.company_name,
      logoUrl: r.logo_url,
      businessType: r.business_type as BusinessType,
      regionName: regionLabel(names, r),
      mainBusiness: r.main_business,
      securityPaid: bit(r.security_paid),
    })),
  }
}

/** getRandomBusiRetailerFromNewMerchant: a random sample of other public retailers. */
export async function randomRetailers(
  db: Db,
  viewerPartyId: string,
  f: RegionFilter & { count: number },
): Promise<RetailerCard[]> {
  const rows = await discoverable(db, viewerPartyId, f)
    .where('bp.business_type', 'in', ['RETAILER', 'BOTH'])
    .select([
      'bp.party_id',
      'bp.company_name',
      'bp.logo_url',
      'bp.business_type',
      'bp.province_id',
      'bp.city_id',
      'bp.county_id',
      'bp.main_business',
      'bp.security_paid',
    ])
    .orderBy(sql`random()`)
    .limit(f.count)
    .execute()
  const names = await regionNames(
    db,
    rows.flatMap((r) => [r.province_id, r.city_id, r.county_id]),
  )
  return rows.map((r) => ({
    partyId: r.party_id,
    companyName: r.company_name,
    logoUrl: r.logo_url,
    businessType: r.business_type as BusinessType,
    regionName: regionLabel(names, r),
    mainBusiness: r.main_business,
    securityPaid: bit(r.security_paid),
  }))
}

/** The other merchant of a cooperation or an order: public, and not the caller. */
async function counterpart(db: Q, viewerPartyId: string, partyId: string): Promise<ProfileRow> {
  if (partyId === viewerPartyId) throw ApiError.invalidInput('partyId', 'self')
  return publicProfileRow(db, viewerPartyId, partyId)
}

async function ownProfileOrRefuse(db: Q, partyId: string): Promise<ProfileRow> {
  const own = await profileQuery(db).where('party_id', '=', partyId).executeTakeFirst()
  if (!own) throw ApiError.conflict('businessProfile.profileRequired')
  return own
}

/**
 * buildBusinessCooperation: the caller applies to become the other merchant's distribution
 * member: a PENDING application in the other merchant's cooperation list (the same record the
 * cooperation page decides). One open application per pair; a member cannot apply again.
 */
export async function buildCooperation(
  db: Db,
  caller: { partyId: string; userLoginId: string },
  input: { partyId: string; infoId?: number | undefined; message: string },
  now: Date,
): Promise<CooperationBuilt> {
  return db.transaction().execute(async (trx) => {
    await counterpart(trx, caller.partyId, input.partyId)
    const own = await ownProfileOrRefuse(trx, caller.partyId)
    if (input.infoId !== undefined) {
      const offer = await trx
        .selectFrom('announcement')
        .select('id')
        .where('id', '=', input.infoId)
        .where('party_id', '=', input.partyId)
        .where('status', '=', 'PUBLISHED')
        .executeTakeFirst()
      if (!offer) throw ApiError.invalidInput('infoId', 'notFound')
    }
    const member = await trx
      .selectFrom('dis_member')
      .select('id')
      .where('party_id', '=', input.partyId)
      .where('member_party_id', '=', caller.partyId)
      .executeTakeFirst()
    if (member) throw ApiError.conflict('businessProfile.alreadyCooperating')
    const pending = await trx
      .selectFrom('dis_cooperation_application')
      .select('id')
      .where('party_id', '=', input.partyId)
      .where('applicant_party_id', '=', caller.partyId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst()
    if (pending) throw ApiError.conflict('businessProfile.cooperationPending')
    const row = await trx
      .insertInto('dis_cooperation_application')
      .values({
        party_id: input.partyId,
        applicant_party_id: caller.partyId,
        applicant_user_login_id: caller.userLoginId,
        message: input.message,
        contact_name: own.contact_name,
        contact_phone: own.contact_phone,
        status: 'PENDING',
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { applicationId: Number(row.id), status: 'PENDING' }
  })
}

function sellable(db: Q, sellerPartyId: string) {
  return db
    .selectFrom('product as p')
    .where('p.party_id', '=', sellerPartyId)
    .where('p.status', '=', 'ON_SALE')
    .where('p.is_deleted', '=', 0)
}

/** getBusinessProductByType: the other merchant's products on sale, by category, with SKUs. */
export async function listBusinessProducts(
  db: Db,
  viewerPartyId: string,
  input: { partyId: string; categoryId?: number | undefined },
  params: PageParams,
): Promise<Page<BusinessProduct>> {
  await counterpart(db, viewerPartyId, input.partyId)
  let q = sellable(db, input.partyId)
  if (input.categoryId !== undefined) q = q.where('p.category_id', '=', input.categoryId)
  const page = await paginate(
    q.select(['p.id', 'p.name', 'p.main_image_url', 'p.unit', 'p.category_id', 'p.min_price', 'p.max_price']),
    params,
    {
      sortable: { productId: 'p.id', name: 'p.name', minPrice: 'p.min_price' },
      defaultSort: { field: 'productId', order: 'asc' },
      tieBreaker: 'p.id',
      map: (r) => r,
    },
  )
  const ids = page.list.map((r) => Number(r.id))
  const skus =
    ids.length === 0
      ? []
      : await db
          .selectFrom('product_sku')
          .select(['id', 'product_id', 'spec', 'price', 'stock', 'reserved'])
          .where('party_id', '=', input.partyId)
          .where('product_id', 'in', ids)
          .orderBy('product_id')
          .orderBy('sort')
          .orderBy('id')
          .execute()
  return {
    ...page,
    list: page.list.map((r) => ({
      productId: Number(r.id),
      name: r.name,
      imageUrl: r.main_image_url,
      unit: r.unit,
      categoryId: r.category_id === null ? null : String(r.category_id),
      minPrice: r.min_price,
      maxPrice: r.max_price,
      skus: skus
        .filter((s) => Number(s.product_id) === Number(r.id))
        // What the buyer can order: on hand less what other orders hold.
        .map((s) => ({
          skuId: Number(s.id),
          spec: s.spec,
          price: s.price,
          stock: Math.max(0, s.stock - s.reserved),
        })),
    })),
  }
}

/** BO + the second + 8 random digits: orders placed in one second (many buyers, one seller) do not collide. */
function orderNumber(now: Date): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => (b % 10).toString()).join('')
  return `BO${now.toISOString().replace(/\D/g, '').slice(0, 14)}${random}`
}

/**
 * createBusinessProductPcOrder: a WAIT_PAY sales order of the seller (channel BUSINESS) with the
 * caller as buyer, delivered to the buyer's business profile address. Every SKU must be the
 * seller's, on sale and available for the quantity (reserved with the order, in its
 * transaction: server/products/stock-ledger.ts); the seller's limit-purchase rules apply.
 */
export async function createBusinessOrder(
  db: Db,
  caller: { partyId: string; userLoginId?: string },
  input: { partyId: string; lines: { skuId: number; quantity: number }[]; remark: string },
  now: Date,
): Promise<BusinessOrderCreated> {
  return db.transaction().execute(async (trx) => {
    await counterpart(trx, caller.partyId, input.partyId)
    const buyer = await ownProfileOrRefuse(trx, caller.partyId)
    const skuIds = [...new Set(input.lines.map((l) => l.skuId))]
    const rows = await sellable(trx, input.partyId)
      .innerJoin('product_sku as s', 's.product_id', 'p.id')
      .select([
        's.id as skuId',
        's.spec',
        's.sku_code',
        's.price',
        's.image_url',
        'p.id as productId',
        'p.name',
        'p.main_image_url',
      ])
      .where('s.party_id', '=', input.partyId)
      .where('s.id', 'in', skuIds)
      .execute()
    const byId = new Map(rows.map((r) => [Number(r.skuId), r]))
    const wanted = new Map<number, number>()
    for (const [i, line] of input.lines.entries()) {
      if (!byId.has(line.skuId)) throw ApiError.invalidInput(`lines.${i}.skuId`, 'notFound')
      wanted.set(line.skuId, (wanted.get(line.skuId) ?? 0) + line.quantity)
    }
    const nowIso = now.toISOString()
    const lines = [...wanted.entries()].map(([skuId, quantity]) => {
      const sku = byId.get(skuId) as (typeof rows)[number]
      return { sku, quantity, amount: sku.price * quantity }
    })
    // The seller's limit-purchase rules first: the buyer learns the limit, not just the stock.
    await assertWithinPurchaseLimits(trx, {
      sellerPartyId: input.partyId,
      buyerPartyId: caller.partyId,
      at: nowIso,
      lines: lines.map((l) => ({ productId: Number(l.sku.productId), quantity: l.quantity })),
    })
    const goods = lines.reduce((sum, l) => sum + l.amount, 0)
    const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0)
    const orderNo = orderNumber(now)
    const order = await trx
      .insertInto('sales_order')
      .values({
        party_id: input.partyId,
        order_no: orderNo,
        channel: 'BUSINESS',
        buyer_party_id: caller.partyId,
        buyer_name: buyer.company_name,
        buyer_phone: buyer.contact_phone,
        receiver_name: buyer.contact_name,
        receiver_phone: buyer.contact_phone,
        province_id: buyer.province_id,
        city_id: buyer.city_id,
        county_id: buyer.county_id,
        address: buyer.address,
        status: 'WAIT_PAY',
        salesman_id: null,
        item_count: itemCount,
        goods_amount: goods,
        pay_amount: goods,
        buyer_remark: input.remark,
        created_at: nowIso,
        paid_at: null,
        shipped_at: null,
        completed_at: null,
        cancelled_at: null,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const orderId = Number(order.id)
    const lineRows = await trx
      .insertInto('sales_order_line')
      .values(
        lines.map((l) => ({
          party_id: input.partyId,
          order_id: orderId,
          product_id: Number(l.sku.productId),
          sku_id: Number(l.sku.skuId),
          product_name: l.sku.name,
          sku_code: l.sku.sku_code,
          sku_spec: l.sku.spec,
          image_url: l.sku.image_url || l.sku.main_image_url,
          unit_price: l.sku.price,
          quantity: l.quantity,
          amount: l.amount,
        })),
      )
      .returning('id')
      .execute()
    // The order and its stock in this transaction: quantities beyond available are refused
    // here, at the first line naming the SKU (the field error `overStock` with the most left).
    const actor = caller.userLoginId ?? null
    const eventId = await recordEvent(trx, {
      partyId: input.partyId,
      type: 'order.created',
      aggregateType: 'ORDER',
      aggregateId: orderId,
      payload: {
        orderNo,
        channel: 'BUSINESS',
        status: 'WAIT_PAY',
        buyerPartyId: caller.partyId,
        payAmount: goods,
        lines: lines.map((l, i) => ({
          orderLineId: Number(lineRows[i]?.id),
          skuId: Number(l.sku.skuId),
          quantity: l.quantity,
        })),
      },
      actor,
      at: nowIso,
    })
    await reserveLines(
      trx,
      {
        partyId: input.partyId,
        actor,
        at: nowIso,
        eventId,
        source: { type: 'ORDER', id: orderId, no: orderNo },
      },
      lines.map((l) => ({
        skuId: Number(l.sku.skuId),
        quantity: l.quantity,
        field: `lines.${input.lines.findIndex((line) => line.skuId === Number(l.sku.skuId))}.quantity`,
      })),
    )
    return {
      orderId,
      orderNo,
      sellerPartyId: input.partyId,
      itemCount,
      payAmount: goods,
      status: 'WAIT_PAY',
    }
  })
}
