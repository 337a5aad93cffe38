// Recording a payment against a statement: the statement (those that take a payment), the
// amount in yuan with its Chinese uppercase shown as it is typed, the method, bank and time.
// The browser checks what the server checks (payment-note-form.ts); the server's refusal of a
// field shows at the field; a statement changed meanwhile (40900) goes to the page (onRefused).
import type { BankItem } from '../../../contract/shared.schema.ts'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { useTranslation } from 'react-i18next'
import { NOTE_MAX, PAYMENT_METHODS, type SettlementKind } from '../../../contract/finance.constants.ts'
import type { StatementRow } from '../../../contract/finance.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import {
  amountInWords,
  emptyPaymentNote,
  type PaymentNoteDraft,
  paymentNoteRequest,
  validatePaymentNote,
} from '../../machines/finance/payment-note-form.ts'
import type { ListError } from '../../machines/shared/paged-list.machine.ts'
import { createPaymentNote } from '../../services/finance.api.ts'
import { DateTimeFormField } from '../shared/date-time-field.tsx'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'
import { capitalAmountShown } from '../shared/capital-amount.ts'

export function PaymentNoteDialog({
  kind,
  statements,
  banks,
  initialStatementId,
  onSaved,
  onRefused,
  onCancel,
}: {
  kind: SettlementKind
  /** The statements that take a payment. */
  statements: readonly StatementRow[]
  banks: readonly BankItem[]
  initialStatementId: string | undefined
  onSaved: (paymentNo: string) => void
  /** The statement changed meanwhile (40900): the page closes the dialog, reloads and says why. */
  onRefused: (error: ListError) => void
  onCancel: () => void
}) {
  const { t, i18n } = useTranslation('finance')
  const initial = statements.find((s) => s.statementId === initialStatementId)
  const chosen = (id: string) => statements.find((s) => s.statementId === id)
  const form = useDialogForm<PaymentNoteDraft, { paymentNo: string }>({
    values: emptyPaymentNote(new Date(), initial),
    ns: 'finance',
    validate: (v) => validatePaymentNote(v, chosen(v.statementId)?.outstandingAmount),
    submit: (v, signal) => createPaymentNote(kind, paymentNoteRequest(v), signal),
    onSubmitted: (r) => onSaved(r.paymentNo),
    onRecordChanged: onRefused,
  })
  const v = form.values
  const statement = chosen(v.statementId)
  const words = amountInWords(v.amount)
  return (
    <FormDialog
      title={t('payment.dialogTitle')}
      confirmLabel={t('payment.save')}
      form={form}
      onCancel={onCancel}
    >
      <FormField id="payment-statement" label={t('payment.statement')} error={form.message('statementId')}>
        <Dropdown
          value={v.statementId}
          options={statements.map((s) => ({
            value: s.statementId,
            label: t('payment.statementOption', {
              no: s.statementNo,
              counterparty: s.counterpartyName,
              amount: formatYuan(s.outstandingAmount),
            }),
          }))}
          emptyMessage={t('payment.noPayable')}
          onChange={(e) => form.change({ statementId: e.value, version: chosen(e.value)?.version ?? 0 })}
        />
      </FormField>
      <FormField
        id="payment-amount"
        label={t('payment.amount')}
        error={form.message('amount')}
        hint={
          statement ? t('payment.amountHint', { max: formatYuan(statement.outstandingAmount) }) : undefined
        }
      >
        <InputText
          value={v.amount}
          inputMode="decimal"
          onChange={(e) => form.change({ amount: e.target.value })}
        />
      </FormField>
      {capitalAmountShown(i18n.resolvedLanguage) && (
        <p className="amount-in-words" aria-live="polite">
          {`${t('payment.inWords')}: ${words || '—'}`}
        </p>
      )}
      <FormField id="payment-method" label={t('payment.method')} error={form.message('method')}>
        <Dropdown
          value={v.method}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
          onChange={(e) => form.change({ method: e.value })}
        />
      </FormField>
      {v.method === 'BANK_TRANSFER' && (
        <>
          <FormField id="payment-bank" label={t('payment.bank')} error={form.message('bankCode')}>
            <Dropdown
              value={v.bankCode}
              options={banks.map((b) => ({ value: b.code, label: b.name }))}
              showClear
              filter
              onChange={(e) => form.change({ bankCode: e.value ?? '' })}
            />
          </FormField>
          <FormField id="payment-account" label={t('payment.accountNo')} error={form.message('accountNo')}>
            <InputText
              value={v.accountNo}
              inputMode="numeric"
              onChange={(e) => form.change({ accountNo: e.target.value })}
            />
          </FormField>
        </>
      )}
      <DateTimeFormField form={form} field="paidAt" id="payment-paid-at" label={t('payment.paidAt')} />
      <FormField
        id="payment-note"
        label={t('payment.note')}
        error={form.message('note')}
        counter={{ length: v.note.length, max: NOTE_MAX }}
      >
        <InputTextarea value={v.note} rows={2} onChange={(e) => form.change({ note: e.target.value })} />
      </FormField>
    </FormDialog>
  )
}
