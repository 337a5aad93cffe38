// The /control calls of after-sales requests (orderAfterSales of /order-management), a part of orders.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import {
  afterSaleCounts,
  afterSaleDetail,
  afterSaleIdRequest,
  afterSaleCountsRequest,
  afterSaleListRequest,
  afterSaleReasonRequest,
  afterSaleReceiveRequest,
  afterSaleRow,
  afterSaleShipRequest,
  afterSaleStepRequest,
} from './after-sales.schema.ts'
import { defineCalls, read, write } from './calls.ts'
import { pageOf } from './paging.schema.ts'

export const afterSalesCalls = defineCalls({
  getAfterSaleList: {
    request: afterSaleListRequest,
    response: pageOf(afterSaleRow),
    access: 'orders',
    audit: read,
  },
  getAfterSaleCounts: {
    request: afterSaleCountsRequest,
    response: afterSaleCounts,
    access: 'orders',
    audit: read,
  },
  getAfterSaleDetail: {
    request: afterSaleIdRequest,
    response: afterSaleDetail,
    access: 'orders',
    audit: read,
  },
  approveAfterSale: {
    request: afterSaleStepRequest,
    response: afterSaleDetail,
    access: 'orders',
    audit: write('afterSale', 'afterSaleId'),
  },
  rejectAfterSale: {
    request: afterSaleReasonRequest,
    response: afterSaleDetail,
    access: 'orders',
    audit: write('afterSale', 'afterSaleId'),
  },
  receiveAfterSaleReturn: {
    request: afterSaleReceiveRequest,
    response: afterSaleDetail,
    access: 'orders',
    audit: write('afterSale', 'afterSaleId'),
  },
  refuseAfterSaleReturn: {
    request: afterSaleReasonRequest,
    response: afterSaleDetail,
    access: 'orders',
    audit: write('afterSale', 'afterSaleId'),
  },
  refundAfterSale: {
    request: afterSaleStepRequest,
    response: afterSaleDetail,
    access: 'orders',
    audit: write('afterSale', 'afterSaleId'),
  },
  shipAfterSaleExchange: {
    request: afterSaleShipRequest,
    response: afterSaleDetail,
    access: 'orders',
    audit: write('afterSale', 'afterSaleId'),
  },
})
