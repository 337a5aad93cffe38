// A merchant's distribution members: which of them a request may name (its own), whether a party
// is one, the member cap, and the writes (a member added, its status changed, its remark saved).

import type { Transaction } from 'kysely'
import type { MemberStatus } from '../../contract/distribution.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { lockTenant } from '../shared/tenant-lock.ts'
import type { Q } from './members.repository.ts'

/** The ids among `memberIds` that belong to the tenant. */
export async function ownedMemberIds(db: Q, partyId: string, memberIds: number[]): Promise<number[]> {
  if (memberIds.length === 0) return []
  const rows = await db
    .selectFrom('dis_member')
    .select('id')
    .where('party_id', '=', partyId)
    .where('id', 'in', memberIds)
    .execute()
  return rows.map((r) => Number(r.id))
}

/** Refuses unless every id names one of the tenant's members (another tenant's id: not found). */
export async function requireOwnedMembers(db: Q, partyId: string, memberIds: number[]): Promise<number[]> {
  const wanted = [...new Set(memberIds)]
  const owned = await ownedMemberIds(db, partyId, wanted)
  if (owned.length !== wanted.length) throw ApiError.notFound('members.notFound')
  return wanted
}

/** Whether the party is (or was: disabled members count) a member of the tenant. */
export async function isMember(db: Q, partyId: string, memberPartyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('dis_member')
    .select('id')
    .where('party_id', '=', partyId)
    .where('member_party_id', '=', memberPartyId)
    .executeTakeFirst()
  return row !== undefined
}

/** An accepted application's member: a new row, or a former member who applied again comes back enabled. */
export async function addMember(
  trx: Transaction<Database>,
  partyId: string,
  m: {
    memberPartyId: string
    applicationId: number
    rankId: number | null
    salesmanId: number | null
    nowIso: string
  },
): Promise<void> {
  const existing = await trx
    .selectFrom('dis_member')
    .select('id')
    .where('party_id', '=', partyId)
    .where('member_party_id', '=', m.memberPartyId)
    .executeTakeFirst()
  if (existing) {
    await trx
      .updateTable('dis_member')
      .set({ status: 'ENABLED', application_id: m.applicationId, updated_at: m.nowIso })
      .where('id', '=', existing.id)
      .execute()
    return
  }
  await trx
    .insertInto('dis_member')
    .values({
      party_id: partyId,
      member_party_id: m.memberPartyId,
      status: 'ENABLED',
      source: 'APPLICATION',
      application_id: m.applicationId,
      rank_id: m.rankId,
      salesman_id: m.salesmanId,
      last_order_at: null,
      created_at: m.nowIso,
      updated_at: m.nowIso,
    })
    .execute()
}

/** Enables or disables a member; enabling takes a seat like an accepted application does. */
export async function changeMemberStatus(
  db: Db,
  partyId: string,
  memberId: number,
  status: MemberStatus,
  nowIso: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTenant(trx, partyId)
    const member = await trx
      .selectFrom('dis_member')
      .select(['id', 'status'])
      .where('party_id', '=', partyId)
      .where('id', '=', memberId)
      .executeTakeFirst()
    if (!member) throw ApiError.notFound('members.notFound')
    if (member.status === status) return
    if (status === 'ENABLED') {
      const cap = await memberCapOf(trx, partyId)
      if (cap !== null && (await countActiveMembers(trx, partyId)) >= cap) {
        throw ApiError.conflict('members.capReached', { cap })
      }
    }
    await trx
      .updateTable('dis_member')
      .set({ status, updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', '=', memberId)
      .execute()
  })
}

export async function saveMemberRemark(
  db: Q,
  partyId: string,
  memberId: number,
  remark: string,
  nowIso: string,
): Promise<void> {
  const res = await db
    .updateTable('dis_member')
    .set({ remark, updated_at: nowIso })
    .where('party_id', '=', partyId)
    .where('id', '=', memberId)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) === 0) throw ApiError.notFound('members.notFound')
}

export async function countActiveMembers(db: Q, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('dis_member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('party_id', '=', partyId)
    .where('status', '=', 'ENABLED')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * The member cap of the tenant's plan: `vip_plan.member_cap` of the VIP plan granting the
 * tenant's tier (the smallest, should several), or null when the tier has no cap.
 */
export async function memberCapOf(db: Q, partyId: string): Promise<number | null> {
  const party = await db.selectFrom('party').select('tier').where('id', '=', partyId).executeTakeFirst()
  if (!party?.tier) return null
  const row = await db
    .selectFrom('vip_plan')
    .select((eb) => eb.fn.min('member_cap').as('cap'))
    .where('kind', '=', 'VIP')
    .where('tier', '=', party.tier)
    .where('member_cap', 'is not', null)
    .executeTakeFirst()
  return row?.cap === null || row?.cap === undefined ? null : Number(row.cap)
}
