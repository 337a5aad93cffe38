// The usage tutorials (getCourseList, getCourseDetail): every signed-in role reads the same
// published list, searched and paged on the server; a missing id is 40400; the body is
// sanitized rich text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { CourseDetail, CourseRow } from '../../contract/courses.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { ADMIN_ROLE, demoUserName, ROLES } from '../../contract/roles.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('tutorials on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    token = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  const list = (body: Record<string, unknown> = {}, as = token) =>
    call<Page<CourseRow>>(t, 'getCourseList', { token: as, body })
  const detail = (body: Record<string, unknown>, as = token) =>
    call<CourseDetail>(t, 'getCourseDetail', { token: as, body })

  it('lists the published tutorials in their order, paged', async () => {
    const all = await list()
    expect(all.code).toBe(ResultCode.ok)
    expect(all.data.total).toBe(8)
    expect(all.data.list[0]?.title).toBe('发布第一个商品')
    const sorts = all.data.list.map((c) => c.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    const second = await list({ page: 2, pageSize: 3 })
    expect(second.data.list.map((c) => c.title)).toEqual(all.data.list.slice(3, 6).map((c) => c.title))
    expect(second.data.total).toBe(8)
  })

  it('searches the title and the summary, a wildcard taken literally', async () => {
    expect((await list({ keyword: 'ERP' })).data.list.map((c) => c.title)).toEqual(['对接第三方ERP平台'])
    expect((await list({ keyword: '物流单号' })).data.list.map((c) => c.title)).toEqual([
      '订单发货与批量发货',
    ])
    expect((await list({ keyword: '%' })).data.total).toBe(0)
  })

  it('hides a tutorial not published yet', async () => {
    const future = new Date(t.clock.now().getTime() + 86_400_000).toISOString()
    await t.db
      .insertInto('course')
      .values({ title: '即将上线的教程', published_at: future, sort: 99 })
      .execute()
    const after = await list({ keyword: '即将上线' })
    expect(after.data.total).toBe(0)
    const row = await t.db
      .selectFrom('course')
      .select('id')
      .where('title', '=', '即将上线的教程')
      .executeTakeFirstOrThrow()
    expect((await detail({ id: row.id })).code).toBe(ResultCode.notFound)
  })

  it('answers a tutorial with its body, sanitized', async () => {
    const first = (await list()).data.list[0]
    const res = await detail({ id: first?.id })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.title).toBe('发布第一个商品')
    expect(res.data.body).toContain('<ol>')
    await t.db
      .updateTable('course')
      .set({ body: '<p>步骤</p><script>alert(1)</script><img src="x" onerror="alert(2)">' })
      .where('id', '=', Number(first?.id))
      .execute()
    const cleaned = await detail({ id: first?.id })
    expect(cleaned.data.body).toContain('<p>步骤</p>')
    expect(cleaned.data.body).not.toMatch(/<script|onerror/i)
  })

  it('answers 40400 for a missing id and 40000 at the field for a bad one', async () => {
    expect((await detail({ id: 999_999 })).code).toBe(ResultCode.notFound)
    const bad = await detail({ id: 'abc' })
    expect(bad.code).toBe(ResultCode.invalidInput)
    expect(bad.data).toMatchObject({ field: 'id' })
    const long = await list({ keyword: 'x'.repeat(101) })
    expect(long.code).toBe(ResultCode.invalidInput)
    expect(long.data).toMatchObject({ field: 'keyword', reason: 'tooLong' })
  })

  it('is open to every signed-in role, and to nobody signed out', async () => {
    for (const role of [...ROLES, ADMIN_ROLE] as const) {
      const as = await loginAs(t, demoUserName(role))
      const res = await list({ pageSize: 1 }, as)
      expect(res.code, role).toBe(ResultCode.ok)
      expect(res.data.total, role).toBe(8)
    }
    expect((await call(t, 'getCourseList', { body: {} })).code).toBe(ResultCode.invalidToken)
    expect((await call(t, 'getCourseDetail', { body: { id: 1 } })).code).toBe(ResultCode.invalidToken)
  })
})
