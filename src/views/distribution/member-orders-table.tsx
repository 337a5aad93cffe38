// The orders a member placed with this merchant (member details page), paged on the server;
// each opens its lines in a dialog.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberOrderItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { dateTimeColumn, PagedTable, yuanColumn } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { MemberOrderDialog } from './member-order-dialog.tsx'

export function MemberOrdersTable({ memberId }: { memberId: number }) {
  const { t } = useTranslation('distribution')
  const orders = usePagedList(api.getMemberOrderListData, { filters: { memberId }, pageSize: 10 })
  const [orderId, setOrderId] = useState<number | undefined>(undefined)
  return (
    <>
      <PagedTable<MemberOrderItem> list={orders} dataKey="orderId" label={t('members.ordersLabel')}>
        <Column field="orderNo" header={t('fields.orderNo')} />
        {dateTimeColumn<MemberOrderItem>('createdAt', t('fields.orderedAt'))}
        <Column header={t('fields.status')} body={(o: MemberOrderItem) => t(`orderStatus.${o.status}`)} />
        <Column field="itemCount" header={t('fields.itemCount')} />
        {yuanColumn<MemberOrderItem>('payAmount', t('fields.payAmount'))}
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
      {orderId !== undefined && <MemberOrderDialog orderId={orderId} onClose={() => setOrderId(undefined)} />}
    </>
  )
}
