// mpManagement: the mini-program's pop-up dialog, the statistics subscribe message switch,
// and its activities in the one activity table (activity-table.tsx).
import './setup-locales.ts'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { MpActivityRow } from '../../../contract/distribution-setup.schema.ts'
import { type ActivityFilters, activityListRequest } from '../../machines/distribution/activity-list.ts'
import { pathTo } from '../../routes/paths.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { SectionHeader } from '../shared/section-header.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { ActivityTable } from './activity-table.tsx'
import '../shared/setup-page.css'

const MpSettings = lazy(() => import('./mp-settings.tsx'))

function Activities() {
  const { t } = useTranslation('distribution-setup')
  const list = usePagedList<MpActivityRow, ActivityFilters>((query, signal) =>
    api.getMpActivityList(activityListRequest(query), signal),
  )
  return (
    <div className="setup-section">
      <SectionHeader
        title={t('mp.activitiesTitle')}
        addLabel={t('actions.newActivity')}
        onAdd={() => navigate(pathTo('activityDetails'))}
      />
      <ActivityTable list={list} editPath={(id) => pathTo('activityDetails', { id })} />
    </div>
  )
}

export default function MpManagementPage() {
  const { t } = useTranslation('distribution-setup')
  const { show } = usePageToast()
  return (
    <section className="page" aria-labelledby="mp-title">
      <header className="page-header">
        <h1 id="mp-title">{t('routes:pages.mpManagement')}</h1>
      </header>
      <Activities />
      <Suspense fallback={null}>
        <MpSettings show={show} />
      </Suspense>
    </section>
  )
}
