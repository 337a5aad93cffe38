// My purchases (/purchase-management/purchaseList): the orders this merchant placed as
// buyer in the business network, with status tabs and counts, the order-number and date filters,
// server paging and sorting; a row opens the purchase's details.
import './purchases-locales.ts'
import './purchases.css'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { ListQuery } from '../../../contract/list-query.ts'
import type { PurchaseRow } from '../../../contract/purchases.schema.ts'
import { pathTo } from '../../routes/paths.ts'
import * as api from '../../services/purchases.api.ts'
import { dateTimeColumn, PagedTable, yuanColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { PurchaseFilterBar } from './purchase-filter-bar.tsx'
import { type PurchaseListFilters, purchaseRequestOf } from './purchase-filters.ts'
import { PURCHASE_STATUS_SEVERITY } from './purchase-sections.tsx'
import { PurchaseStatusTabs } from './purchase-status-tabs.tsx'

const fetchPurchases = (query: ListQuery<PurchaseListFilters>, signal: AbortSignal) =>
  api.getPurchaseList(purchaseRequestOf(query), signal)

export function PurchaseListPage() {
  const { t } = useTranslation('purchases')
  const list = usePagedList(fetchPurchases)
  const actions = (row: PurchaseRow) => (
    <RowActions
      subject={row.orderNo}
      actions={[
        {
          label: t('actions.details'),
          variant: row.status === 'WAIT_PAY' || row.status === 'SHIPPED' ? 'filled' : undefined,
          onClick: () => navigate(pathTo('purchaseDetails', { orderId: row.orderId })),
        },
      ]}
    />
  )
  return (
    <section className="page" aria-labelledby="purchase-list-title">
      <header className="page-header">
        <h1 id="purchase-list-title">{t('routes:pages.purchaseList')}</h1>
      </header>
      <PurchaseFilterBar list={list} />
      <PurchaseStatusTabs list={list} />
      <PagedTable<PurchaseRow>
        list={list}
        dataKey="orderId"
        label={t('list.tableLabel')}
        emptyMessage={t('list.empty')}
      >
        <Column field="orderNo" header={t('fields.orderNo')} />
        <Column field="sellerName" header={t('fields.seller')} />
        <Column field="firstProductName" header={t('fields.product')} />
        <Column
          header={t('fields.status')}
          body={(r: PurchaseRow) => (
            <Tag value={t(`status.${r.status}`)} severity={PURCHASE_STATUS_SEVERITY[r.status]} />
          )}
        />
        <Column field="itemCount" header={t('fields.itemCount')} />
        {yuanColumn<PurchaseRow>('payAmount', t('fields.payAmount'))}
        {dateTimeColumn<PurchaseRow>('createdAt', t('fields.createdAt'))}
        <Column header={t('fields.actions')} {...STICKY_RIGHT} body={actions} />
      </PagedTable>
    </section>
  )
}
