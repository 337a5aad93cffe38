// The /control calls of sales orders (/order-management).
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read, write } from './calls.ts'
import {
  batchShipmentAnswer,
  batchShipmentRequest,
  cancelOrderRequest,
  exportOrderListRequest,
  orderChanged,
  orderDetail,
  orderExportChunk,
  orderFilters,
  orderIdRequest,
  orderListRequest,
  orderRow,
  orderSettings,
  orderStatusCounts,
  orderTotals,
  recordOrderPaymentRequest,
  saveOrderRemarkRequest,
  saveOrderSettingsRequest,
  shipOrderRequest,
} from './orders.schema.ts'
import { pageOf } from './paging.schema.ts'
import { emptyRequest } from './shared.schema.ts'

export const ordersCalls = defineCalls({
  getOrderList: { request: orderListRequest, response: pageOf(orderRow), access: 'orders', audit: read },
  getOrderStatusCounts: { request: orderFilters, response: orderStatusCounts, access: 'orders', audit: read },
  getOrderTotals: { request: orderFilters, response: orderTotals, access: 'orders', audit: read },
  exportOrderList: {
    request: exportOrderListRequest,
    response: orderExportChunk,
    access: 'orders',
    audit: read,
  },
  getOrderDetail: { request: orderIdRequest, response: orderDetail, access: 'orders', audit: read },
  shipOrder: {
    request: shipOrderRequest,
    response: orderChanged,
    access: 'orders',
    audit: write('order', 'orderId'),
  },
  cancelOrder: {
    request: cancelOrderRequest,
    response: orderChanged,
    access: 'orders',
    audit: write('order', 'orderId'),
  },
  recordOrderPayment: {
    request: recordOrderPaymentRequest,
    response: orderChanged,
    access: 'orders',
    audit: write('order', 'orderId'),
  },
  saveOrderRemark: {
    request: saveOrderRemarkRequest,
    response: orderChanged,
    access: 'orders',
    audit: write('order', 'orderId'),
  },
  getOrderSettings: { request: emptyRequest, response: orderSettings, access: 'orders', audit: read },
  saveOrderSettings: {
    request: saveOrderSettingsRequest,
    response: orderSettings,
    access: 'orders',
    audit: write(),
  },
  previewBatchShipment: {
    request: batchShipmentRequest,
    response: batchShipmentAnswer,
    access: 'orders',
    audit: read,
  },
  batchShipOrders: {
    request: batchShipmentRequest,
    response: batchShipmentAnswer,
    access: 'orders',
    audit: write(),
  },
})
