// One mini-program activity, created or edited on the one activity form (title, time window,
// cover, description, products with activity prices), in the record frame: both pages that edit
// activities render this, mdActivityDetail (with a link to the activity's products page) and the
// distribution's activityDetails (from mpManagement). A bad or foreign id shows RecordNotFound.
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
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { useLoad } from '../shared/use-load.ts'
import { ActivityForm } from './activity-form.tsx'
import '../shared/setup-page.css'

export interface ActivityEditorPageProps {
  /** The page's title (its route title). */
  title: string
  /** The list the page returns to. */
  backTo: string
  /** The page's own address for an activity (a new one moves there once saved). */
  editPath: (id: string) => string
  /** The activity's products page, where there is one. */
  productsPath?: (id: string) => string
}

export function ActivityEditorPage({ title, backTo, editPath, productsPath }: ActivityEditorPageProps) {
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
  return (
    <RecordFrame title={title} backTo={backTo} loaded={loaded} missing={raw !== null && id === undefined}>
      {(data) => {
        const activity = saved ?? data.activity
        return (
          <section className="page" aria-labelledby="activity-editor-title">
            <header className="page-header">
              <h1 id="activity-editor-title">
                {id ? title : t('detail.newTitle')}{' '}
                {activity && (
                  <Tag
                    severity={activity.status === 'ENABLED' ? 'success' : 'secondary'}
                    value={t(`status.${activity.status}`)}
                  />
                )}
              </h1>
              <div className="row-actions">
                {id && productsPath && (
                  <Button
                    type="button"
                    outlined
                    label={t('actions.products')}
                    onClick={() => navigate(productsPath(id))}
                  />
                )}
                <Button type="button" outlined label={t('actions.back')} onClick={() => navigate(backTo)} />
              </div>
            </header>
            <ActivityForm
              id={id}
              draft={data.draft}
              onSaved={(a) => {
                setSaved(a)
                if (!id) navigate(editPath(a.id), { replace: true })
              }}
            />
          </section>
        )
      }}
    </RecordFrame>
  )
}
