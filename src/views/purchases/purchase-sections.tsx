// The sections of a purchase's details from the buyer's view: items, seller, delivery, amounts,
// payment, shipment tracking, the after-sales requests and the timeline of every step.
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { OrderStatus } from '../../../contract/lifecycles/order.lifecycle.ts'
import type { PurchaseDetail, PurchaseLine } from '../../../contract/purchases.schema.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DetailCard, DetailList } from '../shared/detail-page.tsx'
import { OrderAmounts } from '../shared/order-record.tsx'

export const PURCHASE_STATUS_SEVERITY: Record<
  OrderStatus,
  'warning' | 'info' | 'success' | 'secondary' | 'danger'
> = {
  WAIT_PAY: 'warning',
  WAIT_SHIP: 'info',
  PART_SHIPPED: 'info',
  SHIPPED: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'secondary',
  CLOSED: 'danger',
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DetailCard title={title} className="purchase-card">
      {children}
    </DetailCard>
  )
}

export function PurchaseSections({ order: o }: { order: PurchaseDetail }) {
  const { t } = useTranslation('purchases')
  const time = (at: string | null) => (at ? formatDateTime(at) : '')
  const lineName = (id: string | null) => o.lines.find((l) => l.orderLineId === id)?.productName ?? ''
  return (
    <div className="purchase-sections">
      <Card title={t('detail.items')}>
        <DataTable
          value={o.lines}
          dataKey="orderLineId"
          size="small"
          pt={{ table: { 'aria-label': t('detail.items') } }}
        >
          <Column field="productName" header={t('fields.product')} />
          <Column field="skuSpec" header={t('fields.spec')} />
          <Column field="skuCode" header={t('fields.sku')} />
          <Column header={t('fields.unitPrice')} body={(l: PurchaseLine) => formatYuan(l.unitPrice)} />
          <Column field="quantity" header={t('fields.quantity')} />
          <Column field="shippedQuantity" header={t('fields.shipped')} />
          <Column header={t('fields.amount')} body={(l: PurchaseLine) => formatYuan(l.amount)} />
        </DataTable>
      </Card>
      <div className="purchase-grid">
        <Card title={t('detail.delivery')}>
          <DetailList
            rows={[
              [t('fields.seller'), o.sellerName],
              [t('fields.receiver'), o.receiverName],
              [t('fields.receiverPhone'), o.receiverPhone],
              [t('fields.address'), o.address],
              [t('fields.buyerRemark'), o.buyerRemark],
            ]}
          />
        </Card>
        <Card title={t('detail.amounts')}>
          <OrderAmounts ns="purchases" order={o} />
        </Card>
        <Card title={t('detail.payment')}>
          <DetailList
            rows={[
              [t('fields.createdAt'), time(o.createdAt)],
              [
                t('fields.payment'),
                o.payment
                  ? t('detail.paidWith', {
                      method: t(`paymentMethod.${o.payment.method}`),
                      amount: formatYuan(o.payment.amount),
                      reference: o.payment.reference || '—',
                    })
                  : t('detail.unpaid'),
              ],
              [t('fields.paidAt'), time(o.paidAt)],
              [t('fields.shippedAt'), time(o.shippedAt)],
              [t('fields.completedAt'), time(o.completedAt)],
              [t('fields.cancelledAt'), time(o.cancelledAt)],
            ]}
          />
        </Card>
      </div>
      <div className="purchase-grid">
        <Card title={t('detail.shipments')}>
          {o.shipments.length === 0 ? (
            <p className="purchase-muted">{t('detail.noShipments')}</p>
          ) : (
            <ul className="purchase-list">
              {o.shipments.map((s) => (
                <li key={s.shipmentId}>
                  <span className="purchase-list__what">
                    {t(`carriers.${s.carrierCode}`, { defaultValue: s.carrierName })} {s.trackingNo}
                  </span>
                  <span className="purchase-muted">{formatDateTime(s.shippedAt)}</span>
                  <span className="purchase-list__remark purchase-muted">
                    {s.lines.map((l) => `${lineName(l.orderLineId)} × ${l.quantity}`).join('、')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('detail.afterSales')}>
          {o.afterSales.length === 0 ? (
            <p className="purchase-muted">{t('detail.noAfterSales')}</p>
          ) : (
            <ul className="purchase-list">
              {o.afterSales.map((a) => (
                <li key={a.afterSaleId}>
                  <span className="purchase-list__what">{a.afterSaleNo}</span>
                  <span>
                    {t(`afterSaleKind.${a.kind}`, { defaultValue: a.kind })} ·{' '}
                    {t(`afterSaleStatus.${a.status}`, { defaultValue: a.status })}
                  </span>
                  <span className="purchase-list__remark purchase-muted">
                    {lineName(a.orderLineId)} × {a.quantity} · {formatYuan(a.refundAmount)} · {a.reason}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={t('detail.timeline')}>
        <ol className="purchase-list">
          <li>
            <span className="purchase-list__what">{t('detail.placed')}</span>
            <span className="purchase-muted">{formatDateTime(o.createdAt)}</span>
          </li>
          {o.timeline.map((s) => (
            <li key={`${s.event}-${s.at}`}>
              <span className="purchase-list__what">{t(`events.${s.event}`, { defaultValue: s.event })}</span>
              <span className="purchase-muted">
                {formatDateTime(s.at)}
                {s.by && ` · ${t('detail.by', { name: s.by })}`}
              </span>
              {s.remark && <span className="purchase-list__remark">{s.remark}</span>}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  )
}
