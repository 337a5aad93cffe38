// Each scenario as a caller sees it: through the same Hono app, over the mock's database.
import initSqlJs, { type SqlJsStatic } from 'sql.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { SignInProofRequired } from '../../contract/session.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import { createApp } from '../../server/app.ts'
import type { Db } from '../../server/db/schema.ts'
import { DEFAULT_SEED } from '../../server/db/seed/seed-demo.ts'
import { databaseDigest } from '../db-digest.ts'
import { applyPragmas, kyselyOver } from '../mock-database.ts'
import { FixedClock } from '../../server/fixed-clock.ts'
import { mockDeps, mockEpoch } from '../mock-deps.ts'
import { seedLive } from '../seed-database.ts'
import { EMPTY_MERCHANT } from './empty-merchant.scenario.ts'
import { MANY_UNREAD_ACCOUNT } from './many-unread-messages.scenario.ts'
import { BASIC_PLAN_MEMBER_CAP, MEMBER_CAP_SUPPLIER } from './member-cap-reached.scenario.ts'
import { POPUP_TITLES } from './announcement-popups.scenario.ts'
import { applyScenario, SCENARIOS } from './scenarios.ts'

let SQL: SqlJsStatic
/** The seeded database once, opened afresh for each world (as the page opens its image). */
let seeded: Uint8Array
beforeAll(async () => {
  SQL = await initSqlJs()
  const sqlite = await seedLive(SQL, DEFAULT_SEED)
  seeded = sqlite.export()
  sqlite.close()
})

/** The seeded mock world; `before` may add rows a bigger seed would have. */
async function world(scenario?: string, before?: (db: Db, now: string) => Promise<void>) {
  const sqlite = new SQL.Database(seeded)
  applyPragmas(sqlite)
  const db = kyselyOver(sqlite)
  const clock = new FixedClock(mockEpoch(DEFAULT_SEED))
  const deps = mockDeps(db, clock)
  await before?.(db, clock.now().toISOString())
  const result = scenario ? await applyScenario(scenario, { db, clock, seed: DEFAULT_SEED, deps }) : {}
  const app = createApp(deps)
  async function call<T = unknown>(name: string, body: unknown, token?: string, method = 'POST') {
    const res = await app.request(`/control/${name}${method === 'GET' ? `?token=${token ?? ''}` : ''}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { externalLoginKey: token } : {}) },
      ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
    })
    return (await res.json()) as { code: number; message: string; data: T }
  }
  async function login(username: string) {
    const res = await call<{ token: string }>('vueUserLogin', { USERNAME: username, PASSWORD: 'demo1234' })
    if (res.code !== ResultCode.ok) throw new Error(`login ${username}: ${res.code}`)
    return res.data.token
  }
  return { sqlite, db, clock, result, call, login }
}

describe('scenarios', () => {
  // One test per scenario: each digests the whole seeded database three times.
  let baseline: string
  beforeAll(async () => {
    baseline = await databaseDigest((await world()).db)
  })
  it.each(Object.keys(SCENARIOS))(
    '%s is applied deterministically: the same rows on every run',
    async (name) => {
      const a = await world(name)
      const b = await world(name)
      const digest = await databaseDigest(a.db)
      expect(digest).toBe(await databaseDigest(b.db))
      expect(digest).not.toBe(baseline)
    },
  )

  it('refuse an unknown name and list the known ones', async () => {
    await expect(world('noSuchScenario')).rejects.toThrow(/unknown scenario 'noSuchScenario'.*emptyMerchant.*needs a new build/)
  })

  it('emptyMerchant: a new merchant account that exists only in the scenario', async () => {
    const plain = await world()
    const refused = await plain.call('vueUserLogin', {
      USERNAME: EMPTY_MERCHANT.username,
      PASSWORD: 'demo1234',
    })
    expect(refused.code).toBe(ResultCode.badCredentials)

    const w = await world('emptyMerchant')
    const token = await w.login(EMPTY_MERCHANT.username)
    const info = await w.call<{ roles: string[]; partyId: string }>('vueGetUserInfo', null, token, 'GET')
    expect(info.data).toMatchObject({ roles: [EMPTY_MERCHANT.role], partyId: EMPTY_MERCHANT.partyId })
  })

  it('expiredSession: the page gets a token, and the next call with it answers 50014', async () => {
    const w = await world('expiredSession')
    expect(w.result.token).toBeTruthy()
    const res = await w.call('vueGetUserInfo', null, w.result.token, 'GET')
    expect(res.code).toBe(ResultCode.tokenExpired)
    // Only that session: tradebase can sign in again and work.
    const fresh = await w.login('tradebase')
    expect((await w.call('vueGetUserInfo', null, fresh, 'GET')).code).toBe(ResultCode.ok)
  })

  it('signInUnderAttack: tradebase is asked for a proof of work, not refused; other accounts sign in as usual', async () => {
    const w = await world('signInUnderAttack')
    expect(w.result.token).toBeUndefined()
    const asked = await w.call<SignInProofRequired>('vueUserLogin', {
      USERNAME: 'tradebase',
      PASSWORD: 'demo1234',
    })
    expect(asked).toMatchObject({
      code: ResultCode.proofRequired,
      data: { field: 'ALTCHA', reason: 'missing' },
    })
    const solution = await solveChallenge({ challenge: asked.data.challenge, deriveKey })
    const proof = btoa(JSON.stringify({ challenge: asked.data.challenge, solution }))
    const signedIn = await w.call('vueUserLogin', {
      USERNAME: 'tradebase',
      PASSWORD: 'demo1234',
      ALTCHA: proof,
    })
    expect(signedIn.code).toBe(ResultCode.ok)
    await w.login('ordering')
  })

  it('signedInAs:<user name>: that account is signed in with the token the page gets, the same on every run', async () => {
    const a = await world('signedInAs:tradebase')
    const b = await world('signedInAs:tradebase')
    expect(a.result.token).toBe(b.result.token)
    const info = await a.call<{ name: string; roles: string[] }>(
      'vueGetUserInfo',
      null,
      a.result.token,
      'GET',
    )
    expect(info.code).toBe(ResultCode.ok)
    expect(info.data.roles).toEqual(['TRADEBASE'])
    // Another account's scenario gives another session, and an unknown name is refused.
    const admin = await world('signedInAs:admin')
    expect(admin.result.token).not.toBe(a.result.token)
    expect((await admin.call('vueGetUserInfo', null, a.result.token, 'GET')).code).toBe(
      ResultCode.invalidToken,
    )
    await expect(world('signedInAs:nobody')).rejects.toThrow(/no such demo account/)
  })
})

// Until the distribution, message and announcement calls exist, these check the rows by the
// rules of docs/data-model.md that those calls will apply.
async function partyOf(db: Db, username: string) {
  return (
    await db.selectFrom('user_login').selectAll().where('username', '=', username).executeTakeFirstOrThrow()
  ).party_id
}
async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n)
}
const dealer = (id: string, now: string) => ({
  id,
  name: id,
  kind: 'DEALER' as const,
  tier: null,
  parent_party_id: null,
  province_id: null,
  city_id: null,
  county_id: null,
  from_date: null,
  thru_date: null,
  created_at: now,
  updated_at: null,
})

describe('memberCapReached', () => {
  async function state(db: Db) {
    const supplier = await partyOf(db, MEMBER_CAP_SUPPLIER)
    const members = await count(
      db
        .selectFrom('dis_member')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('party_id', '=', supplier),
    )
    const pending = await count(
      db
        .selectFrom('dis_cooperation_application')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('party_id', '=', supplier)
        .where('status', '=', 'PENDING'),
    )
    return { members, pending }
  }

  it('brings the distribution-basic merchant to the cap with a pending application', async () => {
    const w = await world('memberCapReached')
    // The distribution seed already has 299 members and two pending applications.
    expect(await state(w.db)).toEqual({ members: BASIC_PLAN_MEMBER_CAP, pending: 2 })
  })

  it('tops up the members the seed already has and keeps its pending applications', async () => {
    const w = await world('memberCapReached', async (db, now) => {
      const supplier = await partyOf(db, MEMBER_CAP_SUPPLIER)
      // Start from a merchant without the seed's members, then give it 299 of its own.
      await db.deleteFrom('dis_member_group').where('party_id', '=', supplier).execute()
      await db.deleteFrom('dis_member').where('party_id', '=', supplier).execute()
      const ids = Array.from({ length: 299 }, (_, i) => `PSEED${i}`)
      for (let i = 0; i < ids.length; i += 50) {
        const chunk = ids.slice(i, i + 50)
        await db
          .insertInto('party')
          .values(chunk.map((id) => dealer(id, now)))
          .execute()
        await db
          .insertInto('dis_member')
          .values(
            chunk.map((id) => ({
              party_id: supplier,
              member_party_id: id,
              rank_id: null,
              salesman_id: null,
              application_id: null,
              last_order_at: null,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute()
      }
      await db
        .insertInto('party')
        .values([dealer('PAPPLY1', now), dealer('PAPPLY2', now)])
        .execute()
      for (const applicant of ['PAPPLY1', 'PAPPLY2'])
        await db
          .insertInto('dis_cooperation_application')
          .values({
            party_id: supplier,
            applicant_party_id: applicant,
            applicant_user_login_id: null,
            decided_by: null,
            decided_at: null,
            created_at: now,
          })
          .execute()
    })
    // The seed's two pending applications and the two added here.
    expect(await state(w.db)).toEqual({ members: BASIC_PLAN_MEMBER_CAP, pending: 4 })
  })
})

describe('manyUnreadMessages', () => {
  it('gives the account more than 99 unread messages, more than 99 of them notices', async () => {
    const w = await world('manyUnreadMessages')
    const login = await w.db
      .selectFrom('user_login')
      .select(['id', 'party_id'])
      .where('username', '=', MANY_UNREAD_ACCOUNT)
      .executeTakeFirstOrThrow()
    const unread = (type?: 'NOTICE') =>
      count(
        w.db
          .selectFrom('message')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('party_id', '=', login.party_id)
          .where('user_login_id', '=', login.id)
          .where('is_read', '=', 0)
          .$if(type !== undefined, (q) => q.where('type', '=', 'NOTICE')),
      )
    expect(await unread()).toBeGreaterThan(99)
    expect(await unread('NOTICE')).toBeGreaterThan(99)
  })
})

describe('twoAnnouncements', () => {
  async function carousel(db: Db, now: string) {
    return db
      .selectFrom('announcement')
      .select(['title', 'external_url'])
      .where('status', '=', 'PUBLISHED')
      .where('in_carousel', '=', 1)
      .where('publish_start_at', '<=', now)
      .where('publish_end_at', '>', now)
      .orderBy('sort')
      .execute()
  }

  it('leaves exactly two announcements in the carousel: one external link, one detail page', async () => {
    const w = await world('twoAnnouncements', async (db, now) => {
      // Whatever the seed has in the carousel leaves it.
      const admin = await partyOf(db, 'admin')
      await db
        .insertInto('announcement')
        .values({
          party_id: admin,
          title: 'seeded',
          status: 'PUBLISHED',
          publish_start_at: now,
          publish_end_at: '2099-01-01T00:00:00.000Z',
          in_carousel: 1,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute()
    })
    const items = await carousel(w.db, w.clock.now().toISOString())
    expect(items).toHaveLength(2)
    expect(items.map((i) => i.external_url !== '')).toEqual([true, false])
  })

  it('announcementPopups: two sign-in popups for every account, none without the scenario', async () => {
    const plain = await world()
    const before = await plain.call<{ list: unknown[] }>(
      'getAnnouncementShowRecord',
      {},
      await plain.login('tcbase'),
    )
    expect(before.data.list).toEqual([])
    const w = await world('announcementPopups')
    for (const username of ['tcbase', 'tradebase']) {
      const popups = await w.call<{ list: Array<{ popUpViewTitle: string }> }>(
        'getAnnouncementShowRecord',
        {},
        await w.login(username),
      )
      expect(popups.data.list.map((p) => p.popUpViewTitle)).toEqual([...POPUP_TITLES])
    }
  })
})
