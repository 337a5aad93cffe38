// The mini-program's statistics subscribe switch: one click saves it.
import { Checkbox } from 'primereact/checkbox'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { useLoad } from '../shared/use-load.ts'

export function StatisticsSwitch({ show }: { show: (s: 'success', text: string) => void }) {
  const { t } = useTranslation('distribution-setup')
  const current = useLoad((signal) => api.getMiniStatisticsSubscribeMessage(signal))
  const [enabled, setEnabled] = useState<boolean | undefined>(undefined)
  const form = useFormSubmit(
    (v: { enabled: 0 | 1 }) => api.editStatisticsStatus(v.enabled),
    (saved) => {
      setEnabled(saved.enabled === 1)
      show('success', t('mp.statisticsSaved'))
      form.reset()
    },
  )
  useEffect(() => {
    if (current.data) setEnabled(current.data.enabled === 1)
  }, [current.data])
  return (
    <div className="setup-section">
      <h2>{t('mp.statisticsTitle')}</h2>
      <ErrorNotice error={form.error ?? current.error} onRetry={current.error ? current.retry : undefined} />
      {enabled !== undefined && (
        <span>
          <Checkbox
            inputId="mp-statistics"
            checked={enabled}
            disabled={form.busy}
            onChange={(e) => form.send({ enabled: e.checked ? 1 : 0 })}
          />{' '}
          <label htmlFor="mp-statistics">{t('fields.statisticsSubscribe')}</label>
        </span>
      )}
    </div>
  )
}
