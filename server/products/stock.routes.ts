// The stock calls (issue 29; contract/stock.schema.ts, docs/api.md "Products: stock"): a SKU's
// stock and movements, its low-stock threshold, a product's SKUs, an order's stock effect and the
// merchant's default threshold. The products area's part `stock`, for the product pages' roles,
// always on the caller's own merchant (another merchant's SKU, product or order is not found).
import { Hono } from 'hono'
import { emptyRequest } from '../../contract/shared.schema.ts'
import {
  orderStockEffectRequest,
  productStockRequest,
  saveSkuLowStockThresholdRequest,
  saveStockSettingsRequest,
  skuIdRequest,
  skuStockHistoryRequest,
} from '../../contract/stock.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import {
  findOrderStockEffect,
  findProductStock,
  getStockSettings,
  requireSkuStock,
  saveSkuThreshold,
  saveStockSettings,
} from './stock.repository.ts'
import { listSkuHistory } from './stock-history.repository.ts'

const area = requireArea('products')

export const stockRoutes = new Hono<AppEnv>()
  .post('/getSkuStockSummary', requireSession, area, async (c) => {
    const { skuId } = await body(c, skuIdRequest)
    return ok(c, await requireSkuStock(c.get('deps').db, c.get('caller').partyId, skuId))
  })
  .post('/getSkuStockHistory', requireSession, area, async (c) => {
    const input = await body(c, skuStockHistoryRequest)
    return ok(c, await listSkuHistory(c.get('deps').db, c.get('caller').partyId, input, input))
  })
  .post('/saveSkuLowStockThreshold', requireSession, area, async (c) => {
    const { skuId, threshold } = await body(c, saveSkuLowStockThresholdRequest)
    const { db, clock } = c.get('deps')
    return ok(
      c,
      await saveSkuThreshold(db, c.get('caller').partyId, skuId, threshold, clock.now().toISOString()),
    )
  })
  .post('/getProductStock', requireSession, area, async (c) => {
    const { productId } = await body(c, productStockRequest)
    const found = await findProductStock(c.get('deps').db, c.get('caller').partyId, productId)
    if (!found) throw ApiError.notFound('products.noSuchProduct')
    return ok(c, found)
  })
  .post('/getOrderStockEffect', requireSession, area, async (c) => {
    const { orderId } = await body(c, orderStockEffectRequest)
    const found = await findOrderStockEffect(c.get('deps').db, c.get('caller').partyId, orderId)
    if (!found) throw ApiError.notFound('orders.noSuchOrder')
    return ok(c, found)
  })
  .post('/getStockSettings', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await getStockSettings(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/saveStockSettings', requireSession, area, async (c) => {
    const { lowStockThreshold } = await body(c, saveStockSettingsRequest)
    const { db, clock } = c.get('deps')
    return ok(
      c,
      await saveStockSettings(db, c.get('caller').partyId, lowStockThreshold, clock.now().toISOString()),
    )
  })
