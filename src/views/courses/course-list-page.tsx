// Usage tutorials (/courseList, linked from the top bar): every published tutorial, searched
// and paged on the server (the shared list pattern); a tutorial opens its detail page.
import './courses-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { CourseRow } from '../../../contract/courses.schema.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { getCourseList } from '../../services/courses.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { CellText, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import '../shared/list-pattern.css'
import './courses.css'
import { pathTo } from '../../routes/paths.ts'

interface CourseFilters {
  keyword?: string | undefined
}

const fetchCourses = (query: ListQuery<CourseFilters>, signal: AbortSignal) =>
  getCourseList(toListRequest(query), signal)

export default function CourseListPage() {
  const { t, i18n } = useTranslation('courses')
  const [, navigate] = useLocation()
  const list = usePagedList(fetchCourses)
  const lang = i18n.resolvedLanguage ?? 'en'
  const open = (row: CourseRow) => navigate(pathTo('courseDetails', { id: row.id }))

  return (
    <section className="page" aria-labelledby="course-list-title">
      <header className="page-header">
        <h1 id="course-list-title">{t('list.title')}</h1>
      </header>
      <KeywordFilterBar label={t('list.filterLabel')} fieldLabel={t('list.keyword')} list={list} />
      <PagedTable<CourseRow> list={list} dataKey="id" label={t('list.title')} emptyMessage={t('list.empty')}>
        <Column
          field="title"
          header={t('columns.title')}
          sortable
          body={(r: CourseRow) => (
            <span className="course-list__title">
              {r.coverUrl && <img src={r.coverUrl} alt="" className="course-list__cover" />}
              <CellText text={r.title} />
            </span>
          )}
        />
        <Column header={t('columns.summary')} body={(r: CourseRow) => <CellText text={r.summary} />} />
        <Column
          field="publishedAt"
          header={t('columns.publishedAt')}
          sortable
          body={(r: CourseRow) => formatDateTime(r.publishedAt, lang, 'date')}
        />
        <Column
          header={t('columns.actions')}
          {...STICKY_RIGHT}
          body={(r: CourseRow) => (
            <Button
              label={t('list.open')}
              text
              size="small"
              aria-label={t('list.openNamed', { title: r.title })}
              onClick={() => open(r)}
            />
          )}
        />
      </PagedTable>
    </section>
  )
}
