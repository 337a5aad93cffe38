// Shipping one order (shipment?orderId=…): carrier and tracking number, all or some lines, then
// the printable delivery note and picking list. The order machine sends the step with the
// version the page loaded: a second tab shipping the same order is told and sees it reloaded.
import './orders-locales.ts'
import './orders.css'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { SelectButton } from 'primereact/selectbutton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { offeredActions } from '../../machines/orders/order.machine.ts'
import { DetailHeader } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { PrintButton } from '../shared/print-sheet.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import { ConflictNotice, ORDER_LIST, OrderLinesTable } from './order-sections.tsx'
import { OrderSheet, type SheetKind } from './order-sheets.tsx'
import { ShipForm } from './ship-form.tsx'
import { useOrder } from './use-order.ts'
import { pathTo } from '../../routes/paths.ts'

export function ShipmentPage() {
  const { t } = useTranslation('orders')
  const orderId = recordIdParam(useSearch(), 'orderId')
  if (orderId === undefined) return <RecordNotFound title={t('routes:pages.shipment')} backTo={ORDER_LIST} />
  return <ShipmentView key={orderId} orderId={String(orderId)} />
}

function ShipmentView({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const order = useOrder(orderId)
  const data = useSelector(order, (s) => s.context.order)
  const missing = useSelector(order, (s) => s.hasTag('missing'))
  const loadError = useSelector(order, (s) => (s.matches('loadFailed') ? s.context.error : undefined))
  // This page has just shipped the order: say so, not that it "cannot be shipped" (issue 35).
  const justShipped = useSelector(order, (s) => s.context.notice === 'shipped')
  const [sheet, setSheet] = useState<SheetKind>('deliveryNote')
  const title = t('routes:pages.shipment')
  const details = pathTo('orderDetails', { orderId })
  const retry = () => order.send({ type: 'order.reload' })

  return (
    <RecordFrame
      title={title}
      backTo={ORDER_LIST}
      loaded={{ data, error: loadError, retry }}
      missing={missing}
    >
      {(data) => {
        const canShip = offeredActions(data.status).includes('ship')
        return (
          <section className="page order-page" aria-labelledby="shipment-title">
            <DetailHeader titleId="shipment-title" title={title} subject={data.orderNo} backTo={details} />
            <ErrorNotice error={loadError} onRetry={retry} />
            <ConflictNotice order={order} />
            {!canShip && (
              <Message
                severity={justShipped ? 'success' : 'info'}
                className="order-conflict"
                text={
                  justShipped
                    ? t('shipment.shippedHere')
                    : t('shipment.notShippable', { status: t(`status.${data.status}`) })
                }
              />
            )}
            {canShip ? (
              <ShipForm key={data.version} order={order} detail={data} />
            ) : (
              <div className="card">
                <OrderLinesTable lines={data.lines} />
              </div>
            )}
            <div className="card">
              <div className="batch-actions">
                <SelectButton
                  value={sheet}
                  allowEmpty={false}
                  options={[
                    { value: 'deliveryNote', label: t('shipment.deliveryNote') },
                    { value: 'pickingList', label: t('shipment.pickingList') },
                  ]}
                  onChange={(e) => setSheet(e.value)}
                />
                <PrintButton
                  label={t(sheet === 'deliveryNote' ? 'actions.printNote' : 'actions.printPicking')}
                />
                <Button label={t('actions.backToDetails')} text onClick={() => navigate(details)} />
              </div>
              <OrderSheet kind={sheet} order={data} />
            </div>
          </section>
        )
      }}
    </RecordFrame>
  )
}

export default ShipmentPage
