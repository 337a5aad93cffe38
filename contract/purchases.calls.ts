// The /control calls of "My purchases" (the buyer's side of the business network's orders).
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read, write } from './calls.ts'
import { pageOf } from './paging.schema.ts'
import {
  cancelPurchaseRequest,
  purchaseAfterSaleCreated,
  purchaseChanged,
  purchaseDetail,
  purchaseFilters,
  purchaseIdRequest,
  purchaseListRequest,
  purchaseRow,
  purchaseStatusCounts,
  purchaseStepRequest,
  requestPurchaseAfterSaleRequest,
} from './purchases.schema.ts'

export const purchasesCalls = defineCalls({
  getPurchaseList: {
    request: purchaseListRequest,
    response: pageOf(purchaseRow),
    access: 'purchases',
    audit: read,
  },
  getPurchaseStatusCounts: {
    request: purchaseFilters,
    response: purchaseStatusCounts,
    access: 'purchases',
    audit: read,
  },
  getPurchaseDetail: {
    request: purchaseIdRequest,
    response: purchaseDetail,
    access: 'purchases',
    audit: read,
  },
  payPurchase: {
    request: purchaseStepRequest,
    response: purchaseChanged,
    access: 'purchases',
    audit: write('order', 'orderId'),
  },
  cancelPurchase: {
    request: cancelPurchaseRequest,
    response: purchaseChanged,
    access: 'purchases',
    audit: write('order', 'orderId'),
  },
  confirmPurchaseReceipt: {
    request: purchaseStepRequest,
    response: purchaseChanged,
    access: 'purchases',
    audit: write('order', 'orderId'),
  },
  requestPurchaseAfterSale: {
    request: requestPurchaseAfterSaleRequest,
    response: purchaseAfterSaleCreated,
    access: 'purchases',
    audit: write('afterSale', 'afterSaleId'),
  },
})
