// Announcement management (/announcement-management/announcementList): the merchant's own
// announcements, paged, searched and sorted on the server, with click counts.
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog'
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable'
import { InputText } from 'primereact/inputtext'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { fromPromise } from 'xstate'
import type { AnnouncementRow } from '../../../contract/announcements.schema.ts'
import { announcementListMachine } from '../../machines/announcements/announcement-list.machine.ts'
import { deleteAnnouncement, getAnnouncementList } from '../../services/announcements.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import '../messages/messages.css'
import './announcements.css'

const liveListMachine = announcementListMachine.provide({
  actors: {
    loadPage: fromPromise(({ input, signal }) =>
      getAnnouncementList(
        {
          page: input.page,
          pageSize: input.pageSize,
          ...(input.search ? { search: input.search } : {}),
          ...(input.sortField ? { sortField: input.sortField, sortOrder: input.sortOrder ?? 'asc' } : {}),
        },
        signal,
      ),
    ),
    deleteOne: fromPromise(({ input, signal }) => deleteAnnouncement(input.infoId, signal)),
  },
})

export default function AnnouncementListPage() {
  const { t, i18n } = useTranslation('announcements')
  const [, navigate] = useLocation()
  const actor = useActorRef(liveListMachine, { input: {} })
  const rows = useSelector(actor, (s) => s.context.rows)
  const total = useSelector(actor, (s) => s.context.total)
  const query = useSelector(actor, (s) => s.context.query)
  const loading = useSelector(actor, (s) => s.hasTag('loading') || s.hasTag('deleting'))
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const error = useSelector(actor, (s) => s.context.error)
  const [search, setSearch] = useState('')
  const searchId = useId()
  const lang = i18n.resolvedLanguage ?? 'en'

  const askDelete = (row: AnnouncementRow) =>
    confirmDialog({
      header: t('list.deleteHeader'),
      message: t('list.deleteConfirm', { title: row.title }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('list.delete'),
      rejectLabel: t('form.cancel'),
      acceptClassName: 'p-button-danger',
      accept: () => actor.send({ type: 'list.delete', infoId: row.infoId }),
    })

  return (
    <section className="page-card" aria-labelledby="announcement-list-title">
      <ConfirmDialog />
      <div className="page-card__head">
        <h1 id="announcement-list-title">{t('list.title')}</h1>
        <form
          className="announcement-list__toolbar"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'list.search', search })
          }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            {t('list.search')}
          </label>
          <InputText
            id={searchId}
            value={search}
            placeholder={t('list.search')}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button type="submit" label={t('list.searchButton')} icon="pi pi-search" outlined />
          <Button
            type="button"
            label={t('list.create')}
            icon="pi pi-plus"
            onClick={() => navigate('/announcement-management/createAnn')}
          />
        </form>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {t(failed ? 'list.loadFailed' : 'list.deleteFailed', { message: error })}
        </p>
      )}
      {failed ? (
        <Button label={t('list.retry')} onClick={() => actor.send({ type: 'list.reload' })} />
      ) : (
        <DataTable
          // PrimeReact memoizes body cells: a new language must redraw them.
          key={i18n.language}
          value={rows}
          lazy
          paginator
          first={(query.page - 1) * query.pageSize}
          rows={query.pageSize}
          rowsPerPageOptions={[10, 20, 50]}
          totalRecords={total}
          loading={loading}
          dataKey="infoId"
          size="small"
          emptyMessage={t('list.empty')}
          sortField={query.sortField}
          sortOrder={query.sortOrder === 'asc' ? 1 : query.sortOrder === 'desc' ? -1 : 0}
          onSort={(e: DataTableSortEvent) =>
            actor.send({
              type: 'list.sort',
              sortField: e.sortOrder ? e.sortField : undefined,
              sortOrder: e.sortOrder === 1 ? 'asc' : e.sortOrder === -1 ? 'desc' : undefined,
            })
          }
          onPage={(e: DataTablePageEvent) =>
            actor.send({ type: 'list.page', page: (e.page ?? 0) + 1, pageSize: e.rows })
          }
          aria-label={t('list.title')}
        >
          <Column field="title" header={t('list.columns.title')} sortable />
          <Column header={t('list.columns.status')} body={(r: AnnouncementRow) => t(`status.${r.status}`)} />
          <Column
            header={t('list.columns.window')}
            body={(r: AnnouncementRow) =>
              `${formatDateTime(r.publishStartAt, lang)} – ${formatDateTime(r.publishEndAt, lang)}`
            }
          />
          <Column
            header={t('list.columns.link')}
            body={(r: AnnouncementRow) => (r.popUpViewWebUrl ? t('list.hasLink') : t('list.noLink'))}
          />
          <Column field="clickCount" header={t('list.columns.clickCount')} sortable />
          <Column
            field="createdAt"
            header={t('list.columns.createdAt')}
            sortable
            body={(r: AnnouncementRow) => formatDateTime(r.createdAt, lang)}
          />
          <Column
            header={t('list.columns.actions')}
            body={(r: AnnouncementRow) => (
              <span className="announcement-list__toolbar">
                <Button
                  label={t('list.view')}
                  text
                  size="small"
                  aria-label={`${t('list.view')}: ${r.title}`}
                  onClick={() => navigate(`/business-opportunities/announcementDetail?infoId=${r.infoId}`)}
                />
                <Button
                  label={t('list.edit')}
                  text
                  size="small"
                  aria-label={`${t('list.edit')}: ${r.title}`}
                  onClick={() => navigate(`/announcement-management/editAnn?infoId=${r.infoId}`)}
                />
                <Button
                  label={t('list.delete')}
                  text
                  size="small"
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.title}`}
                  onClick={() => askDelete(r)}
                />
              </span>
            )}
          />
        </DataTable>
      )}
    </section>
  )
}
