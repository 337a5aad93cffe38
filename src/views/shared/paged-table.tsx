// The lazy DataTable bound to a paged-list actor: server-side paging and sorting, the
// loading overlay, the shared error notice with retry, one empty state. Columns are the
// caller's children; an actions column given `{...STICKY_RIGHT}` stays in view when a wide
// table scrolls sideways.
import { useSelector } from './actors.ts'
import { Column } from 'primereact/column'
import {
  DataTable,
  type DataTableProps,
  type DataTableStateEvent,
  type DataTableValue,
} from 'primereact/datatable'
import { memo, type ReactElement, type ReactNode, useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { cappedCount } from './capped-count.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { formatDateTime } from './date-time.ts'
import { ErrorNotice } from './error-notice.tsx'
import type { PagedListRef } from './use-paged-list.ts'
import './narrow-screens.css'

export interface PagedTableProps<T extends DataTableValue> {
  list: PagedListRef
  dataKey: string
  /** Accessible name of the table. */
  label: string
  children: ReactNode
  selection?: T[]
  onSelectionChange?: (rows: T[]) => void
  /** What the empty state says (default: "No records"). */
  emptyMessage?: string
  /** A class per row (e.g. unread messages). */
  rowClassName?: (row: T) => string
  /**
   * What the list shows under its rows (a totals line), from its first page on screen: shown
   * before the rows, it would be pushed down the page as they arrive (a layout shift).
   */
  footer?: ReactNode
}

export const ROWS_PER_PAGE = [10, 20, 50, 100]

/**
 * The props of a table's actions column: it stays in view at the right edge when a wide table
 * scrolls sideways (CSS `position: sticky`, list-pattern.css). PrimeReact's own `frozen` column
 * measured its place after every cell was drawn and drew the whole column again (a second long
 * task on a phone as each page arrives, issue 37); the last column needs no measuring.
 */
export const STICKY_RIGHT = { headerClassName: 'sticky-right', bodyClassName: 'sticky-right' } as const

type PageContext = { list: unknown; total: number; totalIsCapped?: boolean | undefined }

/** Whether two list contexts hold the same loaded page: other changes do not redraw the rows. */
function samePage(a: PageContext, b: PageContext): boolean {
  return a.list === b.list && a.total === b.total && a.totalIsCapped === b.totalIsCapped
}

interface DrawnTableProps {
  table: DataTableProps<DataTableValue[]>
  language: string
  columns: ReactNode
}

/** The DataTable as last drawn: the same props (a deferred value not yet redrawn) draw nothing. */
const DrawnTable = memo(function DrawnTable({ table, language, columns }: DrawnTableProps) {
  return (
    // PrimeReact memoizes body cells: a new language must redraw them.
    <DataTable {...table} key={language}>
      {columns}
    </DataTable>
  )
})

/** Whether two drawings of the table agree on all the user acts on: page, sort, ticks, loading. */
function sameInteraction(a: DrawnTableProps, b: DrawnTableProps): boolean {
  const [x, y] = [a.table, b.table]
  return (
    a.language === b.language &&
    x.first === y.first &&
    x.rows === y.rows &&
    x.sortField === y.sortField &&
    x.sortOrder === y.sortOrder &&
    x.loading === y.loading &&
    (x as { selection?: unknown }).selection === (y as { selection?: unknown }).selection
  )
}

export function PagedTable<T extends DataTableValue>({
  list,
  dataKey,
  label,
  children,
  selection,
  onSelectionChange,
  emptyMessage,
  rowClassName,
  footer,
}: PagedTableProps<T>) {
  const { t, i18n } = useTranslation('shared')
  // A page of rows (with its total) is drawn in the background, in slices the browser can
  // interrupt: PrimeReact spends about a millisecond per cell, so 20 rows of 10 columns blocked a
  // phone's main thread for a second in one task (issue 37). The table stays busy until they are
  // drawn. The sort and the page follow the machine at once: a second click on a header sorts
  // from the first click's order.
  const loaded = useSelector(list, (s) => s.context, samePage)
  const shown = useDeferredValue(loaded)
  const rows = shown.list as T[]
  const { total, totalIsCapped } = shown
  const query = useSelector(list, (s) => s.context.query)
  const drawing = shown !== loaded
  const loading = useSelector(list, (s) => s.hasTag('loading')) || drawing
  // (While a loaded page is still being drawn the old rows, or none, are on screen: not "empty".)
  const ready = useSelector(list, (s) => s.hasTag('ready')) && !drawing
  const error = useSelector(list, (s) => s.context.error)

  const onPage = (e: DataTableStateEvent) =>
    list.send({ type: 'list.page', page: (e.page ?? 0) + 1, pageSize: e.rows })
  const onSort = (e: DataTableStateEvent) =>
    list.send({
      type: 'list.sort',
      sortField: (e.sortOrder && e.sortField) || undefined,
      sortOrder: e.sortOrder === -1 ? 'desc' : e.sortOrder === 1 ? 'asc' : undefined,
    })
  const selectable = selection !== undefined && onSelectionChange !== undefined

  // Only a loaded, empty page says so; while the first page loads the overlay has the room.
  const empty = ready ? (
    <div className="paged-table-empty" role="status">
      <i className="pi pi-inbox" aria-hidden="true" />
      <span>{emptyMessage ?? t('list.empty')}</span>
    </div>
  ) : (
    <div className="paged-table-empty" aria-hidden="true" />
  )

  const common = {
    value: rows,
    dataKey,
    lazy: true,
    // Scrolls sideways inside the card when the columns are wider than the page; the actions
    // column (STICKY_RIGHT) stays in view.
    scrollable: true,
    // No paginator under an empty list: "0–0 of 0" says nothing the empty state does not.
    paginator: total > 0,
    first: (query.page - 1) * query.pageSize,
    rows: query.pageSize,
    totalRecords: total,
    rowsPerPageOptions: ROWS_PER_PAGE,
    paginatorTemplate:
      'CurrentPageReport FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
    // A capped total (a broad search the server stopped counting) reads "10,000+"; the pages
    // reach as far as it counted.
    currentPageReportTemplate: t('list.report', {
      first: '{first}',
      last: '{last}',
      total: totalIsCapped ? cappedCount(t, i18n.language, total) : '{totalRecords}',
    }),
    onPage,
    onSort,
    sortField: query.sortField,
    sortOrder: (query.sortOrder === 'desc' ? -1 : query.sortOrder === 'asc' ? 1 : 0) as -1 | 0 | 1,
    loading,
    emptyMessage: empty,
    // aria-busy while a page loads: assistive technology (and tests) can tell a settled list.
    // Until a page is ready, the empty row only keeps the overlay's room: hidden, it is not a
    // row to a reader (or to a test waiting for the first row of data).
    pt: {
      table: { 'aria-label': label, 'aria-busy': loading },
      ...(ready ? {} : { emptyMessage: { style: { visibility: 'hidden' as const }, 'aria-hidden': true } }),
    },
    size: 'small' as const,
    stripedRows: true,
    ...(rowClassName ? { rowClassName: (row: DataTableValue) => rowClassName(row as T) } : {}),
  }

  // Every later redraw of the table is drawn in the background as well. A list page redraws for
  // reasons of its own once its rows are on screen (its tab counts, its filter options, a
  // totals line): each such redraw passed new columns to the table and drew every row again
  // in one task, as long as the first drawing (issue 37). Now the page's own redraw keeps the
  // table as drawn, and the table follows in slices the browser can interrupt. What the user
  // does to the table itself (a sort, a page, a ticked row) and the loading overlay are drawn at
  // once: a second click on a header sorts from the first click's order.
  const table: DrawnTableProps = {
    table: selectable
      ? ({
          ...common,
          selectionMode: 'checkbox',
          selection,
          onSelectionChange: (e: { value: unknown }) => onSelectionChange(e.value as T[]),
        } as DataTableProps<DataTableValue[]>)
      : common,
    language: i18n.language,
    columns: children,
  }
  const deferred = useDeferredValue(table)
  const drawn = sameInteraction(deferred, table) ? deferred : table

  return (
    <div className="paged-table">
      <ErrorNotice error={error} onRetry={() => list.send({ type: 'list.retry' })} />
      <DrawnTable {...drawn} />
      {(ready || rows.length > 0) && footer}
    </div>
  )
}

/**
 * Free text in a cell (a title, a remark): wraps, at most two lines, the rest cut with an
 * ellipsis and readable in the tooltip; its column keeps a sane width either way, so one long
 * value cannot squeeze the other columns.
 */
export function CellText({ text }: { text: string | null | undefined }) {
  if (!text) return <>—</>
  return (
    <span className="cell-text" title={text}>
      {text}
    </span>
  )
}

/** A list column sorted on the server by `field`, its cells drawn from the row by `cell`. */
function sortedColumn<T>(field: string, header: string, cell: (row: T) => ReactNode): ReactElement {
  return <Column key={field} field={field} header={header} sortable body={cell} />
}

/** The fields of a row that hold text (or an instant, as an ISO string). */
type TextField<T> = {
  [K in keyof T]-?: T[K] extends string | null | undefined ? K : never
}[keyof T] &
  string

/**
 * The column of a list's names and titles: sorted on the server by its field, long text cut
 * with its whole value in the tooltip (CellText).
 */
export function textColumn<T>(field: TextField<T>, header: string): ReactElement {
  return sortedColumn<T>(field, header, (row) => <CellText text={row[field] as string | null | undefined} />)
}

/**
 * The column of a list's instants (created, updated, synced...): sorted on the server by its
 * field, shown as date and time in the interface language. These column helpers are functions,
 * not components, since the DataTable reads the props of its `<Column>` children themselves.
 */
export function dateTimeColumn<T>(field: TextField<T>, header: string): ReactElement {
  return sortedColumn<T>(field, header, (row) => formatDateTime(row[field] as string | null | undefined))
}

/** The fields of a row that hold an amount of money (in fen). */
type AmountField<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T] & string

/** The column of a list's amounts of money: sorted on the server by its field, shown in yuan. */
export function yuanColumn<T>(field: AmountField<T>, header: string): ReactElement {
  return sortedColumn<T>(field, header, (row) => formatYuan(row[field] as number))
}
