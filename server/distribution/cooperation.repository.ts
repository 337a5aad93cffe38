// Data access for cooperation applications (dis_cooperation_application): the dealers who
// asked to become a merchant's distribution members. Tenant = the merchant applied to.
import { addMember, countActiveMembers, isMember, memberCapOf } from './member-writes.repository.ts'
import type { Transaction } from 'kysely'
import type {
  CooperationApplicationItem,
  DecisionRequest,
  DecisionResponse,
  ReqMemberDetails,
} from '../../contract/distribution.schema.ts'
import {
  type CooperationEvent,
  cooperationLifecycle,
} from '../../contract/lifecycles/application.lifecycle.ts'
import { nextState } from '../../contract/lifecycles/lifecycle.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from '../shared/keyword.ts'
import { regionName } from '../shared/regions.repository.ts'
import { defaultRankId } from './ranks.repository.ts'
import { defaultSalesmanId } from './salesmen.repository.ts'
import { lockTenant } from '../shared/tenant-lock.ts'

type Q = Db | Transaction<Database>

function applicationQuery(db: Q, partyId: string) {
  return db
    .selectFrom('dis_cooperation_application as a')
    .innerJoin('party as p', 'p.id', 'a.applicant_party_id')
    .where('a.party_id', '=', partyId)
    .select([
      'a.id as applicationId',
      'a.applicant_party_id as partyId',
      'p.name as name',
      'a.contact_name as contactName',
      'a.contact_phone as contactPhone',
      'a.message as message',
      'a.status as status',
      'a.tip as tip',
      'a.created_at as createdAt',
      'a.decided_at as decidedAt',
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>
const toItem = (r: Row): CooperationApplicationItem => ({ ...r, applicationId: Number(r.applicationId) })

export async function listApplications(
  db: Q,
  partyId: string,
  params: PageParams,
  filters: { status?: CooperationApplicationItem['status'] | undefined; keyword?: string | undefined },
): Promise<Page<CooperationApplicationItem>> {
  let q = applicationQuery(db, partyId)
  if (filters.status) q = q.where('a.status', '=', filters.status)
  if (filters.keyword) {
    const like = likePattern(filters.keyword)
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.name']), 'like', like),
        eb(eb.fn('lower', ['a.contact_name']), 'like', like),
        eb('a.contact_phone', 'like', like),
      ]),
    )
  }
  return paginate(q, params, {
    sortable: { createdAt: 'a.created_at', decidedAt: 'a.decided_at', name: 'p.name' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'a.id',
    map: toItem,
  })
}

/** Every application of one applicant to the tenant, newest first. */
export async function applicationsOf(db: Q, partyId: string, applicantPartyId: string) {
  const rows = await applicationQuery(db, partyId)
    .where('a.applicant_party_id', '=', applicantPartyId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute()
  return rows.map(toItem)
}

/** The applicant's details as the tenant sees them; null unless it applied to this tenant. */
export async function findApplicantDetails(
  db: Q,
  partyId: string,
  applicantPartyId: string,
): Promise<ReqMemberDetails | null> {
  const applications = await applicationsOf(db, partyId, applicantPartyId)
  if (applications.length === 0) return null
  const party = await db
    .selectFrom('party')
    .selectAll()
    .where('id', '=', applicantPartyId)
    .executeTakeFirstOrThrow()
  return {
    partyId: party.id,
    name: party.name,
    contactName: applications[0]?.contactName || party.contact_name,
    contactPhone: applications[0]?.contactPhone || party.contact_phone,
    email: party.email,
    address: party.address,
    region: await regionName(db, [party.province_id, party.city_id, party.county_id]),
    isMember: await isMember(db, partyId, applicantPartyId),
    applications,
  }
}

/**
 * Accepts (OPENED) or rejects (REJECTED) the applicant's pending application, in one
 * transaction that holds the tenant's lock: an accept takes a member seat, and two accepts
 * racing for the last seat must not both win. LIMIT (nothing written) when the plan is full.
 */
export async function decideApplication(
  db: Db,
  decider: { partyId: string; userLoginId: string },
  decision: DecisionRequest,
  nowIso: string,
): Promise<DecisionResponse> {
  const { partyId, userLoginId } = decider
  const { partyId: applicant, option, tip } = decision
  const event: CooperationEvent = option === 'OPENED' ? 'cooperation.opened' : 'cooperation.rejected'
  return db.transaction().execute(async (trx): Promise<DecisionResponse> => {
    await lockTenant(trx, partyId)
    const applications = await trx
      .selectFrom('dis_cooperation_application')
      .select(['id', 'status'])
      .where('party_id', '=', partyId)
      .where('applicant_party_id', '=', applicant)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    if (applications.length === 0) throw ApiError.notFound('cooperation.applicationNotFound')
    const pending = applications.find((a) => a.status === 'PENDING')
    const to = pending ? nextState(cooperationLifecycle, pending.status, event) : undefined
    if (!pending || !to) throw ApiError.conflict('cooperation.alreadyDecided')

    if (option === 'OPENED') {
      const cap = await memberCapOf(trx, partyId)
      if (cap !== null && (await countActiveMembers(trx, partyId)) >= cap) {
        return { flag: 'LIMIT', memberCap: cap }
      }
      const [rankId, salesmanId] = await Promise.all([
        defaultRankId(trx, partyId),
        defaultSalesmanId(trx, partyId),
      ])
      await addMember(trx, partyId, {
        memberPartyId: applicant,
        applicationId: Number(pending.id),
        rankId,
        salesmanId,
        nowIso,
      })
    }
    const reason = option === 'REJECTED' ? (tip ?? '') : ''
    await trx
      .updateTable('dis_cooperation_application')
      .set({ status: to, tip: reason, decided_by: userLoginId, decided_at: nowIso })
      .where('party_id', '=', partyId)
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
        user_login_id: userLoginId,
        remark: reason,
        created_at: nowIso,
      })
      .execute()
    return { flag: 'Y' }
  })
}
