// Deciding a payment note the counterparty posted: confirm (the statement's paid amount
// follows) or reject with a required reason. The server's refusal stays in the dialog.
import { useTranslation } from 'react-i18next'
import { NOTE_MAX, type SettlementKind } from '../../../contract/finance.constants.ts'
import type { PaymentRow } from '../../../contract/finance.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { confirmPaymentNote, rejectPaymentNote } from '../../services/finance.api.ts'
import { CallConfirmDialog, PromptDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useFieldMessage } from '../shared/form-field.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'

export interface Decision {
  kind: 'confirm' | 'reject'
  row: PaymentRow
}

export function PaymentDecision({
  kind,
  decision,
  onDone,
  onCancel,
}: {
  kind: SettlementKind
  decision: Decision
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('finance')
  const { row } = decision
  const reject = useFormSubmit(
    (v: { reason: string }) => rejectPaymentNote(kind, { paymentId: row.paymentId, reason: v.reason }),
    onDone,
  )
  const fieldMessage = useFieldMessage('finance')
  if (decision.kind === 'confirm') {
    return (
      <CallConfirmDialog
        title={t('payment.confirmLabel', { no: row.paymentNo })}
        confirmLabel={t('payment.confirm')}
        values={{ paymentId: row.paymentId }}
        call={(v) => confirmPaymentNote(kind, v.paymentId)}
        onDone={onDone}
        onCancel={onCancel}
      >
        <p>{t('payment.confirmAsk', { no: row.paymentNo, amount: formatYuan(row.amount) })}</p>
      </CallConfirmDialog>
    )
  }
  return (
    <PromptDialog
      visible
      title={t('payment.rejectTitle', { no: row.paymentNo })}
      message={<ErrorNotice error={reject.fieldErrors.reason ? undefined : reject.error} />}
      label={t('payment.rejectReason')}
      confirmLabel={t('payment.reject')}
      maxLength={NOTE_MAX}
      danger
      busy={reject.busy}
      fieldError={fieldMessage(reject.fieldErrors.reason)}
      onConfirm={(reason) => reject.send({ reason })}
      onCancel={onCancel}
    />
  )
}
