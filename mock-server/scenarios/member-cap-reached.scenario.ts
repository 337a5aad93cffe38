// memberCapReached: the distribution-basic merchant (`distributionbase`) has exactly 300
// distribution members, the basic plan's cap (SPEC.md section 9), and at least one pending
// cooperation application, so accepting it answers LIMIT and shows the upsell dialog.
import type { Scenario } from './scenario-context.ts'

/** SPEC.md section 9: basic distribution plan member cap. */
export const BASIC_PLAN_MEMBER_CAP = 300
export const MEMBER_CAP_SUPPLIER = 'distributionbase'
/** Party ids this scenario creates start with this (the seed never uses it). */
const PARTY_PREFIX = 'PSCM'

function dealerId(n: number): string {
  return `${PARTY_PREFIX}${String(n).padStart(4, '0')}`
}

export const memberCapReached: Scenario = async ({ db, clock }) => {
  const now = clock.now().getTime()
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString()
  const { party_id: supplier } = await db
    .selectFrom('user_login')
    .select('party_id')
    .where('username', '=', MEMBER_CAP_SUPPLIER)
    .executeTakeFirstOrThrow()

  const members = await db
    .selectFrom('dis_member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('party_id', '=', supplier)
    .executeTakeFirstOrThrow()
  const missing = BASIC_PLAN_MEMBER_CAP - Number(members.n)
  // Top up with new dealer companies, oldest first, in chunks that stay under any
  // bound-parameter limit.
  for (let from = 0; from < missing; from += 50) {
    const batch = Array.from({ length: Math.min(50, missing - from) }, (_, i) => from + i + 1)
    await db
      .insertInto('party')
      .values(
        batch.map((n) => ({
          id: dealerId(n),
          name: `满员测试经销商${n}号`,
          kind: 'DEALER' as const,
          tier: null,
          parent_party_id: null,
          province_id: null,
          city_id: null,
          county_id: null,
          from_date: null,
          thru_date: null,
          created_at: at(10_000 + n),
          updated_at: null,
        })),
      )
      .execute()
    await db
      .insertInto('dis_member')
      .values(
        batch.map((n) => ({
          party_id: supplier,
          member_party_id: dealerId(n),
          source: 'INVITE',
          rank_id: null,
          salesman_id: null,
          application_id: null,
          last_order_at: null,
          created_at: at(10_000 - n),
          updated_at: at(10_000 - n),
        })),
      )
      .execute()
  }

  const pending = await db
    .selectFrom('dis_cooperation_application')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('party_id', '=', supplier)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow()
  if (Number(pending.n) === 0) {
    const applicant = `${PARTY_PREFIX}A001`
    await db
      .insertInto('party')
      .values({
        id: applicant,
        name: '申请合作测试商行',
        kind: 'DEALER',
        tier: null,
        parent_party_id: null,
        province_id: null,
        city_id: null,
        county_id: null,
        from_date: null,
        thru_date: null,
        created_at: at(120),
        updated_at: null,
      })
      .execute()
    await db
      .insertInto('dis_cooperation_application')
      .values({
        party_id: supplier,
        applicant_party_id: applicant,
        applicant_user_login_id: null,
        message: '希望成为贵司分销商',
        contact_name: '申请人',
        contact_phone: '13800000000',
        decided_by: null,
        decided_at: null,
        created_at: at(60),
      })
      .execute()
  }
  return undefined
}
