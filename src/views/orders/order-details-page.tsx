// Order details (orderDetails?orderId=…): items, buyer and address, amounts in yuan and in
// Chinese capitals, payment, the shipments, the timeline of every step with who and when, the
// merchant remark, each line's stock effect, and the steps the order lifecycle allows (through
// the order machine).
import './orders-locales.ts'
import './orders.css'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { offeredActions } from '../../machines/orders/order.machine.ts'
import { DetailHeader } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { OrderCancelButton, useOrderRecord } from '../shared/order-record.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import { RecordHistorySection } from '../shared/record-history-section.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { usePermission } from '../shared/use-permission.ts'
import { useRefreshMenuCounts } from '../shared/menu-counts.ts'
import { OrderDialogs } from './order-dialogs.tsx'
import { ORDER_LIST, ConflictNotice, OrderSections } from './order-sections.tsx'
import { STATUS_SEVERITY } from './order-status-severity.ts'
import { useOrder } from './use-order.ts'
import { pathTo } from '../../routes/paths.ts'

// The stock effect card (the stock namespace and its call) loads after the order itself.
const OrderStockEffect = lazy(() =>
  import('./order-stock-effect.tsx').then((m) => ({ default: m.OrderStockEffect })),
)
// The payment dialog (its dropdown and form) loads when a payment is first recorded.
const OrderPaymentDialog = lazy(() =>
  import('./order-payment-dialog.tsx').then((m) => ({ default: m.OrderPaymentDialog })),
)

export function OrderDetailsPage() {
  const { t } = useTranslation('orders')
  const orderId = recordIdParam(useSearch(), 'orderId')
  if (orderId === undefined)
    return <RecordNotFound title={t('routes:pages.orderDetails')} backTo={ORDER_LIST} />
  return <OrderDetailsView key={orderId} orderId={String(orderId)} />
}

function OrderDetailsView({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const order = useOrder(orderId)
  const { loaded, missing, stepError, busy } = useOrderRecord(order, { type: 'order.reload' })
  const [paying, setPaying] = useState(false)
  const { show } = usePageToast()
  const refreshCounts = useRefreshMenuCounts()
  // A narrowed sub-user is not offered shipping without its key (issue 33).
  const mayShip = usePermission('orders.ship')
  const title = t('routes:pages.orderDetails')

  return (
    <RecordFrame title={title} backTo={ORDER_LIST} loaded={loaded} missing={missing}>
      {(data) => {
        const offered = offeredActions(data.status).filter((a) => a !== 'ship' || mayShip)
        return (
          <section className="page order-page" aria-labelledby="order-title">
            <DetailHeader titleId="order-title" title={title} subject={data.orderNo} backTo={ORDER_LIST} />
            {/* A reload that failed: the record shown stays, with the error and its retry. */}
            <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
            <ConflictNotice order={order} />
            <ErrorNotice error={stepError} />
            <div className="order-toolbar">
              <Tag value={t(`status.${data.status}`)} severity={STATUS_SEVERITY[data.status]} />
              <div className="order-toolbar__actions">
                {offered.includes('pay') && (
                  <Button
                    label={t('payment.record')}
                    icon="pi pi-wallet"
                    disabled={busy}
                    onClick={() => setPaying(true)}
                  />
                )}
                {offered.includes('ship') && (
                  <Button
                    label={t('actions.ship')}
                    icon="pi pi-send"
                    disabled={busy}
                    onClick={() => navigate(pathTo('shipment', { orderId: data.orderId }))}
                  />
                )}
                {offered.includes('cancel') && (
                  <OrderCancelButton
                    ns="orders"
                    busy={busy}
                    onClick={() => order.send({ type: 'order.cancel' })}
                  />
                )}
                <Button
                  label={t('actions.editRemark')}
                  icon="pi pi-pencil"
                  outlined
                  disabled={busy}
                  onClick={() => order.send({ type: 'order.remark' })}
                />
              </div>
            </div>
            <OrderSections order={data} />
            <Suspense fallback={null}>
              <OrderStockEffect key={data.version} order={data} />
            </Suspense>
            <RecordHistorySection subjectType="order" subjectId={data.orderId} refreshKey={data.version} />
            <OrderDialogs order={order} />
            {paying && (
              <Suspense fallback={null}>
                <OrderPaymentDialog
                  order={data}
                  onDone={() => {
                    setPaying(false)
                    show('success', t('payment.done'))
                    refreshCounts()
                    order.send({ type: 'order.reload' })
                  }}
                  onChanged={() => {
                    setPaying(false)
                    show('warn', t('notice.conflict'))
                    order.send({ type: 'order.reload' })
                  }}
                  onCancel={() => setPaying(false)}
                />
              </Suspense>
            )}
          </section>
        )
      }}
    </RecordFrame>
  )
}

export default OrderDetailsPage
