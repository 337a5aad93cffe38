// What can be done with a statement: edit its remark and add an adjustment while it is OPEN,
// confirm it (after which it cannot be edited), record a payment once confirmed, print it.
// A refused step (confirmed or changed meanwhile: 40900) closes its dialog; the page reloads the
// statement and says why (the form machine hands the refusal to `onRefused`).
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { REMARK_MAX, type SettlementKind } from '../../../contract/finance.constants.ts'
import type { StatementDetail } from '../../../contract/finance.schema.ts'
import { validateAdjustment, validateRemark } from '../../machines/finance/statement-edit-form.ts'
import type { ListError } from '../../machines/shared/paged-list.machine.ts'
import { addStatementAdjustment, confirmStatement, editStatement } from '../../services/finance.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { usePermission } from '../shared/use-permission.ts'
import { PrintButton } from '../shared/print-sheet.tsx'

type Open = 'remark' | 'adjustment' | 'confirm' | null

export function StatementActions({
  kind,
  base,
  s,
  onChanged,
  onRefused,
}: {
  kind: SettlementKind
  base: string
  s: StatementDetail
  onChanged: () => void
  /** A 40900 refusal: the page reloads the statement and shows why. */
  onRefused: (error: ListError) => void
}) {
  const { t } = useTranslation('finance')
  const [, navigate] = useLocation()
  const [open, setOpen] = useState<Open>(null)
  const toast = usePageToast()
  // A narrowed sub-user is not offered what its keys do not cover (issue 33).
  const mayEdit = usePermission('finance.editStatement')
  const mayConfirm = usePermission('finance.confirmStatement')
  const mayPay = usePermission('finance.paymentNotes')
  const done = (message: string) => {
    setOpen(null)
    toast.show('success', message)
    onChanged()
  }
  const refused = (error: ListError) => {
    setOpen(null)
    onRefused(error)
  }
  return (
    <div className="statement-actions">
      {s.editable && mayEdit && (
        <>
          <Button
            label={t('detail.editRemark')}
            icon="pi pi-pencil"
            outlined
            onClick={() => setOpen('remark')}
          />
          <Button
            label={t('detail.addAdjustment')}
            icon="pi pi-plus"
            outlined
            onClick={() => setOpen('adjustment')}
          />
        </>
      )}
      {s.editable && mayConfirm && (
        <Button label={t('detail.confirm')} icon="pi pi-check" onClick={() => setOpen('confirm')} />
      )}
      {s.payable && mayPay && (
        <Button
          label={t('detail.recordPayment')}
          icon="pi pi-wallet"
          onClick={() => navigate(`${base}/paymentNote?statementId=${s.statementId}`)}
        />
      )}
      <PrintButton />
      {open === 'remark' && (
        <RemarkDialog
          s={s}
          save={(remark) => editStatement(kind, { statementId: s.statementId, version: s.version, remark })}
          onSaved={() => done(t('detail.saved'))}
          onRefused={refused}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'adjustment' && (
        <AdjustmentDialog
          save={(v) => addStatementAdjustment(kind, { statementId: s.statementId, version: s.version, ...v })}
          onSaved={() => done(t('detail.saved'))}
          onRefused={refused}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'confirm' && (
        <CallConfirmDialog
          title={t('detail.confirm')}
          confirmLabel={t('detail.confirm')}
          values={{ statementId: s.statementId, version: s.version }}
          call={(v) => confirmStatement(kind, v)}
          onDone={() => done(t('detail.confirmed'))}
          onRecordChanged={refused}
          onCancel={() => setOpen(null)}
        >
          {t('detail.confirmAsk', { no: s.statementNo })}
        </CallConfirmDialog>
      )}
    </div>
  )
}

interface StepDialogProps {
  onSaved: () => void
  /** The statement changed meanwhile (40900). */
  onRefused: (error: ListError) => void
  onCancel: () => void
}

function RemarkDialog({
  s,
  save,
  onSaved,
  onRefused,
  onCancel,
}: StepDialogProps & { s: StatementDetail; save: (remark: string) => Promise<unknown> }) {
  const { t } = useTranslation('finance')
  const form = useDialogForm({
    values: { remark: s.remark },
    ns: 'finance',
    validate: validateRemark,
    submit: (v) => save(v.remark.trim()),
    onSubmitted: onSaved,
    onRecordChanged: onRefused,
  })
  return (
    <FormDialog
      title={t('detail.editRemark')}
      confirmLabel={t('shared:actions.save')}
      form={form}
      onCancel={onCancel}
    >
      <FormField
        id="statement-remark"
        label={t('detail.remark')}
        error={form.message('remark')}
        counter={{ length: form.values.remark.length, max: REMARK_MAX }}
      >
        <InputTextarea
          value={form.values.remark}
          rows={3}
          autoFocus
          onChange={(e) => form.change({ remark: e.target.value })}
        />
      </FormField>
    </FormDialog>
  )
}

function AdjustmentDialog({
  save,
  onSaved,
  onRefused,
  onCancel,
}: StepDialogProps & { save: (v: { amount: string; remark: string }) => Promise<unknown> }) {
  const { t } = useTranslation('finance')
  const form = useDialogForm({
    values: { amount: '', remark: '' },
    ns: 'finance',
    validate: validateAdjustment,
    submit: (v) => save({ amount: v.amount.trim(), remark: v.remark.trim() }),
    onSubmitted: onSaved,
    onRecordChanged: onRefused,
  })
  return (
    <FormDialog
      title={t('detail.addAdjustment')}
      confirmLabel={t('detail.addAdjustment')}
      form={form}
      onCancel={onCancel}
    >
      <FormField
        id="adjustment-amount"
        label={t('detail.amount')}
        error={form.message('amount')}
        hint={t('detail.adjustmentHint')}
      >
        <InputText
          value={form.values.amount}
          inputMode="decimal"
          autoFocus
          onChange={(e) => form.change({ amount: e.target.value })}
        />
      </FormField>
      <FormField
        id="adjustment-remark"
        label={t('detail.note')}
        error={form.message('remark')}
        counter={{ length: form.values.remark.length, max: REMARK_MAX }}
      >
        <InputText value={form.values.remark} onChange={(e) => form.change({ remark: e.target.value })} />
      </FormField>
    </FormDialog>
  )
}
