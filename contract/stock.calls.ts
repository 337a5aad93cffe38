// The /control calls of the stock ledger as the merchant sees it (the products area's part
// `stock`): a SKU's stock and history, thresholds, a product's and an order's stock.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read, write } from './calls.ts'
import { emptyRequest } from './shared.schema.ts'
import {
  orderStockEffect,
  orderStockEffectRequest,
  productStock,
  productStockRequest,
  saveSkuLowStockThresholdRequest,
  saveStockSettingsRequest,
  skuIdRequest,
  skuStockHistoryRequest,
  skuStockHistoryResponse,
  skuStockSummary,
  stockSettings,
} from './stock.schema.ts'

export const stockCalls = defineCalls({
  getSkuStockSummary: { request: skuIdRequest, response: skuStockSummary, access: 'products', audit: read },
  getSkuStockHistory: {
    request: skuStockHistoryRequest,
    response: skuStockHistoryResponse,
    access: 'products',
    audit: read,
  },
  saveSkuLowStockThreshold: {
    request: saveSkuLowStockThresholdRequest,
    response: skuStockSummary,
    access: 'products',
    audit: write('sku', 'skuId'),
  },
  getProductStock: { request: productStockRequest, response: productStock, access: 'products', audit: read },
  getOrderStockEffect: {
    request: orderStockEffectRequest,
    response: orderStockEffect,
    access: 'products',
    audit: read,
  },
  getStockSettings: { request: emptyRequest, response: stockSettings, access: 'products', audit: read },
  saveStockSettings: {
    request: saveStockSettingsRequest,
    response: stockSettings,
    access: 'products',
    audit: write(),
  },
})
