// mpManagement: the mini-program's pop-up dialog, the statistics subscribe message switch,
// and its activities (order, on/off, edit, remove).
import './setup-locales.ts'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { MpActivityRow } from '../../../contract/distribution-setup.schema.ts'
import { toListRequest } from '../../machines/shared/paged-list.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ActivityRowActions } from './mp-activity-row-actions.tsx'
import '../shared/setup-page.css'
import { pathTo } from '../../routes/paths.ts'

const MpSettings = lazy(() => import('./mp-settings.tsx'))

function Activities({ show }: { show: (s: 'success', text: string) => void }) {
  const { t } = useTranslation('distribution-setup')
  const list = usePagedList<MpActivityRow, Record<string, unknown>>((query, signal) =>
    api.getMpActivityList(toListRequest(query), signal),
  )
  const rows = useSelector(list, (s) => s.context.list as MpActivityRow[])
  const [removing, setRemoving] = useState<MpActivityRow | undefined>(undefined)
  const refresh = () => list.send({ type: 'list.refresh' })
  const sort = useFormSubmit(
    (v: { ids: string[] }) => api.sortMpActivity(v.ids),
    () => {
      show('success', t('mp.sorted'))
      sort.reset()
      refresh()
    },
  )
  const status = useFormSubmit(
    (v: { id: string; status: 'ENABLED' | 'DISABLED' }) => api.changeMpActivityStatus(v.id, v.status),
    () => {
      show('success', t('mp.statusChanged'))
      status.reset()
      refresh()
    },
  )
  const move = (row: MpActivityRow, by: -1 | 1) => {
    const i = rows.findIndex((r) => r.id === row.id)
    const other = rows[i + by]
    if (other) sort.send({ ids: [row.id, other.id] })
  }
  const actions = (r: MpActivityRow) => {
    const i = rows.findIndex((x) => x.id === r.id)
    return (
      <ActivityRowActions
        row={r}
        first={i <= 0}
        last={i >= rows.length - 1}
        sorting={sort.busy}
        switching={status.busy}
        onMove={(by) => move(r, by)}
        onToggle={() => status.send({ id: r.id, status: r.status === 'ENABLED' ? 'DISABLED' : 'ENABLED' })}
        onRemove={() => setRemoving(r)}
      />
    )
  }
  return (
    <div className="setup-section">
      <div className="page-header">
        <h2>{t('mp.activitiesTitle')}</h2>
        <Button
          type="button"
          size="small"
          icon="pi pi-plus"
          label={t('actions.newActivity')}
          onClick={() => navigate(pathTo('activityDetails'))}
        />
      </div>
      <ErrorNotice error={sort.error ?? status.error} />
      <PagedTable<MpActivityRow> list={list} dataKey="id" label={t('mp.activitiesTitle')}>
        <Column
          header={t('fields.order')}
          body={(_: MpActivityRow, o: { rowIndex: number }) => o.rowIndex + 1}
        />
        <Column field="title" header={t('fields.title')} />
        <Column field="productCount" header={t('fields.productCount')} />
        <Column
          header={t('fields.window')}
          body={(r: MpActivityRow) => `${formatDateTime(r.startAt)} – ${formatDateTime(r.endAt)}`}
        />
        <Column
          header={t('fields.status')}
          body={(r: MpActivityRow) => (
            <Tag
              severity={r.status === 'ENABLED' ? 'success' : 'secondary'}
              value={t(`activityStatus.${r.status}`)}
            />
          )}
        />
        <Column header={t('fields.actions')} body={actions} />
      </PagedTable>
      {removing && (
        <CallConfirmDialog
          title={t('mp.removeTitle')}
          confirmLabel={t('actions.remove')}
          danger
          call={(v: { id: string }) => api.removeMpActivity(v.id)}
          values={{ id: removing.id }}
          onDone={() => {
            show('success', t('mp.removed'))
            setRemoving(undefined)
            refresh()
          }}
          onCancel={() => setRemoving(undefined)}
        >
          <p>{t('mp.removeConfirm', { title: removing.title })}</p>
        </CallConfirmDialog>
      )}
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
      <Activities show={show} />
      <Suspense fallback={null}>
        <MpSettings show={show} />
      </Suspense>
    </section>
  )
}
