// mdActivityList: the merchant's mini-program activities, paged, searched by name and filtered
// by status on the server; each row moves up or down (sortMpActivity), switches on or off,
// opens its form or its products, and is removed after a confirmation.
import './activity-locales.ts'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { ActivityStatus, MpActivityRow } from '../../../contract/distribution-setup.schema.ts'
import {
  type ActivityFilters,
  activityListRequest,
  moveRequest,
  toggledStatus,
} from '../../machines/distribution/activity-list.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { ActivityFilterBar } from './activity-filter-bar.tsx'
import { ActivityRowActions } from './activity-row-actions.tsx'
import { ACTIVITY_PATHS } from './activity-paths.ts'
import './activity.css'

export default function ActivityListPage() {
  const { t } = useTranslation('activity')
  const { show } = usePageToast()
  const list = usePagedList<MpActivityRow, ActivityFilters>((query, signal) =>
    api.getMpActivityList(activityListRequest(query), signal),
  )
  const rows = useSelector(list, (s) => s.context.list as MpActivityRow[])
  const [removing, setRemoving] = useState<MpActivityRow | undefined>(undefined)
  const refresh = () => list.send({ type: 'list.refresh' })
  const sort = useFormSubmit(
    (v: { ids: string[] }) => api.sortMpActivity(v.ids),
    () => {
      show('success', t('messages.sorted'))
      sort.reset()
      refresh()
    },
  )
  const status = useFormSubmit(
    (v: { id: string; status: ActivityStatus }) => api.changeMpActivityStatus(v.id, v.status),
    (a) => {
      show('success', t('messages.statusChanged', { title: a.title, status: t(`status.${a.status}`) }))
      status.reset()
      refresh()
    },
  )
  const actions = (r: MpActivityRow) => (
    <ActivityRowActions
      row={r}
      up={moveRequest(rows, r.id, -1)}
      down={moveRequest(rows, r.id, 1)}
      sorting={sort.busy}
      switching={status.busy}
      onMove={(ids) => sort.send({ ids })}
      onToggle={() => status.send({ id: r.id, status: toggledStatus(r.status) })}
      onEdit={() => navigate(`${ACTIVITY_PATHS.detail}?id=${r.id}`)}
      onProducts={() => navigate(`${ACTIVITY_PATHS.products}?id=${r.id}`)}
      onRemove={() => setRemoving(r)}
    />
  )
  const bound = (at: string | null) => (at ? formatDateTime(at) : t('fields.noBound'))
  return (
    <section className="page" aria-labelledby="activity-list-title">
      <header className="page-header">
        <h1 id="activity-list-title">{t('routes:pages.mdActivityList')}</h1>
        <Button icon="pi pi-plus" label={t('list.create')} onClick={() => navigate(ACTIVITY_PATHS.detail)} />
      </header>
      <ActivityFilterBar list={list} />
      <ErrorNotice error={sort.error ?? status.error} />
      <PagedTable<MpActivityRow>
        list={list}
        dataKey="id"
        label={t('list.table')}
        emptyMessage={t('list.empty')}
      >
        <Column field="sort" header={t('fields.order')} sortable />
        <Column
          field="title"
          header={t('fields.title')}
          sortable
          body={(r: MpActivityRow) => <CellText text={r.title} />}
        />
        <Column
          header={t('fields.window')}
          body={(r: MpActivityRow) => (
            <span className="activity-window">
              <span>{bound(r.startAt)} –</span> <span>{bound(r.endAt)}</span>
            </span>
          )}
        />
        <Column field="productCount" header={t('fields.productCount')} />
        <Column
          header={t('fields.status')}
          body={(r: MpActivityRow) => (
            <Tag
              severity={r.status === 'ENABLED' ? 'success' : 'secondary'}
              value={t(`status.${r.status}`)}
            />
          )}
        />
        <Column
          field="createdAt"
          header={t('fields.createdAt')}
          sortable
          body={(r: MpActivityRow) => formatDateTime(r.createdAt)}
        />
        <Column header={t('fields.actions')} frozen alignFrozen="right" body={actions} />
      </PagedTable>
      {removing && (
        <CallConfirmDialog
          title={t('messages.removeTitle')}
          confirmLabel={t('actions.remove')}
          danger
          call={(v: { id: string }) => api.removeMpActivity(v.id)}
          values={{ id: removing.id }}
          onDone={() => {
            show('success', t('messages.removed'))
            setRemoving(undefined)
            refresh()
          }}
          onCancel={() => setRemoving(undefined)}
        >
          <p>{t('messages.removeConfirm', { title: removing.title })}</p>
        </CallConfirmDialog>
      )}
    </section>
  )
}
