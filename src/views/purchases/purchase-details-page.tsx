// Purchase details (purchaseDetails?orderId=…): one order this merchant placed as buyer, from the
// buyer's view (items, seller, delivery, amounts, payment, shipment tracking, after-sales, the
// timeline), and the buyer's steps its state allows through the purchase machine: pay, cancel
// while unpaid, confirm receipt, request after-sales.
import './purchases-locales.ts'
import './purchases.css'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { offeredPurchaseActions } from '../../machines/purchases/purchase.machine.ts'
import { pathTo } from '../../routes/paths.ts'
import { DetailHeader } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { OrderCancelButton, useOrderRecord } from '../shared/order-record.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import { PurchaseDialogs } from './purchase-dialogs.tsx'
import { PURCHASE_STATUS_SEVERITY, PurchaseSections } from './purchase-sections.tsx'
import { usePurchase } from './use-purchase.ts'

const PURCHASE_LIST = pathTo('purchaseList')

export function PurchaseDetailsPage() {
  const { t } = useTranslation('purchases')
  const orderId = recordIdParam(useSearch(), 'orderId')
  if (orderId === undefined)
    return <RecordNotFound title={t('routes:pages.purchaseDetails')} backTo={PURCHASE_LIST} />
  return <PurchaseDetailsView key={orderId} orderId={String(orderId)} />
}

function PurchaseDetailsView({ orderId }: { orderId: string }) {
  const { t } = useTranslation('purchases')
  const purchase = usePurchase(orderId)
  const { loaded, missing, stepError, busy } = useOrderRecord(purchase, { type: 'purchase.reload' })
  const conflict = useSelector(purchase, (s) =>
    s.context.notice === 'conflict' ? (s.context.conflictMessage ?? t('notice.conflict')) : undefined,
  )
  const title = t('routes:pages.purchaseDetails')
  const send = (
    type: 'purchase.pay' | 'purchase.cancel' | 'purchase.confirmReceipt' | 'purchase.requestAfterSale',
  ) => purchase.send({ type })

  return (
    <RecordFrame title={title} backTo={PURCHASE_LIST} loaded={loaded} missing={missing}>
      {(data) => {
        const offered = offeredPurchaseActions(data)
        return (
          <section className="page purchase-page" aria-labelledby="purchase-title">
            <DetailHeader
              titleId="purchase-title"
              title={title}
              subject={data.orderNo}
              backTo={PURCHASE_LIST}
            />
            <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
            {conflict && <Message severity="warn" className="purchase-notice" text={conflict} role="alert" />}
            <ErrorNotice error={stepError} />
            <div className="purchase-toolbar">
              <Tag value={t(`status.${data.status}`)} severity={PURCHASE_STATUS_SEVERITY[data.status]} />
              <div className="purchase-toolbar__actions">
                {offered.includes('pay') && data.paymentProvider === 'simulated' && (
                  <Button
                    label={t('actions.pay')}
                    icon="pi pi-wallet"
                    disabled={busy}
                    onClick={() => send('purchase.pay')}
                  />
                )}
                {offered.includes('confirmReceipt') && (
                  <Button
                    label={t('actions.confirmReceipt')}
                    icon="pi pi-check"
                    disabled={busy}
                    onClick={() => send('purchase.confirmReceipt')}
                  />
                )}
                {offered.includes('requestAfterSale') && (
                  <Button
                    label={t('actions.requestAfterSale')}
                    icon="pi pi-replay"
                    outlined
                    disabled={busy}
                    onClick={() => send('purchase.requestAfterSale')}
                  />
                )}
                {offered.includes('cancel') && (
                  <OrderCancelButton ns="purchases" busy={busy} onClick={() => send('purchase.cancel')} />
                )}
              </div>
            </div>
            {offered.includes('pay') && data.paymentProvider === 'signed' && (
              <Message severity="info" className="purchase-notice" text={t('detail.providerNote')} />
            )}
            <PurchaseSections order={data} />
            <PurchaseDialogs purchase={purchase} />
          </section>
        )
      }}
    </RecordFrame>
  )
}
