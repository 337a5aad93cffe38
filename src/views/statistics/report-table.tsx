// The table of a statistics page: the one look (small, striped, scrollable, sortable with a
// way back to the server's order), labelled with the report's title and range.
import { DataTable } from 'primereact/datatable'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A number column's alignment: spread on the `Column` (`<Column {...NUMBER_COLUMN} …/>`). */
export const NUMBER_COLUMN = { className: 'statistics-number', headerClassName: 'statistics-number' } as const

export function ReportTable<T extends object>(props: {
  title: string
  report: { startDate: string; endDate: string }
  value: T[]
  dataKey: string
  emptyMessage?: string
  children: ReactNode
}) {
  const { t, i18n } = useTranslation('statistics')
  const { title, report } = props
  const label = t('table.label', { title, start: report.startDate, end: report.endDate })
  return (
    <DataTable
      key={i18n.resolvedLanguage ?? 'en'}
      value={props.value}
      dataKey={props.dataKey}
      size="small"
      stripedRows
      scrollable
      sortMode="single"
      removableSort
      {...(props.emptyMessage === undefined ? {} : { emptyMessage: props.emptyMessage })}
      pt={{ table: { 'aria-label': label } }}
    >
      {props.children}
    </DataTable>
  )
}
