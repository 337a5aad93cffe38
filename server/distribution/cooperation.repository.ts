// Data access for cooperation applications (dis_cooperation_application): the dealers who
// asked to become a merchant's distribution members. Tenant = the merchant applied to.
import type { Transaction } from 'kysely'
import type { CooperationApplicationItem } from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from './members.repository.ts'

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
