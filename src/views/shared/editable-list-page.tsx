// A list of records the merchant creates, edits and deletes in place (ranks, groups...): the one
// page frame for them. The title with its "create" button, the keyword filter, the paged table
// with the area's columns and a row-actions column (the area's own actions, then edit and
// delete), the area's editor dialog, and the delete confirmation; a save or a delete says so and
// refreshes the list. The area supplies only what differs: columns, texts, the editor, the calls.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import type { DataTableValue } from 'primereact/datatable'
import { type ReactElement, type ReactNode, useId, useState } from 'react'
import { CallConfirmDialog } from './decision-dialogs.tsx'
import { KeywordFilterBar } from './filter-bar.tsx'
import { PagedTable } from './paged-table.tsx'
import { usePageToast } from './page-toast.tsx'
import { type RowAction, RowActions } from './row-actions.tsx'
import type { PagedListRef } from './use-paged-list.ts'

export interface EditableListTexts {
  title: string
  create: string
  filterLabel: string
  keyword: string
  listLabel: string
  actions: string
  edit: string
  delete: string
  deleteTitle: string
  /** The toast after a save or a delete. */
  saved: string
}

export interface EditableListPageProps<Row extends DataTableValue> {
  list: PagedListRef
  dataKey: keyof Row & string
  texts: EditableListTexts
  /** The area's `<Column>` elements, before the actions column. */
  columns: ReactElement[]
  /** What a row is called in its action menu and delete question. */
  rowName: (row: Row) => string
  /** The area's own row actions, before edit and delete. */
  rowActions?: (row: Row) => RowAction[]
  /** The editor dialog for a new record (`undefined`) or an existing one. */
  editor: (row: Row | undefined, close: () => void, saved: () => void) => ReactNode
  deleteMessage: (row: Row) => string
  remove: (row: Row) => Promise<unknown>
}

/** The one dialog open over the list: a new record, an edited one, or a deletion to confirm. */
type Open<Row> = { kind: 'edit'; row: Row | undefined } | { kind: 'delete'; row: Row } | undefined

export function EditableListPage<Row extends DataTableValue>(props: EditableListPageProps<Row>) {
  const { list, texts, rowName } = props
  const titleId = useId()
  const { show } = usePageToast()
  const [open, setOpen] = useState<Open<Row>>(undefined)
  const close = () => setOpen(undefined)
  const saved = () => {
    setOpen(undefined)
    show('success', texts.saved)
    list.send({ type: 'list.refresh' })
  }
  const actions = (row: Row): RowAction[] => [
    ...(props.rowActions?.(row) ?? []),
    { label: texts.edit, onClick: () => setOpen({ kind: 'edit', row }) },
    { label: texts.delete, danger: true, onClick: () => setOpen({ kind: 'delete', row }) },
  ]
  return (
    <section className="page" aria-labelledby={titleId}>
      <header className="page-header">
        <h1 id={titleId}>{texts.title}</h1>
        <Button
          label={texts.create}
          icon="pi pi-plus"
          onClick={() => setOpen({ kind: 'edit', row: undefined })}
        />
      </header>
      <KeywordFilterBar label={texts.filterLabel} fieldLabel={texts.keyword} list={list} />
      <PagedTable<Row> list={list} dataKey={props.dataKey} label={texts.listLabel}>
        {[
          ...props.columns,
          <Column
            key="actions"
            header={texts.actions}
            body={(row: Row) => <RowActions subject={rowName(row)} actions={actions(row)} />}
          />,
        ]}
      </PagedTable>
      {open?.kind === 'edit' && props.editor(open.row, close, saved)}
      {open?.kind === 'delete' && (
        <CallConfirmDialog
          title={texts.deleteTitle}
          confirmLabel={texts.delete}
          danger
          call={(row: Row) => props.remove(row)}
          values={open.row}
          onDone={saved}
          onCancel={close}
        >
          <p>{props.deleteMessage(open.row)}</p>
        </CallConfirmDialog>
      )}
    </section>
  )
}
