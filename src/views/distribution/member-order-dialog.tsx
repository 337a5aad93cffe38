// One order of a member (member details page): its figures and its lines.
import './distribution-locales.ts'
import { Dialog } from 'primereact/dialog'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberOrderDetails } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { useLoad } from '../shared/use-load.ts'

export function MemberOrderDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation('distribution')
  const load = useCallback(
    (signal: AbortSignal) => api.getMemberSellerOrderDetailsData(orderId, signal),
    [orderId],
  )
  const { data, error, retry } = useLoad<MemberOrderDetails>(load)
  return (
    <Dialog
      header={data ? `${t('actions.orderDetails')} ${data.orderNo}` : t('actions.orderDetails')}
      visible
      onHide={onClose}
      modal
      style={{ width: 'min(48rem, 96vw)' }}
    >
      <ErrorNotice error={error} onRetry={retry} />
      {data && (
        <>
          <DetailList
            rows={[
              [t('fields.status'), t(`orderStatus.${data.status}`)],
              [t('fields.receiver'), `${data.receiverName} ${data.receiverPhone}`],
              [t('fields.address'), data.address],
              [t('fields.goodsAmount'), formatYuan(data.goodsAmount)],
              [t('fields.freightAmount'), formatYuan(data.freightAmount)],
              [t('fields.payAmount'), formatYuan(data.payAmount)],
              [t('fields.orderedAt'), formatDateTime(data.createdAt)],
              [t('fields.paidAt'), formatDateTime(data.paidAt)],
              [t('fields.shippedAt'), formatDateTime(data.shippedAt)],
              [t('fields.completedAt'), formatDateTime(data.completedAt)],
            ]}
          />
          <OrderLines order={data} />
        </>
      )}
    </Dialog>
  )
}

function OrderLines({ order }: { order: MemberOrderDetails }) {
  const { t } = useTranslation('distribution')
  return (
    <table className="plain-table" aria-label={t('actions.orderDetails')}>
      <thead>
        <tr>
          <th>{t('fields.product')}</th>
          <th>{t('fields.spec')}</th>
          <th>{t('fields.unitPrice')}</th>
          <th>{t('fields.quantity')}</th>
          <th>{t('fields.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l) => (
          <tr key={l.lineId}>
            <td>{l.productName}</td>
            <td>{l.skuSpec}</td>
            <td>{formatYuan(l.unitPrice)}</td>
            <td>{l.quantity}</td>
            <td>{formatYuan(l.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
