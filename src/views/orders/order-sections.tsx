// The sections of an order's details: items, buyer and address, amounts (yuan and Chinese
// capitals), payment, shipments, the timeline with who and when, and the merchant remark.
import { useSelector } from '../shared/actors.ts'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Message } from 'primereact/message'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { OrderDetail, OrderLine } from '../../../contract/orders.schema.ts'
import { DetailCard, DetailList } from '../shared/detail-page.tsx'
import { OrderAmounts } from '../shared/order-record.tsx'
import { formatDateTime } from '../shared/date-time.ts'
import type { OrderRef } from './use-order.ts'
import { pathTo } from '../../routes/paths.ts'
import { useCapitalAmount } from '../shared/capital-amount.ts'

export const ORDER_LIST = pathTo('salesOrder')

/** After a refused step: the record was reloaded, and this says why. */
export function ConflictNotice({ order }: { order: OrderRef }) {
  const { t } = useTranslation('orders')
  const conflict = useSelector(order, (s) => s.context.notice === 'conflict')
  if (!conflict) return null
  return <Message severity="warn" className="order-conflict" text={t('notice.conflict')} role="alert" />
}

/** The list price, struck through when the line was charged less per unit. */
export function ListPrice({ line }: { line: OrderLine }) {
  const { t } = useTranslation('orders')
  if (line.listUnitPrice <= line.unitPrice) return <span>{formatYuan(line.listUnitPrice)}</span>
  return (
    <s className="order-list-price" title={t('pricing.listWas', { price: formatYuan(line.listUnitPrice) })}>
      {formatYuan(line.listUnitPrice)}
    </s>
  )
}

/** Each reduction of a line: its kind, its promotion (or rank) and the amount taken off. */
export function LineAdjustments({ line }: { line: OrderLine }) {
  const { t } = useTranslation('orders')
  if (line.adjustments.length === 0) return null
  return (
    <ul className="order-adjustments">
      {line.adjustments.map((a) => (
        // One adjustment per kind and promotion on a line (one rank, one line promotion, each reduction once).
        <li key={`${a.kind}-${a.promotionId ?? ''}`}>
          {t(`pricing.kind.${a.kind}`)}
          {a.name ? ` · ${a.name}` : ''} −{formatYuan(a.amount)}
        </li>
      ))}
    </ul>
  )
}

export function OrderLinesTable({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation('orders')
  const priced = lines.some((l) => l.adjustments.length > 0)
  return (
    <DataTable
      value={lines}
      dataKey="orderLineId"
      size="small"
      pt={{ table: { 'aria-label': t('detail.items') } }}
    >
      <Column field="productName" header={t('fields.product')} />
      <Column field="skuSpec" header={t('fields.spec')} />
      <Column field="skuCode" header={t('fields.sku')} />
      {priced && <Column header={t('fields.listPrice')} body={(l: OrderLine) => <ListPrice line={l} />} />}
      <Column header={t('fields.unitPrice')} body={(l: OrderLine) => formatYuan(l.unitPrice)} />
      <Column field="quantity" header={t('fields.quantity')} />
      <Column field="shippedQuantity" header={t('fields.shipped')} />
      {priced && (
        <Column header={t('fields.discounts')} body={(l: OrderLine) => <LineAdjustments line={l} />} />
      )}
      <Column header={t('fields.amount')} body={(l: OrderLine) => formatYuan(l.amount)} />
    </DataTable>
  )
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <DetailCard title={title} className="order-card">
      {children}
    </DetailCard>
  )
}

export function OrderSections({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('orders')
  const capital = useCapitalAmount()
  const money = (fen: number) => (
    <span>
      {formatYuan(fen)} {capital && <span className="order-capital">（{capital(fen)}）</span>}
    </span>
  )
  return (
    <div className="order-sections">
      <Card title={t('detail.items')}>
        <OrderLinesTable lines={o.lines} />
      </Card>
      <div className="order-grid">
        <Card title={t('detail.buyerAndAddress')}>
          <DetailList
            rows={[
              [t('fields.buyer'), o.buyerName],
              [t('fields.buyerPhone'), o.buyerPhone],
              [t('fields.receiver'), o.receiverName],
              [t('fields.receiverPhone'), o.receiverPhone],
              [t('fields.address'), o.address],
              [t('fields.channel'), t(`channel.${o.channel}`)],
              [t('fields.buyerRemark'), o.buyerRemark],
            ]}
          />
        </Card>
        <Card title={t('detail.amounts')}>
          <OrderAmounts ns="orders" order={o} money={money} />
        </Card>
        <Card title={t('detail.payment')}>
          <DetailList
            rows={[
              [t('fields.createdAt'), formatDateTime(o.createdAt)],
              ...(o.status === 'WAIT_PAY'
                ? ([
                    [
                      t('fields.payDeadline'),
                      o.payDeadline
                        ? t('detail.payDeadlineText', { at: formatDateTime(o.payDeadline) })
                        : t('detail.noPayDeadline'),
                    ],
                  ] as const)
                : []),
              [t('fields.paidAt'), o.paidAt ? formatDateTime(o.paidAt) : t('detail.unpaid')],
              ...(o.offlinePayment
                ? ([
                    [
                      t('payment.recorded'),
                      t('payment.recordedText', {
                        method: t(`payment.method.${o.offlinePayment.method}`),
                        reference: o.offlinePayment.reference || '—',
                        by: o.offlinePayment.recordedBy,
                      }),
                    ],
                  ] as const)
                : []),
              [t('fields.shippedAt'), o.shippedAt ? formatDateTime(o.shippedAt) : ''],
              [t('fields.completedAt'), o.completedAt ? formatDateTime(o.completedAt) : ''],
              [t('fields.cancelledAt'), o.cancelledAt ? formatDateTime(o.cancelledAt) : ''],
            ]}
          />
        </Card>
      </div>
      <Card title={t('detail.shipments')}>
        {o.shipments.length === 0 ? (
          <p className="order-muted">{t('detail.noShipments')}</p>
        ) : (
          <ul className="order-shipments">
            {o.shipments.map((s) => (
              <li key={s.shipmentId}>
                <strong>{t(`carriers.${s.carrierCode}`, { defaultValue: s.carrierName })}</strong>{' '}
                {s.trackingNo} · {formatDateTime(s.shippedAt)}
                {s.shippedBy && ` · ${t('detail.by', { name: s.shippedBy })}`}
                <span className="order-muted">
                  {' '}
                  ·{' '}
                  {s.lines
                    .map((l) => {
                      const line = o.lines.find((x) => x.orderLineId === l.orderLineId)
                      return `${line?.productName ?? l.orderLineId} × ${l.quantity}`
                    })
                    .join('、')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <div className="order-grid">
        <Card title={t('detail.timeline')}>
          <ol className="order-timeline">
            <li>
              <span className="order-timeline__what">{t('events.placed')}</span>
              <span className="order-muted">{formatDateTime(o.createdAt)}</span>
            </li>
            {o.timeline.map((s) => (
              <li key={`${s.event}-${s.at}`}>
                <span className="order-timeline__what">
                  {t(`events.${s.event}`, { defaultValue: s.event })}
                </span>
                <span className="order-muted">
                  {formatDateTime(s.at)} ·{' '}
                  {s.systemReason
                    ? t('detail.bySystem')
                    : s.by
                      ? t('detail.by', { name: s.by })
                      : t('detail.byBuyer')}
                </span>
                {s.systemReason && (
                  <span className="order-timeline__remark">{t(`systemReason.${s.systemReason}`)}</span>
                )}
                {s.remark && <span className="order-timeline__remark">{s.remark}</span>}
              </li>
            ))}
          </ol>
        </Card>
        <Card title={t('detail.remark')}>
          <p className={o.sellerRemark ? undefined : 'order-muted'}>
            {o.sellerRemark || t('detail.noRemark')}
          </p>
        </Card>
      </div>
    </div>
  )
}
