// Hostile bodies against every endpoint (issue 20, "Done means"): the list of calls comes from
// the mounted route modules (the Hono app's own route table), not from a hand list, so every new
// call is fuzzed the day it is mounted. For each call and each body: no HTTP 5xx, no code 50000,
// and an answer that is not a success wrote nothing (SQLite's total_changes() counts every row
// written through the connection). On PostgreSQL too (issue 36: ids beyond its integer columns and
// NUL in text were internal errors there only); the write count is SQLite's, the other rules hold
// on both.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode, SESSION_ENDED_CODES } from '../../contract/codes.ts'
import { createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

/** Deterministic pseudo-random numbers (mulberry32), so a failure repeats. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const HOSTILE_VALUES: unknown[] = [
  -1,
  0,
  1e308,
  -(Number.MAX_SAFE_INTEGER + 2),
  1.005,
  'NaN',
  '',
  ' ',
  "' OR 1=1 --",
  '"; drop table party; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  'ab\u0000cd',
  // Ids beyond PostgreSQL's integer columns, and loose spellings of ids (issue 36).
  2147483648,
  9007199254740991,
  '2147483648',
  '0x10',
  '1e2',
  ' 1 ',
  '𠮷'.repeat(300),
  'x'.repeat(20_000),
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  true,
  null,
  [],
  [null, -1, 'x'],
  {},
  { $gt: '' },
  { __proto__: { polluted: true } },
]

/** Field names the contract uses across areas: a body poisons all of them at once. */
const FIELDS = [
  'id',
  'ids',
  'infoId',
  'orderId',
  'orderNo',
  'productId',
  'memberId',
  'partyId',
  'rankId',
  'groupId',
  'status',
  'type',
  'kind',
  'pageIndex',
  'pageSize',
  'sortField',
  'sortOrder',
  'keyword',
  'search',
  'name',
  'title',
  'body',
  'content',
  'amount',
  'price',
  'quantity',
  'stock',
  'startDate',
  'endDate',
  'reason',
  'version',
  'list',
  'items',
  'rows',
  'lines',
  'skus',
  'USERNAME',
  'PASSWORD',
]

function hostileBodies(): string[] {
  const next = random(20)
  const pick = () => HOSTILE_VALUES[Math.floor(next() * HOSTILE_VALUES.length)]
  const poisoned = Array.from({ length: 8 }, () =>
    JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, pick()]))),
  )
  return [
    '',
    'null',
    '[]',
    '"text"',
    '123',
    '{',
    '{"a":',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    JSON.stringify({ list: Array.from({ length: 5000 }, (_, i) => ({ id: i })) }),
    ...poisoned,
    // Every field at once with one value PostgreSQL alone refused with an internal error.
    ...[2147483648, 9007199254740991, 'ab\u0000cd', '0x10', true].map((v) =>
      JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, v]))),
    ),
  ]
}

describe.each(DATABASES)('hostile bodies against every mounted call on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    token = await loginAs(t, 'admin')
  })
  afterAll(async () => {
    await t.close()
  })

  // PostgreSQL has no per-connection write counter that other test files' writes leave alone:
  // there the count stays 0 and only the answers are checked.
  const written = async () =>
    kind === 'sqlite'
      ? Number((await sql<{ n: number }>`select total_changes() as n`.execute(t.db)).rows[0]?.n ?? 0)
      : 0

  it('answers every hostile body with a refusal or a success, never a 5xx, and a refusal writes nothing', async () => {
    const calls = [
      ...new Map(
        t.app.routes
          .filter((r) => r.path.startsWith('/control/') && !r.path.includes(':') && r.method !== 'ALL')
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ]
    // Every area's calls are mounted: a broken route module would shrink this list.
    expect(calls.length).toBeGreaterThan(90)
    // The write counter sees this connection's writes (the sign-in above stored a session).
    if (kind === 'sqlite') expect(await written()).toBeGreaterThan(0)
    const bodies = hostileBodies()
    const problems: string[] = []
    // Sign-out would end the fuzzing session: it runs last.
    calls.sort((a, b) => Number(a.path.endsWith('/userLogout')) - Number(b.path.endsWith('/userLogout')))
    for (const route of calls) {
      for (const [i, body] of bodies.entries()) {
        for (const caller of [token, undefined]) {
          // An anonymous caller is refused before its body is read: two bodies are enough.
          if (!caller && i > 1) continue
          const before = await written()
          const res = await t.app.request(
            route.method === 'GET'
              ? `${route.path}?token=${encodeURIComponent(body)}&id=${encodeURIComponent(body)}`
              : route.path,
            {
              method: route.method,
              headers: {
                'content-type': 'application/json',
                ...(caller ? { externalLoginKey: caller } : {}),
              },
              ...(route.method === 'GET' ? {} : { body }),
            },
          )
          const label = `${route.method} ${route.path} body #${i}${caller ? '' : ' (anonymous)'}`
          if (res.status >= 500) problems.push(`${label}: HTTP ${res.status}`)
          let code: number | undefined
          try {
            code = ((await res.json()) as { code: number }).code
          } catch {
            // Not JSON: only the upload download answers bytes, and it is a GET with a :name.
            problems.push(`${label}: not a JSON envelope`)
            continue
          }
          if (code === ResultCode.internal) problems.push(`${label}: code 50000`)
          // A refused sign-in is recorded on purpose (sign-in limits): the one write an error makes.
          const allowedWrites = route.path === '/control/vueUserLogin' && code === ResultCode.badCredentials
          if (code !== ResultCode.ok && !allowedWrites && (await written()) !== before)
            problems.push(`${label}: answered ${code} but wrote ${(await written()) - before} rows`)
          if (caller && code !== undefined && SESSION_ENDED_CODES.includes(code))
            token = await loginAs(t, 'admin')
        }
      }
    }
    expect(problems).toEqual([])
    console.info(`hostile bodies on ${kind}: ${calls.length} calls x ${bodies.length} bodies`)
  }, 480_000)
})
