// Catalogue ordering (SPEC.md section 3, /cataLogManagement): catalogues (list, detail, save,
// publish/close, delete, the form's choices) for the catalogue area's roles, and the catalogue
// order audit (list with counts, detail, approve, reject with a reason), which the basic tiers
// may use too (contract/roles.ts CATALOGUE_ORDER_AUDIT_ROLES).
import { emptyRequest } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import {
  approveCatalogueOrderRequest,
  catalogueIdRequest,
  catalogueListRequest,
  catalogueOrderCountRequest,
  catalogueOrderListRequest,
  catalogueOrderRequest,
  catalogueProductOptionRequest,
  changeCatalogueStatusRequest,
  rejectCatalogueOrderRequest,
  saveCatalogueRequest,
} from '../../contract/catalogue.schema.ts'
import { CATALOGUE_BUYER_ROLES, CATALOGUE_ORDER_AUDIT_ROLES } from '../../contract/roles.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea, requireRoles } from '../middleware/require-area.ts'
import {
  countCatalogueOrders,
  decideCatalogueOrder,
  findCatalogueOrder,
  listCatalogueOrders,
} from './catalogue-orders.repository.ts'
import {
  catalogueOptionsOf,
  changeCatalogueStatus,
  deleteCatalogue,
  findCatalogue,
  listCatalogues,
  listProductOptions,
  saveCatalogue,
} from './catalogue.repository.ts'
import {
  listOrderableCatalogues,
  placeCatalogueOrder,
  quoteCatalogueOrder,
} from './catalogue-ordering.repository.ts'

const area = requireArea('catalogue')
const audit = requireRoles(CATALOGUE_ORDER_AUDIT_ROLES)
const buyer = requireRoles(CATALOGUE_BUYER_ROLES)

export const catalogueRoutes = new Hono<AppEnv>()
  .post('/getCatalogList', requireSession, area, async (c) => {
    const { keyword, status, ...page } = await body(c, catalogueListRequest)
    return ok(c, await listCatalogues(c.get('deps').db, c.get('caller').partyId, page, { keyword, status }))
  })
  .post('/getCatalogDetail', requireSession, area, async (c) => {
    const { id } = await body(c, catalogueIdRequest)
    const detail = await findCatalogue(c.get('deps').db, c.get('caller').partyId, id)
    if (!detail) throw ApiError.notFound('catalogue.notFound')
    return ok(c, detail)
  })
  .post('/getCatalogOptions', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await catalogueOptionsOf(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/getCatalogProductOptions', requireSession, area, async (c) => {
    const { keyword, ...page } = await body(c, catalogueProductOptionRequest)
    return ok(c, await listProductOptions(c.get('deps').db, c.get('caller').partyId, page, keyword))
  })
  .post('/saveCatalog', requireSession, area, async (c) => {
    const values = await body(c, saveCatalogueRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await saveCatalogue(db, c.get('caller').partyId, values, clock.now().toISOString()))
  })
  .post('/changeCatalogStatus', requireSession, area, async (c) => {
    const { id, action } = await body(c, changeCatalogueStatusRequest)
    const { db, clock } = c.get('deps')
    await changeCatalogueStatus(db, c.get('caller').partyId, id, action, clock.now().toISOString())
    return ok(c, null)
  })
  .post('/deleteCatalog', requireSession, area, async (c) => {
    const { id } = await body(c, catalogueIdRequest)
    await deleteCatalogue(c.get('deps').db, c.get('caller').partyId, id)
    return ok(c, null)
  })
  .post('/getCatalogueOrderList', requireSession, audit, async (c) => {
    const { keyword, status, ...page } = await body(c, catalogueOrderListRequest)
    return ok(
      c,
      await listCatalogueOrders(c.get('deps').db, c.get('caller').partyId, page, { keyword, status }),
    )
  })
  .post('/getCatalogueOrderCounts', requireSession, audit, async (c) => {
    const { keyword } = await body(c, catalogueOrderCountRequest)
    return ok(c, await countCatalogueOrders(c.get('deps').db, c.get('caller').partyId, keyword))
  })
  .post('/getCatalogueOrderDetail', requireSession, audit, async (c) => {
    const { id } = await body(c, catalogueIdRequest)
    const detail = await findCatalogueOrder(c.get('deps').db, c.get('caller').partyId, id)
    if (!detail) throw ApiError.notFound('catalogueOrder.notFound')
    return ok(c, detail)
  })
  .post('/approveCatalogueOrder', requireSession, audit, async (c) => {
    const { id, version } = await body(c, approveCatalogueOrderRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    await decideCatalogueOrder(
      db,
      caller,
      { id, version, event: 'catalogueOrder.approved' },
      clock.now().toISOString(),
    )
    return ok(c, await findCatalogueOrder(db, caller.partyId, id))
  })
  .post('/rejectCatalogueOrder', requireSession, audit, async (c) => {
    const { id, version, rejectText } = await body(c, rejectCatalogueOrderRequest)
    const { db, clock } = c.get('deps')
    const caller = c.get('caller')
    await decideCatalogueOrder(
      db,
      caller,
      { id, version, event: 'catalogueOrder.rejected', rejectText },
      clock.now().toISOString(),
    )
    return ok(c, await findCatalogueOrder(db, caller.partyId, id))
  })
  .post('/getOrderableCatalogues', requireSession, buyer, async (c) => {
    await body(c, emptyRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await listOrderableCatalogues(db, c.get('caller').partyId, clock.now().toISOString()))
  })
  .post('/quoteCatalogueOrder', requireSession, buyer, async (c) => {
    const input = await body(c, catalogueOrderRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await quoteCatalogueOrder(db, c.get('caller').partyId, input, clock.now().toISOString()))
  })
  .post('/placeCatalogueOrder', requireSession, buyer, async (c) => {
    const input = await body(c, catalogueOrderRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await placeCatalogueOrder(db, c.get('caller'), input, clock.now().toISOString()))
  })
