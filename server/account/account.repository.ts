// Data access for account management: the caller's own login and its merchant's sub-users.
// Every sub-user read and write is scoped by the merchant's party (the tenant) and by
// is_sub_account = 1, so a foreign merchant's sub-user, or the merchant's own login, is "not
// found". A write that changes who may sign in (a password, the status) ends the login's open
// sessions in the same transaction, so the very next call with an old token is refused.
import type { Page } from '../../contract/paging.schema.ts'
import type { DataScope, SalesmanChoice, SubUserRow, SubUserStatus } from '../../contract/account.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import type { Transaction } from 'kysely'
import { likePattern } from '../shared/keyword.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { findLoginByUsername } from '../session/session.repository.ts'

/** Why a login's sessions were ended (session.end_reason); the session middleware answers 50008. */
export type SessionEndReason = 'passwordChanged' | 'passwordReset' | 'disabled'

// ---- own account ----

export async function findAccount(db: Db, partyId: string, userLoginId: string) {
  const row = await db
    .selectFrom('user_login')
    .innerJoin('party', 'party.id', 'user_login.party_id')
    .select([
      'user_login.id',
      'user_login.username',
      'user_login.display_name',
      'user_login.avatar',
      'user_login.mobile',
      'user_login.password_hash',
      'party.name as merchant_name',
    ])
    .where('user_login.id', '=', userLoginId)
    .where('user_login.party_id', '=', partyId)
    .executeTakeFirst()
  if (!row) return undefined
  return { ...row, roles: await rolesOf(db, userLoginId) }
}

export async function saveAccount(
  db: Db,
  partyId: string,
  userLoginId: string,
  values: { name: string; mobile: string; avatar: string },
  atIso: string,
): Promise<void> {
  await db
    .updateTable('user_login')
    .set({ display_name: values.name, mobile: values.mobile, avatar: values.avatar, updated_at: atIso })
    .where('id', '=', userLoginId)
    .where('party_id', '=', partyId)
    .execute()
}

/**
 * Stores the new password hash and ends every other open session of the login (the caller's
 * own, `keepTokenHash`, stays). Answers how many ended.
 */
export async function changeOwnPassword(
  db: Db,
  s: { partyId: string; userLoginId: string; passwordHash: string; keepTokenHash: string; atIso: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_login')
      .set({ password_hash: s.passwordHash, updated_at: s.atIso })
      .where('id', '=', s.userLoginId)
      .where('party_id', '=', s.partyId)
      .execute()
    const ended = await trx
      .updateTable('session')
      .set({ ended_at: s.atIso, end_reason: 'passwordChanged' })
      .where('user_login_id', '=', s.userLoginId)
      .where('party_id', '=', s.partyId)
      .where('ended_at', 'is', null)
      .where('token_hash', '!=', s.keepTokenHash)
      .executeTakeFirst()
    return Number(ended.numUpdatedRows)
  })
}

// ---- sub-users ----

async function rolesOf(db: Db, userLoginId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_role')
    .select('role')
    .where('user_login_id', '=', userLoginId)
    .execute()
  return rows.map((r) => r.role).sort()
}

async function rolesByLogin(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>()
  if (ids.length === 0) return map
  const rows = await db
    .selectFrom('user_role')
    .select(['user_login_id', 'role'])
    .where('user_login_id', 'in', ids)
    .orderBy('role')
    .execute()
  for (const r of rows) map.set(r.user_login_id, [...(map.get(r.user_login_id) ?? []), r.role])
  return map
}

function subUsersOf(db: Db, partyId: string) {
  return db
    .selectFrom('user_login')
    .where('user_login.party_id', '=', partyId)
    .where('user_login.is_sub_account', '=', 1)
}

const ROW_COLUMNS = [
  'user_login.id',
  'user_login.username',
  'user_login.display_name',
  'user_login.mobile',
  'user_login.enabled',
  'user_login.created_at',
] as const

interface LoginRow {
  id: string
  username: string
  display_name: string
  mobile: string
  enabled: number
  created_at: string
}

function toRow(r: LoginRow, roles: string[]): SubUserRow {
  return {
    userLoginId: r.id,
    username: r.username,
    name: r.display_name,
    mobile: r.mobile,
    roles,
    status: Number(r.enabled) === 1 ? 'ENABLED' : 'DISABLED',
    createdAt: r.created_at,
  }
}

export async function listSubUsers(
  db: Db,
  partyId: string,
  filter: { search?: string | undefined; status?: SubUserStatus | undefined },
  params: PageParams,
): Promise<Page<SubUserRow>> {
  let query = subUsersOf(db, partyId).select(ROW_COLUMNS)
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['user_login.username']), 'like', pattern),
        eb(eb.fn('lower', ['user_login.display_name']), 'like', pattern),
        eb(eb.fn('lower', ['user_login.mobile']), 'like', pattern),
      ]),
    )
  }
  if (filter.status) query = query.where('user_login.enabled', '=', filter.status === 'ENABLED' ? 1 : 0)
  const page = await paginate(query, params, {
    sortable: {
      createdAt: 'user_login.created_at',
      username: 'user_login.username',
      name: 'user_login.display_name',
    },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'user_login.id',
    map: (r) => r as LoginRow,
  })
  const roles = await rolesByLogin(
    db,
    page.list.map((r) => r.id),
  )
  return { ...page, list: page.list.map((r) => toRow(r, roles.get(r.id) ?? [])) }
}

export async function findSubUser(
  db: Db,
  partyId: string,
  userLoginId: string,
): Promise<SubUserRow | undefined> {
  const row = await subUsersOf(db, partyId)
    .select(ROW_COLUMNS)
    .where('user_login.id', '=', userLoginId)
    .executeTakeFirst()
  return row ? toRow(row, await rolesOf(db, row.id)) : undefined
}

/**
 * A sub-user with its stored permission keys (the JSON column; null: its roles' defaults), its
 * data scope and the salesman linked to it (issue 33).
 */
export async function findSubUserWithPermissions(
  db: Db,
  partyId: string,
  userLoginId: string,
): Promise<
  | (SubUserRow & { storedPermissions: string | null; dataScope: DataScope; salesmanId: number | null })
  | undefined
> {
  const row = await subUsersOf(db, partyId)
    .select([...ROW_COLUMNS, 'user_login.permissions', 'user_login.data_scope'])
    .where('user_login.id', '=', userLoginId)
    .executeTakeFirst()
  if (!row) return undefined
  const salesman = await db
    .selectFrom('dis_salesman')
    .select('id')
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .orderBy('id')
    .executeTakeFirst()
  return {
    ...toRow(row, await rolesOf(db, row.id)),
    storedPermissions: row.permissions,
    dataScope: row.data_scope === 'ownCustomers' ? 'ownCustomers' : 'all',
    salesmanId: salesman ? Number(salesman.id) : null,
  }
}

/** The merchant's salesmen, each with the login linked to it, for the sub-user form (issue 33). */
export async function salesmanChoices(db: Db, partyId: string): Promise<SalesmanChoice[]> {
  const rows = await db
    .selectFrom('dis_salesman')
    .select(['id', 'name', 'enabled', 'user_login_id'])
    .where('party_id', '=', partyId)
    .orderBy('name')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    salesmanId: Number(r.id),
    name: r.name,
    enabled: Number(r.enabled),
    userLoginId: r.user_login_id,
  }))
}

/** The merchant's salesman `salesmanId` with the login linked to it now; undefined when not the merchant's. */
export async function findSalesmanLink(
  db: Db,
  partyId: string,
  salesmanId: number,
): Promise<{ userLoginId: string | null } | undefined> {
  const row = await db
    .selectFrom('dis_salesman')
    .select('user_login_id')
    .where('party_id', '=', partyId)
    .where('id', '=', salesmanId)
    .executeTakeFirst()
  return row ? { userLoginId: row.user_login_id } : undefined
}

/** Links the login to the salesman (null: to none), in the sub-user's write transaction. */
async function linkSalesman(
  trx: Transaction<Database>,
  partyId: string,
  userLoginId: string,
  salesmanId: number | null,
  atIso: string,
): Promise<void> {
  await trx
    .updateTable('dis_salesman')
    .set({ user_login_id: null, updated_at: atIso })
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .execute()
  if (salesmanId === null) return
  await trx
    .updateTable('dis_salesman')
    .set({ user_login_id: userLoginId, updated_at: atIso })
    .where('party_id', '=', partyId)
    .where('id', '=', salesmanId)
    .execute()
}

/** Sign-in names are unique across all merchants: the sign-in's own lookup answers whether one is taken. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return (await findLoginByUsername(db, username)) !== undefined
}

/** Creates the sub-user's login and roles in one transaction; false when the name was taken meanwhile. */
export async function createSubUser(
  db: Db,
  s: {
    id: string
    partyId: string
    username: string
    name: string
    mobile: string
    roles: readonly string[]
    /** The keys as stored (a JSON array), or null for the roles' defaults. */
    permissions: string | null
    dataScope: DataScope
    /** The salesman the sub-user is (its own customers), or none. */
    salesmanId: number | null
    passwordHash: string
    atIso: string
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await usernameTaken(trx, s.username)) return false
    await trx
      .insertInto('user_login')
      .values({
        id: s.id,
        username: s.username,
        password_hash: s.passwordHash,
        party_id: s.partyId,
        display_name: s.name,
        mobile: s.mobile,
        is_sub_account: 1,
        enabled: 1,
        permissions: s.permissions,
        data_scope: s.dataScope,
        last_login_at: null,
        created_at: s.atIso,
        updated_at: null,
      })
      .execute()
    await trx
      .insertInto('user_role')
      .values(s.roles.map((role) => ({ user_login_id: s.id, role })))
      .execute()
    if (s.salesmanId !== null) await linkSalesman(trx, s.partyId, s.id, s.salesmanId, s.atIso)
    return true
  })
}

/**
 * Changes name, phone, roles and permission keys (they apply from the sub-user's next call: the
 * session lookup reads them on every call); false when not the merchant's.
 */
export async function updateSubUser(
  db: Db,
  partyId: string,
  s: {
    userLoginId: string
    name: string
    mobile: string
    roles: readonly string[]
    permissions: string | null
    /** Unchanged when absent. */
    dataScope: DataScope | undefined
    /** The salesman the sub-user is (null: none); unchanged when absent. */
    salesmanId: number | null | undefined
    atIso: string
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const found = await subUsersOf(trx, partyId)
      .select('id')
      .where('id', '=', s.userLoginId)
      .executeTakeFirst()
    if (!found) return false
    await trx
      .updateTable('user_login')
      .set({
        display_name: s.name,
        mobile: s.mobile,
        permissions: s.permissions,
        ...(s.dataScope !== undefined ? { data_scope: s.dataScope } : {}),
        updated_at: s.atIso,
      })
      .where('id', '=', s.userLoginId)
      .where('party_id', '=', partyId)
      .execute()
    await trx.deleteFrom('user_role').where('user_login_id', '=', s.userLoginId).execute()
    await trx
      .insertInto('user_role')
      .values(s.roles.map((role) => ({ user_login_id: s.userLoginId, role })))
      .execute()
    if (s.salesmanId !== undefined) await linkSalesman(trx, partyId, s.userLoginId, s.salesmanId, s.atIso)
    return true
  })
}

async function endSessionsOf(
  db: Db,
  partyId: string,
  userLoginId: string,
  reason: SessionEndReason,
  atIso: string,
) {
  const ended = await db
    .updateTable('session')
    .set({ ended_at: atIso, end_reason: reason })
    .where('user_login_id', '=', userLoginId)
    .where('party_id', '=', partyId)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  return Number(ended.numUpdatedRows)
}

/**
 * Enables or disables a sub-user; disabling ends its open sessions at once. Undefined when the
 * id is not one of the merchant's sub-users.
 */
export async function setSubUserStatus(
  db: Db,
  partyId: string,
  s: { userLoginId: string; status: SubUserStatus; atIso: string },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const found = await subUsersOf(trx, partyId)
      .select('id')
      .where('id', '=', s.userLoginId)
      .executeTakeFirst()
    if (!found) return undefined
    await trx
      .updateTable('user_login')
      .set({ enabled: s.status === 'ENABLED' ? 1 : 0, updated_at: s.atIso })
      .where('id', '=', s.userLoginId)
      .where('party_id', '=', partyId)
      .execute()
    return s.status === 'DISABLED' ? endSessionsOf(trx, partyId, s.userLoginId, 'disabled', s.atIso) : 0
  })
}

/** Sets a sub-user's password and ends all its open sessions. Undefined when not the merchant's. */
export async function resetSubUserPassword(
  db: Db,
  partyId: string,
  s: { userLoginId: string; passwordHash: string; atIso: string },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const found = await subUsersOf(trx, partyId)
      .select('id')
      .where('id', '=', s.userLoginId)
      .executeTakeFirst()
    if (!found) return undefined
    await trx
      .updateTable('user_login')
      .set({ password_hash: s.passwordHash, updated_at: s.atIso })
      .where('id', '=', s.userLoginId)
      .where('party_id', '=', partyId)
      .execute()
    return endSessionsOf(trx, partyId, s.userLoginId, 'passwordReset', s.atIso)
  })
}
