// Repair service calls: roles, tenants, the staff member's assignment scope, validation, the
// settings and the staff list. The lifecycle steps are in repair-lifecycle.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type {
  RepairDetail,
  RepairRow,
  RepairSetting,
  RepairStaffMember,
  RepairStatusCounts,
} from '../../contract/repair.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('repair service on %s', (kind) => {
  let t: TestApp
  let shop: string
  let staff: string
  let admin: string
  let staffId: string
  const rc = <T = unknown>(name: string, token: string, body: Record<string, unknown> = {}) =>
    call<T>(t, name, { token, body })
  const list = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await rc<Page<RepairRow>>('getRepairList', token, { pageSize: 100, ...body })
    expect(res.code).toBe(ResultCode.ok)
    return res.data
  }
  beforeAll(async () => {
    t = await createTestApp(kind)
    shop = await loginAs(t, 'repairmember')
    staff = await loginAs(t, 'sub_user_wx')
    admin = await loginAs(t, 'admin')
    staffId = (
      await t.db
        .selectFrom('user_login')
        .select('id')
        .where('username', '=', 'sub_user_wx')
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('is refused to the roles outside the repair area with 40300', async () => {
    const others = [
      await loginAs(t, 'distributionpro'),
      await loginAs(t, 'bindmember'),
      await loginAs(t, 'repairfin'),
    ]
    for (const token of others) {
      for (const name of [
        'getRepairList',
        'getRepairStatusCount',
        'getRepairDetails',
        'updateRepairStatus',
      ]) {
        expect((await rc(name, token, { repairId: 1 })).code).toBe(ResultCode.forbidden)
      }
      expect((await rc('getRepairSetting', token)).code).toBe(ResultCode.forbidden)
    }
  })

  it('lists the merchant’s jobs newest first, with counts per status that add up', async () => {
    const all = await list(shop)
    expect(all.total).toBe(80)
    expect((all.list[0]?.createdAt ?? '') >= (all.list[1]?.createdAt ?? '')).toBe(true)
    const counts = await rc<RepairStatusCounts>('getRepairStatusCount', shop)
    expect(counts.data.total).toBe(80)
    expect(counts.data.counts).toMatchObject({ WAIT_ACCEPT: 8, WAIT_ASSIGN: 6, FINISHED: 12, SETTLED: 24 })
    const waiting = await list(shop, { status: 'WAIT_ACCEPT' })
    expect(waiting.total).toBe(8)
    expect(new Set(waiting.list.map((r) => r.status))).toEqual(new Set(['WAIT_ACCEPT']))
  })

  it('filters by customer (name, phone or number) and by the creation date range', async () => {
    const [first] = (await list(shop)).list
    if (!first) throw new Error('no repair')
    const byName = await list(shop, { customer: first.customerName })
    expect(byName.list.some((r) => r.repairId === first.repairId)).toBe(true)
    expect(byName.list.every((r) => r.customerName.includes(first.customerName))).toBe(true)
    expect((await list(shop, { customer: first.customerPhone })).list.map((r) => r.repairId)).toContain(
      first.repairId,
    )
    expect((await list(shop, { customer: first.repairNo })).total).toBe(1)
    expect((await list(shop, { customer: 'no-such-customer' })).total).toBe(0)
    const from = new Date(Date.parse(first.createdAt) - 1000).toISOString()
    const ranged = await list(shop, { dateFrom: from })
    expect(ranged.list.every((r) => r.createdAt >= from)).toBe(true)
    expect(ranged.total).toBeGreaterThan(0)
    const before = await list(shop, { dateTo: from })
    expect(ranged.total + before.total).toBe(80)
    const counted = await rc<RepairStatusCounts>('getRepairStatusCount', shop, { dateFrom: from })
    expect(counted.data.total).toBe(ranged.total)
  })

  it('refuses bad filters at the field with 40000', async () => {
    expect(await rc('getRepairList', shop, { status: 'BROKEN' })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'status', reason: 'unknownStatus' },
    })
    expect(await rc('getRepairList', shop, { dateFrom: 'yesterday' })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'dateFrom', reason: 'notAnIsoTime' },
    })
    expect(await rc('getRepairList', shop, { customer: 'x'.repeat(101) })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'customer', reason: 'tooLong', max: 100 },
    })
    expect(await rc('getRepairList', shop, { sortField: 'customerPhone' })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'sortField', reason: 'notSortable' },
    })
  })

  it('shows a job with its fault, items and timeline of who did what', async () => {
    const [settled] = (await list(shop, { status: 'SETTLED' })).list
    const res = await rc<RepairDetail>('getRepairDetails', shop, { repairId: settled?.repairId })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.faultDescription).not.toBe('')
    expect(res.data.merchantName).toBe('瑞修维修服务中心')
    expect(res.data.items.length).toBeGreaterThan(0)
    expect(res.data.totalAmount).toBe(res.data.items.reduce((a, i) => a + i.amount, 0))
    expect(res.data.history.map((h) => h.event)).toEqual([
      'repair.accepted',
      'repair.assigned',
      'repair.started',
      'repair.finished',
      'repair.settled',
    ])
    expect(res.data.history[0]?.userName).toBeTruthy()
  })

  it('shows repair staff only the jobs assigned to them; another job is not found', async () => {
    const mine = await list(staff)
    expect(mine.total).toBeGreaterThan(0)
    expect(mine.total).toBeLessThan(80)
    expect(mine.list.every((r) => r.assigneeName === '吴修')).toBe(true)
    const counts = await rc<RepairStatusCounts>('getRepairStatusCount', staff)
    expect(counts.data.total).toBe(mine.total)
    expect(counts.data.counts.WAIT_ACCEPT).toBe(0)
    const [unassigned] = (await list(shop, { status: 'WAIT_ACCEPT' })).list
    expect((await rc('getRepairDetails', staff, { repairId: unassigned?.repairId })).code).toBe(
      ResultCode.notFound,
    )
    const step = await rc('updateRepairStatus', staff, {
      repairId: unassigned?.repairId,
      version: 1,
      event: 'repair.accepted',
    })
    expect(step.code).toBe(ResultCode.notFound)
    const others = (await list(shop)).list.filter((r) => r.assigneeName && r.assigneeName !== '吴修')
    for (const r of others.slice(0, 3)) {
      expect((await rc('getRepairDetails', staff, { repairId: r.repairId })).code).toBe(ResultCode.notFound)
    }
    const [own] = mine.list
    expect(
      (await rc<RepairDetail>('getRepairDetails', staff, { repairId: own?.repairId })).data
        .assigneeUserLoginId,
    ).toBe(staffId)
  })

  it('keeps another merchant’s jobs out of reach (not found, nothing listed)', async () => {
    const [job] = (await list(shop)).list
    expect((await list(admin)).total).toBe(0)
    expect((await rc('getRepairDetails', admin, { repairId: job?.repairId })).code).toBe(ResultCode.notFound)
    const step = await rc('updateRepairStatus', admin, {
      repairId: job?.repairId,
      version: 1,
      event: 'repair.accepted',
    })
    expect(step.code).toBe(ResultCode.notFound)
    expect((await rc('getRepairDetails', shop, { repairId: 999999 })).code).toBe(ResultCode.notFound)
    expect(await rc('getRepairDetails', shop, { repairId: 'abc' })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'repairId' },
    })
  })

  it('lists the merchant’s repair staff with their open jobs', async () => {
    const res = await rc<{ list: RepairStaffMember[] }>('getRepairStaffList', shop)
    // The staff and the shop's own login, which the seed also assigns jobs to (issue 33).
    expect(res.data.list).toHaveLength(2)
    expect(res.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userLoginId: staffId, name: '吴修', username: 'sub_user_wx', enabled: 1 }),
        expect.objectContaining({ name: '任修', username: 'repairmember', enabled: 1 }),
      ]),
    )
    const open = (await list(staff)).list.filter((r) =>
      ['ASSIGNED', 'REPAIRING', 'WAIT_CONFIRM'].includes(r.status),
    )
    expect(res.data.list.find((s) => s.userLoginId === staffId)?.openCount).toBe(open.length)
    expect((await rc<{ list: unknown[] }>('getRepairStaffList', admin)).data.list).toEqual([])
  })

  it('reads and saves the settings; staff may read them but not save', async () => {
    const read = await rc<RepairSetting>('getRepairSetting', shop)
    expect(read.data).toMatchObject({ serviceHoursStart: '08:30', serviceHoursEnd: '18:00', visitFee: 3000 })
    const next = {
      ...read.data,
      serviceHoursStart: '09:00',
      serviceHoursEnd: '20:30',
      visitFee: 4500,
      accepting: 0,
    }
    const saved = await rc<RepairSetting>('saveRepairSetting', shop, next)
    expect(saved.data).toMatchObject({
      serviceHoursStart: '09:00',
      serviceHoursEnd: '20:30',
      visitFee: 4500,
      accepting: 0,
    })
    expect((await rc<RepairSetting>('getRepairSetting', staff)).data.visitFee).toBe(4500)
    expect((await rc('saveRepairSetting', staff, next)).code).toBe(ResultCode.forbidden)
    expect((await rc<RepairSetting>('getRepairSetting', admin)).data.updatedAt).toBeNull()
  })

  it('refuses bad settings at the field and changes nothing', async () => {
    const before = (await rc<RepairSetting>('getRepairSetting', shop)).data
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ serviceHoursEnd: '07:00' }, { field: 'serviceHoursEnd', reason: 'endBeforeStart' }],
      [{ serviceHoursStart: '25:00' }, { field: 'serviceHoursStart', reason: 'format' }],
      [{ visitFee: 1_000_001 }, { field: 'visitFee', reason: 'tooLarge' }],
      [{ baseLaborFee: -1 }, { field: 'baseLaborFee', reason: 'tooSmall' }],
      [{ warrantyDays: 1.5 }, { field: 'warrantyDays', reason: 'integer' }],
      [{ notice: 'x'.repeat(1001) }, { field: 'notice', reason: 'tooLong', max: 1000 }],
    ]
    for (const [change, data] of cases) {
      const res = await rc('saveRepairSetting', shop, { ...before, ...change })
      expect(res, JSON.stringify(change)).toMatchObject({ code: ResultCode.invalidInput, data })
    }
    expect((await rc<RepairSetting>('getRepairSetting', shop)).data).toEqual(before)
  })
})
