// The printed documents of a shipment: the delivery note (for the buyer, with amounts) and the
// picking list (for the warehouse, quantities to pick), both through the shared PrintSheet; each
// with the order's date and the buyer's note.
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { OrderDetail } from '../../../contract/orders.schema.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { PrintSheet } from '../shared/print-sheet.tsx'
import { LineAdjustments, ListPrice } from './order-sections.tsx'

export type SheetKind = 'deliveryNote' | 'pickingList'

export function OrderSheet({ kind, order: o }: { kind: SheetKind; order: OrderDetail }) {
  const { t } = useTranslation('orders')
  const title = t(`shipment.${kind}`)
  const latest = o.shipments.at(-1)
  return (
    <PrintSheet title={title}>
      <div className="order-sheet">
        <header>
          <h2>
            {title} · {o.orderNo}
          </h2>
          <span>{t('shipment.printedAt', { time: formatDateTime(new Date().toISOString()) })}</span>
        </header>
        <p>
          {t('fields.createdAt')}: {formatDateTime(o.createdAt)}
          <br />
          {t('fields.receiver')}: {o.receiverName} {o.receiverPhone}
          <br />
          {t('fields.address')}: {o.address}
          {latest && (
            <>
              <br />
              {t('fields.carrier')}:{' '}
              {t(`carriers.${latest.carrierCode}`, { defaultValue: latest.carrierName })} ·{' '}
              {t('fields.trackingNo')}: {latest.trackingNo}
            </>
          )}
          {/* What the buyer asked for ("not at home at weekends") travels with the parcel. */}
          {o.buyerRemark && (
            <>
              <br />
              {t('fields.buyerRemark')}: {o.buyerRemark}
            </>
          )}
        </p>
        <table>
          <thead>
            <tr>
              <th>{t('fields.product')}</th>
              <th>{t('fields.spec')}</th>
              <th>{t('fields.sku')}</th>
              {kind === 'deliveryNote' && (
                <>
                  <th>{t('fields.listPrice')}</th>
                  <th>{t('fields.unitPrice')}</th>
                </>
              )}
              <th>{t('fields.quantity')}</th>
              {kind === 'deliveryNote' && <th>{t('fields.discounts')}</th>}
              {kind === 'deliveryNote' ? <th>{t('fields.amount')}</th> : <th>{t('shipment.picked')}</th>}
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l) => (
              <tr key={l.orderLineId}>
                <td>{l.productName}</td>
                <td>{l.skuSpec}</td>
                <td>{l.skuCode}</td>
                {kind === 'deliveryNote' && (
                  <>
                    <td>
                      <ListPrice line={l} />
                    </td>
                    <td>{formatYuan(l.unitPrice)}</td>
                  </>
                )}
                <td>{l.quantity}</td>
                {kind === 'deliveryNote' && (
                  <td>
                    <LineAdjustments line={l} />
                  </td>
                )}
                <td>{kind === 'deliveryNote' ? formatYuan(l.amount) : '☐'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {kind === 'deliveryNote' && (
          <>
            <p>
              {t('fields.goodsAmount')}: {formatYuan(o.goodsAmount)} · {t('fields.discountAmount')}:{' '}
              {formatYuan(o.discountAmount)} · {t('fields.payAmount')}: {formatYuan(o.payAmount)}
            </p>
            <p className="order-sheet__signature">{t('shipment.signature')}: ____________________</p>
          </>
        )}
      </div>
    </PrintSheet>
  )
}
