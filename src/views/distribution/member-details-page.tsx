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
import { navigate } from 'wouter/use-browser-location'
import type {
  MemberDetails,
  MemberOrderDetails,
  MemberOrderItem,
} from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
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
          <dl className="detail-list">
            <dt>{t('fields.status')}</dt>
            <dd>{t(`orderStatus.${data.status}`)}</dd>
            <dt>{t('fields.receiver')}</dt>
            <dd>
              {data.receiverName} {data.receiverPhone}
            </dd>
            <dt>{t('fields.address')}</dt>
            <dd>{data.address}</dd>
            <dt>{t('fields.goodsAmount')}</dt>
            <dd>{yuan(data.goodsAmount)}</dd>
            <dt>{t('fields.freightAmount')}</dt>
            <dd>{yuan(data.freightAmount)}</dd>
            <dt>{t('fields.payAmount')}</dt>
            <dd>{yuan(data.payAmount)}</dd>
            <dt>{t('fields.orderedAt')}</dt>
            <dd>{dateTime(data.createdAt)}</dd>
            <dt>{t('fields.paidAt')}</dt>
            <dd>{dateTime(data.paidAt)}</dd>
            <dt>{t('fields.shippedAt')}</dt>
            <dd>{dateTime(data.shippedAt)}</dd>
            <dt>{t('fields.completedAt')}</dt>
            <dd>{dateTime(data.completedAt)}</dd>
          </dl>
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
      <header className="page-header">
        <h1 id="member-title">
          {data ? `${t('titles.memberDetails')}: ${data.name}` : t('titles.memberDetails')}
        </h1>
        <Button
          label={t('actions.back')}
          icon="pi pi-arrow-left"
          text
          onClick={() => navigate('/distribution-management/members')}
        />
      </header>
      <ErrorNotice error={error} onRetry={retry} />
      {data && (
        <div className="card">
          <dl className="detail-list">
            <dt>{t('fields.company')}</dt>
            <dd>{data.name}</dd>
            <dt>{t('fields.status')}</dt>
            <dd>
              <Tag
                value={t(`status.${data.status}`)}
                severity={data.status === 'ENABLED' ? 'success' : 'secondary'}
              />
            </dd>
            <dt>{t('fields.contactName')}</dt>
            <dd>{data.contactName}</dd>
            <dt>{t('fields.contactPhone')}</dt>
            <dd>{data.contactPhone}</dd>
            <dt>{t('fields.email')}</dt>
            <dd>{data.email || '—'}</dd>
            <dt>{t('fields.address')}</dt>
            <dd>{[data.region, data.address].filter(Boolean).join(' ') || '—'}</dd>
            <dt>{t('fields.rank')}</dt>
            <dd>{data.rank?.name ?? '—'}</dd>
            <dt>{t('fields.groups')}</dt>
            <dd>{data.groups.map((g) => g.name).join('、') || '—'}</dd>
            <dt>{t('fields.salesman')}</dt>
            <dd>{data.salesman?.name ?? '—'}</dd>
            <dt>{t('fields.source')}</dt>
            <dd>{t(`status.${data.source}`, { defaultValue: data.source })}</dd>
            <dt>{t('fields.orderCount')}</dt>
            <dd>{data.orderCount}</dd>
            <dt>{t('fields.orderAmount')}</dt>
            <dd>{yuan(data.orderAmount)}</dd>
            <dt>{t('fields.joinedAt')}</dt>
            <dd>{dateTime(data.createdAt)}</dd>
            <dt>{t('fields.remark')}</dt>
            <dd>{data.remark || '—'}</dd>
          </dl>
        </div>
      )}
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
      {orderId !== undefined && (
        <OrderDetailsDialog orderId={orderId} onClose={() => setOrderId(undefined)} />
      )}
    </section>
  )
}

export default MemberDetailsPage
