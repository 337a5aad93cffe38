// One sales order as its merchant sees it (orderDetails): lines, shipments, timeline, payments;
// and the caller's orders by number (batch shipment). A foreign merchant's order, or one outside
// the caller's data scope, is simply not found.
import { orderLifecycle } from '../../contract/lifecycles/order.lifecycle.ts'
import { ORDER_SYSTEM_REASONS, type OrderSystemReason } from '../../contract/orders.constants.ts'
import type { OrderDetail } from '../../contract/orders.schema.ts'
import type { Db } from '../db/schema.ts'
import { type CustomerScope, scopeOrders } from '../shared/data-scope.ts'
import { type RowShape, toRow } from './order-list.repository.ts'

export async function findDetail(
  db: Db,
  partyId: string,
  orderId: number,
  scope: CustomerScope | null = null,
): Promise<OrderDetail | undefined> {
  const order = await scopeOrders(
    db.selectFrom('sales_order').selectAll().where('party_id', '=', partyId).where('id', '=', orderId),
    scope,
  ).executeTakeFirst()
  if (!order) return undefined
  const [lines, shipments, shipmentLines, history, payment, adjustments] = await Promise.all([
    db
      .selectFrom('sales_order_line')
      .selectAll()
      .where('party_id', '=', partyId)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('shipment')
      .leftJoin('user_login', 'user_login.id', 'shipment.shipped_by')
      .select([
        'shipment.id',
        'shipment.carrier_code',
        'shipment.carrier_name',
        'shipment.tracking_no',
        'shipment.shipped_at',
        'user_login.display_name',
      ])
      .where('shipment.party_id', '=', partyId)
      .where('shipment.order_id', '=', orderId)
      .orderBy('shipment.shipped_at')
      .orderBy('shipment.id')
      .execute(),
    db
      .selectFrom('shipment_line')
      .innerJoin('shipment', 'shipment.id', 'shipment_line.shipment_id')
      .select(['shipment_line.shipment_id', 'shipment_line.order_line_id', 'shipment_line.quantity'])
      .where('shipment.party_id', '=', partyId)
      .where('shipment.order_id', '=', orderId)
      .execute(),
    db
      .selectFrom('status_history')
      .leftJoin('user_login', 'user_login.id', 'status_history.user_login_id')
      .select([
        'status_history.id',
        'status_history.event',
        'status_history.from_status',
        'status_history.to_status',
        'status_history.remark',
        'status_history.created_at',
        'status_history.user_login_id',
        'user_login.display_name',
      ])
      .where('status_history.party_id', '=', partyId)
      .where('status_history.subject_type', '=', orderLifecycle.subject)
      .where('status_history.subject_id', '=', orderId)
      .orderBy('status_history.created_at')
      .orderBy('status_history.id')
      .execute(),
    db
      .selectFrom('order_payment')
      .leftJoin('user_login', 'user_login.id', 'order_payment.user_login_id')
      .select([
        'order_payment.method',
        'order_payment.reference',
        'order_payment.amount',
        'order_payment.created_at',
        'user_login.display_name',
      ])
      .where('order_payment.party_id', '=', partyId)
      .where('order_payment.order_id', '=', orderId)
      .executeTakeFirst(),
    db
      .selectFrom('order_item_adjustment')
      .select(['order_line_id', 'kind', 'promotion_id', 'promotion_name', 'amount'])
      .where('party_id', '=', partyId)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
  ])
  return {
    ...toRow(order as RowShape),
    receiverPhone: order.receiver_phone,
    address: order.address,
    goodsAmount: Number(order.goods_amount),
    freightAmount: Number(order.freight_amount),
    discountAmount: Number(order.discount_amount),
    refundedAmount: Number(order.refunded_amount),
    buyerRemark: order.buyer_remark,
    sellerRemark: order.seller_remark,
    shippedAt: order.shipped_at,
    completedAt: order.completed_at,
    cancelledAt: order.cancelled_at,
    payDeadline: order.pay_deadline,
    updatedAt: order.updated_at,
    lines: lines.map((l) => {
      const own = adjustments
        .filter((a) => Number(a.order_line_id) === Number(l.id))
        .map((a) => ({
          kind: a.kind,
          promotionId: a.promotion_id === null ? null : String(a.promotion_id),
          name: a.promotion_name,
          amount: Number(a.amount),
        }))
      const quantity = Number(l.quantity)
      const off = own.reduce((sum, a) => sum + a.amount, 0)
      return {
        orderLineId: String(l.id),
        productName: l.product_name,
        skuCode: l.sku_code,
        skuSpec: l.sku_spec,
        imageUrl: l.image_url,
        // A priced line keeps listAmount = amount + adjustments (docs/pricing.md); others, their unit price.
        listUnitPrice:
          own.length > 0 && quantity > 0
            ? Math.round((Number(l.amount) + off) / quantity)
            : Number(l.unit_price),
        unitPrice: Number(l.unit_price),
        quantity,
        amount: Number(l.amount),
        shippedQuantity: Number(l.shipped_quantity),
        refundedQuantity: Number(l.refunded_quantity),
        adjustments: own,
      }
    }),
    shipments: shipments.map((s) => ({
      shipmentId: String(s.id),
      carrierCode: s.carrier_code,
      carrierName: s.carrier_name,
      trackingNo: s.tracking_no,
      shippedAt: s.shipped_at,
      shippedBy: s.display_name ?? '',
      lines: shipmentLines
        .filter((sl) => Number(sl.shipment_id) === Number(s.id))
        .map((sl) => ({ orderLineId: String(sl.order_line_id), quantity: Number(sl.quantity) })),
    })),
    timeline: history.map((h) => {
      const systemReason = h.user_login_id === null ? systemReasonOf(h.remark) : null
      return {
        event: h.event,
        fromStatus: h.from_status,
        toStatus: h.to_status,
        by: h.display_name ?? '',
        at: h.created_at,
        remark: systemReason ? '' : h.remark,
        systemReason,
      }
    }),
    offlinePayment: payment
      ? {
          method: payment.method,
          reference: payment.reference,
          amount: Number(payment.amount),
          recordedBy: payment.display_name ?? '',
          recordedAt: payment.created_at,
        }
      : null,
  }
}

/** A step no one's login took, whose remark is one of the system's reasons (pay-timeout.job.ts). */
function systemReasonOf(remark: string): OrderSystemReason | null {
  return (ORDER_SYSTEM_REASONS as readonly string[]).includes(remark) ? (remark as OrderSystemReason) : null
}

// ---- writes ----

/** The caller's orders with these numbers: id and state, by number. */
export async function ordersByNo(
  db: Db,
  partyId: string,
  orderNos: readonly string[],
  scope: CustomerScope | null = null,
): Promise<Map<string, { id: number; status: string }>> {
  const out = new Map<string, { id: number; status: string }>()
  for (let i = 0; i < orderNos.length; i += 250) {
    const chunk = orderNos.slice(i, i + 250)
    if (chunk.length === 0) continue
    const rows = await scopeOrders(
      db
        .selectFrom('sales_order')
        .select(['id', 'order_no', 'status'])
        .where('party_id', '=', partyId)
        .where('order_no', 'in', chunk),
      scope,
    ).execute()
    for (const r of rows) out.set(r.order_no, { id: Number(r.id), status: r.status })
  }
  return out
}
