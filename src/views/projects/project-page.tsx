// Projects (/project-management/project): the bound member's projects with their budget, the
// amount ordered and the number of orders, paged and filtered on the server; choosing a
// project shows its orders below, and an order opens its details.
import './projects-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { PROJECT_STATUSES, type ProjectStatus } from '../../../contract/projects.constants.ts'
import type { ProjectRow } from '../../../contract/projects.schema.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { getProjectList } from '../../services/projects.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { CellText, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { ProjectOrders } from './project-orders.tsx'
import '../shared/list-pattern.css'
import './projects.css'

interface ProjectFilters {
  status?: ProjectStatus | undefined
  keyword?: string | undefined
}

const fetchProjects = (query: ListQuery<ProjectFilters>, signal: AbortSignal) =>
  getProjectList(toListRequest(query), signal)

export default function ProjectPage() {
  const { t, i18n } = useTranslation('projects')
  const list = usePagedList(fetchProjects)
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<ProjectStatus | ''>('')
  const [chosen, setChosen] = useState<ProjectRow | undefined>(undefined)
  const lang = i18n.resolvedLanguage ?? 'en'
  const date = (iso: string | null) => (iso ? formatDateTime(iso, lang, 'date') : '')
  const money = (fen: number) => <span className="project-money">{formatYuan(fen)}</span>

  return (
    <section className="page" aria-labelledby="project-title">
      <header className="page-header">
        <h1 id="project-title">{t('list.title')}</h1>
      </header>
      <FilterBar
        label={t('list.filterLabel')}
        onSearch={() =>
          list.send({
            type: 'list.filter',
            filters: {
              ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
              ...(status ? { status } : {}),
            },
          })
        }
        onReset={() => {
          setKeyword('')
          setStatus('')
          list.send({ type: 'list.filter', filters: {} })
        }}
      >
        <TextFilter label={t('list.keyword')} value={keyword} onChange={setKeyword} />
        <SelectFilter<ProjectStatus | ''>
          label={t('list.status')}
          value={status}
          options={[
            { label: t('list.allStatuses'), value: '' },
            ...PROJECT_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s })),
          ]}
          onChange={setStatus}
        />
      </FilterBar>
      <PagedTable<ProjectRow>
        list={list}
        dataKey="projectId"
        label={t('list.title')}
        emptyMessage={t('list.empty')}
      >
        <Column field="projectNo" header={t('columns.projectNo')} />
        <Column
          field="name"
          header={t('columns.name')}
          body={(p: ProjectRow) => <CellText text={p.name} />}
        />
        <Column
          field="customerName"
          header={t('columns.customer')}
          body={(p: ProjectRow) => <CellText text={p.customerName} />}
        />
        <Column field="managerName" header={t('columns.manager')} />
        <Column field="region" header={t('columns.region')} />
        <Column
          header={t('columns.status')}
          body={(p: ProjectRow) => <Tag value={t(`status.${p.status}`)} />}
        />
        <Column
          field="budgetAmount"
          header={t('columns.budget')}
          sortable
          body={(p: ProjectRow) => money(p.budgetAmount)}
        />
        <Column
          field="orderedAmount"
          header={t('columns.ordered')}
          sortable
          body={(p: ProjectRow) => (
            <span
              title={t('list.budgetUsed', {
                percent: p.budgetAmount ? Math.round((p.orderedAmount / p.budgetAmount) * 100) : 0,
              })}
            >
              {money(p.orderedAmount)}
            </span>
          )}
        />
        <Column field="orderCount" header={t('columns.orderCount')} />
        <Column
          field="startDate"
          header={t('columns.period')}
          sortable
          body={(p: ProjectRow) => `${date(p.startDate)} – ${date(p.endDate)}`}
        />
        <Column
          header={t('columns.actions')}
          {...STICKY_RIGHT}
          body={(p: ProjectRow) => (
            <Button
              label={t('list.orders')}
              text
              size="small"
              aria-label={t('list.showOrders', { name: p.name })}
              aria-pressed={chosen?.projectId === p.projectId}
              onClick={() => setChosen(p)}
            />
          )}
        />
      </PagedTable>
      {chosen ? (
        <ProjectOrders key={chosen.projectId} project={chosen} />
      ) : (
        <p className="card">{t('orders.choose')}</p>
      )}
    </section>
  )
}
