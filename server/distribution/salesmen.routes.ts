// Salesmen (SPEC.md section 7, Distribution, Salesmen): the merchant's sales staff, each
// looking after some members.
import { Hono } from 'hono'
import {
  salesmanBatchRequest,
  salesmanCreateRequest,
  salesmanDeleteRequest,
  salesmanListRequest,
  salesmanRequest,
  salesmanUpdateRequest,
} from '../../contract/distribution.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ok } from '../http/envelope.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { payload } from './distribution-input.ts'
import {
  deleteSalesman,
  findSalesmanBy,
  listSalesmen,
  requireSalesman,
  saveSalesman,
  setSalesmenEnabled,
} from './salesmen.repository.ts'

const area = requireArea('distribution')

export const salesmenRoutes = new Hono<AppEnv>()
  .post('/getSalesman', requireSession, area, async (c) => {
    const { keyword, enabled, ...page } = await payload(c, salesmanListRequest)
    return ok(c, await listSalesmen(c.get('deps').db, c.get('caller').partyId, page, { keyword, enabled }))
  })
  .post('/getSalesmanOne', requireSession, area, async (c) => {
    const { salesmanId } = await payload(c, salesmanRequest)
    return ok(c, await requireSalesman(c.get('deps').db, c.get('caller').partyId, salesmanId))
  })
  .post('/getIsFlagSalesman', requireSession, area, async (c) => {
    const { db } = c.get('deps')
    const caller = c.get('caller')
    // Whether the caller is itself one of the merchant's salesmen, and the default salesman
    // new members get.
    const [own, fallback] = await Promise.all([
      findSalesmanBy(db, caller.partyId, { userLoginId: caller.userLoginId }),
      findSalesmanBy(db, caller.partyId, { isDefault: true }),
    ])
    return ok(c, { isSalesman: own !== null, salesman: own, defaultSalesman: fallback })
  })
  .post('/createSalesman', requireSession, area, async (c) => {
    const input = await payload(c, salesmanCreateRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await saveSalesman(db, c.get('caller').partyId, input, clock.now().toISOString()))
  })
  .post('/updateSalesman', requireSession, area, async (c) => {
    const input = await payload(c, salesmanUpdateRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await saveSalesman(db, c.get('caller').partyId, input, clock.now().toISOString()))
  })
  .post('/deleteSalesman', requireSession, area, async (c) => {
    const input = await payload(c, salesmanDeleteRequest)
    const { db, clock } = c.get('deps')
    await deleteSalesman(db, c.get('caller').partyId, input, clock.now().toISOString())
    return ok(c, null)
  })
  .post('/updateSalesmanBatch', requireSession, area, async (c) => {
    const { salesmanIds, enabled } = await payload(c, salesmanBatchRequest)
    const { db, clock } = c.get('deps')
    const updated = await setSalesmenEnabled(
      db,
      c.get('caller').partyId,
      salesmanIds,
      enabled,
      clock.now().toISOString(),
    )
    return ok(c, { updated })
  })
