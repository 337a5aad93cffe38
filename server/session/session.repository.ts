import { AFTER_SALE_AWAITING_AUDIT } from '../../contract/lifecycles/after-sale.lifecycle.ts'
import { ORDER_AWAITING_SHIPMENT } from '../../contract/lifecycles/order.lifecycle.ts'
import type { MenuCountItem } from '../../contract/session.schema.ts'
import { compiledOnce } from '../db/compiled-query.ts'
import type { Database, Db } from '../db/schema.ts'
import { type CustomerScope, scopeOrders } from '../shared/data-scope.ts'

export function findLoginByUsername(db: Db, username: string) {
  return db.selectFrom('user_login').selectAll().where('username', '=', username).executeTakeFirst()
}

const rolesQuery = compiledOnce((db: Db, p: (name: 'userLoginId') => never) =>
  db.selectFrom('user_role').select('role').where('user_login_id', '=', p('userLoginId')),
)

/** A login's stored permission keys (issue 33), or null for its roles' defaults. */
export async function storedPermissionsOf(
  db: Db,
  partyId: string,
  userLoginId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('user_login')
    .select('permissions')
    .where('party_id', '=', partyId)
    .where('id', '=', userLoginId)
    .executeTakeFirst()
  return row?.permissions ?? null
}

/** The keys of a stored permissions column: null (the roles' defaults) when none or unreadable. */
export function parseStoredPermissions(stored: string | null): string[] | null {
  if (stored === null) return null
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : null
  } catch {
    return null
  }
}

export async function rolesOf(db: Db, userLoginId: string): Promise<string[]> {
  const rows = await rolesQuery(db, { userLoginId })
  return rows.map((r) => r.role).sort()
}

export function findSession(db: Db, tokenHash: string) {
  return db.selectFrom('session').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/**
 * The session, whether its login is still enabled, and the login's roles: every signed-in call
 * does this, so it is one statement (a row per role; no role: one row with a null role),
 * compiled once (server/db/compiled-query.ts).
 */
const sessionWithRolesQuery = compiledOnce((db: Db, p: (name: 'tokenHash') => never) =>
  db
    .selectFrom('session')
    .innerJoin('user_login', 'user_login.id', 'session.user_login_id')
    .leftJoin('user_role', 'user_role.user_login_id', 'session.user_login_id')
    .select([
      'session.user_login_id',
      'session.party_id',
      'session.last_seen_at',
      'session.expires_at',
      'session.ended_at',
      'session.end_reason',
      'user_login.enabled',
      'user_login.permissions',
      'user_login.data_scope',
      'user_role.role',
    ])
    .where('session.token_hash', '=', p('tokenHash')),
)

type SessionRow = Pick<
  Database['session'],
  'user_login_id' | 'party_id' | 'last_seen_at' | 'expires_at' | 'ended_at' | 'end_reason'
>

export async function findSessionWithLogin(
  db: Db,
  tokenHash: string,
): Promise<
  | (SessionRow & { enabled: number; permissions: string | null; data_scope: string; roles: string[] })
  | undefined
> {
  const rows = await sessionWithRolesQuery(db, { tokenHash })
  const first = rows[0]
  if (!first) return undefined
  const { role: _role, ...session } = first
  return {
    ...session,
    roles: rows
      .map((r) => r.role)
      .filter((r): r is string => r !== null)
      .sort(),
  }
}

export async function countRecentAttempts(db: Db, key: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('attempted_at', '>=', sinceIso)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Seconds until fewer than `limit` attempts under `key` are inside the window: when the
 * limit-th most recent attempt leaves it. 0 when the key is not limited.
 */
export async function secondsUntilBelowLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<number> {
  const recent = await db
    .selectFrom('login_attempt')
    .select('attempted_at')
    .where('key', '=', key)
    .orderBy('attempted_at', 'desc')
    .limit(1)
    .offset(Math.max(limit - 1, 0))
    .executeTakeFirst()
  if (!recent) return 0
  const freedAt = new Date(recent.attempted_at).getTime() + windowMs
  return Math.max(0, Math.ceil((freedAt - now.getTime()) / 1000))
}

export async function recordFailedAttempt(db: Db, keys: string[], atIso: string): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values(keys.map((key) => ({ key, attempted_at: atIso })))
    .execute()
}

export function findUserInfo(db: Db, userLoginId: string) {
  return db
    .selectFrom('user_login')
    .innerJoin('party', 'party.id', 'user_login.party_id')
    .select([
      'user_login.id as userLoginId',
      'user_login.display_name as name',
      'user_login.avatar as avatar',
      'user_login.enabled as enabled',
      'party.id as partyId',
      'party.vip_code as vipCode',
      'party.vip_name as vipName',
      'party.from_date as fromDate',
      'party.thru_date as thruDate',
      'party.erp_info_id as erpInfoId',
    ])
    .where('user_login.id', '=', userLoginId)
    .executeTakeFirst()
}

/** mesNum: the caller's own unread messages (one row per recipient login). */
export async function countUnreadMessages(db: Db, partyId: string, userLoginId: string): Promise<number> {
  const row = await db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * indexPageNum: published announcements marked as a popup that this user has not been shown
 * yet; carouselNum: published announcements in the top-bar carousel. "Published" means status
 * PUBLISHED and `now` inside the publication window (the same rule as the announcement feed).
 */
export async function countAnnouncementSlots(
  db: Db,
  userLoginId: string,
  nowIso: string,
): Promise<{ indexPageNum: number; carouselNum: number }> {
  const row = await db
    .selectFrom('announcement as a')
    .leftJoin('announcement_show_record as r', (join) =>
      join.onRef('r.announcement_id', '=', 'a.id').on('r.user_login_id', '=', userLoginId),
    )
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('a.is_popup', '=', 1), eb('r.user_login_id', 'is', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('popups'),
      eb.fn.sum<number>(eb.case().when('a.in_carousel', '=', 1).then(1).else(0).end()).as('carousel'),
    ])
    .where('a.status', '=', 'PUBLISHED')
    .where((eb) => eb.or([eb('a.publish_start_at', 'is', null), eb('a.publish_start_at', '<=', nowIso)]))
    .where((eb) => eb.or([eb('a.publish_end_at', 'is', null), eb('a.publish_end_at', '>', nowIso)]))
    .executeTakeFirst()
  return { indexPageNum: Number(row?.popups ?? 0), carouselNum: Number(row?.carousel ?? 0) }
}

/**
 * The four menu badges of one tenant in one statement. The orders waiting to ship are read
 * from sales_order_tally (kept by triggers, the order list's tab counts come from it too): two
 * rows instead of an index count over every such order, which was half of the call's cost
 * under load at 400 of them (docs/benchmarks.md). The others are index-only counts on an index
 * that starts with (party_id, status) (docs/data-model.md, Computed, not stored).
 */
const menuCountsQuery = compiledOnce((db: Db, p: (name: 'partyId') => never) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('sales_order_tally')
      .select((tally) => tally.fn.coalesce(tally.fn.sum<number>('order_count'), tally.lit(0)).as('n'))
      .where('party_id', '=', p('partyId'))
      .where('status', 'in', [...ORDER_AWAITING_SHIPMENT])
      .as('orderCount'),
    eb
      .selectFrom('after_sale')
      .select(eb.fn.countAll<number>().as('n'))
      .where('party_id', '=', p('partyId'))
      .where('status', 'in', [...AFTER_SALE_AWAITING_AUDIT])
      .as('refundCount'),
    eb
      .selectFrom('dis_cooperation_application')
      .select(eb.fn.countAll<number>().as('n'))
      .where('party_id', '=', p('partyId'))
      .where('status', '=', 'PENDING')
      .as('cooperateCount'),
    eb
      .selectFrom('catalogue_order')
      .select(eb.fn.countAll<number>().as('n'))
      .where('party_id', '=', p('partyId'))
      .where('audit_status', '=', 'PENDING')
      .as('omsOrderCount'),
  ]),
)

export async function menuCounts(db: Db, partyId: string): Promise<MenuCountItem> {
  const row = (await menuCountsQuery(db, { partyId }))[0]
  if (!row) throw new Error('menu counts: no row')
  return {
    orderCount: Number(row.orderCount ?? 0),
    refundCount: Number(row.refundCount ?? 0),
    cooperateCount: Number(row.cooperateCount ?? 0),
    omsOrderCount: Number(row.omsOrderCount ?? 0),
  }
}

/**
 * The badges of a sub-user limited to its own customers (server/shared/data-scope.ts): orders
 * waiting to ship, after-sales waiting for audit and catalogue orders waiting for audit of its
 * customers only; the cooperation requests (not members yet) as the merchant's.
 */
export async function scopedMenuCounts(db: Db, scope: CustomerScope): Promise<MenuCountItem> {
  const { partyId } = scope
  const count = async (query: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) =>
    Number((await query.executeTakeFirst())?.n ?? 0)
  const [orderCount, refundCount, cooperateCount, omsOrderCount] = await Promise.all([
    count(
      scopeOrders(
        db
          .selectFrom('sales_order')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('party_id', '=', partyId)
          .where('status', 'in', [...ORDER_AWAITING_SHIPMENT]),
        scope,
      ),
    ),
    count(
      scopeOrders(
        db
          .selectFrom('after_sale')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('party_id', '=', partyId)
          .where('status', 'in', [...AFTER_SALE_AWAITING_AUDIT]),
        scope,
        'after_sale.buyer_party_id',
      ),
    ),
    count(
      db
        .selectFrom('dis_cooperation_application')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('party_id', '=', partyId)
        .where('status', '=', 'PENDING'),
    ),
    count(
      scopeOrders(
        db
          .selectFrom('catalogue_order')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('party_id', '=', partyId)
          .where('audit_status', '=', 'PENDING'),
        scope,
        'catalogue_order.buyer_party_id',
      ),
    ),
  ])
  return { orderCount, refundCount, cooperateCount, omsOrderCount }
}

export function listBanks(db: Db) {
  return db.selectFrom('bank').select(['code', 'name']).orderBy('sort').orderBy('code').execute()
}

/**
 * Opens a session for the login. `replacePrevious` ends the login's open sessions first (roles
 * that may be signed in once only), so their tokens answer "signed in elsewhere".
 */
export async function startSession(
  db: Db,
  s: {
    tokenHash: string
    userLoginId: string
    partyId: string
    replacePrevious: boolean
    now: Date
    lifetimeMs: number
  },
): Promise<void> {
  const nowIso = s.now.toISOString()
  await db.transaction().execute(async (trx) => {
    if (s.replacePrevious) {
      await trx
        .updateTable('session')
        .set({ ended_at: nowIso, end_reason: 'replaced' })
        .where('user_login_id', '=', s.userLoginId)
        .where('ended_at', 'is', null)
        .execute()
    }
    await trx
      .insertInto('session')
      .values({
        token_hash: s.tokenHash,
        user_login_id: s.userLoginId,
        party_id: s.partyId,
        created_at: nowIso,
        last_seen_at: nowIso,
        expires_at: new Date(s.now.getTime() + s.lifetimeMs).toISOString(),
        ended_at: null,
        end_reason: null,
      })
      .execute()
  })
}

export async function endSession(db: Db, tokenHash: string, reason: 'logout', atIso: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ ended_at: atIso, end_reason: reason })
    .where('token_hash', '=', tokenHash)
    .execute()
}

/** Records that the session was used (the idle timeout counts from here). */
export async function touchSession(db: Db, tokenHash: string, atIso: string): Promise<void> {
  await db.updateTable('session').set({ last_seen_at: atIso }).where('token_hash', '=', tokenHash).execute()
}
