// /control calls of the audit trail (issue 20 item 9): a record's change history.
import type { AuditSubjectType } from '../../contract/audit.constants.ts'
import type { RecordHistoryRow } from '../../contract/audit.schema.ts'
import { type ListQuery, toListRequest } from '../../contract/list-query.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

export interface RecordHistoryFilters {
  subjectType: AuditSubjectType
  subjectId: string
}

export function getRecordHistory(
  query: ListQuery<RecordHistoryFilters>,
  signal?: AbortSignal,
): Promise<Page<RecordHistoryRow>> {
  return control('getRecordHistory', { body: toListRequest(query), signal })
}
