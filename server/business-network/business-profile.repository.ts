// Data access for the business profile (busi_profile), the opportunities list (published
// announcements of other merchants with a public profile), random retailers, cooperation
// applications sent from the network (dis_cooperation_application of the merchant applied to)
// and business product orders (a sales_order of the seller with the caller as buyer).
// Own rows are scoped by the caller's partyId; another merchant's rows are read only through
// its PUBLIC profile: a private or unknown merchant answers not found.

import type { Selectable, Transaction } from 'kysely'
import type {
  BusiPartyInfo,
  BusiProfile,
  BusinessInfoCheck,
  BusinessType,
} from '../../contract/business-profile.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { requireRegionChain } from '../shared/regions.repository.ts'
import { ApiError } from '../http/api-error.ts'
import { requireOwnUpload } from '../storage/image-upload.ts'

export type Q = Db | Transaction<Database>

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
export async function regionNames(db: Q, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))]
  if (wanted.length === 0) return new Map()
  const rows = await db.selectFrom('geo_region').select(['id', 'name']).where('id', 'in', wanted).execute()
  return new Map(rows.map((r) => [r.id, r.name]))
}

export function regionLabel(
  names: Map<string, string>,
  r: { province_id: string | null; city_id: string | null; county_id: string | null },
): string {
  return [r.province_id, r.city_id, r.county_id]
    .map((v) => (v ? names.get(v) : undefined))
    .filter((v): v is string => !!v)
    .join(' ')
}

export const bit = (v: number): 0 | 1 => (v ? 1 : 0)

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

/** The other merchant of a cooperation or an order: public, and not the caller. */
export async function counterpart(db: Q, viewerPartyId: string, partyId: string): Promise<ProfileRow> {
  if (partyId === viewerPartyId) throw ApiError.invalidInput('partyId', 'self')
  return publicProfileRow(db, viewerPartyId, partyId)
}

export async function ownProfileOrRefuse(db: Q, partyId: string): Promise<ProfileRow> {
  const own = await profileQuery(db).where('party_id', '=', partyId).executeTakeFirst()
  if (!own) throw ApiError.conflict('businessProfile.profileRequired')
  return own
}
