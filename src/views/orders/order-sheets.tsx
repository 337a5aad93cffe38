// The printed documents of a shipment: the delivery note (for the buyer, with amounts) and the
// picking list (for the warehouse, quantities to pick), both through the shared PrintSheet; each
// with the order's date and the buyer's note. The delivery note also names the sender and ends
// with the seller's footer (the order settings; an empty sender field: the business profile's).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { OrderDetail, OrderSettings } from '../../../contract/orders.schema.ts'
import { getOrderSettings } from '../../services/orders.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { PrintSheet } from '../shared/print-sheet.tsx'
import { LineAdjustments, ListPrice } from './order-sections.tsx'

export type SheetKind = 'deliveryNote' | 'pickingList'

interface NoteSender {
  name: string
  address: string
  phone: string
  footer: string
}

/** Each sender field as saved, or the business profile's when the seller left it empty. */
export function noteSenderOf(s: OrderSettings): NoteSender {
  return {
    name: s.senderName || s.senderDefaults.name,
    address: s.senderAddress || s.senderDefaults.address,
    phone: s.senderPhone || s.senderDefaults.phone,
    footer: s.deliveryNoteFooter,
  }
}

/** The delivery note's sender and footer, read each time a note is shown (settings may change). */
function useNoteSender(enabled: boolean): NoteSender | undefined {
  const [sender, setSender] = useState<NoteSender>()
  useEffect(() => {
    if (!enabled) return
    const abort = new AbortController()
    getOrderSettings(abort.signal)
      .then((s) => setSender(noteSenderOf(s)))
      // Unreadable settings: the note prints without the sender rather than a wrong one.
      .catch(() => {})
    return () => abort.abort()
  }, [enabled])
  return sender
}

export function OrderSheet({ kind, order: o }: { kind: SheetKind; order: OrderDetail }) {
  const { t } = useTranslation('orders')
  const title = t(`shipment.${kind}`)
  const latest = o.shipments.at(-1)
  const sender = useNoteSender(kind === 'deliveryNote')
  const from = kind === 'deliveryNote' && sender ? sender : undefined
  return (
    <PrintSheet title={title}>
      <div className="order-sheet">
        <header>
          <h2>
            {title} · {o.orderNo}
          </h2>
          <span>{t('shipment.printedAt', { time: formatDateTime(new Date().toISOString()) })}</span>
        </header>
        {from && (from.name || from.address || from.phone) && (
          <p className="order-sheet__sender">
            {t('shipment.sender')}: {[from.name, from.phone].filter(Boolean).join(' ')}
            {from.address && (
              <>
                <br />
                {t('shipment.senderAddress')}: {from.address}
              </>
            )}
          </p>
        )}
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
            {from?.footer && <p className="order-sheet__footer">{from.footer}</p>}
          </>
        )}
      </div>
    </PrintSheet>
  )
}
