// The audit trail's one call (issue 20 item 9): getRecordHistory, a record's write calls,
// newest first, for whoever may use the area the record belongs to; always inside the caller's
// own merchant, so another merchant's record id answers an empty page.
import { Hono } from 'hono'
import { AUDIT_SUBJECT_AREAS, type AuditSubjectType } from '../../contract/audit.constants.ts'
import { recordHistoryRequest } from '../../contract/audit.schema.ts'
import { canUseArea } from '../../contract/roles.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { recordHistory } from './audit.repository.ts'

export const auditRoutes = new Hono<AppEnv>().post('/getRecordHistory', requireSession, async (c) => {
  const { subjectType, subjectId, ...page } = await body(c, recordHistoryRequest)
  const caller = c.get('caller')
  const area = AUDIT_SUBJECT_AREAS[subjectType as AuditSubjectType]
  if (!canUseArea(caller.roles, area)) {
    c.get('deps').log({
      kind: 'authz.refused',
      detail: { area, path: c.req.path, user: caller.userLoginId },
    })
    throw ApiError.forbidden('forbidden.area', { area: { key: `area.${area}` } })
  }
  return ok(c, await recordHistory(c.get('deps').db, caller.partyId, subjectType, subjectId, page))
})
