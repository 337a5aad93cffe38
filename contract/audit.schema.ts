// The audit trail's one read (issue 20 item 9): a record's history of write calls.
import { z } from 'zod'
import { AUDIT_SUBJECT_TYPES, MAX_AUDIT_SUBJECT_ID_LENGTH } from './audit.constants.ts'
import { pageRequest } from './paging.schema.ts'

export const recordHistoryRequest = pageRequest.extend({
  subjectType: z.enum(AUDIT_SUBJECT_TYPES as [string, ...string[]], { error: 'unknownKind' }),
  subjectId: z.coerce
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_AUDIT_SUBJECT_ID_LENGTH, { error: 'tooLong' }),
})
export type RecordHistoryRequest = z.input<typeof recordHistoryRequest>

/** One write call on the record: when, who (login and name) and which call. */
export const recordHistoryRow = z.object({
  id: z.number().int(),
  call: z.string(),
  userLoginId: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
})
export type RecordHistoryRow = z.infer<typeof recordHistoryRow>
