// Distribution products (disProduct, editDisProduct, mixedProduct), freight templates and
// the minimum order money per member store. Every call needs the distribution area.
import { Hono } from 'hono'
import {
  applyDisProductsRequest,
  disProductDetailRequest,
  disProductIdsRequest,
  disProductListRequest,
  disStatusRequest,
  removeStoreMinOrderMoneyRequest,
  saveStoreMinOrderMoneyRequest,
  updateDisProductRequest,
} from '../../contract/distribution-setup.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { payload } from './distribution-input.ts'
import { ok } from '../http/envelope.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import {
  applyProducts,
  deleteDisProducts,
  findDisProductDetail,
  listDisProducts,
  listFreightTemplates,
  setDisStatus,
  updateDisProduct,
} from './products.repository.ts'
import { removeStoreMinOrderMoney, saveStoreMinOrderMoney } from './supplier.repository.ts'

const area = requireArea('distribution')

export const productsRoutes = new Hono<AppEnv>()
  .post('/disGetMyProductList', requireSession, area, async (c) => {
    const req = await payload(c, disProductListRequest)
    return ok(c, await listDisProducts(c.get('deps').db, c.get('caller').partyId, req))
  })
  .post('/addApplyDisProductList', requireSession, area, async (c) => {
    const { productIds, isMixed } = await payload(c, applyDisProductsRequest)
    const { db, clock } = c.get('deps')
    const added = await applyProducts(
      db,
      c.get('caller').partyId,
      productIds,
      isMixed,
      clock.now().toISOString(),
    )
    return ok(c, { added })
  })
  .post('/updateDisStatus', requireSession, area, async (c) => {
    const { ids, status } = await payload(c, disStatusRequest)
    const { db, clock } = c.get('deps')
    const count = await setDisStatus(db, c.get('caller').partyId, ids, status, clock.now().toISOString())
    return ok(c, { count })
  })
  .post('/deleteDisProduct', requireSession, area, async (c) => {
    const { ids } = await payload(c, disProductIdsRequest)
    return ok(c, { count: await deleteDisProducts(c.get('deps').db, c.get('caller').partyId, ids) })
  })
  .post('/getDisProductDetailById', requireSession, area, async (c) => {
    const { id } = await payload(c, disProductDetailRequest)
    return ok(c, await findDisProductDetail(c.get('deps').db, c.get('caller').partyId, id))
  })
  .post('/updateDisProduct', requireSession, area, async (c) => {
    const req = await payload(c, updateDisProductRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    await updateDisProduct(db, partyId, req, clock.now().toISOString())
    return ok(c, await findDisProductDetail(db, partyId, req.id))
  })
  .post('/getFreightTemplates', requireSession, area, async (c) =>
    ok(c, await listFreightTemplates(c.get('deps').db, c.get('caller').partyId)),
  )
  .post('/saveStoreMinOrderMoney', requireSession, area, async (c) => {
    const req = await payload(c, saveStoreMinOrderMoneyRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await saveStoreMinOrderMoney(db, c.get('caller').partyId, req, clock.now().toISOString()))
  })
  .post('/removeStoreMinOrderMoney', requireSession, area, async (c) => {
    const { storePartyId } = await payload(c, removeStoreMinOrderMoneyRequest)
    await removeStoreMinOrderMoney(c.get('deps').db, c.get('caller').partyId, storePartyId)
    return ok(c, null)
  })
