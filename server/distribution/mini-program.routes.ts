// Mini-program management (mpManagement, activityDetails): the pop-up dialog, activities
// with their order, status and products, and the statistics subscribe-message switch.
// The activity calls also serve the activity area's pages (/mdActivity-management), so they
// admit the roles of either area (docs/decisions.md, activity).
import { Hono } from 'hono'
import { AREA_ROLES } from '../../contract/roles.ts'
import { ACTIVITY_PRODUCTS_MAX } from '../../contract/distribution-setup.constants.ts'
import {
  addMpActivityProductsRequest,
  changeMpActivityStatusRequest,
  editMpActivityRequest,
  editStatisticsStatusRequest,
  mpActivityIdRequest,
  mpActivityListRequest,
  mpActivityProductListRequest,
  mpDialogSettingRequest,
  removeMpActivityProductsRequest,
  sortMpActivityRequest,
} from '../../contract/distribution-setup.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { payload } from './distribution-input.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea, requireRoles } from '../middleware/require-area.ts'
import { sanitizeHtml } from '../security/sanitize-html.ts'
import { requireOwnUpload } from '../storage/image-upload.ts'
import {
  addActivityProducts,
  findActivity,
  findDialogSetting,
  findStatisticsSubscribe,
  isOwnActivity,
  listActivities,
  listActivityProducts,
  ownProductIds,
  removeActivity,
  removeActivityProducts,
  saveActivity,
  saveDialogSetting,
  saveStatisticsSubscribe,
  setActivityStatus,
  sortActivities,
} from './mini-program.repository.ts'

const area = requireArea('distribution')
/** The activity calls: pages of the distribution area (mpManagement) and of the activity area. */
const activities = requireRoles([...new Set([...AREA_ROLES.distribution, ...AREA_ROLES.activity])])

export const miniProgramRoutes = new Hono<AppEnv>()
  .post('/getMpDialogInfo', requireSession, area, async (c) =>
    ok(c, await findDialogSetting(c.get('deps').db, c.get('caller').partyId)),
  )
  .post('/createMpDialogSetting', requireSession, area, async (c) => {
    const req = await payload(c, mpDialogSettingRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const current = await findDialogSetting(db, partyId)
    await requireOwnUpload(db, partyId, { field: 'imageUrl', url: req.imageUrl, current: current.imageUrl })
    // A link to a product or activity must name one of the merchant's own.
    if (req.linkType === 'PRODUCT' && !(await ownProductIds(db, partyId, [Number(req.linkValue)])).size) {
      throw ApiError.invalidInput('linkValue', 'notFound')
    }
    if (req.linkType === 'ACTIVITY' && !(await isOwnActivity(db, partyId, Number(req.linkValue)))) {
      throw ApiError.invalidInput('linkValue', 'notFound')
    }
    const linkValue = req.linkType === 'NONE' ? '' : req.linkValue
    await saveDialogSetting(db, partyId, { ...req, linkValue }, clock.now().toISOString())
    return ok(c, await findDialogSetting(db, partyId))
  })
  .post('/getMpActivityList', requireSession, activities, async (c) => {
    const req = await payload(c, mpActivityListRequest)
    return ok(c, await listActivities(c.get('deps').db, c.get('caller').partyId, req))
  })
  .post('/sortMpActivity', requireSession, activities, async (c) => {
    const { ids } = await payload(c, sortMpActivityRequest)
    const { db, clock } = c.get('deps')
    await sortActivities(db, c.get('caller').partyId, ids, clock.now().toISOString())
    return ok(c, null)
  })
  .post('/removeMpActivity', requireSession, activities, async (c) => {
    const { id } = await payload(c, mpActivityIdRequest)
    await removeActivity(c.get('deps').db, c.get('caller').partyId, id)
    return ok(c, null)
  })
  .post('/changeMpActivityStatus', requireSession, activities, async (c) => {
    const { id, status } = await payload(c, changeMpActivityStatusRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    await setActivityStatus(db, partyId, id, status, clock.now().toISOString())
    return ok(c, await findActivity(db, partyId, id))
  })
  .post('/getMpActivityDetailById', requireSession, activities, async (c) => {
    const { id } = await payload(c, mpActivityIdRequest)
    return ok(c, await findActivity(c.get('deps').db, c.get('caller').partyId, id))
  })
  .post('/editMpActivity', requireSession, activities, async (c) => {
    const req = await payload(c, editMpActivityRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const current = req.id !== undefined ? await findActivity(db, partyId, req.id) : undefined
    const currentCover = current?.coverUrl ?? ''
    await requireOwnUpload(db, partyId, { field: 'coverUrl', url: req.coverUrl, current: currentCover })
    const id = await saveActivity(
      db,
      partyId,
      { ...req, description: sanitizeHtml(req.description) },
      clock.now().toISOString(),
    )
    return ok(c, await findActivity(db, partyId, id))
  })
  .post('/getMpActivityProductList', requireSession, activities, async (c) => {
    const { activityId, ...page } = await payload(c, mpActivityProductListRequest)
    return ok(c, await listActivityProducts(c.get('deps').db, c.get('caller').partyId, activityId, page))
  })
  .post('/addMpActivityProducts', requireSession, activities, async (c) => {
    const { activityId, products } = await payload(c, addMpActivityProductsRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const nowIso = clock.now().toISOString()
    const productCount = await addActivityProducts(
      db,
      partyId,
      activityId,
      products,
      ACTIVITY_PRODUCTS_MAX,
      nowIso,
    )
    return ok(c, { productCount })
  })
  .post('/removeMpActivityProducts', requireSession, activities, async (c) => {
    const { activityId, productIds } = await payload(c, removeMpActivityProductsRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const nowIso = clock.now().toISOString()
    return ok(c, { productCount: await removeActivityProducts(db, partyId, activityId, productIds, nowIso) })
  })
  .post('/getMiniStatisticsSubscribeMessage', requireSession, area, async (c) =>
    ok(c, { enabled: await findStatisticsSubscribe(c.get('deps').db, c.get('caller').partyId) }),
  )
  .post('/editStatisticsStatus', requireSession, area, async (c) => {
    const { enabled } = await payload(c, editStatisticsStatusRequest)
    const { db, clock } = c.get('deps')
    await saveStatisticsSubscribe(db, c.get('caller').partyId, enabled, clock.now().toISOString())
    return ok(c, { enabled })
  })
