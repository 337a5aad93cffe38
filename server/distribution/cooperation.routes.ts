// Cooperation applications (SPEC.md section 7, Distribution, Applications): the list, the
// applicant's details, and the decision (accept OPENED / reject REJECTED with a reason).
import { Hono } from 'hono'
import {
  type DecisionResponse,
  decisionRequest,
  reqListRequest,
  reqMemberDetailsRequest,
} from '../../contract/distribution.schema.ts'
import {
  cooperationLifecycle,
  type CooperationEvent,
} from '../../contract/lifecycles/application.lifecycle.ts'
import { nextState } from '../../contract/lifecycles/lifecycle.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { applicationsOf, listApplications } from './cooperation.repository.ts'
import { distributionGuard } from './distribution-guard.ts'
import { payload } from './distribution-input.ts'
import { countActiveMembers, memberCapOf, regionName } from './members.repository.ts'
import { lockTenant } from './tenant-lock.ts'

export const cooperationRoutes = new Hono<AppEnv>()
  .post('/getReqData', distributionGuard, async (c) => {
    const { status, keyword, ...page } = await payload(c, reqListRequest)
    return ok(c, await listApplications(c.get('deps').db, c.get('caller').partyId, page, { status, keyword }))
  })
  .post('/getReqMemberDetails', distributionGuard, async (c) => {
    const { partyId: applicant } = await payload(c, reqMemberDetailsRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    // Only applicants who applied to this merchant are visible to it.
    const applications = await applicationsOf(db, partyId, applicant)
    if (applications.length === 0) throw ApiError.notFound('application not found')
    const party = await db
      .selectFrom('party')
      .selectAll()
      .where('id', '=', applicant)
      .executeTakeFirstOrThrow()
    const member = await db
      .selectFrom('dis_member')
      .select('id')
      .where('party_id', '=', partyId)
      .where('member_party_id', '=', applicant)
      .executeTakeFirst()
    return ok(c, {
      partyId: party.id,
      name: party.name,
      contactName: applications[0]?.contactName || party.contact_name,
      contactPhone: applications[0]?.contactPhone || party.contact_phone,
      email: party.email,
      address: party.address,
      region: await regionName(db, [party.province_id, party.city_id, party.county_id]),
      isMember: member !== undefined,
      applications,
    })
  })
  .post('/distributionRequestConfirm', distributionGuard, async (c) => {
    const { partyId: applicant, option, tip } = await payload(c, decisionRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    const partyId = caller.partyId
    const now = clock.now().toISOString()
    const event: CooperationEvent = option === 'OPENED' ? 'cooperation.opened' : 'cooperation.rejected'

    const answer = await db.transaction().execute(async (trx): Promise<DecisionResponse> => {
      await lockTenant(trx, partyId)
      const applications = await trx
        .selectFrom('dis_cooperation_application')
        .select(['id', 'status'])
        .where('party_id', '=', partyId)
        .where('applicant_party_id', '=', applicant)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      if (applications.length === 0) throw ApiError.notFound('application not found')
      const pending = applications.find((a) => a.status === 'PENDING')
      const to = pending ? nextState(cooperationLifecycle, pending.status, event) : undefined
      if (!pending || !to) throw ApiError.conflict('this application has already been decided')

      if (option === 'OPENED') {
        const cap = await memberCapOf(trx, partyId)
        if (cap !== null && (await countActiveMembers(trx, partyId)) >= cap) {
          return { flag: 'LIMIT', memberCap: cap }
        }
        const [defaultRank, defaultSalesman] = await Promise.all([
          trx
            .selectFrom('dis_rank')
            .select('id')
            .where('party_id', '=', partyId)
            .where('is_default', '=', 1)
            .executeTakeFirst(),
          trx
            .selectFrom('dis_salesman')
            .select('id')
            .where('party_id', '=', partyId)
            .where('is_default', '=', 1)
            .where('enabled', '=', 1)
            .executeTakeFirst(),
        ])
        const existing = await trx
          .selectFrom('dis_member')
          .select('id')
          .where('party_id', '=', partyId)
          .where('member_party_id', '=', applicant)
          .executeTakeFirst()
        if (existing) {
          // A former member who applied again comes back enabled.
          await trx
            .updateTable('dis_member')
            .set({ status: 'ENABLED', application_id: Number(pending.id), updated_at: now })
            .where('id', '=', existing.id)
            .execute()
        } else {
          await trx
            .insertInto('dis_member')
            .values({
              party_id: partyId,
              member_party_id: applicant,
              status: 'ENABLED',
              source: 'APPLICATION',
              application_id: Number(pending.id),
              rank_id: defaultRank ? Number(defaultRank.id) : null,
              salesman_id: defaultSalesman ? Number(defaultSalesman.id) : null,
              last_order_at: null,
              created_at: now,
              updated_at: now,
            })
            .execute()
        }
      }
      await trx
        .updateTable('dis_cooperation_application')
        .set({
          status: to,
          tip: option === 'REJECTED' ? (tip ?? '') : '',
          decided_by: caller.userLoginId,
          decided_at: now,
        })
        .where('id', '=', pending.id)
        .where('status', '=', 'PENDING')
        .execute()
      await trx
        .insertInto('status_history')
        .values({
          party_id: partyId,
          subject_type: cooperationLifecycle.subject,
          subject_id: Number(pending.id),
          event,
          from_status: pending.status,
          to_status: to,
          user_login_id: caller.userLoginId,
          remark: option === 'REJECTED' ? (tip ?? '') : '',
          created_at: now,
        })
        .execute()
      return { flag: 'Y' }
    })
    return ok(c, answer)
  })
