// Announcement management (/announcement-management/announcementList): the merchant's own
// announcements, paged, searched and sorted on the server (the shared list pattern), with click
// counts; deleting one asks first.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { AnnouncementRow } from '../../../contract/announcements.schema.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { deleteAnnouncement, getAnnouncementList } from '../../services/announcements.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar, TextFilter } from '../shared/filter-bar.tsx'
import { dateTimeColumn, PagedTable, textColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import './announcements.css'
import { pathTo } from '../../routes/paths.ts'

interface AnnouncementFilters {
  search?: string | undefined
}

const fetchAnnouncements = (query: ListQuery<AnnouncementFilters>, signal: AbortSignal) =>
  getAnnouncementList(toListRequest(query), signal)

export default function AnnouncementListPage() {
  const { t, i18n } = useTranslation('announcements')
  const [, navigate] = useLocation()
  const list = usePagedList(fetchAnnouncements)
  const [search, setSearch] = useState('')
  const lang = i18n.resolvedLanguage ?? 'en'
  const removal = useFormSubmit(
    (v: { infoId: string }) => deleteAnnouncement(v.infoId),
    () => list.send({ type: 'list.refresh' }),
  )

  const askDelete = (row: AnnouncementRow) =>
    confirmDialog({
      header: t('list.deleteHeader'),
      message: t('list.deleteConfirm', { title: row.title }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('list.delete'),
      rejectLabel: t('form.cancel'),
      acceptClassName: 'p-button-danger',
      accept: () => removal.send({ infoId: row.infoId }),
    })

  return (
    <section className="page" aria-labelledby="announcement-list-title">
      <ConfirmDialog />
      <header className="page-header">
        <h1 id="announcement-list-title">{t('list.title')}</h1>
        <Button label={t('list.create')} icon="pi pi-plus" onClick={() => navigate(pathTo('createAnn'))} />
      </header>
      <FilterBar
        label={t('list.filterLabel')}
        onSearch={() => list.send({ type: 'list.filter', filters: { search: search.trim() || undefined } })}
        onReset={() => {
          setSearch('')
          list.send({ type: 'list.filter', filters: {} })
        }}
      >
        <TextFilter label={t('list.search')} value={search} onChange={setSearch} />
      </FilterBar>
      <ErrorNotice error={removal.error} />
      <PagedTable<AnnouncementRow>
        list={list}
        dataKey="infoId"
        label={t('list.title')}
        emptyMessage={t('list.empty')}
      >
        {textColumn<AnnouncementRow>('title', t('list.columns.title'))}
        <Column header={t('list.columns.status')} body={(r: AnnouncementRow) => t(`status.${r.status}`)} />
        <Column
          header={t('list.columns.window')}
          body={(r: AnnouncementRow) => (
            <span className="announcement-list__window">
              <span>{formatDateTime(r.publishStartAt, lang)} –</span>{' '}
              <span>{formatDateTime(r.publishEndAt, lang)}</span>
            </span>
          )}
        />
        <Column
          header={t('list.columns.link')}
          body={(r: AnnouncementRow) => (r.popUpViewWebUrl ? t('list.hasLink') : t('list.noLink'))}
        />
        <Column field="clickCount" header={t('list.columns.clickCount')} sortable />
        {dateTimeColumn<AnnouncementRow>('createdAt', t('list.columns.createdAt'))}
        <Column
          header={t('list.columns.actions')}
          {...STICKY_RIGHT}
          body={(r: AnnouncementRow) => (
            <div className="row-actions">
              <Button
                label={t('list.view')}
                text
                size="small"
                aria-label={`${t('list.view')}: ${r.title}`}
                onClick={() => navigate(pathTo('announcementDetail', { infoId: r.infoId }))}
              />
              <Button
                label={t('list.edit')}
                text
                size="small"
                aria-label={`${t('list.edit')}: ${r.title}`}
                onClick={() => navigate(pathTo('editAnn', { infoId: r.infoId }))}
              />
              <Button
                label={t('list.delete')}
                text
                size="small"
                severity="danger"
                aria-label={`${t('list.delete')}: ${r.title}`}
                disabled={removal.busy}
                onClick={() => askDelete(r)}
              />
            </div>
          )}
        />
      </PagedTable>
    </section>
  )
}
