// Data access for distribution members (dis_member with the dealer's party row). Every
// function takes the tenant's party id and filters on it: ids of another merchant's rows
// simply match nothing.

import { type Kysely, sql, type Transaction } from 'kysely'
import { MEMBER_SEARCH_COUNT_CAP } from '../../contract/distribution.constants.ts'
import type {
  MemberDetails,
  MemberItem,
  MemberOrderDetails,
  MemberOrderItem,
  MemberStatus,
  NamedRef,
} from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { compiledOnce } from '../db/compiled-query.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { cappedTotal, type PageParams, paginate } from '../http/paging.ts'
import { likeText, likeWithEscape } from '../shared/keyword.ts'
import { ftsPhrase, hasSqliteFts, trigramReady } from '../shared/text-search.ts'
import { regionName } from '../shared/regions.repository.ts'
import { type CustomerScope, memberSalesmanFilter, scopeMembers } from '../shared/data-scope.ts'

export type Q = Db | Transaction<Database> | Kysely<Database>

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

/**
 * A member with the columns of the list (MemberItem); `memberDetailsQuery` adds the details'.
 * The list's page reads only these: six columns fewer per row made its statement a third cheaper.
 */
function memberQuery(db: Q, partyId: string, drive?: WordSearch) {
  return db
    .selectFrom('dis_member as m')
    .innerJoin('party as p', 'p.id', 'm.member_party_id')
    .leftJoin('dis_rank as r', (j) => j.onRef('r.id', '=', 'm.rank_id').on('r.party_id', '=', partyId))
    .leftJoin('dis_salesman as s', (j) =>
      j.onRef('s.id', '=', 'm.salesman_id').on('s.party_id', '=', partyId),
    )
    .where(merchantOf(drive), '=', partyId)
    .select([
      'm.id as memberId',
      'm.member_party_id as partyId',
      'p.name as name',
      'p.contact_name as contactName',
      'p.contact_phone as contactPhone',
      'm.status as status',
      'm.remark as remark',
      'm.rank_id as rankId',
      'r.name as rankName',
      'm.salesman_id as salesmanId',
      's.name as salesmanName',
      'm.order_count as orderCount',
      'm.order_amount as orderAmount',
      'm.last_order_at as lastOrderAt',
      'm.created_at as createdAt',
      'm.group_refs as groupRefs',
    ])
}

function memberDetailsQuery(db: Q, partyId: string) {
  return memberQuery(db, partyId).select([
    'p.email as email',
    'p.address as address',
    'p.province_id as provinceId',
    'p.city_id as cityId',
    'p.county_id as countyId',
    'm.source as source',
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
    // Kept by the database's triggers (migration 2026_11_28_10_00_00), in the groups' name order.
    groups: JSON.parse(row.groupRefs) as NamedRef[],
    orderCount: Number(row.orderCount),
    orderAmount: Number(row.orderAmount),
    lastOrderAt: row.lastOrderAt,
    createdAt: row.createdAt,
  }
}

/** The filters of MemberFilters, in the order of the compiled shape's key. */
const FILTER_NAMES = [
  'keyword',
  'status',
  'rankId',
  'notRankId',
  'groupId',
  'notGroupId',
  'salesmanId',
] as const

type FilterName = (typeof FILTER_NAMES)[number]

type ListParameter = FilterName | 'partyId' | 'like' | 'matches' | 'cap' | 'limit' | 'offset'

/** Which filters apply: the keyword and the status when non-empty, the ids when given. */
function applies(filters: MemberFilters, name: FilterName): boolean {
  return name === 'keyword' || name === 'status' ? Boolean(filters[name]) : filters[name] !== undefined
}

/**
 * The count and page statements of one list shape (the filters that apply, the sort column and
 * order), built with placeholders and compiled once per database (server/db/compiled-query.ts).
 * Their SQL is what `paginate` (server/http/paging.ts) builds for the same shape.
 */
function compileListShape(
  has: ReadonlySet<FilterName>,
  column: string,
  order: 'asc' | 'desc',
  search: WordSearch,
) {
  // The filters name only m (dis_member) and p (party), which both starting points have.
  const filtered = <T>(start: T, p: (name: ListParameter) => never): T => {
    let q = start as unknown as ReturnType<typeof memberQuery>
    if (has.has('keyword')) {
      // The exact rule; the FTS5 candidates, when the word has few, are the same members.
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['p.name']), 'like', likeWithEscape(p('like'))),
          eb(eb.fn('lower', ['p.contact_name']), 'like', likeWithEscape(p('like'))),
          eb('p.contact_phone', 'like', likeWithEscape(p('like'))),
        ]),
      )
      if (search === 'matches')
        q = q.where(sql<boolean>`m.id in (select value from json_each(${p('matches')}))`)
    }
    if (has.has('status')) q = q.where('m.status', '=', p('status'))
    if (has.has('rankId')) q = q.where('m.rank_id', '=', p('rankId'))
    if (has.has('notRankId')) {
      q = q.where((eb) => eb.or([eb('m.rank_id', 'is', null), eb('m.rank_id', '!=', p('notRankId'))]))
    }
    if (has.has('salesmanId')) q = q.where('m.salesman_id', '=', p('salesmanId'))
    if (has.has('groupId')) {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('dis_member_group as g')
            .select('g.member_id')
            .whereRef('g.member_id', '=', 'm.id')
            .where('g.party_id', '=', p('partyId'))
            .where('g.group_id', '=', p('groupId')),
        ),
      )
    }
    if (has.has('notGroupId')) {
      q = q.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('dis_member_group as g')
              .select('g.member_id')
              .whereRef('g.member_id', '=', 'm.id')
              .where('g.party_id', '=', p('partyId'))
              .where('g.group_id', '=', p('notGroupId')),
          ),
        ),
      )
    }
    return q as unknown as T
  }
  // A word's statements are planned for each word on PostgreSQL (compiledOnce, planEachCall).
  const options = { planEachCall: has.has('keyword') }
  return {
    // The total: the same members without the rank and salesman joins, which are left joins on
    // a primary key and so never change how many rows there are (a third of the work), and
    // without the party unless the keyword filters on it: every member's party exists (a foreign
    // key, enforced on both engines), so the inner join never drops a member either.
    count: compiledOnce((db: Q, p: (name: ListParameter) => never) => {
      // A tallied shape's total is the tally's; its page carries it too, so this runs only for a
      // page past the end.
      if (talliedShape(has)) return db.selectNoFrom(talliedTotal(p, has.has('status')).as('total'))
      const members = db.selectFrom('dis_member as m').where(merchantOf(search), '=', p('partyId'))
      const start = has.has('keyword')
        ? members.innerJoin('party as p', 'p.id', 'm.member_party_id')
        : members
      // A word counts its matches up to the cap only (MEMBER_SEARCH_COUNT_CAP): past it the
      // list answers "1,000+" instead of joining every member to its party.
      if (!has.has('keyword')) return filtered(start, p).select((eb) => eb.fn.countAll().as('total'))
      const matches = filtered(start, p).select(sql<number>`1`.as('one')).limit(p('cap')).as('matches')
      return db.selectFrom(matches).select((eb) => eb.fn.countAll().as('total'))
    }, options),
    page: compiledOnce(
      (db: Q, p: (name: ListParameter) => never) =>
        filtered(memberQuery(db, p('partyId'), search), p)
          .select(
            talliedShape(has)
              ? talliedTotal(p, has.has('status')).as('talliedTotal')
              : sql<null>`null`.as('talliedTotal'),
          )
          // biome-ignore lint/suspicious/noExplicitAny: the column comes from MEMBER_SORTABLE
          .orderBy(column as any, order)
          .orderBy('m.id', order)
          .limit(p('limit'))
          .offset(p('offset')),
      options,
    ),
  }
}

/** SQLite's trigram table of the members' words (migration 2026_11_27_17_00_00_member_search). */
const MEMBER_FTS = 'dis_member_search'

/**
 * How a word finds its members: `matches` takes the ids the trigram table gave and sorts those
 * members (a word few members hold: walking the sort's index would pass every member of the
 * merchant, 236 ms at 100,000), `scan` walks the sort's index and tests each member (a common
 * word fills its page at once and counts only up to the cap; a word of 1-2 characters, which
 * trigrams cannot serve; PostgreSQL, whose trigram indexes serve the LIKE itself).
 */
type WordSearch = 'matches' | 'scan'

/** A word held by at most this many of the merchant's members reads them from the trigram table. */
const FEW_MEMBER_MATCHES = 2000

/**
 * The merchant's members whose words hold `keyword` (a JSON array of their ids), when the
 * trigram table serves it and they are few. The phrase is read once a call: an 11-digit phone
 * number's trigrams have long posting lists (4 ms at 100,000 members).
 */
async function wordMatches(db: Q, partyId: string, keyword: string | undefined): Promise<string | undefined> {
  if (!keyword || !trigramReady(keyword) || !(await hasSqliteFts(db, MEMBER_FTS))) return undefined
  const { rows } = await sql<{ id: number }>`select rowid as id from ${sql.table(MEMBER_FTS)}
    where ${sql.table(MEMBER_FTS)} match ${ftsPhrase(keyword)} and party_id = ${partyId}
    limit ${FEW_MEMBER_MATCHES + 1}`.execute(db)
  return rows.length <= FEW_MEMBER_MATCHES ? JSON.stringify(rows.map((r) => r.id)) : undefined
}

/**
 * The member's merchant column. Reading a word's matches, SQLite must look each up by its id,
 * not walk the merchant's members and test each against the list: a unary + hides the column
 * from its index choice and changes nothing else.
 */
const merchantOf = (drive: WordSearch | undefined) =>
  drive === 'matches' ? sql<string>`+m.party_id` : sql.ref<string>('m.party_id')

/**
 * A shape filtered by nothing but the status: its total is the merchant's tally
 * (dis_member_tally, kept by triggers): counting the members took 4 ms at 100,000 of them.
 */
const talliedShape = (has: ReadonlySet<FilterName>) => [...has].every((name) => name === 'status')

/**
 * The total of a tallied shape, read by its page statement as a column: one statement fewer per
 * page (a tenth of getMemberData's statements' time), and the same snapshot as the rows.
 */
function talliedTotal(p: (name: ListParameter) => never, byStatus: boolean) {
  const status = byStatus ? sql` and t.status = ${p('status')}` : sql``
  return sql<number>`(select coalesce(sum(t.member_count), 0) from dis_member_tally t
    where t.party_id = ${p('partyId')}${status})`
}

/** Compiled list shapes by key: at most 2^7 filter sets x 5 columns x 2 orders x 2 searches. */
const listShapes = new Map<string, ReturnType<typeof compileListShape>>()

export async function listMembers(
  db: Q,
  partyId: string,
  params: PageParams,
  requested: MemberFilters,
  scope: CustomerScope | null = null,
): Promise<Page<MemberItem>> {
  // A sub-user limited to its own customers lists its salesman's members only; asking for
  // another salesman's, or having none linked, lists nothing (server/shared/data-scope.ts).
  const salesman = memberSalesmanFilter(scope, requested.salesmanId)
  if (!salesman) return { list: [], total: 0, page: params.page, pageSize: params.pageSize }
  const filters = { ...requested, ...salesman }
  // The sort as paginate (server/http/paging.ts) chooses and checks it.
  const field = params.sortField ?? 'createdAt'
  const column = Object.hasOwn(MEMBER_SORTABLE, field)
    ? MEMBER_SORTABLE[field as keyof typeof MEMBER_SORTABLE]
    : undefined
  if (!column) throw ApiError.invalidInput('sortField', 'notSortable')
  const order = params.sortOrder ?? (params.sortField ? 'asc' : 'desc')
  const has = new Set(FILTER_NAMES.filter((name) => applies(filters, name)))
  const matches = await wordMatches(db, partyId, filters.keyword)
  const search: WordSearch = matches === undefined ? 'scan' : 'matches'
  const key = `${column} ${order} ${search} ${[...has].join(',')}`
  let shape = listShapes.get(key)
  if (!shape) {
    shape = compileListShape(has, column, order, search)
    listShapes.set(key, shape)
  }
  const values: Record<ListParameter, unknown> = {
    partyId,
    like: filters.keyword ? likeText(filters.keyword) : null,
    matches: matches ?? null,
    keyword: null,
    cap: MEMBER_SEARCH_COUNT_CAP + 1,
    status: filters.status ?? null,
    rankId: filters.rankId ?? null,
    notRankId: filters.notRankId ?? null,
    groupId: filters.groupId ?? null,
    notGroupId: filters.notGroupId ?? null,
    salesmanId: filters.salesmanId ?? null,
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
  }
  const rows = await shape.page(db, values)
  // A tallied shape's page carries its total (null for any other shape, and no row past the end).
  const carried = rows[0]?.talliedTotal ?? null
  const counted = Number(
    carried ?? ((await shape.count(db, values))[0] as { total?: number | string } | undefined)?.total ?? 0,
  )
  const total = has.has('keyword') ? cappedTotal(counted, MEMBER_SEARCH_COUNT_CAP) : { total: counted }
  const page: Page<MemberItem> = {
    list: rows.map(toItem),
    ...total,
    page: params.page,
    pageSize: params.pageSize,
  }
  return page
}

/** One of the merchant's members, within the caller's data scope (server/shared/data-scope.ts). */
export async function findMember(
  db: Q,
  partyId: string,
  memberId: number,
  scope: CustomerScope | null = null,
): Promise<MemberDetails | null> {
  const row = await scopeMembers(
    memberDetailsQuery(db, partyId).where('m.id', '=', memberId),
    scope,
    'm',
  ).executeTakeFirst()
  if (!row) return null
  return {
    ...toItem(row),
    email: row.email,
    address: row.address,
    region: await regionName(db, [row.provinceId, row.cityId, row.countyId]),
    source: row.source,
  }
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
  scope: CustomerScope | null = null,
): Promise<MemberOrderDetails | null> {
  const o = await scopeMembers(
    db
      .selectFrom('sales_order as o')
      .innerJoin('dis_member as m', (j) =>
        j.onRef('m.member_party_id', '=', 'o.buyer_party_id').on('m.party_id', '=', partyId),
      )
      .innerJoin('party as p', 'p.id', 'o.buyer_party_id')
      .selectAll('o')
      .select('p.name as memberName')
      .where('o.party_id', '=', partyId)
      .where('o.id', '=', orderId),
    scope,
    'm',
  ).executeTakeFirst()
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
