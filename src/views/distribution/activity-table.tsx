// The mini-program's activities as one table, on both pages that manage them: mdActivityList
// (with its filters and each activity's products page) and mpManagement (beside the pop-up
// dialog settings). Each row moves up or down (sortMpActivity), switches on or off, opens its
// form (and its products, where the page has that page) and is removed after a confirmation.
import './activity-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { ActivityStatus, MpActivityRow } from '../../../contract/distribution-setup.schema.ts'
import { moveRequest, toggledStatus } from '../../machines/distribution/activity-list.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { dateTimeColumn, PagedTable, textColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import { ActivityRowActions } from './activity-row-actions.tsx'
import './activity.css'

export interface ActivityTableProps {
  list: PagedListRef
  /** Where a row's form opens. */
  editPath: (id: string) => string
  /** Where a row's products open, on pages that have that page. */
  productsPath?: (id: string) => string
}

export function ActivityTable({ list, editPath, productsPath }: ActivityTableProps) {
  const { t } = useTranslation('activity')
  const { show } = usePageToast()
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
      onEdit={() => navigate(editPath(r.id))}
      {...(productsPath ? { onProducts: () => navigate(productsPath(r.id)) } : {})}
      onRemove={() => setRemoving(r)}
    />
  )
  const bound = (at: string | null) => (at ? formatDateTime(at) : t('fields.noBound'))
  return (
    <>
      <ErrorNotice error={sort.error ?? status.error} />
      <PagedTable<MpActivityRow>
        list={list}
        dataKey="id"
        label={t('list.table')}
        emptyMessage={t('list.empty')}
      >
        <Column field="sort" header={t('fields.order')} sortable />
        {textColumn<MpActivityRow>('title', t('fields.title'))}
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
        {dateTimeColumn<MpActivityRow>('createdAt', t('fields.createdAt'))}
        <Column header={t('fields.actions')} {...STICKY_RIGHT} body={actions} />
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
    </>
  )
}
