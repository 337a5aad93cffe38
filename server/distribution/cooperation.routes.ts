// Cooperation applications (SPEC.md section 7, Distribution, Applications): the list, the
// applicant's details, and the decision (accept OPENED / reject REJECTED with a reason).
import { Hono } from 'hono'
import {
  decisionRequest,
  reqListRequest,
  reqMemberDetailsRequest,
} from '../../contract/distribution.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { decideApplication, findApplicantDetails, listApplications } from './cooperation.repository.ts'
import { payload } from './distribution-input.ts'

const area = requireArea('distribution')

export const cooperationRoutes = new Hono<AppEnv>()
  .post('/getReqData', requireSession, area, async (c) => {
    const { status, keyword, ...page } = await payload(c, reqListRequest)
    return ok(c, await listApplications(c.get('deps').db, c.get('caller').partyId, page, { status, keyword }))
  })
  .post('/getReqMemberDetails', requireSession, area, async (c) => {
    const { partyId: applicant } = await payload(c, reqMemberDetailsRequest)
    // Only applicants who applied to this merchant are visible to it.
    const details = await findApplicantDetails(c.get('deps').db, c.get('caller').partyId, applicant)
    if (!details) throw ApiError.notFound('cooperation.applicationNotFound')
    return ok(c, details)
  })
  .post('/distributionRequestConfirm', requireSession, area, async (c) => {
    const decision = await payload(c, decisionRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await decideApplication(db, c.get('caller'), decision, clock.now().toISOString()))
  })
