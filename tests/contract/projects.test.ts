// Project management calls: a bound member's projects, a project's orders and an order's
// details; roles, tenants, validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { ProjectOrderDetail, ProjectOrderRow, ProjectRow } from '../../contract/projects.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('project management on %s', (kind) => {
  let t: TestApp
  let member: string
  const pc = <T = unknown>(name: string, token: string, body: Record<string, unknown> = {}) =>
    call<T>(t, name, { token, body })
  const projects = async (body: Record<string, unknown> = {}) => {
    const res = await pc<Page<ProjectRow>>('getProjectList', member, { pageSize: 50, ...body })
    expect(res.code).toBe(ResultCode.ok)
    return res.data
  }
  const orders = async (projectId: number, body: Record<string, unknown> = {}) => {
    const res = await pc<Page<ProjectOrderRow>>('getProjectOrderList', member, {
      projectId,
      pageSize: 50,
      ...body,
    })
    expect(res.code).toBe(ResultCode.ok)
    return res.data
  }
  beforeAll(async () => {
    t = await createTestApp(kind)
    member = await loginAs(t, 'bindmember')
  })
  afterAll(async () => {
    await t.close()
  })

  it('is refused to every role but the bound member with 40300', async () => {
    for (const user of ['repairmember', 'sub_user_wx', 'distributionpro', 'tcbase']) {
      const token = await loginAs(t, user)
      expect((await pc('getProjectList', token)).code, user).toBe(ResultCode.forbidden)
      expect((await pc('getProjectOrderList', token, { projectId: 1 })).code, user).toBe(ResultCode.forbidden)
      expect((await pc('getProjectOrderDetails', token, { orderId: 1 })).code, user).toBe(
        ResultCode.forbidden,
      )
    }
  })

  it('lists the member’s projects with their order counts and amounts, filtered by status and keyword', async () => {
    const all = await projects()
    expect(all.total).toBe(10)
    expect(all.list.every((p) => p.region !== '' && p.budgetAmount >= p.orderedAmount)).toBe(true)
    const active = await projects({ status: 'IN_PROGRESS' })
    expect(active.total).toBe(4)
    expect(active.list.every((p) => p.status === 'IN_PROGRESS' && p.orderCount >= 3)).toBe(true)
    const named = await projects({ keyword: '科技园' })
    expect(named.list.map((p) => p.name)).toEqual(['科技园办公楼改造'])
    const byBudget = await projects({ sortField: 'budgetAmount', sortOrder: 'desc' })
    const budgets = byBudget.list.map((p) => p.budgetAmount)
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a))
  })

  it('lists a project’s orders whose amounts add up to the ordered amount', async () => {
    const [project] = (await projects({ status: 'IN_PROGRESS' })).list
    if (!project) throw new Error('no project')
    const list = await orders(project.projectId)
    expect(list.total).toBe(project.orderCount)
    expect(list.list.every((o) => o.projectName === project.name && o.supplierName !== '')).toBe(true)
    const sum = list.list.filter((o) => o.status !== 'CANCELLED').reduce((a, o) => a + o.amount, 0)
    expect(sum).toBe(project.orderedAmount)
    const [first] = list.list
    expect((await orders(project.projectId, { keyword: first?.orderNo })).total).toBe(1)
  })

  it('shows an order with its lines, whose amounts add up', async () => {
    const [project] = (await projects({ status: 'COMPLETED' })).list
    const [order] = (await orders(project?.projectId ?? 0)).list
    const res = await pc<ProjectOrderDetail>('getProjectOrderDetails', member, { orderId: order?.orderId })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data).toMatchObject({
      orderNo: order?.orderNo,
      projectNo: project?.projectNo,
      projectStatus: 'COMPLETED',
    })
    expect(res.data.lines.length).toBeGreaterThan(0)
    expect(res.data.lines.reduce((a, l) => a + l.amount, 0)).toBe(res.data.amount)
    expect(res.data.lines.reduce((a, l) => a + l.quantity, 0)).toBe(res.data.itemCount)
    for (const l of res.data.lines) expect(l.amount).toBe(l.unitPrice * l.quantity)
  })

  it('keeps the projects of others out of reach and refuses bad input at the field', async () => {
    const [project] = (await projects()).list
    const [order] = (await orders(project?.projectId ?? 0)).list
    const admin = await loginAs(t, 'admin')
    expect((await pc<Page<ProjectRow>>('getProjectList', admin)).data.total).toBe(0)
    expect((await pc('getProjectOrderList', admin, { projectId: project?.projectId })).code).toBe(
      ResultCode.notFound,
    )
    if (order) {
      expect((await pc('getProjectOrderDetails', admin, { orderId: order.orderId })).code).toBe(
        ResultCode.notFound,
      )
    }
    expect((await pc('getProjectOrderDetails', member, { orderId: 999999 })).code).toBe(ResultCode.notFound)
    expect(await pc('getProjectList', member, { status: 'DONE' })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'status', reason: 'unknownStatus' },
    })
    expect(await pc('getProjectOrderList', member, {})).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'projectId', reason: 'required' },
    })
    expect(await pc('getProjectList', member, { keyword: 'x'.repeat(101) })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'keyword', reason: 'tooLong', max: 100 },
    })
  })
})
