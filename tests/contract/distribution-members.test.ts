import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { MEMBER_SEARCH_COUNT_CAP } from '../../contract/distribution.constants.ts'
import type {
  GroupItem,
  MemberDetails,
  MemberItem,
  MemberOrderDetails,
  MemberOrderItem,
  RankItem,
  SalesmanItem,
} from '../../contract/distribution.schema.ts'
import { dcall, page, partyOf, someMemberOf } from './distribution-helpers.ts'
import { createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('distribution members on %s', (kind) => {
  let t: TestApp
  let base: string
  let pro: string
  let baseParty: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    base = await loginAs(t, 'distributionbase')
    pro = await loginAs(t, 'distributionpro')
    baseParty = await partyOf(t, 'distributionbase')
  })
  afterAll(async () => {
    await t.close()
  })

  /**
   * Dealer parties, written straight to the database, made members of `merchant` (default
   * distributionbase), each with the status `statusOf` gives it (default enabled).
   */
  async function addMembers(
    parties: {
      id: string
      name: string
      kind: 'DEALER'
      contact_name: string
      contact_phone: string
      created_at: string
    }[],
    at: string,
    merchant = baseParty,
    statusOf: (index: number) => 'ENABLED' | 'DISABLED' = () => 'ENABLED',
  ) {
    for (let i = 0; i < parties.length; i += 200) {
      const batch = parties.slice(i, i + 200)
      await t.db.insertInto('party').values(batch).execute()
      await t.db
        .insertInto('dis_member')
        .values(
          batch.map((p, n) => ({
            party_id: merchant,
            member_party_id: p.id,
            status: statusOf(i + n),
            remark: '',
            source: 'APPLICATION',
            order_count: 0,
            order_amount: 0,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute()
    }
  }

  it('pages the members: 299 for distributionbase, 20 a page by default', async () => {
    const first = await page<MemberItem>(t, 'getMemberData', base)
    expect(first.total).toBe(299)
    expect(first.list).toHaveLength(20)
    const last = await page<MemberItem>(t, 'getMemberData', base, { page: 15 })
    expect(last.list).toHaveLength(19)
    const ids = new Set([...first.list, ...last.list].map((m) => m.memberId))
    expect(ids.size).toBe(39)
  })

  it('filters by status, keyword, rank and group, and sorts by order amount', async () => {
    const disabled = await page<MemberItem>(t, 'getMemberData', pro, { status: 'DISABLED', pageSize: 100 })
    expect(disabled.total).toBe(18)
    expect(disabled.list.every((m) => m.status === 'DISABLED')).toBe(true)
    const someone = (await page<MemberItem>(t, 'getMemberData', pro)).list[3] as MemberItem
    const byName = await page<MemberItem>(t, 'getMemberData', pro, { keyword: someone.name })
    expect(byName.list.map((m) => m.memberId)).toContain(someone.memberId)
    const byPhone = await page<MemberItem>(t, 'getMemberData', pro, { keyword: someone.contactPhone })
    expect(byPhone.list.map((m) => m.memberId)).toContain(someone.memberId)
    const ranks = await page<RankItem>(t, 'getRankData', pro)
    const rank = ranks.list[0] as RankItem
    const inRank = await page<MemberItem>(t, 'getMemberData', pro, { rankId: rank.rankId, pageSize: 100 })
    expect(inRank.total).toBe(rank.memberCount)
    expect(inRank.list.every((m) => m.rank?.id === rank.rankId)).toBe(true)
    const groups = await page<GroupItem>(t, 'getGroupData', pro)
    const group = groups.list[0] as GroupItem
    const inGroup = await page<MemberItem>(t, 'getMemberData', pro, { groupId: group.groupId, pageSize: 100 })
    expect(inGroup.total).toBe(group.memberCount)
    expect(inGroup.list.every((m) => m.groups.some((g) => g.id === group.groupId))).toBe(true)
    const sorted = await page<MemberItem>(t, 'getMemberData', pro, {
      sortField: 'orderAmount',
      sortOrder: 'desc',
    })
    const amounts = sorted.list.map((m) => m.orderAmount)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
  })

  it('refuses a page size over 100 and an unknown status', async () => {
    expect(await dcall(t, 'getMemberData', base, { pageSize: 101 })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'pageSize', reason: 'max100' },
    })
    expect(await dcall(t, 'getMemberData', base, { status: 'GONE' })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'status' },
    })
  })

  it('shows a member with their orders and an order with its lines', async () => {
    const top = (
      await page<MemberItem>(t, 'getMemberData', pro, { sortField: 'orderCount', sortOrder: 'desc' })
    ).list[0] as MemberItem
    expect(top.orderCount).toBeGreaterThan(0)
    const details = await dcall<MemberDetails>(t, 'getMemberDetailsData', pro, { memberId: top.memberId })
    expect(details.data).toMatchObject({ memberId: top.memberId, name: top.name, source: 'APPLICATION' })
    const orders = await page<MemberOrderItem>(t, 'getMemberOrderListData', pro, { memberId: top.memberId })
    expect(orders.total).toBeGreaterThanOrEqual(top.orderCount)
    const order = orders.list[0] as MemberOrderItem
    const od = await dcall<MemberOrderDetails>(t, 'getMemberSellerOrderDetailsData', pro, {
      orderId: order.orderId,
    })
    expect(od.code).toBe(ResultCode.ok)
    expect(od.data.memberName).toBe(top.name)
    expect(od.data.lines.length).toBeGreaterThan(0)
    expect(od.data.lines.reduce((s, l) => s + l.amount, 0)).toBe(od.data.goodsAmount)
    // Another merchant cannot read that order or member.
    expect((await dcall(t, 'getMemberSellerOrderDetailsData', base, { orderId: order.orderId })).code).toBe(
      ResultCode.notFound,
    )
    expect((await dcall(t, 'getMemberDetailsData', base, { memberId: top.memberId })).code).toBe(
      ResultCode.notFound,
    )
    expect((await dcall(t, 'getMemberOrderListData', base, { memberId: top.memberId })).code).toBe(
      ResultCode.notFound,
    )
  })

  it('disables and enables a member', async () => {
    const m = (await page<MemberItem>(t, 'getMemberData', pro, { status: 'ENABLED' })).list[0] as MemberItem
    expect(
      (await dcall(t, 'changeMemberStatus', pro, { memberId: m.memberId, status: 'DISABLED' })).code,
    ).toBe(ResultCode.ok)
    expect(
      (await dcall<MemberDetails>(t, 'getMemberDetailsData', pro, { memberId: m.memberId })).data.status,
    ).toBe('DISABLED')
    expect(
      (await dcall(t, 'changeMemberStatus', pro, { memberId: m.memberId, status: 'ENABLED' })).code,
    ).toBe(ResultCode.ok)
    expect(
      (await dcall(t, 'changeMemberStatus', pro, { memberId: m.memberId, status: 'ON' })).data,
    ).toMatchObject({
      field: 'status',
    })
  })

  it('totals the members as a recount does, through a status change, new, removed and moved members', async () => {
    const proParty = await partyOf(t, 'distributionpro')
    const recount = async (party: string, status?: 'ENABLED' | 'DISABLED') => {
      let q = t.db.selectFrom('dis_member').where('party_id', '=', party)
      if (status) q = q.where('status', '=', status)
      return Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    }
    // A page's total comes with its rows; a page past the end, with none, still answers it.
    const listed = async (user: string) => ({
      all: (await page<MemberItem>(t, 'getMemberData', user)).total,
      enabled: (await page<MemberItem>(t, 'getMemberData', user, { status: 'ENABLED' })).total,
      disabled: (await page<MemberItem>(t, 'getMemberData', user, { status: 'DISABLED' })).total,
      disabledPastTheEnd: (
        await page<MemberItem>(t, 'getMemberData', user, { status: 'DISABLED', page: 500 })
      ).total,
    })
    const recounted = async (party: string) => ({
      all: await recount(party),
      enabled: await recount(party, 'ENABLED'),
      disabled: await recount(party, 'DISABLED'),
      disabledPastTheEnd: await recount(party, 'DISABLED'),
    })
    const before = await listed(pro)
    expect(before).toEqual(await recounted(proParty))

    const m = (await page<MemberItem>(t, 'getMemberData', pro, { status: 'ENABLED' })).list[0] as MemberItem
    await dcall(t, 'changeMemberStatus', pro, { memberId: m.memberId, status: 'DISABLED' })
    expect(await listed(pro)).toEqual({
      all: before.all,
      enabled: before.enabled - 1,
      disabled: before.disabled + 1,
      disabledPastTheEnd: before.disabled + 1,
    })

    const at = '2026-11-20T03:00:00.000Z'
    const ids = ['PTALLY1', 'PTALLY2', 'PTALLY3']
    const parties = ids.map((id) => ({
      id,
      name: `Tally ${id}`,
      kind: 'DEALER' as const,
      contact_name: '',
      contact_phone: '',
      created_at: at,
    }))
    await addMembers(parties, at, proParty, (i) => (i === 0 ? 'DISABLED' : 'ENABLED'))
    expect(await listed(pro)).toEqual({
      all: before.all + 3,
      enabled: before.enabled + 1,
      disabled: before.disabled + 2,
      disabledPastTheEnd: before.disabled + 2,
    })

    await t.db.deleteFrom('dis_member').where('member_party_id', '=', 'PTALLY1').execute()
    const baseBefore = await listed(base)
    await t.db
      .updateTable('dis_member')
      .set({ party_id: baseParty })
      .where('member_party_id', '=', 'PTALLY2')
      .execute()
    const proMoved = await listed(pro)
    const baseMoved = await listed(base)
    expect(proMoved).toEqual({
      all: before.all + 1,
      enabled: before.enabled,
      disabled: before.disabled + 1,
      disabledPastTheEnd: before.disabled + 1,
    })
    expect(baseMoved).toEqual({
      ...baseBefore,
      all: baseBefore.all + 1,
      enabled: baseBefore.enabled + 1,
    })
    expect(proMoved).toEqual(await recounted(proParty))
    expect(baseMoved).toEqual(await recounted(baseParty))

    await t.db.deleteFrom('dis_member').where('member_party_id', 'in', ids).execute()
    await t.db.deleteFrom('party').where('id', 'in', ids).execute()
    await dcall(t, 'changeMemberStatus', pro, { memberId: m.memberId, status: 'ENABLED' })
    expect(await listed(pro)).toEqual(before)
    expect(await listed(base)).toEqual(baseBefore)
  })

  it('saves a remark, and refuses one over 500 characters', async () => {
    const m = (await page<MemberItem>(t, 'getMemberData', base)).list[0] as MemberItem
    expect(
      (await dcall(t, 'saveDistributionMemberRemark', base, { memberId: m.memberId, remark: ' 月结客户 ' }))
        .code,
    ).toBe(ResultCode.ok)
    expect(
      (await dcall<MemberDetails>(t, 'getMemberDetailsData', base, { memberId: m.memberId })).data.remark,
    ).toBe('月结客户')
    const long = await dcall(t, 'saveDistributionMemberRemark', base, {
      memberId: m.memberId,
      remark: 'x'.repeat(501),
    })
    expect(long).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'remark', reason: 'tooLong' },
    })
  })

  it('sets the rank of several members at once', async () => {
    const members = (await page<MemberItem>(t, 'getMemberData', base, { pageSize: 3 })).list
    const rank = (await page<RankItem>(t, 'getRankData', base)).list[0] as RankItem
    const res = await dcall(t, 'saveDistributionMemberRank', base, {
      memberIds: members.map((m) => m.memberId),
      rankId: rank.rankId,
    })
    expect(res.code).toBe(ResultCode.ok)
    for (const m of members) {
      const d = await dcall<MemberDetails>(t, 'getMemberDetailsData', base, { memberId: m.memberId })
      expect(d.data.rank).toEqual({ id: rank.rankId, name: rank.name })
    }
  })

  it("refuses another merchant's rank or member and changes nothing", async () => {
    const m = (await page<MemberItem>(t, 'getMemberData', base)).list[5] as MemberItem
    const proRank = (await page<RankItem>(t, 'getRankData', pro)).list[0] as RankItem
    const before = await dcall<MemberDetails>(t, 'getMemberDetailsData', base, { memberId: m.memberId })
    const foreignRank = await dcall(t, 'saveDistributionMemberRank', base, {
      memberIds: [m.memberId],
      rankId: proRank.rankId,
    })
    expect(foreignRank.code).toBe(ResultCode.notFound)
    const proMember = await someMemberOf(t, await partyOf(t, 'distributionpro'))
    const baseRank = (await page<RankItem>(t, 'getRankData', base)).list[1] as RankItem
    const mixed = await dcall(t, 'saveDistributionMemberRank', base, {
      memberIds: [m.memberId, proMember],
      rankId: baseRank.rankId,
    })
    expect(mixed.code).toBe(ResultCode.notFound)
    const after = await dcall<MemberDetails>(t, 'getMemberDetailsData', base, { memberId: m.memberId })
    expect(after.data.rank).toEqual(before.data.rank)
    for (const call of ['changeMemberStatus', 'saveDistributionMemberRemark'] as const) {
      const res = await dcall(t, call, base, { memberId: proMember, status: 'DISABLED', remark: 'x' })
      expect(res.code).toBe(ResultCode.notFound)
    }
  })

  it("replaces a member's groups", async () => {
    const m = (await page<MemberItem>(t, 'getMemberData', base)).list[7] as MemberItem
    const groups = (await page<GroupItem>(t, 'getGroupData', base)).list
    const wanted = [groups[0]?.groupId, groups[2]?.groupId] as number[]
    expect(
      (await dcall(t, 'saveDistributionMemberToGroups', base, { memberId: m.memberId, groupIds: wanted }))
        .code,
    ).toBe(ResultCode.ok)
    const d = await dcall<MemberDetails>(t, 'getMemberDetailsData', base, { memberId: m.memberId })
    expect(d.data.groups.map((g) => g.id).sort()).toEqual([...wanted].sort())
    await dcall(t, 'saveDistributionMemberToGroups', base, { memberId: m.memberId, groupIds: [] })
    expect(
      (await dcall<MemberDetails>(t, 'getMemberDetailsData', base, { memberId: m.memberId })).data.groups,
    ).toEqual([])
    const proGroup = (await page<GroupItem>(t, 'getGroupData', pro)).list[0] as GroupItem
    const foreign = await dcall(t, 'saveDistributionMemberToGroups', base, {
      memberId: m.memberId,
      groupIds: [proGroup.groupId],
    })
    expect(foreign.code).toBe(ResultCode.notFound)
  })

  it('assigns a salesman to one member, to many, and unassigns', async () => {
    const members = (await page<MemberItem>(t, 'getMemberData', base, { pageSize: 4, page: 3 })).list
    const salesman = (await page<SalesmanItem>(t, 'getSalesman', base)).list[0] as SalesmanItem
    const one = members[0] as MemberItem
    const single = await dcall<{ updated: number }>(t, 'updateDistributionMemberSalesmanId', base, {
      memberId: one.memberId,
      salesmanId: salesman.salesmanId,
    })
    expect(single.data).toEqual({ updated: 1 })
    const batch = await dcall<{ updated: number }>(t, 'updateDistributionMemberSalesmanId', base, {
      memberIds: members.map((m) => m.memberId),
      salesmanId: salesman.salesmanId,
    })
    expect(batch.data).toEqual({ updated: 4 })
    const assigned = await page<MemberItem>(t, 'getMemberData', base, {
      salesmanId: salesman.salesmanId,
      pageSize: 100,
    })
    for (const m of members) expect(assigned.list.map((a) => a.memberId)).toContain(m.memberId)
    await dcall(t, 'updateDistributionMemberSalesmanId', base, {
      memberIds: [one.memberId],
      salesmanId: null,
    })
    expect(
      (await dcall<MemberDetails>(t, 'getMemberDetailsData', base, { memberId: one.memberId })).data.salesman,
    ).toBeNull()
    const empty = await dcall(t, 'updateDistributionMemberSalesmanId', base, {
      memberIds: [],
      salesmanId: null,
    })
    expect(empty).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'memberIds', reason: 'required' },
    })
    const proSalesman = (await page<SalesmanItem>(t, 'getSalesman', pro)).list[0] as SalesmanItem
    const foreign = await dcall(t, 'updateDistributionMemberSalesmanId', base, {
      memberIds: [one.memberId],
      salesmanId: proSalesman.salesmanId,
    })
    expect(foreign.code).toBe(ResultCode.notFound)
  })

  it('keeps the member list within the tenant', async () => {
    const all = await page<MemberItem>(t, 'getMemberData', base, { pageSize: 100, page: 3 })
    const rows = await t.db
      .selectFrom('dis_member')
      .select('id')
      .where(
        'id',
        'in',
        all.list.map((m) => m.memberId),
      )
      .where('party_id', '!=', baseParty)
      .execute()
    expect(rows).toEqual([])
  })

  it("counts a word's matches up to the cap and says so, and counts a rarer word exactly", async () => {
    // MEMBER_SEARCH_COUNT_CAP + 5 members of distributionbase whose company holds one word.
    const at = '2026-11-20T02:00:00.000Z'
    const parties = Array.from({ length: MEMBER_SEARCH_COUNT_CAP + 5 }, (_, n) => ({
      id: `PCAP${String(n).padStart(5, '0')}`,
      name: n === 0 ? '稀有字号五金' : `封顶计数商行${n}`,
      kind: 'DEALER' as const,
      contact_name: '测试',
      contact_phone: `1370000${String(n).padStart(4, '0')}`,
      created_at: at,
    }))
    await addMembers(parties, at)
    const common = await page<MemberItem>(t, 'getMemberData', base, { keyword: '封顶计数' })
    expect(common.total).toBe(MEMBER_SEARCH_COUNT_CAP)
    expect(common.totalIsCapped).toBe(true)
    expect(common.list).toHaveLength(20)
    expect(common.list.every((m) => m.name.includes('封顶计数'))).toBe(true)
    const rare = await page<MemberItem>(t, 'getMemberData', base, { keyword: '稀有字号' })
    expect(rare.total).toBe(1)
    expect(rare.totalIsCapped).toBeUndefined()
    expect(rare.list.map((m) => m.name)).toEqual(['稀有字号五金'])
    // Without a word every member is counted: 299 of the seed and these.
    const all = await page<MemberItem>(t, 'getMemberData', base)
    expect(all.total).toBe(299 + parties.length)
    expect(all.totalIsCapped).toBeUndefined()
  })

  it('finds by a word exactly the members whose name, contact or phone holds it, as parties and members change', async () => {
    const at = '2026-11-20T03:00:00.000Z'
    const dealers = [
      { id: 'PWORD1', name: 'Acme 五金工具', contact_name: '张三', contact_phone: '13811112222' },
      { id: 'PWORD2', name: '青松五金工具店', contact_name: 'ACMEjohn', contact_phone: '13911113333' },
      { id: 'PWORD3', name: '100%_纯净水', contact_name: '李四', contact_phone: '13711114444' },
    ]
    await addMembers(
      dealers.map((d) => ({ ...d, kind: 'DEALER' as const, created_at: at })),
      at,
    )
    const found = async (keyword: string) => {
      const result = await page<MemberItem>(t, 'getMemberData', base, { keyword, pageSize: 100 })
      expect(result.list).toHaveLength(result.total)
      return result.list.map((m) => m.memberId).sort((a, b) => a - b)
    }
    // The rule, recomputed from the rows: the word, any case, inside the name, contact or phone.
    const expected = async (keyword: string) => {
      const word = keyword.toLowerCase()
      const rows = await t.db
        .selectFrom('dis_member as m')
        .innerJoin('party as p', 'p.id', 'm.member_party_id')
        .select(['m.id', 'p.name', 'p.contact_name', 'p.contact_phone'])
        .where('m.party_id', '=', baseParty)
        .execute()
      return rows
        .filter((r) => [r.name, r.contact_name, r.contact_phone].some((v) => v.toLowerCase().includes(word)))
        .map((r) => Number(r.id))
        .sort((a, b) => a - b)
    }
    const words = ['acme', 'ACME', '五金工具', '1111', '100%_', '0%_', 'cmej', '没有这个词']
    for (const word of words) expect(await found(word), word).toEqual(await expected(word))
    expect(await found('acme')).toHaveLength(2)
    expect(await found('0%_')).toHaveLength(1)

    // A party renamed is found by its new word only; a member removed is found no more.
    await t.db.updateTable('party').set({ name: '松柏园艺' }).where('id', '=', 'PWORD2').execute()
    await t.db.deleteFrom('dis_member').where('member_party_id', '=', 'PWORD3').execute()
    for (const word of [...words, '松柏园艺', '纯净水'])
      expect(await found(word), word).toEqual(await expected(word))
    expect(await found('五金工具')).toHaveLength(1)
    expect(await found('松柏园')).toHaveLength(1)
    expect(await found('纯净水')).toEqual([])
    if (kind === 'sqlite') {
      // The trigram table holds one row per member, in step with the members.
      const { rows } = await sql<{ n: number }>`select count(*) as n from dis_member_search`.execute(t.db)
      const members = await t.db
        .selectFrom('dis_member')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
      expect(Number(rows[0]?.n)).toBe(Number(members?.n))
    } else {
      // PostgreSQL serves the same LIKE from trigram indexes on the party's three columns.
      const { rows } = await sql<{ name: string }>`
        select indexname as name from pg_indexes
        where schemaname = any (current_schemas(false)) and indexname like 'party%trgm%' order by 1`.execute(
        t.db,
      )
      expect(rows.map((r) => r.name)).toEqual([
        'party_contact_name_trgm_idx',
        'party_contact_phone_trgm_idx',
        'party_name_trgm_idx',
      ])
    }
  })
})
