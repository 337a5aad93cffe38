// The order list (/order-management/salesOrder, cached): status tabs with counts, filters,
// server paging and sorting, the filtered orders' totals below the table, selection for batch
// shipping, the spreadsheet export, and the seller's order settings (a dialog loaded when opened).
import { useMenuCounts } from '../shared/menu-counts.ts'
import './orders-locales.ts'
import './orders.css'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { ListQuery } from '../../../contract/list-query.ts'
import type { OrderRow } from '../../../contract/orders.schema.ts'
import { offeredActions } from '../../machines/orders/order.machine.ts'
import * as api from '../../services/orders.api.ts'
import { NewItemsBanner } from '../shared/new-items-banner.tsx'
import { dateTimeColumn, PagedTable, yuanColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { OrderExportButton } from './order-export-button.tsx'
import { OrderFilterBar } from './order-filter-bar.tsx'
import { listRequestOf, type OrderListFilters } from './order-filters.ts'
import { STATUS_SEVERITY } from './order-status-severity.ts'
import { OrderStatusTabs } from './order-status-tabs.tsx'
import { OrderTotalsLine } from './order-totals.tsx'
import { pathTo } from '../../routes/paths.ts'
import { usePageToast } from '../shared/page-toast.tsx'
import { usePermission } from '../shared/use-permission.ts'

const OrderSettingsDialog = lazy(() => import('./order-settings-dialog.tsx'))

const fetchOrders = (query: ListQuery<OrderListFilters>, signal: AbortSignal) =>
  api.getOrderList(listRequestOf(query), signal)

const isNewOrder = (event: { type: string }) => event.type === 'order.created'

export function OrderListPage() {
  const { t } = useTranslation('orders')
  const list = usePagedList(fetchOrders)
  const toast = usePageToast()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [selection, setSelection] = useState<OrderRow[]>([])
  // The page is cached: when the waiting-to-ship count moves (an order shipped or cancelled on
  // another page), the list and its tab counts reload.
  const waiting = useMenuCounts()?.waitShipNum
  const seen = useRef(waiting)
  useEffect(() => {
    if (seen.current !== undefined && waiting !== seen.current) list.send({ type: 'list.refresh' })
    seen.current = waiting
  }, [waiting, list])
  // A narrowed sub-user is not offered shipping or export without their keys (issue 33).
  const mayShip = usePermission('orders.ship')
  const mayExport = usePermission('orders.export')
  const shippable = mayShip ? selection.filter((o) => offeredActions(o.status).includes('ship')) : []
  const shipSelected = () =>
    navigate(pathTo('waitShipmentOrder', { orderNos: shippable.map((o) => o.orderNo).join(',') }))

  const actions = (row: OrderRow) => (
    <RowActions
      subject={row.orderNo}
      actions={[
        {
          label: t('actions.details'),
          onClick: () => navigate(pathTo('orderDetails', { orderId: row.orderId })),
        },
        mayShip &&
          offeredActions(row.status).includes('ship') && {
            label: t('actions.ship'),
            variant: 'filled',
            onClick: () => navigate(pathTo('shipment', { orderId: row.orderId })),
          },
      ]}
    />
  )

  return (
    <section className="page" aria-labelledby="order-list-title">
      <header className="page-header">
        <h1 id="order-list-title">{t('routes:pages.salesOrder')}</h1>
        <span className="order-header-actions">
          <Button
            label={t('settings.open')}
            icon="pi pi-cog"
            severity="secondary"
            outlined
            onClick={() => setSettingsOpen(true)}
          />
          <Button
            label={t('list.batchShip')}
            icon="pi pi-send"
            onClick={() => navigate(pathTo('waitShipmentOrder'))}
          />
        </span>
      </header>
      {settingsOpen && (
        <Suspense fallback={null}>
          <OrderSettingsDialog
            onCancel={() => setSettingsOpen(false)}
            onDone={() => {
              setSettingsOpen(false)
              toast.show('success', t('settings.saved'))
            }}
          />
        </Suspense>
      )}
      <OrderFilterBar
        list={list}
        actions={
          <>
            {selection.length > 0 && <span>{t('list.selected', { count: selection.length })}</span>}
            {mayShip && (
              <Button
                type="button"
                size="small"
                label={t('list.shipSelected')}
                disabled={shippable.length === 0}
                onClick={shipSelected}
              />
            )}
            {mayExport && <OrderExportButton list={list} />}
          </>
        }
      />
      <OrderStatusTabs list={list} />
      <NewItemsBanner
        matches={isNewOrder}
        label={(count) => t('list.newOrders', { count })}
        onShow={() => list.send({ type: 'list.page', page: 1 })}
      />
      <PagedTable<OrderRow>
        list={list}
        dataKey="orderId"
        label={t('list.tableLabel')}
        emptyMessage={t('list.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        footer={<OrderTotalsLine list={list} />}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="orderNo" header={t('fields.orderNo')} sortable />
        <Column field="buyerName" header={t('fields.buyer')} />
        <Column
          header={t('fields.status')}
          body={(r: OrderRow) => <Tag value={t(`status.${r.status}`)} severity={STATUS_SEVERITY[r.status]} />}
        />
        <Column header={t('fields.channel')} body={(r: OrderRow) => t(`channel.${r.channel}`)} />
        <Column field="itemCount" header={t('fields.itemCount')} />
        {yuanColumn<OrderRow>('payAmount', t('fields.payAmount'))}
        {dateTimeColumn<OrderRow>('createdAt', t('fields.createdAt'))}
        <Column header={t('fields.actions')} {...STICKY_RIGHT} body={actions} />
      </PagedTable>
    </section>
  )
}

export default OrderListPage
