// Asks to exchange cards (applyExchangeCertificate): the user picks one of its own cards to
// offer and may add a message. Without a card of its own it is told to create one first.
import { Dropdown } from 'primereact/dropdown'
import { InputTextarea } from 'primereact/inputtextarea'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_APPLY_MESSAGE_LENGTH } from '../../../contract/exchange-certificates.constants.ts'
import {
  type ApplyDraft,
  toApplyRequest,
  validateApply,
} from '../../machines/exchange-certificates/certificate-form.ts'
import { applyForCertificate, getCertificateList } from '../../services/exchange-certificates.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'

export function ApplyDialog({
  certificateId,
  ownerName,
  onDone,
  onCancel,
}: {
  certificateId: string
  ownerName: string
  onDone: (applyId: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('exchange-certificates')
  const own = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        getCertificateList({ page: 1, pageSize: 100, filters: { scope: 'MINE' } }, signal),
      [],
    ),
  )
  const form = useDialogForm<ApplyDraft, { id: string }>({
    values: { applicantCertificateId: '', message: '' },
    validate: validateApply,
    submit: (v, signal) => applyForCertificate(toApplyRequest(certificateId, v), signal),
    onSubmitted: (r) => onDone(r.id),
    ns: 'exchange-certificates',
  })
  const options = (own.data?.list ?? [])
    .filter((c) => c.status === 'ACTIVE')
    .map((c) => ({ label: `${c.title} · ${c.companyName}`, value: c.id }))
  const v = form.values
  return (
    <FormDialog
      title={t('apply.title', { name: ownerName })}
      confirmLabel={t('actions.sendApply')}
      form={form}
      onCancel={onCancel}
    >
      <ErrorNotice error={own.error} onRetry={own.retry} />
      {own.data && options.length === 0 && <p className="certificate-note">{t('apply.noCard')}</p>}
      <FormField id="apply-card" label={t('fields.myCard')} error={form.message('applicantCertificateId')}>
        <Dropdown
          value={v.applicantCertificateId}
          options={options}
          loading={!own.data && !own.error}
          onChange={(e) => form.change({ applicantCertificateId: String(e.value ?? '') })}
        />
      </FormField>
      <FormField
        id="apply-message"
        label={t('fields.message')}
        error={form.message('message')}
        hint={t('apply.hint')}
        counter={{ length: v.message.trim().length, max: MAX_APPLY_MESSAGE_LENGTH }}
      >
        <InputTextarea
          rows={3}
          value={v.message}
          onChange={(e) => form.change({ message: e.target.value })}
        />
      </FormField>
    </FormDialog>
  )
}
