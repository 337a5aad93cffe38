// Data access for business friends (SPEC.md section 7, Business network: Friends) and for the
// products a chat message can carry. Friendships are stored both ways. Every function is scoped
// by the caller's tenant. Applications (apply, decide, their list and count) are in
// friend-applications.repository.ts.
import { sql } from 'kysely'
import type {
  BusiFriendDetail,
  BusiFriendItem,
  RecordMessageProduct,
} from '../../contract/business-friends.schema.ts'
import type { CooperationStanding, FriendRelation } from '../../contract/business-friends.constants.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'

export interface Caller {
  partyId: string
  userLoginId: string
}

function parseImages(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

export function listFriends(
  db: Db,
  partyId: string,
  input: PageParams & { keyword?: string | undefined },
): Promise<Page<BusiFriendItem>> {
  let q = db
    .selectFrom('busi_friend as f')
    .innerJoin('party as p', 'p.id', 'f.friend_party_id')
    .leftJoin('busi_profile as bp', 'bp.party_id', 'f.friend_party_id')
    .where('f.party_id', '=', partyId)
    .select([
      'f.friend_party_id',
      'f.created_at',
      'p.name as partyName',
      'bp.company_name as companyName',
      'bp.logo_url as logoUrl',
      'bp.industry as industry',
      'bp.main_business as mainBusiness',
      'bp.contact_name as contactName',
      'bp.contact_phone as contactPhone',
    ])
  if (input.keyword) {
    const pattern = likePattern(input.keyword)
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(p.name)`, 'like', pattern),
        eb(sql`lower(coalesce(bp.company_name, ''))`, 'like', pattern),
        eb(sql`lower(coalesce(bp.main_business, ''))`, 'like', pattern),
      ]),
    )
  }
  return paginate(q, input, {
    sortable: { since: 'f.created_at', companyName: 'p.name' },
    defaultSort: { field: 'since', order: 'desc' },
    tieBreaker: 'f.friend_party_id',
    map: (r) => ({
      partyId: r.friend_party_id,
      companyName: r.companyName ?? r.partyName,
      logoUrl: r.logoUrl ?? '',
      industry: r.industry ?? '',
      mainBusiness: r.mainBusiness ?? '',
      contactName: r.contactName ?? '',
      contactPhone: r.contactPhone ?? '',
      since: r.created_at,
    }),
  })
}

export async function isFriend(db: Db, partyId: string, peer: string): Promise<boolean> {
  const row = await db
    .selectFrom('busi_friend')
    .select('friend_party_id')
    .where('party_id', '=', partyId)
    .where('friend_party_id', '=', peer)
    .executeTakeFirst()
  return row !== undefined
}

export async function pendingBetween(db: Db, decider: string, applicant: string) {
  return db
    .selectFrom('busi_friend_apply')
    .select('id')
    .where('party_id', '=', decider)
    .where('apply_party_id', '=', applicant)
    .where('status', '=', 'PENDING')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** Whether the caller is the merchant's distribution member, or has applied to be (buildBusinessCooperation). */
async function cooperationWith(
  db: Db,
  caller: string,
  target: string,
): Promise<{ cooperation: CooperationStanding }> {
  if (caller === target) return { cooperation: 'NONE' }
  const member = await db
    .selectFrom('dis_member')
    .select('id')
    .where('party_id', '=', target)
    .where('member_party_id', '=', caller)
    .executeTakeFirst()
  if (member) return { cooperation: 'MEMBER' }
  const pending = await db
    .selectFrom('dis_cooperation_application')
    .select('id')
    .where('party_id', '=', target)
    .where('applicant_party_id', '=', caller)
    .where('status', '=', 'PENDING')
    .executeTakeFirst()
  return { cooperation: pending ? 'PENDING' : 'NONE' }
}

/**
 * Another merchant's business profile as the caller sees it: any public profile, or one the
 * caller is related to (friend, application either way). Anything else answers not found, as
 * does an infoId that is not one of that merchant's announcements.
 */
export async function friendDetail(
  db: Db,
  caller: string,
  target: string,
  infoId: string | undefined,
): Promise<BusiFriendDetail> {
  const profile = await db
    .selectFrom('busi_profile as bp')
    .innerJoin('party as p', 'p.id', 'bp.party_id')
    .selectAll('bp')
    .select('p.name as partyName')
    .where('bp.party_id', '=', target)
    .executeTakeFirst()
  if (!profile) throw ApiError.notFound('friends.noSuchMerchant')
  const friend = await isFriend(db, caller, target)
  const sent = await pendingBetween(db, target, caller)
  const received = await pendingBetween(db, caller, target)
  const self = caller === target
  if (!profile.is_public && !friend && !sent && !received && !self)
    throw ApiError.notFound('friends.noSuchMerchant')
  let announcement: BusiFriendDetail['announcement'] = null
  if (infoId !== undefined) {
    const row = await db
      .selectFrom('announcement')
      .select(['id', 'title'])
      .where('id', '=', Number(infoId))
      .where('party_id', '=', target)
      .executeTakeFirst()
    if (!row) throw ApiError.notFound('friends.noSuchAnnouncement')
    announcement = { id: String(row.id), title: row.title }
  }
  const relation: FriendRelation = self
    ? 'SELF'
    : friend
      ? 'FRIEND'
      : received
        ? 'RECEIVED'
        : sent
          ? 'SENT'
          : 'NONE'
  return {
    ...(await cooperationWith(db, caller, target)),
    partyId: target,
    companyName: profile.company_name || profile.partyName,
    logoUrl: profile.logo_url,
    businessType: profile.business_type,
    industry: profile.industry,
    mainBusiness: profile.main_business,
    intro: profile.intro,
    images: parseImages(profile.images),
    contactName: profile.contact_name,
    contactPhone: friend || self ? profile.contact_phone : '',
    address: profile.address,
    relation,
    receivedApplyId: received ? String(received.id) : '',
    announcement,
  }
}

/** The caller's products on sale, to send in a conversation (getRecordMessageProductList). */
export function listChatProducts(
  db: Db,
  partyId: string,
  input: PageParams & { keyword?: string | undefined },
): Promise<Page<RecordMessageProduct>> {
  let q = db
    .selectFrom('product')
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .where('status', '=', 'ON_SALE')
    .select(['id', 'product_no', 'name', 'main_image_url', 'min_price', 'max_price'])
  if (input.keyword) {
    const pattern = likePattern(input.keyword)
    q = q.where((eb) =>
      eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(product_no)`, 'like', pattern)]),
    )
  }
  return paginate(q, input, {
    sortable: { name: 'name', minPrice: 'min_price', updatedAt: 'updated_at' },
    defaultSort: { field: 'updatedAt', order: 'desc' },
    tieBreaker: 'id',
    map: (r) => ({
      productId: String(r.id),
      productNo: r.product_no,
      name: r.name,
      imageUrl: r.main_image_url,
      minPrice: Number(r.min_price),
      maxPrice: Number(r.max_price),
    }),
  })
}
