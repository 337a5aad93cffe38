// The buyer's step dialogs of an open purchase, driven by the purchase machine: cancelling needs a
// reason, confirming receipt asks once, and the after-sale request form (its own component).
// Closing sends nothing; a refused field shows at the field.
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import { MAX_PURCHASE_CANCEL_REASON_LENGTH } from '../../../contract/purchases.constants.ts'
import { ConfirmDialog, PromptDialog } from '../shared/decision-dialogs.tsx'
import { useFieldMessage } from '../shared/form-field.tsx'
import { AfterSaleDialog } from './after-sale-dialog.tsx'
import type { PurchaseRef } from './use-purchase.ts'

export function PurchaseDialogs({ purchase }: { purchase: PurchaseRef }) {
  const { t } = useTranslation('purchases')
  const fieldMessage = useFieldMessage('purchases')
  const asking = useSelector(purchase, (s) => {
    if (s.matches({ asking: 'cancel' })) return 'cancel'
    if (s.matches({ asking: 'receipt' })) return 'receipt'
    if (s.matches({ asking: 'afterSale' })) return 'afterSale'
    if (!s.matches('submitting')) return undefined
    const kind = s.context.pending?.kind
    return kind === 'confirmReceipt' ? 'receipt' : kind === 'afterSale' ? 'afterSale' : kind
  })
  const busy = useSelector(purchase, (s) => s.matches('submitting'))
  const fieldError = useSelector(purchase, (s) => s.context.fieldError)
  const error = useSelector(purchase, (s) => (s.hasTag('dialog') ? s.context.error : undefined))
  const orderNo = useSelector(purchase, (s) => s.context.order?.orderNo ?? '')
  const close = () => purchase.send({ type: 'purchase.close' })
  const confirm = (text: string) => purchase.send({ type: 'purchase.confirm', text })
  return (
    <>
      <PromptDialog
        visible={asking === 'cancel'}
        title={t('detail.cancelTitle', { orderNo })}
        message={t('detail.cancelMessage')}
        label={t('fields.cancelReason')}
        confirmLabel={t('actions.cancel')}
        danger
        busy={busy}
        maxLength={MAX_PURCHASE_CANCEL_REASON_LENGTH}
        fieldError={fieldError ? fieldMessage(fieldError) : error?.message}
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
