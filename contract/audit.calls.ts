// The /control calls of the audit trail. getRecordHistory is open to every session: its
// handler checks that the caller may use the record's area (contract/audit.constants.ts
// AUDIT_SUBJECT_AREAS).
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { recordHistoryRequest, recordHistoryRow } from './audit.schema.ts'
import { defineCalls, read } from './calls.ts'
import { pageOf } from './paging.schema.ts'

export const auditCalls = defineCalls({
  getRecordHistory: {
    request: recordHistoryRequest,
    response: pageOf(recordHistoryRow),
    access: 'session',
    audit: read,
  },
})
