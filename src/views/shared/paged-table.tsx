// The lazy DataTable bound to a paged-list actor: server-side paging and sorting, the
// loading overlay, the shared error notice with retry. Columns are the caller's children.
import './shared-locales.ts'
import { useSelector } from '@xstate/react'
import { DataTable, type DataTableStateEvent, type DataTableValue } from 'primereact/datatable'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorNotice } from './error-notice.tsx'
import './list-pattern.css'
import type { PagedListRef } from './use-paged-list.ts'

export interface PagedTableProps<T extends DataTableValue> {
  list: PagedListRef
  dataKey: string
  /** Accessible name of the table. */
  label: string
  children: ReactNode
  selection?: T[]
  onSelectionChange?: (rows: T[]) => void
  emptyMessage?: string
}

export function PagedTable<T extends DataTableValue>({
  list,
  dataKey,
  label,
  children,
  selection,
  onSelectionChange,
  emptyMessage,
}: PagedTableProps<T>) {
  const { t, i18n } = useTranslation('shared')
  const rows = useSelector(list, (s) => s.context.list) as T[]
  const total = useSelector(list, (s) => s.context.total)
  const query = useSelector(list, (s) => s.context.query)
  const loading = useSelector(list, (s) => s.hasTag('loading'))
  const error = useSelector(list, (s) => s.context.error)

  const onPage = (e: DataTableStateEvent) =>
    list.send({ type: 'list.page', page: (e.page ?? 0) + 1, pageSize: e.rows })
  const onSort = (e: DataTableStateEvent) =>
    list.send({
      type: 'list.sort',
      sortField: e.sortField || undefined,
      sortOrder: e.sortOrder === -1 ? 'desc' : e.sortOrder === 1 ? 'asc' : undefined,
    })
  const selectable = selection !== undefined && onSelectionChange !== undefined

  return (
    <div className="paged-table">
      <ErrorNotice error={error} onRetry={() => list.send({ type: 'list.retry' })} />
      {selectable ? (
        <DataTable
          // PrimeReact memoizes body cells: a new language must redraw them.
          key={i18n.language}
          value={rows}
          dataKey={dataKey}
          lazy
          paginator
          first={(query.page - 1) * query.pageSize}
          rows={query.pageSize}
          totalRecords={total}
          rowsPerPageOptions={[10, 20, 50, 100]}
          paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
          currentPageReportTemplate={t('list.report', {
            first: '{first}',
            last: '{last}',
            total: '{totalRecords}',
          })}
          onPage={onPage}
          onSort={onSort}
          sortField={query.sortField}
          sortOrder={query.sortOrder === 'desc' ? -1 : query.sortOrder === 'asc' ? 1 : 0}
          loading={loading}
          emptyMessage={emptyMessage ?? t('list.empty')}
          pt={{ table: { 'aria-label': label } }}
          size="small"
          stripedRows
          selectionMode="checkbox"
          selection={selection ?? []}
          onSelectionChange={(e) => onSelectionChange?.(e.value as T[])}
        >
          {children}
        </DataTable>
      ) : (
        <DataTable
          // PrimeReact memoizes body cells: a new language must redraw them.
          key={i18n.language}
          value={rows}
          dataKey={dataKey}
          lazy
          paginator
          first={(query.page - 1) * query.pageSize}
          rows={query.pageSize}
          totalRecords={total}
          rowsPerPageOptions={[10, 20, 50, 100]}
          paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
          currentPageReportTemplate={t('list.report', {
            first: '{first}',
            last: '{last}',
            total: '{totalRecords}',
          })}
          onPage={onPage}
          onSort={onSort}
          sortField={query.sortField}
          sortOrder={query.sortOrder === 'desc' ? -1 : query.sortOrder === 'asc' ? 1 : 0}
          loading={loading}
          emptyMessage={emptyMessage ?? t('list.empty')}
          pt={{ table: { 'aria-label': label } }}
          size="small"
          stripedRows
        >
          {children}
        </DataTable>
      )}
    </div>
  )
}
