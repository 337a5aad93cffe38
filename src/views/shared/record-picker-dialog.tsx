// The one dialog for picking records from a paged, searchable list (products for a promotion, a
// catalogue or an activity, a product to send in a chat). Either the merchant ticks rows and
// adds them from the footer (rows already chosen are not added twice; `single` keeps one), or
// each row carries its own action button. The area supplies the list, its columns and texts.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import type { DataTableValue } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import { type Key, type ReactElement, useState } from 'react'
import { KeywordFilterBar } from './filter-bar.tsx'
import { PagedTable, STICKY_RIGHT } from './paged-table.tsx'
import type { PagedListRef } from './use-paged-list.ts'

/** Pick by ticking rows, then the footer's button. */
export interface PickBySelection<Row> {
  kind: 'select'
  /** Keys (`dataKey` values) already chosen: they are not picked again. */
  chosen: readonly string[]
  /** One row only (a purchase limit's product). */
  single?: boolean
  /** The footer button's label for this many new rows. */
  pickLabel: (count: number) => string
  cancelLabel: string
  onPick: (rows: Row[]) => void
}

/** Act on one row with its own button. */
export interface PickByRow<Row> {
  kind: 'row'
  actionsHeader: string
  action: (row: Row) => {
    label: string
    ariaLabel: string
    disabled?: boolean
    quiet?: boolean
    onClick: () => void
  }
}

export interface RecordPickerDialogProps<Row extends DataTableValue> {
  title: string
  tableLabel: string
  list: PagedListRef
  dataKey: keyof Row & string
  /** The keyword filter over the list, when the list has one. */
  search?: { label: string; fieldLabel: string }
  columns: ReactElement[]
  pick: PickBySelection<Row> | PickByRow<Row>
  onClose: () => void
  emptyMessage?: string
  /** Changes when a row's action should render anew (e.g. the count of rows added). */
  tableKey?: Key
  /** The dialog's width (CSS), 52rem wide at most by default. */
  width?: string
}

export function RecordPickerDialog<Row extends DataTableValue>(props: RecordPickerDialogProps<Row>) {
  const { pick, dataKey } = props
  const [selection, setSelection] = useState<Row[]>([])
  const fresh =
    pick.kind === 'select' ? selection.filter((r) => !pick.chosen.includes(String(r[dataKey]))) : []
  const footer =
    pick.kind === 'select' ? (
      <div className="dialog-footer">
        <Button type="button" label={pick.cancelLabel} outlined onClick={props.onClose} />
        <Button
          type="button"
          label={pick.pickLabel(fresh.length)}
          disabled={fresh.length === 0}
          onClick={() => pick.onPick(fresh)}
        />
      </div>
    ) : undefined
  const columns =
    pick.kind === 'select'
      ? [<Column key="select" selectionMode="multiple" headerStyle={{ width: '3rem' }} />, ...props.columns]
      : [
          ...props.columns,
          <Column
            key="action"
            header={pick.actionsHeader}
            {...STICKY_RIGHT}
            body={(row: Row) => {
              const a = pick.action(row)
              return (
                <Button
                  type="button"
                  size="small"
                  text={a.quiet}
                  disabled={a.disabled}
                  label={a.label}
                  aria-label={a.ariaLabel}
                  onClick={a.onClick}
                />
              )
            }}
          />,
        ]
  return (
    <Dialog
      header={props.title}
      visible
      onHide={props.onClose}
      footer={footer}
      modal
      style={{ width: props.width ?? 'min(52rem, 96vw)' }}
    >
      {props.search && (
        <KeywordFilterBar label={props.search.label} fieldLabel={props.search.fieldLabel} list={props.list} />
      )}
      <PagedTable<Row>
        key={props.tableKey}
        list={props.list}
        dataKey={dataKey}
        label={props.tableLabel}
        {...(props.emptyMessage ? { emptyMessage: props.emptyMessage } : {})}
        {...(pick.kind === 'select'
          ? {
              selection,
              onSelectionChange: (rows: Row[]) => setSelection(pick.single ? rows.slice(-1) : rows),
            }
          : {})}
      >
        {columns}
      </PagedTable>
    </Dialog>
  )
}
