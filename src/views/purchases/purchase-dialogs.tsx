// The buyer's step dialogs of an open purchase, driven by the purchase machine: cancelling needs a
// reason, confirming receipt asks once, and the after-sale request form (its own component).
// Closing sends nothing; a refused field shows at the field.
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import { MAX_PURCHASE_CANCEL_REASON_LENGTH } from '../../../contract/purchases.constants.ts'
import { ConfirmDialog } from '../shared/decision-dialogs.tsx'
import { OrderCancelDialog, useOrderStepDialog } from '../shared/order-record.tsx'
import { AfterSaleDialog } from './after-sale-dialog.tsx'
import type { PurchaseRef } from './use-purchase.ts'

export function PurchaseDialogs({ purchase }: { purchase: PurchaseRef }) {
  const { t } = useTranslation('purchases')
  const asking = useSelector(purchase, (s) => {
    if (s.matches({ asking: 'cancel' })) return 'cancel'
    if (s.matches({ asking: 'receipt' })) return 'receipt'
    if (s.matches({ asking: 'afterSale' })) return 'afterSale'
    if (!s.matches('submitting')) return undefined
    const kind = s.context.pending?.kind
    return kind === 'confirmReceipt' ? 'receipt' : kind === 'afterSale' ? 'afterSale' : kind
  })
  const { busy, orderNo, refusal } = useOrderStepDialog(purchase, 'purchases')
  const close = () => purchase.send({ type: 'purchase.close' })
  const confirm = (text: string) => purchase.send({ type: 'purchase.confirm', text })
  return (
    <>
      <OrderCancelDialog
        ns="purchases"
        visible={asking === 'cancel'}
        title={t('detail.cancelTitle', { orderNo })}
        busy={busy}
        maxLength={MAX_PURCHASE_CANCEL_REASON_LENGTH}
        refusal={refusal}
        onConfirm={confirm}
        onCancel={close}
      />
      <ConfirmDialog
        visible={asking === 'receipt'}
        title={t('detail.receiptTitle', { orderNo })}
        confirmLabel={t('actions.confirmReceipt')}
        busy={busy}
        onConfirm={() => confirm('')}
        onCancel={close}
      >
        <p>{t('detail.receiptMessage')}</p>
      </ConfirmDialog>
      {asking === 'afterSale' && <AfterSaleDialog purchase={purchase} />}
    </>
  )
}
