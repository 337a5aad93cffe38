// The cancel and remark prompts of an open order, driven by the order machine: cancel needs a
// reason; the remark starts from the current one and may be emptied; closing sends nothing; a
// refused field shows at the field.
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import { MAX_CANCEL_REASON_LENGTH, MAX_SELLER_REMARK_LENGTH } from '../../../contract/orders.constants.ts'
import { PromptDialog } from '../shared/decision-dialogs.tsx'
import { OrderCancelDialog, useOrderStepDialog } from '../shared/order-record.tsx'
import type { OrderRef } from './use-order.ts'

export function OrderDialogs({ order }: { order: OrderRef }) {
  const { t } = useTranslation('orders')
  const asking = useSelector(order, (s) =>
    s.matches({ asking: 'cancel' }) || (s.matches('submitting') && s.context.pending?.kind === 'cancel')
      ? 'cancel'
      : s.matches({ asking: 'remark' }) || (s.matches('submitting') && s.context.pending?.kind === 'remark')
        ? 'remark'
        : undefined,
  )
  const { busy, orderNo, refusal } = useOrderStepDialog(order, 'orders')
  const draft = useSelector(order, (s) => s.context.draft)
  const close = () => order.send({ type: 'order.close' })
  const confirm = (text: string) => order.send({ type: 'order.confirm', text })
  return (
    <>
      <OrderCancelDialog
        ns="orders"
        visible={asking === 'cancel'}
        title={t('detail.cancelTitle', { orderNo })}
        busy={busy}
        maxLength={MAX_CANCEL_REASON_LENGTH}
        refusal={refusal}
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
        fieldError={refusal}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  )
}
