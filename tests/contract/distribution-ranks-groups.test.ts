import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { GroupItem, MemberDetails, MemberItem, RankItem } from '../../contract/distribution.schema.ts'
import { dcall, page, partyOf } from './distribution-helpers.ts'
import { createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('distribution ranks and groups on %s', (kind) => {
  let t: TestApp
  let base: string
  let pro: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    base = await loginAs(t, 'distributionbase')
    pro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists ranks by sort order with member counts', async () => {
    const ranks = await page<RankItem>(t, 'getRankData', base)
    expect(ranks.list.map((r) => r.name)).toEqual(['金牌经销商', '银牌经销商', '普通经销商'])
    expect(ranks.list.filter((r) => r.isDefault === 1)).toHaveLength(1)
    expect(ranks.list.reduce((s, r) => s + r.memberCount, 0)).toBeGreaterThan(0)
  })

  it('creates, reads and edits a rank; one default at a time; names unique', async () => {
    const created = await dcall<RankItem>(t, 'saveDistributionRank', base, {
      name: ' 试用经销商 ',
      discountPermille: 980,
      isDefault: 1,
      sort: 9,
    })
    expect(created.data).toMatchObject({
      name: '试用经销商',
      discountPermille: 980,
      isDefault: 1,
      memberCount: 0,
    })
    const ranks = await page<RankItem>(t, 'getRankData', base)
    expect(ranks.list.filter((r) => r.isDefault === 1).map((r) => r.rankId)).toEqual([created.data.rankId])
    const edited = await dcall<RankItem>(t, 'saveDistributionRank', base, {
      rankId: created.data.rankId,
      name: '试用经销商二',
      discountPermille: 990,
    })
    expect(edited.data).toMatchObject({
      rankId: created.data.rankId,
      name: '试用经销商二',
      discountPermille: 990,
    })
    const one = await dcall<RankItem>(t, 'getRankByRankId', base, { rankId: created.data.rankId })
    expect(one.data.name).toBe('试用经销商二')
    const dup = await dcall(t, 'saveDistributionRank', base, { name: '金牌经销商', discountPermille: 900 })
    expect(dup).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'name', reason: 'duplicate' } })
    const bad = await dcall(t, 'saveDistributionRank', base, { name: 'x', discountPermille: 1200 })
    expect(bad).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'discountPermille', reason: 'max1000' },
    })
    const noName = await dcall(t, 'saveDistributionRank', base, { name: '  ', discountPermille: 900 })
    expect(noName).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'name', reason: 'required' },
    })
    // The same name is fine for another merchant.
    expect(
      (await dcall(t, 'saveDistributionRank', pro, { name: '试用经销商二', discountPermille: 900 })).code,
    ).toBe(ResultCode.ok)
  })

  it('moves members into a rank from outside and out again; a rank in use cannot be deleted', async () => {
    const rank = (
      await dcall<RankItem>(t, 'saveDistributionRank', base, { name: '临时等级', discountPermille: 970 })
    ).data
    const total = (await page<MemberItem>(t, 'getMemberData', base)).total
    const outside = await page<MemberItem>(t, 'getOutRankMemberData', base, {
      rankId: rank.rankId,
      pageSize: 2,
    })
    expect(outside.total).toBe(total)
    const moving = outside.list.map((m) => m.memberId)
    expect(
      (await dcall(t, 'saveDistributionMemberRank', base, { memberIds: moving, rankId: rank.rankId })).code,
    ).toBe(ResultCode.ok)
    const inside = await page<MemberItem>(t, 'getRankMemberData', base, { rankId: rank.rankId })
    expect(inside.list.map((m) => m.memberId).sort()).toEqual([...moving].sort())
    expect((await page<MemberItem>(t, 'getOutRankMemberData', base, { rankId: rank.rankId })).total).toBe(
      total - 2,
    )

    const refused = await dcall(t, 'deleteDistributionRank', base, { rankId: rank.rankId })
    expect(refused.code).toBe(ResultCode.conflict)
    expect(refused.message).toContain('2 members')
    expect((await dcall(t, 'getRankByRankId', base, { rankId: rank.rankId })).code).toBe(ResultCode.ok)

    expect(
      (await dcall(t, 'removeMemberFromRank', base, { rankId: rank.rankId, memberIds: moving })).code,
    ).toBe(ResultCode.ok)
    expect((await page<MemberItem>(t, 'getRankMemberData', base, { rankId: rank.rankId })).total).toBe(0)
    expect((await dcall(t, 'deleteDistributionRank', base, { rankId: rank.rankId })).code).toBe(ResultCode.ok)
    expect((await dcall(t, 'getRankByRankId', base, { rankId: rank.rankId })).code).toBe(ResultCode.notFound)
  })

  it("answers not found for another merchant's rank on every rank call", async () => {
    const proRank = (await page<RankItem>(t, 'getRankData', pro)).list[0] as RankItem
    for (const name of [
      'getRankByRankId',
      'deleteDistributionRank',
      'getRankMemberData',
      'getOutRankMemberData',
    ]) {
      expect((await dcall(t, name, base, { rankId: proRank.rankId })).code).toBe(ResultCode.notFound)
    }
    const edit = await dcall(t, 'saveDistributionRank', base, {
      rankId: proRank.rankId,
      name: 'x',
      discountPermille: 1,
    })
    expect(edit.code).toBe(ResultCode.notFound)
    expect((await dcall<RankItem>(t, 'getRankByRankId', pro, { rankId: proRank.rankId })).data.name).toBe(
      proRank.name,
    )
  })

  it('creates and edits groups; names unique', async () => {
    const g = await dcall<GroupItem>(t, 'saveDistributionGroup', base, { name: '西北区', remark: '新开拓' })
    expect(g.data).toMatchObject({ name: '西北区', remark: '新开拓', memberCount: 0 })
    const edited = await dcall<GroupItem>(t, 'saveDistributionGroup', base, {
      groupId: g.data.groupId,
      name: '西北大区',
    })
    expect(edited.data.name).toBe('西北大区')
    const dup = await dcall(t, 'saveDistributionGroup', base, { name: '华东区' })
    expect(dup).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'name', reason: 'duplicate' } })
    const list = await page<GroupItem>(t, 'getGroupData', base, { keyword: '西北' })
    expect(list.list.map((x) => x.name)).toEqual(['西北大区'])
    const one = await page<GroupItem>(t, 'getGroupData', base, { groupId: g.data.groupId })
    expect(one.list.map((x) => x.groupId)).toEqual([g.data.groupId])
    expect((await page<GroupItem>(t, 'getGroupData', pro, { groupId: g.data.groupId })).total).toBe(0)
  })

  it('adds members to a group from outside, removes them, and deletes the group keeping the members', async () => {
    const g = (await dcall<GroupItem>(t, 'saveDistributionGroup', base, { name: '临时分组' })).data
    const total = (await page<MemberItem>(t, 'getMemberData', base)).total
    const outside = await page<MemberItem>(t, 'getOutGroupMemberData', base, {
      groupId: g.groupId,
      pageSize: 3,
    })
    expect(outside.total).toBe(total)
    const ids = outside.list.map((m) => m.memberId)
    expect(
      (await dcall(t, 'saveDistributionMembersToGroup', base, { groupId: g.groupId, memberIds: ids })).code,
    ).toBe(ResultCode.ok)
    // Adding again is harmless.
    expect(
      (await dcall(t, 'saveDistributionMembersToGroup', base, { groupId: g.groupId, memberIds: ids })).code,
    ).toBe(ResultCode.ok)
    expect((await page<MemberItem>(t, 'getGroupMemberData', base, { groupId: g.groupId })).total).toBe(3)
    expect((await page<MemberItem>(t, 'getOutGroupMemberData', base, { groupId: g.groupId })).total).toBe(
      total - 3,
    )
    await dcall(t, 'removeMemberFromGroup', base, { groupId: g.groupId, memberIds: [ids[0]] })
    expect((await page<MemberItem>(t, 'getGroupMemberData', base, { groupId: g.groupId })).total).toBe(2)
    expect((await dcall(t, 'deleteDistributionGroup', base, { groupId: g.groupId })).code).toBe(ResultCode.ok)
    expect((await page<MemberItem>(t, 'getMemberData', base)).total).toBe(total)
    expect((await dcall(t, 'getGroupMemberData', base, { groupId: g.groupId })).code).toBe(
      ResultCode.notFound,
    )
  })

  it("answers not found for another merchant's group, and refuses an empty member list", async () => {
    const proGroup = (await page<GroupItem>(t, 'getGroupData', pro)).list[0] as GroupItem
    const baseMember = (await page<MemberItem>(t, 'getMemberData', base)).list[0] as MemberItem
    for (const name of ['deleteDistributionGroup', 'getGroupMemberData', 'getOutGroupMemberData']) {
      expect((await dcall(t, name, base, { groupId: proGroup.groupId })).code).toBe(ResultCode.notFound)
    }
    const add = await dcall(t, 'saveDistributionMembersToGroup', base, {
      groupId: proGroup.groupId,
      memberIds: [baseMember.memberId],
    })
    expect(add.code).toBe(ResultCode.notFound)
    const empty = await dcall(t, 'removeMemberFromGroup', pro, { groupId: proGroup.groupId, memberIds: [] })
    expect(empty).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'memberIds' } })
    expect((await page<GroupItem>(t, 'getGroupData', pro)).list[0]?.memberCount).toBe(proGroup.memberCount)
  })

  /** Every member's groups as the list answers them, by member id (all pages). */
  async function listedGroups(token: string): Promise<Map<number, { id: number; name: string }[]>> {
    const listed = new Map<number, { id: number; name: string }[]>()
    for (let n = 1; ; n++) {
      const one = await page<MemberItem>(t, 'getMemberData', token, { page: n, pageSize: 100 })
      for (const m of one.list) listed.set(m.memberId, m.groups)
      if (n * 100 >= one.total) return listed
    }
  }

  /** The same, counted again from the links and the groups (the engine's own name order). */
  async function recountedGroups(partyId: string): Promise<Map<number, { id: number; name: string }[]>> {
    const members = await t.db.selectFrom('dis_member').select('id').where('party_id', '=', partyId).execute()
    const recounted = new Map(members.map((m) => [Number(m.id), [] as { id: number; name: string }[]]))
    const links = await t.db
      .selectFrom('dis_member_group as mg')
      .innerJoin('dis_group as g', 'g.id', 'mg.group_id')
      .select(['mg.member_id', 'g.id', 'g.name'])
      .where('mg.party_id', '=', partyId)
      .where('g.party_id', '=', partyId)
      .orderBy('g.name')
      .execute()
    for (const l of links) recounted.get(Number(l.member_id))?.push({ id: Number(l.id), name: l.name })
    return recounted
  }

  it("keeps every member's groups equal to its links through adds, renames, replacements, removals and a deletion", async () => {
    const partyId = await partyOf(t, 'distributionbase')
    const check = async (step: string) => {
      expect(Object.fromEntries(await listedGroups(base)), step).toEqual(
        Object.fromEntries(await recountedGroups(partyId)),
      )
    }
    await check('as seeded')
    const g = (await dcall<GroupItem>(t, 'saveDistributionGroup', base, { name: '乙组' })).data
    const members = (await page<MemberItem>(t, 'getMemberData', base, { pageSize: 4 })).list
    const ids = members.map((m) => m.memberId)
    await dcall(t, 'saveDistributionMembersToGroup', base, { groupId: g.groupId, memberIds: ids })
    await check('added to a group')
    // A name that sorts before every other group moves it to the front of its members' lists.
    await dcall(t, 'saveDistributionGroup', base, { groupId: g.groupId, name: '0 首选' })
    await check('group renamed')
    const [first] = (await listedGroups(base)).get(ids[0] as number) ?? []
    expect(first).toEqual({ id: g.groupId, name: '0 首选' })
    const others = (await page<GroupItem>(t, 'getGroupData', base)).list.filter(
      (x) => x.groupId !== g.groupId,
    )
    await dcall(t, 'saveDistributionMemberToGroups', base, {
      memberId: ids[1],
      groupIds: [g.groupId, ...others.slice(0, 2).map((x) => x.groupId)],
    })
    await check("a member's groups replaced")
    await dcall(t, 'removeMemberFromGroup', base, { groupId: g.groupId, memberIds: [ids[2]] })
    await check('removed from a group')
    await dcall(t, 'deleteDistributionGroup', base, { groupId: g.groupId })
    await check('group deleted')
    const details = await dcall<MemberDetails>(t, 'getMemberDetailsData', base, { memberId: ids[1] })
    expect(details.data.groups).toEqual((await recountedGroups(partyId)).get(ids[1] as number))
  })
})
