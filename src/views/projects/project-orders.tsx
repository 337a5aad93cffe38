// The orders of the chosen project, paged and filtered on the server; a row opens the order.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { PROJECT_ORDER_STATUSES, type ProjectOrderStatus } from '../../../contract/projects.constants.ts'
import type { ProjectOrderRow, ProjectRow } from '../../../contract/projects.schema.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { getProjectOrderList } from '../../services/projects.api.ts'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { CellText, dateTimeColumn, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { pathTo } from '../../routes/paths.ts'

interface OrderFilters {
  projectId: number
  status?: ProjectOrderStatus | undefined
  keyword?: string | undefined
}

const fetchOrders = (query: ListQuery<OrderFilters>, signal: AbortSignal) =>
  getProjectOrderList(toListRequest(query), signal)

export function ProjectOrders({ project }: { project: ProjectRow }) {
  const { t } = useTranslation('projects')
  const [, navigate] = useLocation()
  const list = usePagedList(fetchOrders, { filters: { projectId: project.projectId } })
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<ProjectOrderStatus | ''>('')
  const title = t('orders.title', { name: project.name })
  return (
    <section className="card project-orders" aria-labelledby="project-orders-title">
      <h2 id="project-orders-title">{title}</h2>
      <FilterBar
        label={t('orders.filterLabel')}
        onSearch={() =>
          list.send({
            type: 'list.filter',
            filters: {
              projectId: project.projectId,
              ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
              ...(status ? { status } : {}),
            },
          })
        }
        onReset={() => {
          setKeyword('')
          setStatus('')
          list.send({ type: 'list.filter', filters: { projectId: project.projectId } })
        }}
      >
        <TextFilter label={t('orders.keyword')} value={keyword} onChange={setKeyword} />
        <SelectFilter<ProjectOrderStatus | ''>
          label={t('list.status')}
          value={status}
          options={[
            { label: t('list.allStatuses'), value: '' },
            ...PROJECT_ORDER_STATUSES.map((s) => ({ label: t(`orderStatus.${s}`), value: s })),
          ]}
          onChange={setStatus}
        />
      </FilterBar>
      <PagedTable<ProjectOrderRow>
        list={list}
        dataKey="orderId"
        label={title}
        emptyMessage={t('orders.empty')}
      >
        <Column field="orderNo" header={t('orders.orderNo')} />
        <Column
          field="supplierName"
          header={t('orders.supplier')}
          body={(o: ProjectOrderRow) => <CellText text={o.supplierName} />}
        />
        <Column field="itemCount" header={t('orders.itemCount')} />
        <Column
          field="amount"
          header={t('orders.amount')}
          sortable
          body={(o: ProjectOrderRow) => <span className="project-money">{formatYuan(o.amount)}</span>}
        />
        <Column
          header={t('columns.status')}
          body={(o: ProjectOrderRow) => <Tag value={t(`orderStatus.${o.status}`)} />}
        />
        {dateTimeColumn<ProjectOrderRow>('createdAt', t('orders.createdAt'))}
        <Column header={t('orders.remark')} body={(o: ProjectOrderRow) => <CellText text={o.remark} />} />
        <Column
          header={t('columns.actions')}
          {...STICKY_RIGHT}
          body={(o: ProjectOrderRow) => (
            <Button
              label={t('orders.details')}
              text
              size="small"
              aria-label={`${t('orders.details')}: ${o.orderNo}`}
              onClick={() => navigate(pathTo('projectOrderDetails', { orderId: o.orderId }))}
            />
          )}
        />
      </PagedTable>
    </section>
  )
}
