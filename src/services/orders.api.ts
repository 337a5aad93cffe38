// /control calls of sales orders (/order-management: the order list and its counts, details,
// shipping, cancelling, an offline payment received, the merchant remark, batch shipping and the
// spreadsheet export) and the seller's order settings (the unpaid orders' time limit).
import type {
  BatchShipmentAnswer,
  BatchShipmentRow,
  ExportOrderListRequest,
  OrderChanged,
  OrderDetail,
  OrderExportChunk,
  OrderFilters,
  OrderListRequest,
  OrderRow,
  OrderSettings,
  OrderStatusCounts,
  OrderTotals,
  RecordOrderPaymentRequest,
  SaveOrderSettingsRequest,
  ShipOrderRequest,
} from '../../contract/orders.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

export function getOrderList(args: OrderListRequest, signal?: AbortSignal): Promise<Page<OrderRow>> {
  return control('getOrderList', { body: args, signal })
}

export function getOrderStatusCounts(
  filters: OrderFilters,
  signal?: AbortSignal,
): Promise<OrderStatusCounts> {
  return control('getOrderStatusCounts', { body: filters, signal })
}

/** The totals row of the filtered list (its tab included): orders, items and the amount paid. */
export function getOrderTotals(filters: OrderFilters, signal?: AbortSignal): Promise<OrderTotals> {
  return control('getOrderTotals', { body: filters, signal })
}

export function getOrderDetail(orderId: string, signal?: AbortSignal): Promise<OrderDetail> {
  return control('getOrderDetail', { body: { orderId }, signal })
}

export function shipOrder(input: ShipOrderRequest, signal?: AbortSignal): Promise<OrderChanged> {
  return control('shipOrder', { body: input, signal })
}

export function cancelOrder(
  input: { orderId: string; version: number; reason: string },
  signal?: AbortSignal,
): Promise<OrderChanged> {
  return control('cancelOrder', { body: input, signal })
}

export function recordOrderPayment(
  input: RecordOrderPaymentRequest,
  signal?: AbortSignal,
): Promise<OrderChanged> {
  return control('recordOrderPayment', { body: input, signal })
}

export function saveOrderRemark(
  input: { orderId: string; version: number; remark: string },
  signal?: AbortSignal,
): Promise<OrderChanged> {
  return control('saveOrderRemark', { body: input, signal })
}

export function previewBatchShipment(
  rows: BatchShipmentRow[],
  signal?: AbortSignal,
): Promise<BatchShipmentAnswer> {
  return control('previewBatchShipment', { body: { rows }, signal })
}

export function batchShipOrders(
  rows: BatchShipmentRow[],
  signal?: AbortSignal,
): Promise<BatchShipmentAnswer> {
  return control('batchShipOrders', { body: { rows }, signal })
}

export function exportOrderList(
  args: ExportOrderListRequest,
  signal?: AbortSignal,
): Promise<OrderExportChunk> {
  return control('exportOrderList', { body: args, signal })
}

export function getOrderSettings(signal?: AbortSignal): Promise<OrderSettings> {
  return control('getOrderSettings', { body: {}, signal })
}

export function saveOrderSettings(
  input: SaveOrderSettingsRequest,
  signal?: AbortSignal,
): Promise<OrderSettings> {
  return control('saveOrderSettings', { body: input, signal })
}
