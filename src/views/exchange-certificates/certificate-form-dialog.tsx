// Creates a business card (createExchangeCertificate) in the one form dialog: the fields with
// their limits, phone and e-mail checked at the field, the logo uploaded on choice.
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { useTranslation } from 'react-i18next'
import {
  CERTIFICATE_LIMITS,
  CERTIFICATE_REQUIRED,
  type CertificateTextField,
} from '../../../contract/exchange-certificates.constants.ts'
import {
  type CertificateDraft,
  emptyCertificate,
  toCertificateRequest,
  validateCertificate,
} from '../../machines/exchange-certificates/certificate-form.ts'
import { createCertificate } from '../../services/exchange-certificates.api.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'
import { LogoField } from './logo-field.tsx'

const SHORT_FIELDS: CertificateTextField[] = [
  'title',
  'companyName',
  'contactName',
  'position',
  'phone',
  'email',
  'wechat',
  'address',
]

export function CertificateFormDialog({
  onDone,
  onCancel,
}: {
  onDone: (id: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('exchange-certificates')
  const form = useDialogForm<CertificateDraft, { id: string }>({
    values: emptyCertificate(),
    validate: validateCertificate,
    submit: (v, signal) => createCertificate(toCertificateRequest(v), signal),
    onSubmitted: (r) => onDone(r.id),
    ns: 'exchange-certificates',
  })
  const v = form.values
  const label = (f: CertificateTextField) =>
    CERTIFICATE_REQUIRED.includes(f) ? `${t(`fields.${f}`)} *` : t(`fields.${f}`)
  return (
    <FormDialog title={t('create.title')} confirmLabel={t('actions.save')} form={form} onCancel={onCancel}>
      <div className="certificate-form-grid">
        {SHORT_FIELDS.map((f) => (
          <FormField
            key={f}
            id={`certificate-${f}`}
            label={label(f)}
            error={form.message(f)}
            counter={
              f === 'address' || f === 'title'
                ? { length: v[f].trim().length, max: CERTIFICATE_LIMITS[f] }
                : undefined
            }
          >
            <InputText
              value={v[f]}
              inputMode={f === 'phone' ? 'tel' : f === 'email' ? 'email' : undefined}
              onChange={(e) => form.change({ [f]: e.target.value })}
            />
          </FormField>
        ))}
        <div className="certificate-form-grid__wide">
          <LogoField
            url={v.logoUrl}
            onChange={(logoUrl) => form.change({ logoUrl })}
            error={form.message('logoUrl')}
          />
        </div>
        <div className="certificate-form-grid__wide">
          <FormField
            id="certificate-intro"
            label={t('fields.intro')}
            error={form.message('intro')}
            counter={{ length: v.intro.trim().length, max: CERTIFICATE_LIMITS.intro }}
          >
            <InputTextarea
              rows={3}
              value={v.intro}
              onChange={(e) => form.change({ intro: e.target.value })}
            />
          </FormField>
        </div>
      </div>
    </FormDialog>
  )
}
