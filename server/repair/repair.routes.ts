// Repair service (SPEC.md section 2, /repair-management): the job list with counts per
// status, a job's details and its lifecycle steps, the repair staff, and the settings. The
// merchant (REPAIRMEMBER) sees and acts on all its jobs; repair staff (SUB_USER_WX) see and
// work on the jobs assigned to them only (another job is not found for them).
import { emptyRequest } from '../../contract/shared.schema.ts'
import { type Context, Hono } from 'hono'
import {
  repairCountRequest,
  repairIdRequest,
  repairListRequest,
  repairSettingRequest,
  repairStepRequest,
} from '../../contract/repair.schema.ts'
import { ADMIN_ROLE } from '../../contract/roles.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea, requireRoles } from '../middleware/require-area.ts'
import {
  countByStatus,
  findRepair,
  findSetting,
  listRepairs,
  listStaff,
  type RepairScope,
  saveSetting,
  takeStep,
} from './repair.repository.ts'

const area = requireArea('repair')
const merchant = requireRoles(['REPAIRMEMBER'])

/** The caller's view of the jobs: staff without the merchant's role see their assigned jobs. */
function scopeOf(c: Context<AppEnv>): RepairScope {
  const { partyId, userLoginId, roles } = c.get('caller')
  const staffOnly =
    roles.includes('SUB_USER_WX') && !roles.includes('REPAIRMEMBER') && !roles.includes(ADMIN_ROLE)
  return { partyId, assignee: staffOnly ? userLoginId : null }
}

export const repairRoutes = new Hono<AppEnv>()
  .post('/getRepairList', requireSession, area, async (c) => {
    const { status, dateFrom, dateTo, customer, ...page } = await body(c, repairListRequest)
    return ok(
      c,
      await listRepairs(c.get('deps').db, scopeOf(c), page, { status, dateFrom, dateTo, customer }),
    )
  })
  .post('/getRepairStatusCount', requireSession, area, async (c) => {
    const filters = await body(c, repairCountRequest)
    return ok(c, await countByStatus(c.get('deps').db, scopeOf(c), filters))
  })
  .post('/getRepairDetails', requireSession, area, async (c) => {
    const { repairId } = await body(c, repairIdRequest)
    const detail = await findRepair(c.get('deps').db, scopeOf(c), repairId)
    if (!detail) throw ApiError.notFound('repair.notFound')
    return ok(c, detail)
  })
  .post('/updateRepairStatus', requireSession, area, async (c) => {
    const step = await body(c, repairStepRequest)
    const { db, clock } = c.get('deps')
    const scope = scopeOf(c)
    await takeStep(db, scope, c.get('caller').userLoginId, step, clock.now().toISOString())
    const detail = await findRepair(db, { ...scope, assignee: null }, step.repairId)
    if (!detail) throw ApiError.notFound('repair.notFound')
    return ok(c, detail)
  })
  .post('/getRepairStaffList', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, { list: await listStaff(c.get('deps').db, c.get('caller').partyId) })
  })
  .post('/getRepairSetting', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await findSetting(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/saveRepairSetting', requireSession, area, merchant, async (c) => {
    const input = await body(c, repairSettingRequest)
    const { db, clock } = c.get('deps')
    const saved = await saveSetting(db, c.get('caller').partyId, input, clock.now().toISOString())
    return ok(c, saved)
  })
