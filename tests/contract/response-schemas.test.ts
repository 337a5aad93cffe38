// Every call the app serves has a response schema in contract/, and every response schema
// names a call the app serves: so harness.ts's checkedAnswer can check each answer a contract
// test receives, and a call added without a schema (or a schema left behind) fails here.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import type { AppDeps } from '../../server/app-deps.ts'
import { ResultCode } from '../../contract/codes.ts'
import { checkedAnswer, RESPONSE_SCHEMAS } from './harness.ts'

/** Routes that answer something other than an envelope, or no call at all. */
const NOT_ENVELOPE_CALLS = ['/control/uploadFile/:name', '/control/*']

describe('response schemas', () => {
  // Only the route table is read: no request is made, so no dependency is needed.
  const app = createApp({} as AppDeps)
  const calls = [
    ...new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/control/'))
        .map((r) => r.path)
        .filter((p) => !NOT_ENVELOPE_CALLS.includes(p))
        .map((p) => p.slice('/control/'.length)),
    ),
  ].sort()

  it('exist for exactly the calls the app serves', () => {
    expect(calls.length).toBeGreaterThan(90)
    expect(Object.keys(RESPONSE_SCHEMAS).sort()).toEqual(calls)
  })
})

describe('checkedAnswer', () => {
  const group = {
    groupId: 7,
    name: 'North',
    remark: '',
    memberCount: 2,
    createdAt: '2026-11-20T02:00:00.000Z',
  }
  const ok = (data: unknown) => ({ code: ResultCode.ok, message: 'ok', data })

  it("passes an answer that matches the call's response schema", () => {
    expect(
      checkedAnswer('getGroupData', ok({ list: [group], total: 1, page: 1, pageSize: 20 })).data,
    ).toEqual({
      list: [group],
      total: 1,
      page: 1,
      pageSize: 20,
    })
  })

  it('fails an answer that drifted: a field missing, renamed or of another type', () => {
    const { memberCount: _, ...missing } = group
    expect(() => checkedAnswer('saveDistributionGroup', ok(missing))).toThrow(/memberCount/)
    expect(() => checkedAnswer('saveDistributionGroup', ok({ ...group, groupId: '7' }))).toThrow(/groupId/)
    expect(() => checkedAnswer('deleteDistributionGroup', ok({ deleted: 1 }))).toThrow(
      /deleteDistributionGroup/,
    )
  })

  it('leaves refusals alone, and fails a successful call that has no schema', () => {
    const refused = { code: ResultCode.notFound, message: 'group not found', data: null }
    expect(checkedAnswer('saveDistributionGroup', refused)).toEqual(refused)
    expect(() => checkedAnswer('noSuchCall', ok(null))).toThrow(/no response schema/)
  })
})
