// agreement: the distribution agreement members accept, as rich text (PrimeReact Editor,
// loaded with this page only) or as HTML source. The server sanitizes what is saved, and
// the page then shows exactly what was stored.
import './setup-locales.ts'
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AGREEMENT_MAX } from '../../../contract/distribution-setup.constants.ts'
import type { Agreement } from '../../../contract/distribution-setup.schema.ts'
import { type AgreementDraft, validateAgreement } from '../../machines/distribution/setup-forms.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RichTextEditor } from '../shared/rich-text-editor.tsx'
import { SaveActions } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import '../shared/setup-page.css'
import { useLoad } from '../shared/use-load.ts'
import { pathTo } from '../../routes/paths.ts'
import { RecordFrame } from '../shared/record-frame.tsx'

export default function AgreementPage() {
  const { t } = useTranslation('distribution-setup')
  const agreement = useLoad((signal) => api.getDistributionAgreement(signal))
  const [saved, setSaved] = useState<Agreement | undefined>(undefined)
  return (
    <RecordFrame title={t('routes:pages.agreement')} backTo={pathTo('dashboard')} loaded={agreement}>
      {(data) => {
        const stored = saved ?? data
        return (
          <section className="page" aria-labelledby="agreement-title">
            <header className="page-header">
              <h1 id="agreement-title">{t('routes:pages.agreement')}</h1>
              <small>
                {stored.updatedAt
                  ? t('supplier.lastSaved', { at: formatDateTime(stored.updatedAt) })
                  : t('supplier.neverSaved')}
              </small>
            </header>
            <AgreementForm content={data.content} onSaved={setSaved} />
          </section>
        )
      }}
    </RecordFrame>
  )
}

function AgreementForm({ content, onSaved }: { content: string; onSaved: (a: Agreement) => void }) {
  const { t } = useTranslation('distribution-setup')
  const { show } = usePageToast()
  const [source, setSource] = useState(false)
  const [initial] = useState<AgreementDraft>(() => ({ content }))
  const form = useForm<AgreementDraft, Agreement>({
    values: initial,
    validate: validateAgreement,
    submit: (d) => api.saveDistributionAgreement(d.content),
    onSubmitted: (stored) => {
      onSaved(stored)
      // What the server stored (sanitized) is the new draft.
      form.reset({ content: stored.content })
      show('success', t('agreement.saved'))
    },
    ns: 'distribution-setup',
  })
  const value = form.values.content
  return (
    <div className="setup-section">
      <ErrorNotice error={form.error} />
      <div>
        <Button
          type="button"
          size="small"
          outlined
          icon={source ? 'pi pi-pencil' : 'pi pi-code'}
          label={source ? t('agreement.richText') : t('agreement.htmlSource')}
          aria-pressed={source}
          onClick={() => setSource(!source)}
        />
      </div>
      <FormField
        id="agreement-source"
        label={source ? t('agreement.sourceLabel') : t('agreement.editorLabel')}
        error={form.message('content')}
        counter={{ length: value.length, max: AGREEMENT_MAX }}
      >
        {source ? (
          <InputTextarea value={value} rows={14} onChange={(e) => form.change({ content: e.target.value })} />
        ) : (
          <RichTextEditor
            value={value}
            style={{ height: '320px' }}
            onTextChange={(e) => form.change({ content: e.htmlValue ?? '' })}
          />
        )}
      </FormField>
      <SaveActions form={form} />
    </div>
  )
}
