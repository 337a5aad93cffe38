// mdActivityList: the merchant's mini-program activities, paged, searched by name and filtered
// by status on the server, in the one activity table (activity-table.tsx).
import './activity-locales.ts'
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { MpActivityRow } from '../../../contract/distribution-setup.schema.ts'
import { type ActivityFilters, activityListRequest } from '../../machines/distribution/activity-list.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { ActivityFilterBar } from './activity-filter-bar.tsx'
import { ACTIVITY_PATHS } from './activity-paths.ts'
import { ActivityTable } from './activity-table.tsx'

export default function ActivityListPage() {
  const { t } = useTranslation('activity')
  const list = usePagedList<MpActivityRow, ActivityFilters>((query, signal) =>
    api.getMpActivityList(activityListRequest(query), signal),
  )
  return (
    <section className="page" aria-labelledby="activity-list-title">
      <header className="page-header">
        <h1 id="activity-list-title">{t('routes:pages.mdActivityList')}</h1>
        <Button icon="pi pi-plus" label={t('list.create')} onClick={() => navigate(ACTIVITY_PATHS.detail)} />
      </header>
      <ActivityFilterBar list={list} />
      <ActivityTable
        list={list}
        editPath={(id) => `${ACTIVITY_PATHS.detail}?id=${id}`}
        productsPath={(id) => `${ACTIVITY_PATHS.products}?id=${id}`}
      />
    </section>
  )
}
