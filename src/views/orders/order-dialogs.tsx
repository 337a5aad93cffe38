// The cancel and remark prompts of an open order, driven by the order machine: cancel needs a
// reason; the remark starts from the current one and may be emptied; closing sends nothing; a
// refused field shows at the field.
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import { MAX_CANCEL_REASON_LENGTH, MAX_SELLER_REMARK_LENGTH } from '../../../contract/orders.constants.ts'
import { PromptDialog } from '../shared/decision-dialogs.tsx'
import { useFieldMessage } from '../shared/form-field.tsx'
import type { OrderRef } from './use-order.ts'

export function OrderDialogs({ order }: { order: OrderRef }) {
  const { t } = useTranslation('orders')
  const fieldMessage = useFieldMessage('orders')
  const asking = useSelector(order, (s) =>
    s.matches({ asking: 'cancel' }) || (s.matches('submitting') && s.context.pending?.kind === 'cancel')
      ? 'cancel'
      : s.matches({ asking: 'remark' }) || (s.matches('submitting') && s.context.pending?.kind === 'remark')
        ? 'remark'
        : undefined,
  )
  const busy = useSelector(order, (s) => s.matches('submitting'))
  const fieldError = useSelector(order, (s) => s.context.fieldError)
  const error = useSelector(order, (s) => (s.hasTag('dialog') ? s.context.error : undefined))
  const orderNo = useSelector(order, (s) => s.context.order?.orderNo ?? '')
  const draft = useSelector(order, (s) => s.context.draft)
  const close = () => order.send({ type: 'order.close' })
  const confirm = (text: string) => order.send({ type: 'order.confirm', text })
  const shownError = fieldError ? fieldMessage(fieldError) : error?.message
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
        maxLength={MAX_CANCEL_REASON_LENGTH}
        fieldError={shownError}
        onConfirm={confirm}
        onCancel={close}
      />
      <PromptDialog
        visible={asking === 'remark'}
        title={t('detail.remarkTitle')}
        label={t('fields.remark')}
        confirmLabel={t('actions.save')}
        busy={busy}
        maxLength={MAX_SELLER_REMARK_LENGTH}
        initialText={draft}
        optional
        fieldError={shownError}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  )
}
