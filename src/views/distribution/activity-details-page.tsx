// activityDetails[?id=]: a mini-program activity with its products (create or edit). The
// draft, checks and request mapping are in src/machines/distribution/setup-forms.ts.
import './setup-locales.ts'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { MpActivityDetail } from '../../../contract/distribution-setup.schema.ts'
import { activityDraft, emptyActivity } from '../../machines/distribution/setup-forms.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { ActivityForm } from './activity-form.tsx'
import '../shared/setup-page.css'
import { useLoad } from '../shared/use-load.ts'
import { pathTo } from '../../routes/paths.ts'

export default function ActivityDetailsPage() {
  const { t } = useTranslation('distribution-setup')
  const id = new URLSearchParams(useSearch()).get('id') ?? undefined
  const loaded = useLoad(async (signal) => {
    if (!id) return { activity: undefined, draft: emptyActivity }
    const [activity, products] = await Promise.all([
      api.getMpActivityDetailById(id, signal),
      api.getMpActivityProductList({ activityId: id, pageSize: 100 }, signal),
    ])
    return { activity, draft: activityDraft(activity, products.list) }
  })
  const [saved, setSaved] = useState<MpActivityDetail | undefined>(undefined)
  const activity = saved ?? loaded.data?.activity
  if (!loaded.data) {
    return (
      <section className="page" aria-busy={!loaded.error}>
        <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
      </section>
    )
  }
  return (
    <section className="page" aria-labelledby="activity-title">
      <header className="page-header">
        <h1 id="activity-title">
          {id ? t('routes:pages.activityDetails') : t('titles.newActivity')}{' '}
          {activity && (
            <Tag
              severity={activity.status === 'ENABLED' ? 'success' : 'secondary'}
              value={t(`activityStatus.${activity.status}`)}
            />
          )}
        </h1>
        <Button
          type="button"
          outlined
          label={t('actions.back')}
          onClick={() => navigate(pathTo('mpManagement'))}
        />
      </header>
      <ActivityForm
        id={id}
        draft={loaded.data.draft}
        onSaved={(a) => {
          setSaved(a)
          if (!id) navigate(pathTo('activityDetails', { id: a.id }), { replace: true })
        }}
      />
    </section>
  )
}
