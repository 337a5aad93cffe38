// Every repair lifecycle step through updateRepairStatus: each legal step from each status
// moves the job and writes the timeline; each illegal one and each stale one answers 40900
// and changes nothing; staff take only their work steps; a whole job runs to the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { eventsFrom, nextState } from '../../contract/lifecycles/lifecycle.ts'
import { type RepairStatus, repairLifecycle } from '../../contract/lifecycles/repair.lifecycle.ts'
import type { Page } from '../../contract/paging.schema.ts'
import {
  REPAIR_STEP_EVENTS,
  type RepairStepEvent,
  STAFF_STEP_EVENTS,
} from '../../contract/repair.constants.ts'
import type { RepairDetail, RepairRow } from '../../contract/repair.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

/** What each step carries besides the event. */
function extras(event: RepairStepEvent, staffId: string): Record<string, unknown> {
  switch (event) {
    case 'repair.assigned':
      return { assigneeUserLoginId: staffId }
    case 'repair.rejected':
    case 'repair.cancelled':
    case 'repair.quoteRefused':
      return { reason: '客户取消' }
    case 'repair.quoted':
      return {
        items: [
          { kind: 'LABOR', name: '维修费', unitPrice: 8000, quantity: 1 },
          { kind: 'PART', name: '主控板', unitPrice: 25000, quantity: 2 },
        ],
      }
    case 'repair.finished':
      return { result: '已修复，试机正常' }
    default:
      return {}
  }
}

describe.each(DATABASES)('repair lifecycle on %s', (kind) => {
  let t: TestApp
  let shop: string
  let staff: string
  let staffId: string
  const rc = <T = unknown>(name: string, token: string, body: Record<string, unknown> = {}) =>
    call<T>(t, name, { token, body })
  const detail = async (repairId: number, token = shop) =>
    (await rc<RepairDetail>('getRepairDetails', token, { repairId })).data
  const jobsIn = async (status: RepairStatus, token = shop) =>
    (await rc<Page<RepairRow>>('getRepairList', token, { status, pageSize: 100 })).data.list
  const step = (
    token: string,
    job: RepairDetail,
    event: RepairStepEvent,
    more: Record<string, unknown> = {},
  ) =>
    rc<RepairDetail>('updateRepairStatus', token, {
      repairId: job.repairId,
      version: job.version,
      event,
      ...extras(event, staffId),
      ...more,
    })
  beforeAll(async () => {
    t = await createTestApp(kind)
    shop = await loginAs(t, 'repairmember')
    staff = await loginAs(t, 'sub_user_wx')
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

  for (const from of repairLifecycle.states) {
    const legal = eventsFrom(repairLifecycle, from).filter((e): e is RepairStepEvent =>
      (REPAIR_STEP_EVENTS as readonly string[]).includes(e),
    )
    const illegal = REPAIR_STEP_EVENTS.filter((e) => !legal.includes(e))

    it(`from ${from} refuses ${illegal.length} illegal steps with 40900 and changes nothing`, async () => {
      const [row] = await jobsIn(from)
      const before = await detail(row?.repairId ?? 0)
      for (const event of illegal) {
        const res = await step(shop, before, event)
        expect(res.code, event).toBe(ResultCode.conflict)
      }
      expect(await detail(before.repairId)).toEqual(before)
    })

    for (const event of legal) {
      it(`from ${from} takes ${event} to ${nextState(repairLifecycle, from, event)}`, async () => {
        const rows = await jobsIn(from)
        // Each legal step from a status uses its own job (the seed has enough of each).
        const row = rows[legal.indexOf(event)]
        const before = await detail(row?.repairId ?? 0)
        const res = await step(shop, before, event)
        expect(res.code).toBe(ResultCode.ok)
        expect(res.data.status).toBe(nextState(repairLifecycle, from, event))
        expect(res.data.version).toBe(before.version + 1)
        const last = res.data.history.at(-1)
        expect(last).toMatchObject({ event, fromStatus: from, toStatus: res.data.status, userName: '任修' })
        if (event === 'repair.assigned') expect(res.data.assigneeName).toBe('吴修')
        if (event === 'repair.quoted') {
          expect(res.data).toMatchObject({ laborAmount: 8000, partsAmount: 50000, totalAmount: 58000 })
          expect(res.data.items).toHaveLength(2)
        }
        if (event === 'repair.finished') expect(res.data.result).toBe('已修复，试机正常')
        if (event === 'repair.rejected') expect(res.data.rejectReason).toBe('客户取消')
      })
    }
  }

  it('refuses a step on a version the client no longer has (stale) with 40900, changing nothing', async () => {
    const [row] = await jobsIn('WAIT_ACCEPT')
    const loaded = await detail(row?.repairId ?? 0)
    expect((await step(shop, loaded, 'repair.accepted')).code).toBe(ResultCode.ok)
    const now = await detail(loaded.repairId)
    // A second tab still holding the first version: even a step legal from the new status is refused.
    const stale = await step(shop, { ...loaded, version: loaded.version }, 'repair.assigned')
    expect(stale.code).toBe(ResultCode.conflict)
    expect(stale.message).toMatch(/changed/)
    const again = await step(shop, loaded, 'repair.accepted')
    expect(again.code).toBe(ResultCode.conflict)
    expect(await detail(loaded.repairId)).toEqual(now)
  })

  it('refuses the settlement step here: a job is settled by its repair statement', async () => {
    const [row] = await jobsIn('FINISHED')
    const job = await detail(row?.repairId ?? 0)
    const res = await rc('updateRepairStatus', shop, {
      repairId: job.repairId,
      version: job.version,
      event: 'repair.settled',
    })
    expect(res).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'event' } })
    expect((await detail(job.repairId)).status).toBe('FINISHED')
  })

  it('refuses a step without what it needs at the field, and an assignee outside the staff', async () => {
    const [waiting] = await jobsIn('WAIT_ACCEPT')
    const job = await detail(waiting?.repairId ?? 0)
    expect(await step(shop, job, 'repair.rejected', { reason: '  ' })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'reason', reason: 'required' },
    })
    const [toAssign] = await jobsIn('WAIT_ASSIGN')
    const assignable = await detail(toAssign?.repairId ?? 0)
    // Another merchant's login and an unknown id; the shop's own login takes jobs (issue 33).
    for (const who of ['U10006', 'nobody']) {
      expect(await step(shop, assignable, 'repair.assigned', { assigneeUserLoginId: who })).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field: 'assigneeUserLoginId', reason: 'notStaff' },
      })
    }
    const [repairing] = await jobsIn('REPAIRING')
    const working = await detail(repairing?.repairId ?? 0)
    expect(await step(shop, working, 'repair.quoted', { items: [] })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'items', reason: 'required' },
    })
    expect(
      await step(shop, working, 'repair.quoted', {
        items: [{ kind: 'PART', name: 'x', unitPrice: -1, quantity: 1 }],
      }),
    ).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'items.0.unitPrice', reason: 'tooSmall' },
    })
    expect(await step(shop, working, 'repair.finished', { result: '' })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'result', reason: 'required' },
    })
    expect(await detail(assignable.repairId)).toEqual(assignable)
    expect(await detail(working.repairId)).toEqual(working)
  })

  it('lets staff take the work steps on their own jobs but not the merchant’s decisions', async () => {
    const [assigned] = await jobsIn('ASSIGNED', staff)
    const job = await detail(assigned?.repairId ?? 0, staff)
    for (const event of ['repair.cancelled', 'repair.assigned'] as const) {
      expect((await step(staff, job, event)).code, event).toBe(ResultCode.forbidden)
    }
    expect(STAFF_STEP_EVENTS).toContain('repair.started')
    const started = await step(staff, job, 'repair.started')
    expect(started.code).toBe(ResultCode.ok)
    expect(started.data.history.at(-1)).toMatchObject({ event: 'repair.started', userName: '吴修' })
  })

  it('runs a new job from acceptance through a confirmed quote to the finish', async () => {
    const [row] = await jobsIn('WAIT_ACCEPT')
    let job = await detail(row?.repairId ?? 0)
    const go = async (token: string, event: RepairStepEvent) => {
      const res = await step(token, job, event)
      expect(res.code, event).toBe(ResultCode.ok)
      job = res.data
    }
    await go(shop, 'repair.accepted')
    await go(shop, 'repair.assigned')
    await go(staff, 'repair.started')
    await go(staff, 'repair.quoted')
    await go(shop, 'repair.quoteConfirmed')
    await go(staff, 'repair.finished')
    expect(job.status).toBe('FINISHED')
    expect(job.acceptedAt).not.toBeNull()
    expect(job.finishedAt).not.toBeNull()
    expect(job.history.map((h) => [h.event, h.userName])).toEqual([
      ['repair.accepted', '任修'],
      ['repair.assigned', '任修'],
      ['repair.started', '吴修'],
      ['repair.quoted', '吴修'],
      ['repair.quoteConfirmed', '任修'],
      ['repair.finished', '吴修'],
    ])
    expect((await step(shop, job, 'repair.started')).code).toBe(ResultCode.conflict)
  })
})
