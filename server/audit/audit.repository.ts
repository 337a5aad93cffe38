// The audit trail's table (issue 20 item 9): rows are added by server/audit/audit-trail.ts after
// a write call succeeds and read per record, always inside the caller's merchant (party_id).
import type { Page } from '../../contract/paging.schema.ts'
import type { RecordHistoryRow } from '../../contract/audit.schema.ts'
import type { Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'

export interface AuditEntry {
  partyId: string
  userLoginId: string
  call: string
  subjectType: string | null
  subjectId: string | null
  request: string
  clientAddress: string
  createdAt: string
}

/** One statement for all rows of a call (a batch call names several records). */
export async function recordWrites(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return
  await db
    .insertInto('audit_log')
    .values(
      entries.map((e) => ({
        party_id: e.partyId,
        user_login_id: e.userLoginId,
        call: e.call,
        subject_type: e.subjectType,
        subject_id: e.subjectId,
        request: e.request,
        client_address: e.clientAddress.slice(0, 64),
        created_at: e.createdAt,
      })),
    )
    .execute()
}

/** A record's history in the caller's merchant, newest first, with each actor's name. */
export async function recordHistory(
  db: Db,
  partyId: string,
  subjectType: string,
  subjectId: string,
  page: PageParams,
): Promise<Page<RecordHistoryRow>> {
  const query = db
    .selectFrom('audit_log')
    .leftJoin('user_login', (j) =>
      j
        .onRef('user_login.id', '=', 'audit_log.user_login_id')
        .onRef('user_login.party_id', '=', 'audit_log.party_id'),
    )
    .where('audit_log.party_id', '=', partyId)
    .where('audit_log.subject_type', '=', subjectType)
    .where('audit_log.subject_id', '=', subjectId)
    .select([
      'audit_log.id',
      'audit_log.call',
      'audit_log.user_login_id',
      'audit_log.created_at',
      'user_login.display_name',
      'user_login.username',
    ])
  return paginate(query, page, {
    sortable: { createdAt: 'audit_log.created_at' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'audit_log.id',
    map: (r) => ({
      id: Number(r.id),
      call: r.call,
      userLoginId: r.user_login_id,
      actorName: r.display_name || r.username || r.user_login_id,
      createdAt: r.created_at,
    }),
  })
}
