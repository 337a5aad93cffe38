// Shared by the distribution contract tests: a call with the `data` payload SPEC.md
// section 7 describes, and look-ups of seeded rows.
import type { Page } from '../../contract/paging.schema.ts'
import { call, type TestApp } from './harness.ts'

export function dcall<T = unknown>(
  t: TestApp,
  name: string,
  token: string,
  data: Record<string, unknown> = {},
) {
  return call<T>(t, name, { token, body: { data } })
}

export async function page<T>(t: TestApp, name: string, token: string, data: Record<string, unknown> = {}) {
  const res = await dcall<Page<T>>(t, name, token, data)
  if (res.code !== 20000) throw new Error(`${name}: ${res.code} ${res.message}`)
  return res.data
}

export async function partyOf(t: TestApp, username: string): Promise<string> {
  const row = await t.db
    .selectFrom('user_login')
    .select('party_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  return row.party_id
}

export async function activeMembers(t: TestApp, partyId: string): Promise<number> {
  const row = await t.db
    .selectFrom('dis_member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('party_id', '=', partyId)
    .where('status', '=', 'ENABLED')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function pendingApplicants(t: TestApp, partyId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('dis_cooperation_application')
    .select('applicant_party_id')
    .where('party_id', '=', partyId)
    .where('status', '=', 'PENDING')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((r) => r.applicant_party_id)
}

/** Some member id of another merchant, for tenant-isolation checks. */
export async function someMemberOf(t: TestApp, partyId: string): Promise<number> {
  const row = await t.db
    .selectFrom('dis_member')
    .select('id')
    .where('party_id', '=', partyId)
    .executeTakeFirstOrThrow()
  return Number(row.id)
}
