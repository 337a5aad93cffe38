// Create or edit a catalogue (/cataLogManagement/addCataLog, ?id=… to edit) on the one form
// pattern: useForm holds the draft, the checks (src/machines/catalogue/catalogue-form.ts) and
// the save; this page only renders. A saved catalogue opens its details.
import './catalogue-locales.ts'
import { Button } from 'primereact/button'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import {
  type CatalogueFormValues,
  catalogueDraft,
  catalogueRequest,
  emptyCatalogue,
  validateCatalogue,
} from '../../machines/catalogue/catalogue-form.ts'
import { useAppNow } from '../../root-context.tsx'
import { getCatalogDetail, getCatalogOptions, saveCatalog } from '../../services/catalogue.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { useForm } from '../shared/use-form.ts'
import { CATALOGUE_LIST, catalogueInfoPath } from './catalogue-fetch.ts'
import { CatalogueFormFields } from './catalogue-form-fields.tsx'
import './catalogue.css'

export default function CatalogueFormPage() {
  const search = useSearch()
  const editing = new URLSearchParams(search).has('id')
  const id = recordIdParam(search, 'id')
  return <CatalogueForm key={id ?? 'new'} id={id} missing={editing && id === undefined} />
}

function CatalogueForm({ id, missing }: { id: number | undefined; missing: boolean }) {
  const { t } = useTranslation('catalogue')
  const [, navigate] = useLocation()
  const { show } = usePageToast()
  const appNow = useAppNow()
  const [blank] = useState(() => (id === undefined ? emptyCatalogue(appNow()) : undefined))
  const options = useLoad(useCallback((signal: AbortSignal) => getCatalogOptions(signal), []))
  const form = useForm<CatalogueFormValues, { id: number }>({
    ...(blank
      ? { values: blank }
      : { load: async (signal) => catalogueDraft(await getCatalogDetail(id ?? 0, signal)) }),
    validate: validateCatalogue,
    submit: (values, signal) => saveCatalog(catalogueRequest(values, id), signal),
    onSubmitted: (result) => {
      show('success', t('form.saved'))
      navigate(catalogueInfoPath(result.id))
    },
    ns: 'catalogue',
  })

  const title = id === undefined ? t('form.createTitle') : t('form.editTitle')
  return (
    <RecordFrame title={title} backTo={CATALOGUE_LIST} loaded={form.loaded} missing={missing}>
      {() => (
        <section className="page-card" aria-labelledby="catalogue-form-title">
          <div className="page-card__head">
            <h1 id="catalogue-form-title">{title}</h1>
          </div>
          <ErrorNotice error={options.error} onRetry={options.retry} />
          <form
            className="catalogue-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              form.submit()
            }}
          >
            <CatalogueFormFields form={form} options={options.data} />
            {form.error && <ErrorNotice text={t('form.saveFailed', { message: form.error.message })} />}
            <div className="catalogue-form__actions">
              <Button
                type="submit"
                label={form.busy ? t('form.saving') : t('form.save')}
                disabled={form.busy}
              />
              <Button
                type="button"
                label={t('form.cancel')}
                outlined
                onClick={() => navigate(CATALOGUE_LIST)}
              />
            </div>
          </form>
        </section>
      )}
    </RecordFrame>
  )
}
