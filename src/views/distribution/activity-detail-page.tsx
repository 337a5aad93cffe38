// mdActivityDetail[?id=]: an activity created or edited on the one activity form (title, time
// window, cover, description, products with activity prices; shared with the mini-program
// page). Opened with a bad or foreign id it shows RecordNotFound.
import './activity-locales.ts'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { MpActivityDetail } from '../../../contract/distribution-setup.schema.ts'
import { allActivityProducts } from '../../machines/distribution/activity-products.ts'
import { activityDraft, emptyActivity } from '../../machines/distribution/setup-forms.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ActivityForm } from './activity-form.tsx'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { isRecordNotFound, RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import { ACTIVITY_PATHS } from './activity-paths.ts'
import '../shared/setup-page.css'

export default function ActivityDetailPage() {
  const { t } = useTranslation('activity')
  const search = useSearch()
  const raw = new URLSearchParams(search).get('id')
  const idNumber = recordIdParam(search, 'id')
  const id = idNumber === undefined ? undefined : String(idNumber)
  const loaded = useLoad(async (signal) => {
    if (!id) return { activity: undefined, draft: emptyActivity }
    const [activity, products] = await Promise.all([
      api.getMpActivityDetailById(id, signal),
      allActivityProducts(api.getMpActivityProductList, id, signal),
    ])
    return { activity, draft: activityDraft(activity, products) }
  })
  const [saved, setSaved] = useState<MpActivityDetail | undefined>(undefined)
  const title = t('routes:pages.mdActivityDetail')
  if ((raw !== null && id === undefined) || isRecordNotFound(loaded.error)) {
    return <RecordNotFound title={title} backTo={ACTIVITY_PATHS.list} />
  }
  if (!loaded.data) {
    return (
      <section className="page" aria-busy={!loaded.error} aria-label={title}>
        <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
      </section>
    )
  }
  const activity = saved ?? loaded.data.activity
  return (
    <section className="page" aria-labelledby="md-activity-title">
      <header className="page-header">
        <h1 id="md-activity-title">
          {id ? title : t('detail.newTitle')}{' '}
          {activity && (
            <Tag
              severity={activity.status === 'ENABLED' ? 'success' : 'secondary'}
              value={t(`status.${activity.status}`)}
            />
          )}
        </h1>
        <div className="row-actions">
          {id && (
            <Button
              type="button"
              outlined
              label={t('actions.products')}
              onClick={() => navigate(`${ACTIVITY_PATHS.products}?id=${id}`)}
            />
          )}
          <Button
            type="button"
            outlined
            label={t('actions.back')}
            onClick={() => navigate(ACTIVITY_PATHS.list)}
          />
        </div>
      </header>
      <ActivityForm
        id={id}
        draft={loaded.data.draft}
        onSaved={(a) => {
          setSaved(a)
          if (!id) navigate(`${ACTIVITY_PATHS.detail}?id=${a.id}`, { replace: true })
        }}
      />
    </section>
  )
}
