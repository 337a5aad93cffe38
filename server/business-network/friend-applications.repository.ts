// Friend applications (SPEC.md section 7, Business network: Friends): applying, deciding, the
// list and the count of applications waiting. An application is stored once, under the party
// applied to (who decides); every function is scoped by the caller's tenant: another merchant's
// applications answer not found. Each decision notifies the applicant's logins (the bell's BUSI tab).
import type { Transaction } from 'kysely'
import type { BusiFriendApplyItem, CountAddFriendResponse } from '../../contract/business-friends.schema.ts'
import type { FriendApplyStatus } from '../../contract/business-friends.constants.ts'
import { type ApplyEvent, applyLifecycle } from '../../contract/lifecycles/application.lifecycle.ts'
import { nextState } from '../../contract/lifecycles/lifecycle.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { recordEvent } from '../events/domain-events.ts'
import { recordNoticeEvent } from '../events/live-events.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { lockTenant } from '../shared/tenant-lock.ts'

import { type Caller, isFriend, pendingBetween } from './business-friends.repository.ts'

export function listApplies(
  db: Db,
  partyId: string,
  input: PageParams & { status?: FriendApplyStatus | undefined },
): Promise<Page<BusiFriendApplyItem>> {
  let q = db
    .selectFrom('busi_friend_apply as a')
    .innerJoin('party as p', 'p.id', 'a.apply_party_id')
    .leftJoin('busi_profile as bp', 'bp.party_id', 'a.apply_party_id')
    .leftJoin('announcement as an', 'an.id', 'a.announcement_id')
    .where('a.party_id', '=', partyId)
    .select([
      'a.id',
      'a.apply_party_id',
      'a.message',
      'a.status',
      'a.reject_text',
      'a.announcement_id',
      'a.created_at',
      'a.decided_at',
      'p.name as partyName',
      'bp.company_name as companyName',
      'bp.logo_url as logoUrl',
      'an.title as announcementTitle',
    ])
  if (input.status) q = q.where('a.status', '=', input.status)
  return paginate(q, input, {
    sortable: { createdAt: 'a.created_at', status: 'a.status' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'a.id',
    map: (r) => ({
      id: String(r.id),
      applyPartyId: r.apply_party_id,
      companyName: r.companyName ?? r.partyName,
      logoUrl: r.logoUrl ?? '',
      message: r.message,
      status: r.status as FriendApplyStatus,
      rejectText: r.reject_text,
      infoId: r.announcement_id != null ? String(r.announcement_id) : '',
      announcementTitle: r.announcementTitle ?? '',
      createdAt: r.created_at,
      decidedAt: r.decided_at ?? '',
    }),
  })
}

export async function countAddFriend(db: Db, partyId: string): Promise<CountAddFriendResponse> {
  const pending = await db
    .selectFrom('busi_friend_apply')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('party_id', '=', partyId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow()
  const friends = await db
    .selectFrom('busi_friend')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('party_id', '=', partyId)
    .executeTakeFirstOrThrow()
  return { num: Number(pending.n), friendNum: Number(friends.n) }
}

async function nameOf(db: Db, partyId: string): Promise<string> {
  const row = await db
    .selectFrom('party')
    .leftJoin('busi_profile as bp', 'bp.party_id', 'party.id')
    .select(['party.name as partyName', 'bp.company_name as companyName'])
    .where('party.id', '=', partyId)
    .executeTakeFirst()
  return row?.companyName || row?.partyName || ''
}

/** An APPLY message to every enabled login of `to` (the bell's BUSI tab). */
async function notify(
  trx: Transaction<Database>,
  to: string,
  from: string,
  applyId: number,
  text: { title: string; content: string },
  atIso: string,
): Promise<void> {
  const logins = await trx
    .selectFrom('user_login')
    .select('id')
    .where('party_id', '=', to)
    .where('enabled', '=', 1)
    .execute()
  if (logins.length === 0) return
  await trx
    .insertInto('message')
    .values(
      logins.map((l) => ({
        party_id: to,
        user_login_id: l.id,
        type: 'APPLY',
        title: text.title,
        content: text.content.slice(0, 200),
        sender_party_id: from,
        ref_type: 'FRIEND_APPLY',
        ref_id: String(applyId),
        is_read: 0,
        read_at: null,
        created_at: atIso,
      })),
    )
    .execute()
  await recordNoticeEvent(trx, {
    partyId: to,
    logins: logins.map((l) => l.id),
    type: 'APPLY',
    title: text.title,
    content: text.content,
    refType: 'FRIEND_APPLY',
    refId: String(applyId),
    actor: null,
    at: atIso,
  })
}

export interface ApplyInput {
  partyId: string
  infoId?: string | undefined
  message: string
}

/**
 * The caller applies to become the friends of `input.partyId`: refused when it is the caller,
 * already a friend, or an application is pending either way. Notifies the merchant's logins.
 */
export async function applyFriend(
  db: Db,
  caller: Caller,
  input: ApplyInput,
  nowIso: string,
): Promise<number> {
  if (input.partyId === caller.partyId) throw ApiError.invalidInput('partyId', 'notYourself')
  return db.transaction().execute(async (trx) => {
    // Applications either way between the two take turns (a unique index keeps one PENDING per
    // direction; the lock also keeps A to B and B to A from both being pending). In id order.
    for (const party of [caller.partyId, input.partyId].sort()) await lockTenant(trx, party)
    const target = await trx
      .selectFrom('busi_profile')
      .select(['party_id', 'is_public'])
      .where('party_id', '=', input.partyId)
      .executeTakeFirst()
    if (!target) throw ApiError.notFound('friends.noSuchMerchant')
    if (await isFriend(trx, caller.partyId, input.partyId)) throw ApiError.conflict('friends.alreadyFriends')
    if (await pendingBetween(trx, input.partyId, caller.partyId))
      throw ApiError.conflict('friends.alreadyApplied')
    if (await pendingBetween(trx, caller.partyId, input.partyId))
      throw ApiError.conflict('friends.theyApplied')
    if (!target.is_public) throw ApiError.notFound('friends.noSuchMerchant')
    let announcementId: number | null = null
    if (input.infoId !== undefined) {
      const ann = await trx
        .selectFrom('announcement')
        .select('id')
        .where('id', '=', Number(input.infoId))
        .where('party_id', '=', input.partyId)
        .executeTakeFirst()
      if (!ann) throw ApiError.notFound('friends.noSuchAnnouncement')
      announcementId = ann.id
    }
    const row = await trx
      .insertInto('busi_friend_apply')
      .values({
        party_id: input.partyId,
        apply_party_id: caller.partyId,
        apply_user_login_id: caller.userLoginId,
        announcement_id: announcementId,
        message: input.message,
        status: 'PENDING',
        decided_at: null,
        created_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const name = await nameOf(trx, caller.partyId)
    await notify(
      trx,
      input.partyId,
      caller.partyId,
      row.id,
      { title: '新的好友申请', content: `${name} 申请成为您的商务好友。${input.message}` },
      nowIso,
    )
    await recordEvent(trx, {
      partyId: input.partyId,
      type: 'friend.request',
      aggregateType: 'FRIEND_APPLY',
      aggregateId: row.id,
      payload: {
        applyId: Number(row.id),
        fromPartyId: caller.partyId,
        groupName: name,
        message: input.message,
      },
      actor: caller.userLoginId,
      at: nowIso,
    })
    return row.id
  })
}

/**
 * Accepts or rejects a pending application addressed to the caller, in one transaction: the
 * status and its history, the friendship both ways (accept), the caller's tenant's APPLY
 * notices of it marked read, and a notice to the applicant. Not the caller's: not found;
 * not PENDING: conflict; nothing changes then.
 */
export async function decideApply(
  db: Db,
  caller: Caller,
  decision: { id: string; option: 'ACCEPT' | 'REJECT'; rejectText?: string },
  nowIso: string,
): Promise<void> {
  const event: ApplyEvent = decision.option === 'ACCEPT' ? 'apply.accepted' : 'apply.rejected'
  await db.transaction().execute(async (trx) => {
    const apply = await trx
      .selectFrom('busi_friend_apply')
      .select(['id', 'status', 'apply_party_id'])
      .where('id', '=', Number(decision.id))
      .where('party_id', '=', caller.partyId)
      .executeTakeFirst()
    if (!apply) throw ApiError.notFound('friends.noSuchApply')
    const to = nextState(applyLifecycle, apply.status, event)
    if (!to) throw ApiError.conflict('friends.alreadyDecided')
    const reason = decision.option === 'REJECT' ? (decision.rejectText ?? '') : ''
    const updated = await trx
      .updateTable('busi_friend_apply')
      .set({ status: to, reject_text: reason, decided_at: nowIso })
      .where('party_id', '=', caller.partyId)
      .where('id', '=', apply.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw ApiError.conflict('friends.alreadyDecided')
    if (to === 'ACCEPTED' && !(await isFriend(trx, caller.partyId, apply.apply_party_id))) {
      await trx
        .insertInto('busi_friend')
        .values([
          { party_id: caller.partyId, friend_party_id: apply.apply_party_id, created_at: nowIso },
          { party_id: apply.apply_party_id, friend_party_id: caller.partyId, created_at: nowIso },
        ])
        .execute()
    }
    await trx
      .insertInto('status_history')
      .values({
        party_id: caller.partyId,
        subject_type: 'FRIEND_APPLY',
        subject_id: apply.id,
        event,
        from_status: apply.status,
        to_status: to,
        user_login_id: caller.userLoginId,
        remark: reason,
        created_at: nowIso,
      })
      .execute()
    // The request is settled for every login of the tenant: the bell's BUSI count drops.
    await trx
      .updateTable('message')
      .set({ is_read: 1, read_at: nowIso })
      .where('party_id', '=', caller.partyId)
      .where('type', '=', 'APPLY')
      .where('ref_type', '=', 'FRIEND_APPLY')
      .where('ref_id', '=', String(apply.id))
      .where('is_read', '=', 0)
      .execute()
    const name = await nameOf(trx, caller.partyId)
    await notify(
      trx,
      apply.apply_party_id,
      caller.partyId,
      apply.id,
      to === 'ACCEPTED'
        ? { title: '好友申请已通过', content: `您与 ${name} 已成为商务好友。` }
        : { title: '好友申请未通过', content: `${name} 拒绝了您的好友申请：${reason}` },
      nowIso,
    )
  })
}
