// The business opportunities: the merchants a merchant may discover (public profiles, by region
// and category), a random set of retailers, and the cooperation card built between two of them.

import { sql } from 'kysely'
import type {
  BusinessType,
  CooperationBuilt,
  OpportunityItem,
  RetailerCard,
} from '../../contract/business-profile.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import {
  type Q,
  bit,
  counterpart,
  ownProfileOrRefuse,
  regionLabel,
  regionNames,
} from './business-profile.repository.ts'

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
