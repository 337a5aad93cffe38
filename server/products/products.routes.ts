// The product catalogue (SPEC.md section 2, /product-management: productList, addProduct,
// editProduct, afterSaleInfo) for the product area's roles, always on the caller's own
// merchant; and the brands (getProductBrand, SPEC.md section 7: reference data for every
// signed-in user, like getPublicCategory).
import { emptyRequest } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import {
  createProductRequest,
  editProductRequest,
  productBrandRequest,
  productIdRequest,
  productIdsRequest,
  productListRequest,
  productShelfRequest,
  saveAfterSaleInfoRequest,
} from '../../contract/products.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { sanitizeHtml } from '../security/sanitize-html.ts'
import { getAfterSaleInfo, saveAfterSaleInfo } from './after-sale-info.repository.ts'
import { deleteProducts, saveProduct, setShelfStatus } from './product-writes.repository.ts'
import { findProduct, listBrands, listProducts } from './products.repository.ts'

const area = requireArea('products')

export const productsRoutes = new Hono<AppEnv>()
  .post('/getProductBrand', requireSession, async (c) => {
    const { keyword } = await body(c, productBrandRequest)
    return ok(c, await listBrands(c.get('deps').db, keyword))
  })
  .post('/getProductList', requireSession, area, async (c) => {
    const input = await body(c, productListRequest)
    return ok(c, await listProducts(c.get('deps').db, c.get('caller').partyId, input, input))
  })
  .post('/getProductDetail', requireSession, area, async (c) => {
    const { productId } = await body(c, productIdRequest)
    const detail = await findProduct(c.get('deps').db, c.get('caller').partyId, productId)
    if (!detail) throw ApiError.notFound('products.noSuchProduct')
    return ok(c, detail)
  })
  .post('/createProduct', requireSession, area, async (c) => {
    const input = await body(c, createProductRequest)
    const { db, clock } = c.get('deps')
    const saved = await saveProduct(
      db,
      c.get('caller').partyId,
      undefined,
      { ...input, description: sanitizeHtml(input.description) },
      clock.now().toISOString(),
      c.get('caller').userLoginId,
    )
    return ok(c, saved)
  })
  .post('/editProduct', requireSession, area, async (c) => {
    const { productId, updatedAt, ...input } = await body(c, editProductRequest)
    const { db, clock } = c.get('deps')
    const saved = await saveProduct(
      db,
      c.get('caller').partyId,
      { productId, updatedAt },
      { ...input, description: sanitizeHtml(input.description) },
      clock.now().toISOString(),
      c.get('caller').userLoginId,
    )
    return ok(c, saved)
  })
  .post('/updateProductStatus', requireSession, area, async (c) => {
    const { productIds, status } = await body(c, productShelfRequest)
    const { db, clock } = c.get('deps')
    const count = await setShelfStatus(
      db,
      c.get('caller').partyId,
      productIds,
      status,
      clock.now().toISOString(),
    )
    return ok(c, { count })
  })
  .post('/deleteProducts', requireSession, area, async (c) => {
    const { productIds } = await body(c, productIdsRequest)
    const { db, clock } = c.get('deps')
    const count = await deleteProducts(db, c.get('caller').partyId, productIds, clock.now().toISOString())
    return ok(c, { count })
  })
  .post('/getAfterSaleInfo', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await getAfterSaleInfo(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/saveAfterSaleInfo', requireSession, area, async (c) => {
    const input = await body(c, saveAfterSaleInfoRequest)
    const { db, clock } = c.get('deps')
    const saved = await saveAfterSaleInfo(
      db,
      c.get('caller').partyId,
      { ...input, policy: sanitizeHtml(input.policy) },
      clock.now().toISOString(),
    )
    return ok(c, saved)
  })
