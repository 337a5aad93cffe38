// Issue 20: hostile request shapes answer an envelope error, never 50000. The call lists come
// from the app itself (Hono's routes) and from the contract's response schemas, so a new call
// is covered without editing this file.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { call, createTestApp, DATABASES, loginAs, RESPONSE_SCHEMAS, type TestApp } from './harness.ts'
import { partyOf } from './distribution-helpers.ts'

/** Every concrete /control route the app serves (method and path), once each. */
function controlRoutes(t: TestApp): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || r.path.includes('*') || !r.path.startsWith('/control/')) continue
    const path = r.path.replace(/:\w+/g, 'a'.repeat(32))
    seen.set(`${r.method} ${path}`, { method: r.method, path })
  }
  return [...seen.values()]
}

/** The calls whose answer is a page (`{ list, total, ... }`), by the contract's response schemas. */
function pagedCalls(): string[] {
  return Object.entries(RESPONSE_SCHEMAS)
    .filter(([, schema]) => {
      const shape = (schema as { shape?: Record<string, unknown> }).shape
      return shape !== undefined && 'list' in shape && 'total' in shape
    })
    .map(([name]) => name)
}

describe.each(DATABASES)('hostile request shapes on %s', (kind) => {
  let t: TestApp
  let tokens: string[]
  beforeAll(async () => {
    t = await createTestApp(kind)
    tokens = [await loginAs(t, 'distributionpro'), await loginAs(t, 'admin')]
  })
  afterAll(async () => {
    await t.close()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('answers a malformed multipart body with invalid input on every endpoint, logging no crash', async () => {
    const crashes = vi.spyOn(console, 'error').mockImplementation(() => {})
    const routes = controlRoutes(t)
    expect(routes.length).toBeGreaterThan(50)
    for (const { method, path } of routes) {
      for (const token of [undefined, ...tokens]) {
        const res = await t.app.request(path, {
          method,
          headers: {
            'content-type': 'multipart/form-data; boundary=xyz',
            ...(token ? { externalLoginKey: token } : {}),
          },
          ...(method === 'GET'
            ? {}
            : { body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut off' }),
        })
        if (res.headers.get('content-type')?.includes('application/json')) {
          const answer = (await res.json()) as { code: number }
          expect(answer.code, `${method} ${path}`).not.toBe(ResultCode.internal)
        } else {
          expect(res.status, `${method} ${path}`).toBeLessThan(500)
        }
      }
    }
    expect(crashes).not.toHaveBeenCalled()
    const login = await t.app.request('/control/vueUserLogin', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'garbage',
    })
    expect(await login.json()).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'body' } })
  })

  it('refuses an Object.prototype property as sortField on every paged list', async () => {
    const crashes = vi.spyOn(console, 'error').mockImplementation(() => {})
    // Afresh: the multipart sweep above called userLogout with the earlier tokens.
    const token = await loginAs(t, 'distributionpro')
    const party = await partyOf(t, 'distributionpro')
    const firstId = async (table: 'dis_member' | 'dis_rank' | 'dis_group' | 'activity') =>
      Number(
        (await t.db.selectFrom(table).select('id').where('party_id', '=', party).executeTakeFirstOrThrow())
          .id,
      )
    const ids = {
      partyId: await partyOf(t, 'tradebase'),
      memberId: await firstId('dis_member'),
      rankId: await firstId('dis_rank'),
      groupId: await firstId('dis_group'),
      activityId: await firstId('activity'),
      // getSkuStockHistory: one of the merchant's SKUs.
      skuId: Number(
        (
          await t.db
            .selectFrom('product_sku')
            .select('id')
            .where('party_id', '=', party)
            .executeTakeFirstOrThrow()
        ).id,
      ),
      // getRecordHistory: a record of the order area (its history is a paged list).
      subjectType: 'order',
      subjectId: '1',
      // The bound member's first project (its order list needs one).
      projectId: Number(
        (
          await t.db
            .selectFrom('project')
            .select('id')
            .where('party_id', '=', await partyOf(t, 'bindmember'))
            .executeTakeFirstOrThrow()
        ).id,
      ),
    }
    const calls = pagedCalls()
    expect(calls.length).toBeGreaterThan(10)
    // Each list as a caller of its area: the merchant, else the repair shop, the bound member or
    // repair finance (an area's refusal, 40300, would hide the sort field's check).
    const callers = [
      token,
      ...(await Promise.all(['repairmember', 'bindmember', 'repairfin'].map((u) => loginAs(t, u)))),
    ]
    for (const name of calls) {
      for (const sortField of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const body = { sortField, ...ids, data: { sortField, ...ids } }
        let res = await call(t, name, { token, body })
        for (const other of callers.slice(1)) {
          if (res.code !== ResultCode.forbidden) break
          res = await call(t, name, { token: other, body })
        }
        // A list that sorts refuses the field; one without sorting ignores it.
        if (res.code === ResultCode.ok) continue
        expect(res, `${name} sortField=${sortField}`).toMatchObject({
          code: ResultCode.invalidInput,
          data: { field: 'sortField', reason: 'notSortable' },
        })
      }
    }
    expect(crashes).not.toHaveBeenCalled()
  })
})
