// Choosing the merchant's ERP: the enabled platforms with the one in use and which are
// configured; the chosen one's parameter form below. Saving makes it the ERP in use.
import { Dropdown } from 'primereact/dropdown'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NO_ERP } from '../../../contract/third-platform.constants.ts'
import type { ErpNameList, ErpPlatformItem } from '../../../contract/third-platform.schema.ts'
import { getErpNameList } from '../../services/third-platform.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { ErpParameterForm } from './erp-parameter-form.tsx'

export function ErpConnection() {
  const { t } = useTranslation('third-platform')
  const load = useCallback((signal: AbortSignal) => getErpNameList(signal), [])
  const { data, error, retry, reload } = useLoad<ErpNameList>(load)
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  if (!data) return <ErrorNotice error={error} onRetry={retry} />
  const erpInfoId = chosen ?? (data.current !== NO_ERP ? data.current : data.list[0]?.erpInfoId)
  const label = (p: ErpPlatformItem) =>
    `${p.name} (${p.erpInfoId === data.current ? t('erp.current') : p.configured ? t('erp.configured') : t('erp.notConfigured')})`
  return (
    <section className="page-card" aria-labelledby="erp-title">
      <h2 id="erp-title">{t('erp.title')}</h2>
      <div className="erp-connection">
        <FormField id="erp-choose" label={t('erp.choose')}>
          <Dropdown
            value={erpInfoId}
            options={data.list.map((p) => ({ value: p.erpInfoId, label: label(p) }))}
            onChange={(e) => setChosen(String(e.value))}
          />
        </FormField>
      </div>
      {erpInfoId && <ErpParameterForm key={erpInfoId} erpInfoId={erpInfoId} onSaved={reload} />}
    </section>
  )
}
