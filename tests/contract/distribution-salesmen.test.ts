import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { MemberItem, SalesmanItem } from '../../contract/distribution.schema.ts'
import { dcall, page } from './distribution-helpers.ts'
import { createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('distribution salesmen on %s', (kind) => {
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

  async function create(token: string, name: string, phone: string, extra: Record<string, unknown> = {}) {
    const res = await dcall<SalesmanItem>(t, 'createSalesman', token, { name, phone, ...extra })
    if (res.code !== ResultCode.ok) throw new Error(res.message)
    return res.data
  }

  it('lists salesmen with member counts, and filters by enabled', async () => {
    const all = await page<SalesmanItem>(t, 'getSalesman', pro)
    expect(all.total).toBe(5)
    expect(all.list.some((s) => s.memberCount > 0)).toBe(true)
    const off = await page<SalesmanItem>(t, 'getSalesman', pro, { enabled: 0 })
    expect(off.list.map((s) => s.name)).toEqual(['王磊'])
  })

  it('creates, reads and updates a salesman; phones unique per merchant', async () => {
    const s = await create(base, '陈晨', '13900001111', { remark: '华东' })
    expect(s).toMatchObject({ name: '陈晨', phone: '13900001111', enabled: 1, isDefault: 0, memberCount: 0 })
    const one = await dcall<SalesmanItem>(t, 'getSalesmanOne', base, { salesmanId: s.salesmanId })
    expect(one.data.remark).toBe('华东')
    const up = await dcall<SalesmanItem>(t, 'updateSalesman', base, {
      salesmanId: s.salesmanId,
      name: '陈晨晨',
      phone: '13900001112',
      enabled: 0,
    })
    expect(up.data).toMatchObject({ name: '陈晨晨', phone: '13900001112', enabled: 0 })
    const dup = await dcall(t, 'createSalesman', base, { name: 'x', phone: '13900001112' })
    expect(dup).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'phone', reason: 'duplicate' },
    })
    expect((await dcall(t, 'createSalesman', pro, { name: 'x', phone: '13900001112' })).code).toBe(
      ResultCode.ok,
    )
    const badPhone = await dcall(t, 'createSalesman', base, { name: 'x', phone: 'call me' })
    expect(badPhone).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'phone', reason: 'phone' },
    })
    const noName = await dcall(t, 'createSalesman', base, { phone: '13900009999' })
    expect(noName).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'name', reason: 'required' },
    })
  })

  it('tells a salesman login it is one, and names the default salesman', async () => {
    const sale = await loginAs(t, 'sub_user_sale')
    const res = await dcall<{
      isSalesman: boolean
      salesman: SalesmanItem | null
      defaultSalesman: SalesmanItem | null
    }>(t, 'getIsFlagSalesman', sale)
    expect(res.data.isSalesman).toBe(true)
    expect(res.data.salesman?.name).toBe('沙小明')
    const owner = await dcall<{ isSalesman: boolean; defaultSalesman: SalesmanItem | null }>(
      t,
      'getIsFlagSalesman',
      pro,
    )
    expect(owner.data.isSalesman).toBe(false)
    expect(owner.data.defaultSalesman?.isDefault).toBe(1)
  })

  it('refuses to delete a salesman with members until told what to do with them', async () => {
    const salesmen = (await page<SalesmanItem>(t, 'getSalesman', pro, { enabled: 1 })).list
    const busy = salesmen.find((s) => s.memberCount > 0) as SalesmanItem
    const other = salesmen.find((s) => s.salesmanId !== busy.salesmanId) as SalesmanItem
    const refused = await dcall(t, 'deleteSalesman', pro, { salesmanId: busy.salesmanId })
    expect(refused).toMatchObject({ code: ResultCode.conflict, data: { memberCount: busy.memberCount } })
    expect(refused.message).toContain(`${busy.memberCount} members`)
    const noTarget = await dcall(t, 'deleteSalesman', pro, {
      salesmanId: busy.salesmanId,
      membersAction: 'REASSIGN',
    })
    expect(noTarget).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'reassignTo', reason: 'required' },
    })
    expect((await dcall(t, 'getSalesmanOne', pro, { salesmanId: busy.salesmanId })).code).toBe(ResultCode.ok)

    const ok = await dcall(t, 'deleteSalesman', pro, {
      salesmanId: busy.salesmanId,
      membersAction: 'REASSIGN',
      reassignTo: other.salesmanId,
    })
    expect(ok.code).toBe(ResultCode.ok)
    expect((await dcall(t, 'getSalesmanOne', pro, { salesmanId: busy.salesmanId })).code).toBe(
      ResultCode.notFound,
    )
    const moved = await dcall<SalesmanItem>(t, 'getSalesmanOne', pro, { salesmanId: other.salesmanId })
    expect(moved.data.memberCount).toBe(other.memberCount + busy.memberCount)
  })

  it('unassigns the members when asked to, and deletes an idle salesman outright', async () => {
    const s = await create(pro, '临时业务员', '13700000001')
    const members = (await page<MemberItem>(t, 'getMemberData', pro, { pageSize: 2 })).list
    await dcall(t, 'updateDistributionMemberSalesmanId', pro, {
      memberIds: members.map((m) => m.memberId),
      salesmanId: s.salesmanId,
    })
    const res = await dcall(t, 'deleteSalesman', pro, { salesmanId: s.salesmanId, membersAction: 'UNASSIGN' })
    expect(res.code).toBe(ResultCode.ok)
    const after = await page<MemberItem>(t, 'getMemberData', pro, { pageSize: 2 })
    expect(after.list.map((m) => m.salesman)).toEqual([null, null])
    const idle = await create(pro, '空闲业务员', '13700000002')
    expect((await dcall(t, 'deleteSalesman', pro, { salesmanId: idle.salesmanId })).code).toBe(ResultCode.ok)
  })

  it('enables and disables several salesmen in one batch', async () => {
    const a = await create(base, '批量一', '13600000001')
    const b = await create(base, '批量二', '13600000002')
    const res = await dcall<{ updated: number }>(t, 'updateSalesmanBatch', base, {
      salesmanIds: [a.salesmanId, b.salesmanId],
      enabled: 0,
    })
    expect(res.data).toEqual({ updated: 2 })
    const off = await page<SalesmanItem>(t, 'getSalesman', base, { enabled: 0 })
    expect(off.list.map((s) => s.salesmanId)).toEqual(expect.arrayContaining([a.salesmanId, b.salesmanId]))
    const proSalesman = (await page<SalesmanItem>(t, 'getSalesman', pro)).list[0] as SalesmanItem
    const mixed = await dcall(t, 'updateSalesmanBatch', base, {
      salesmanIds: [a.salesmanId, proSalesman.salesmanId],
      enabled: 1,
    })
    expect(mixed.code).toBe(ResultCode.notFound)
    expect(
      (await dcall<SalesmanItem>(t, 'getSalesmanOne', base, { salesmanId: a.salesmanId })).data.enabled,
    ).toBe(0)
    const badFlag = await dcall(t, 'updateSalesmanBatch', base, { salesmanIds: [a.salesmanId], enabled: 2 })
    expect(badFlag).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'enabled' } })
  })

  it("answers not found for another merchant's salesman", async () => {
    const proSalesman = (await page<SalesmanItem>(t, 'getSalesman', pro)).list[0] as SalesmanItem
    expect((await dcall(t, 'getSalesmanOne', base, { salesmanId: proSalesman.salesmanId })).code).toBe(
      ResultCode.notFound,
    )
    const up = await dcall(t, 'updateSalesman', base, {
      salesmanId: proSalesman.salesmanId,
      name: 'x',
      phone: '13000000000',
    })
    expect(up.code).toBe(ResultCode.notFound)
    const del = await dcall(t, 'deleteSalesman', base, {
      salesmanId: proSalesman.salesmanId,
      membersAction: 'UNASSIGN',
    })
    expect(del.code).toBe(ResultCode.notFound)
    expect(
      (await dcall<SalesmanItem>(t, 'getSalesmanOne', pro, { salesmanId: proSalesman.salesmanId })).data.name,
    ).toBe(proSalesman.name)
  })
})
