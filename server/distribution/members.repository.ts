// Data access for distribution members (dis_member with the dealer's party row). Every
// function takes the tenant's party id and filters on it: ids of another merchant's rows
// simply match nothing.
import type { Kysely, Transaction } from 'kysely'
import type {
  MemberDetails,
  MemberItem,
  MemberOrderDetails,
  MemberOrderItem,
  MemberStatus,
  NamedRef,
} from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from './keyword.ts'
import { lockTenant } from './tenant-lock.ts'

type Q = Db | Transaction<Database> | Kysely<Database>

export interface MemberFilters {
  keyword?: string | undefined
  status?: MemberStatus | undefined
  rankId?: number | undefined
  /** Members not in this rank (getOutRankMemberData). */
  notRankId?: number | undefined
  groupId?: number | undefined
  /** Members not in this group (getOutGroupMemberData). */
  notGroupId?: number | undefined
  salesmanId?: number | undefined
}

const MEMBER_SORTABLE = {
  createdAt: 'm.created_at',
  name: 'p.name',
  orderCount: 'm.order_count',
  orderAmount: 'm.order_amount',
  lastOrderAt: 'm.last_order_at',
}

function memberQuery(db: Q, partyId: string) {
  return db
    .selectFrom('dis_member as m')
    .innerJoin('party as p', 'p.id', 'm.member_party_id')
    .leftJoin('dis_rank as r', (j) => j.onRef('r.id', '=', 'm.rank_id').on('r.party_id', '=', partyId))
    .leftJoin('dis_salesman as s', (j) =>
      j.onRef('s.id', '=', 'm.salesman_id').on('s.party_id', '=', partyId),
    )
    .where('m.party_id', '=', partyId)
    .select([
      'm.id as memberId',
      'm.member_party_id as partyId',
      'p.name as name',
      'p.contact_name as contactName',
      'p.contact_phone as contactPhone',
      'p.email as email',
      'p.address as address',
      'p.province_id as provinceId',
      'p.city_id as cityId',
      'p.county_id as countyId',
      'm.status as status',
      'm.remark as remark',
      'm.source as source',
      'm.rank_id as rankId',
      'r.name as rankName',
      'm.salesman_id as salesmanId',
      's.name as salesmanName',
      'm.order_count as orderCount',
      'm.order_amount as orderAmount',
      'm.last_order_at as lastOrderAt',
      'm.created_at as createdAt',
    ])
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['executeTakeFirstOrThrow']>>

function toItem(row: MemberRow): MemberItem {
  return {
    memberId: Number(row.memberId),
    partyId: row.partyId,
    name: row.name,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    status: row.status,
    remark: row.remark,
    rank:
      row.rankId !== null && row.rankName !== null ? { id: Number(row.rankId), name: row.rankName } : null,
    salesman:
      row.salesmanId !== null && row.salesmanName !== null
        ? { id: Number(row.salesmanId), name: row.salesmanName }
        : null,
    groups: [],
    orderCount: Number(row.orderCount),
    orderAmount: Number(row.orderAmount),
    lastOrderAt: row.lastOrderAt,
    createdAt: row.createdAt,
  }
}

export async function listMembers(
  db: Q,
  partyId: string,
  params: PageParams,
  filters: MemberFilters,
): Promise<Page<MemberItem>> {
  let q = memberQuery(db, partyId)
  if (filters.keyword) {
    const like = likePattern(filters.keyword)
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.name']), 'like', like),
        eb(eb.fn('lower', ['p.contact_name']), 'like', like),
        eb('p.contact_phone', 'like', like),
      ]),
    )
  }
  if (filters.status) q = q.where('m.status', '=', filters.status)
  if (filters.rankId !== undefined) q = q.where('m.rank_id', '=', filters.rankId)
  if (filters.notRankId !== undefined) {
    const notRank = filters.notRankId
    q = q.where((eb) => eb.or([eb('m.rank_id', 'is', null), eb('m.rank_id', '!=', notRank)]))
  }
  if (filters.salesmanId !== undefined) q = q.where('m.salesman_id', '=', filters.salesmanId)
  if (filters.groupId !== undefined) {
    const groupId = filters.groupId
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('dis_member_group as g')
          .select('g.member_id')
          .whereRef('g.member_id', '=', 'm.id')
          .where('g.party_id', '=', partyId)
          .where('g.group_id', '=', groupId),
      ),
    )
  }
  if (filters.notGroupId !== undefined) {
    const groupId = filters.notGroupId
    q = q.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('dis_member_group as g')
            .select('g.member_id')
            .whereRef('g.member_id', '=', 'm.id')
            .where('g.party_id', '=', partyId)
            .where('g.group_id', '=', groupId),
        ),
      ),
    )
  }
  const page = await paginate(q, params, {
    sortable: MEMBER_SORTABLE,
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'm.id',
    map: toItem,
  })
  await attachGroups(db, partyId, page.list)
  return page
}

async function attachGroups(db: Q, partyId: string, items: MemberItem[]): Promise<void> {
  if (items.length === 0) return
  const rows = await db
    .selectFrom('dis_member_group as mg')
    .innerJoin('dis_group as g', 'g.id', 'mg.group_id')
    .select(['mg.member_id as memberId', 'g.id as id', 'g.name as name'])
    .where('mg.party_id', '=', partyId)
    .where('g.party_id', '=', partyId)
    .where(
      'mg.member_id',
      'in',
      items.map((i) => i.memberId),
    )
    .orderBy('g.name')
    .execute()
  const byMember = new Map<number, NamedRef[]>()
  for (const r of rows) {
    const list = byMember.get(Number(r.memberId)) ?? []
    list.push({ id: Number(r.id), name: r.name })
    byMember.set(Number(r.memberId), list)
  }
  for (const item of items) item.groups = byMember.get(item.memberId) ?? []
}

export async function regionName(db: Q, ids: (string | null)[]): Promise<string> {
  const wanted = ids.filter((v): v is string => !!v)
  if (wanted.length === 0) return ''
  const rows = await db.selectFrom('geo_region').select(['id', 'name']).where('id', 'in', wanted).execute()
  const names = new Map(rows.map((r) => [r.id, r.name]))
  return wanted
    .map((v) => names.get(v))
    .filter(Boolean)
    .join(' ')
}

export async function findMember(db: Q, partyId: string, memberId: number): Promise<MemberDetails | null> {
  const row = await memberQuery(db, partyId).where('m.id', '=', memberId).executeTakeFirst()
  if (!row) return null
  const item = toItem(row)
  await attachGroups(db, partyId, [item])
  return {
    ...item,
    email: row.email,
    address: row.address,
    region: await regionName(db, [row.provinceId, row.cityId, row.countyId]),
    source: row.source,
  }
}

/** The ids among `memberIds` that belong to the tenant. */
export async function ownedMemberIds(db: Q, partyId: string, memberIds: number[]): Promise<number[]> {
  if (memberIds.length === 0) return []
  const rows = await db
    .selectFrom('dis_member')
    .select('id')
    .where('party_id', '=', partyId)
    .where('id', 'in', memberIds)
    .execute()
  return rows.map((r) => Number(r.id))
}

/** Refuses unless every id names one of the tenant's members (another tenant's id: not found). */
export async function requireOwnedMembers(db: Q, partyId: string, memberIds: number[]): Promise<number[]> {
  const wanted = [...new Set(memberIds)]
  const owned = await ownedMemberIds(db, partyId, wanted)
  if (owned.length !== wanted.length) throw ApiError.notFound('members.notFound')
  return wanted
}

/** Whether the party is (or was: disabled members count) a member of the tenant. */
export async function isMember(db: Q, partyId: string, memberPartyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('dis_member')
    .select('id')
    .where('party_id', '=', partyId)
    .where('member_party_id', '=', memberPartyId)
    .executeTakeFirst()
  return row !== undefined
}

/** An accepted application's member: a new row, or a former member who applied again comes back enabled. */
export async function addMember(
  trx: Transaction<Database>,
  partyId: string,
  m: {
    memberPartyId: string
    applicationId: number
    rankId: number | null
    salesmanId: number | null
    nowIso: string
  },
): Promise<void> {
  const existing = await trx
    .selectFrom('dis_member')
    .select('id')
    .where('party_id', '=', partyId)
    .where('member_party_id', '=', m.memberPartyId)
    .executeTakeFirst()
  if (existing) {
    await trx
      .updateTable('dis_member')
      .set({ status: 'ENABLED', application_id: m.applicationId, updated_at: m.nowIso })
      .where('id', '=', existing.id)
      .execute()
    return
  }
  await trx
    .insertInto('dis_member')
    .values({
      party_id: partyId,
      member_party_id: m.memberPartyId,
      status: 'ENABLED',
      source: 'APPLICATION',
      application_id: m.applicationId,
      rank_id: m.rankId,
      salesman_id: m.salesmanId,
      last_order_at: null,
      created_at: m.nowIso,
      updated_at: m.nowIso,
    })
    .execute()
}

/** Enables or disables a member; enabling takes a seat like an accepted application does. */
export async function changeMemberStatus(
  db: Db,
  partyId: string,
  memberId: number,
  status: MemberStatus,
  nowIso: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTenant(trx, partyId)
    const member = await trx
      .selectFrom('dis_member')
      .select(['id', 'status'])
      .where('party_id', '=', partyId)
      .where('id', '=', memberId)
      .executeTakeFirst()
    if (!member) throw ApiError.notFound('members.notFound')
    if (member.status === status) return
    if (status === 'ENABLED') {
      const cap = await memberCapOf(trx, partyId)
      if (cap !== null && (await countActiveMembers(trx, partyId)) >= cap) {
        throw ApiError.conflict('members.capReached', { cap })
      }
    }
    await trx
      .updateTable('dis_member')
      .set({ status, updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', '=', memberId)
      .execute()
  })
}

export async function saveMemberRemark(
  db: Q,
  partyId: string,
  memberId: number,
  remark: string,
  nowIso: string,
): Promise<void> {
  const res = await db
    .updateTable('dis_member')
    .set({ remark, updated_at: nowIso })
    .where('party_id', '=', partyId)
    .where('id', '=', memberId)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) === 0) throw ApiError.notFound('members.notFound')
}

export async function countActiveMembers(db: Q, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('dis_member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('party_id', '=', partyId)
    .where('status', '=', 'ENABLED')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * The member cap of the tenant's plan: `vip_plan.member_cap` of the VIP plan granting the
 * tenant's tier (the smallest, should several), or null when the tier has no cap.
 */
export async function memberCapOf(db: Q, partyId: string): Promise<number | null> {
  const party = await db.selectFrom('party').select('tier').where('id', '=', partyId).executeTakeFirst()
  if (!party?.tier) return null
  const row = await db
    .selectFrom('vip_plan')
    .select((eb) => eb.fn.min('member_cap').as('cap'))
    .where('kind', '=', 'VIP')
    .where('tier', '=', party.tier)
    .where('member_cap', 'is not', null)
    .executeTakeFirst()
  return row?.cap === null || row?.cap === undefined ? null : Number(row.cap)
}

const ORDER_SORTABLE = { createdAt: 'o.created_at', payAmount: 'o.pay_amount' }

export async function listMemberOrders(
  db: Q,
  partyId: string,
  memberPartyId: string,
  params: PageParams,
): Promise<Page<MemberOrderItem>> {
  const q = db
    .selectFrom('sales_order as o')
    .where('o.party_id', '=', partyId)
    .where('o.buyer_party_id', '=', memberPartyId)
    .select([
      'o.id as orderId',
      'o.order_no as orderNo',
      'o.channel as channel',
      'o.status as status',
      'o.item_count as itemCount',
      'o.pay_amount as payAmount',
      'o.created_at as createdAt',
    ])
  return paginate(q, params, {
    sortable: ORDER_SORTABLE,
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'o.id',
    map: (r) => ({
      orderId: Number(r.orderId),
      orderNo: r.orderNo,
      channel: r.channel,
      status: r.status,
      itemCount: Number(r.itemCount),
      payAmount: Number(r.payAmount),
      createdAt: r.createdAt,
    }),
  })
}

/** An order the tenant sold to one of its members; null for any other order. */
export async function findMemberOrder(
  db: Q,
  partyId: string,
  orderId: number,
): Promise<MemberOrderDetails | null> {
  const o = await db
    .selectFrom('sales_order as o')
    .innerJoin('dis_member as m', (j) =>
      j.onRef('m.member_party_id', '=', 'o.buyer_party_id').on('m.party_id', '=', partyId),
    )
    .innerJoin('party as p', 'p.id', 'o.buyer_party_id')
    .selectAll('o')
    .select('p.name as memberName')
    .where('o.party_id', '=', partyId)
    .where('o.id', '=', orderId)
    .executeTakeFirst()
  if (!o) return null
  const lines = await db
    .selectFrom('sales_order_line')
    .select(['id', 'product_name', 'sku_spec', 'unit_price', 'quantity', 'amount'])
    .where('party_id', '=', partyId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  return {
    orderId: Number(o.id),
    orderNo: o.order_no,
    channel: o.channel,
    status: o.status,
    itemCount: Number(o.item_count),
    payAmount: Number(o.pay_amount),
    createdAt: o.created_at,
    memberName: o.memberName,
    receiverName: o.receiver_name,
    receiverPhone: o.receiver_phone,
    address: o.address,
    goodsAmount: Number(o.goods_amount),
    freightAmount: Number(o.freight_amount),
    discountAmount: Number(o.discount_amount),
    buyerRemark: o.buyer_remark,
    paidAt: o.paid_at,
    shippedAt: o.shipped_at,
    completedAt: o.completed_at,
    lines: lines.map((l) => ({
      lineId: Number(l.id),
      productName: l.product_name,
      skuSpec: l.sku_spec,
      unitPrice: Number(l.unit_price),
      quantity: Number(l.quantity),
      amount: Number(l.amount),
    })),
  }
}
