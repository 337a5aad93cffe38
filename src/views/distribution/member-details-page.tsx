// A member's details (memberDetails?memberId=…): the company, rank, groups, salesman, and
// the orders it placed with this merchant, each with its lines.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Dialog } from 'primereact/dialog'
import { Tag } from 'primereact/tag'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import type {
  MemberDetails,
  MemberOrderDetails,
  MemberOrderItem,
} from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { DetailHeader, DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { dateTime, yuan } from './distribution-format.ts'
import { useLoad } from './use-load.ts'

function OrderDetailsDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
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
              [t('fields.goodsAmount'), yuan(data.goodsAmount)],
              [t('fields.freightAmount'), yuan(data.freightAmount)],
              [t('fields.payAmount'), yuan(data.payAmount)],
              [t('fields.orderedAt'), dateTime(data.createdAt)],
              [t('fields.paidAt'), dateTime(data.paidAt)],
              [t('fields.shippedAt'), dateTime(data.shippedAt)],
              [t('fields.completedAt'), dateTime(data.completedAt)],
            ]}
          />
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
              {data.lines.map((l) => (
                <tr key={l.lineId}>
                  <td>{l.productName}</td>
                  <td>{l.skuSpec}</td>
                  <td>{yuan(l.unitPrice)}</td>
                  <td>{l.quantity}</td>
                  <td>{yuan(l.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Dialog>
  )
}

export function MemberDetailsPage() {
  const { t } = useTranslation('distribution')
  const memberId = Number(new URLSearchParams(useSearch()).get('memberId') ?? 0)
  const load = useCallback((signal: AbortSignal) => api.getMemberDetailsData(memberId, signal), [memberId])
  const { data, error, retry } = useLoad<MemberDetails>(load)
  const orders = usePagedList(api.getMemberOrderListData, { filters: { memberId }, pageSize: 10 })
  const [orderId, setOrderId] = useState<number | undefined>(undefined)

  return (
    <section className="page" aria-labelledby="member-title">
      <DetailHeader
        titleId="member-title"
        title={t('routes:pages.memberDetails')}
        subject={data?.name}
        backTo="/distribution-management/members"
      />
      <ErrorNotice error={error} onRetry={retry} />
      {data && (
        <div className="card">
          <DetailList
            rows={[
              [t('fields.company'), data.name],
              [
                t('fields.status'),
                <Tag
                  key="status"
                  value={t(`status.${data.status}`)}
                  severity={data.status === 'ENABLED' ? 'success' : 'secondary'}
                />,
              ],
              [t('fields.contactName'), data.contactName],
              [t('fields.contactPhone'), data.contactPhone],
              [t('fields.email'), data.email],
              [t('fields.address'), [data.region, data.address].filter(Boolean).join(' ')],
              [t('fields.rank'), data.rank?.name],
              [t('fields.groups'), data.groups.map((g) => g.name).join('、')],
              [t('fields.salesman'), data.salesman?.name],
              [t('fields.source'), t(`status.${data.source}`, { defaultValue: data.source })],
              [t('fields.orderCount'), data.orderCount],
              [t('fields.orderAmount'), yuan(data.orderAmount)],
              [t('fields.joinedAt'), dateTime(data.createdAt)],
              [t('fields.remark'), data.remark],
            ]}
          />
        </div>
      )}
      {/* A member that did not load has no orders to show: one error is enough. */}
      {data && (
        <PagedTable<MemberOrderItem> list={orders} dataKey="orderId" label={t('members.ordersLabel')}>
          <Column field="orderNo" header={t('fields.orderNo')} />
          <Column
            field="createdAt"
            header={t('fields.orderedAt')}
            sortable
            body={(o: MemberOrderItem) => dateTime(o.createdAt)}
          />
          <Column header={t('fields.status')} body={(o: MemberOrderItem) => t(`orderStatus.${o.status}`)} />
          <Column field="itemCount" header={t('fields.itemCount')} />
          <Column
            field="payAmount"
            header={t('fields.payAmount')}
            sortable
            body={(o: MemberOrderItem) => yuan(o.payAmount)}
          />
          <Column
            header={t('fields.actions')}
            body={(o: MemberOrderItem) => (
              <Button
                size="small"
                text
                label={t('actions.orderDetails')}
                aria-label={`${t('actions.orderDetails')} ${o.orderNo}`}
                onClick={() => setOrderId(o.orderId)}
              />
            )}
          />
        </PagedTable>
      )}
      {orderId !== undefined && (
        <OrderDetailsDialog orderId={orderId} onClose={() => setOrderId(undefined)} />
      )}
    </section>
  )
}

export default MemberDetailsPage
