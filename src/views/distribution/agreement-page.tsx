// agreement: the distribution agreement members accept, as rich text (PrimeReact Editor,
// loaded with this page only) or as HTML source. The server sanitizes what is saved, and
// the page then shows exactly what was stored.
import './setup-locales.ts'
import { Button } from 'primereact/button'
import { RichTextEditor } from '../shared/rich-text-editor.tsx'
import { InputTextarea } from 'primereact/inputtextarea'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Agreement } from '../../../contract/distribution-setup.schema.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { dateTime } from './distribution-format.ts'
import './distribution-setup.css'
import { useLoad } from './use-load.ts'
import { useSetupFieldMessage } from './use-setup-field-message.ts'

export default function AgreementPage() {
  const { t } = useTranslation('distributionSetup')
  const message = useSetupFieldMessage()
  const { toast, show } = usePageToast()
  const agreement = useLoad((signal) => api.getDistributionAgreement(signal))
  const [stored, setStored] = useState<Agreement | undefined>(undefined)
  const [content, setContent] = useState('')
  const [source, setSource] = useState(false)
  const form = useFormSubmit(
    (v: { content: string }) => api.saveDistributionAgreement(v.content),
    (saved) => {
      setStored(saved)
      setContent(saved.content)
      show('success', t('agreement.saved'))
      form.reset()
    },
  )
  useEffect(() => {
    if (agreement.data) {
      setStored(agreement.data)
      setContent(agreement.data.content)
    }
  }, [agreement.data])

  if (!stored) {
    return (
      <section className="page" aria-busy={!agreement.error}>
        <ErrorNotice error={agreement.error} onRetry={agreement.retry} />
      </section>
    )
  }
  const error = message(form.fieldErrors.content)
  return (
    <section className="page" aria-labelledby="agreement-title">
      {toast}
      <header className="page-header">
        <h1 id="agreement-title">{t('routes:pages.agreement')}</h1>
        <small>
          {stored.updatedAt
            ? t('supplier.lastSaved', { at: dateTime(stored.updatedAt) })
            : t('supplier.neverSaved')}
        </small>
      </header>
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
        {source ? (
          <>
            <label htmlFor="agreement-source">{t('agreement.sourceLabel')}</label>
            <InputTextarea
              id="agreement-source"
              value={content}
              rows={14}
              invalid={!!error}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                form.edit('content')
                setContent(e.target.value)
              }}
            />
          </>
        ) : (
          <RichTextEditor
            value={content}
            style={{ height: '320px' }}
            aria-label={t('agreement.editorLabel')}
            onTextChange={(e) => {
              form.edit('content')
              setContent(e.htmlValue ?? '')
            }}
          />
        )}
        {error && (
          <small className="p-error" role="alert">
            {error}
          </small>
        )}
        <div className="setup-form-actions">
          <Button
            type="button"
            label={t('actions.save')}
            icon="pi pi-check"
            loading={form.busy}
            onClick={() => form.send({ content })}
          />
        </div>
      </div>
    </section>
  )
}
