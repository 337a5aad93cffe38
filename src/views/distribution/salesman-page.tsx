// Salesmen (SPEC.md: /distribution-management/salesman): list, batch enable/disable, edit,
// delete (one with members asks whether to reassign or unassign them).
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Dropdown } from 'primereact/dropdown'
import { RadioButton } from 'primereact/radiobutton'
import { Tag } from 'primereact/tag'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { SalesmanItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { ConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { dateTime } from './distribution-format.ts'
import { useLoad } from './use-load.ts'

type DeleteChoice = 'REASSIGN' | 'UNASSIGN'

function DeleteSalesmanDialog({
  salesman,
  others,
  onDone,
  onCancel,
}: {
  salesman: SalesmanItem
  others: SalesmanItem[]
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('distribution')
  const fieldMessage = useFieldMessage()
  const [choice, setChoice] = useState<DeleteChoice>('REASSIGN')
  const [reassignTo, setReassignTo] = useState<number | undefined>(undefined)
  const hasMembers = salesman.memberCount > 0
  const form = useFormSubmit(
    (v: { choice?: DeleteChoice; reassignTo?: number }) =>
      api.deleteSalesman(
        salesman.salesmanId,
        v.choice
          ? { membersAction: v.choice, reassignTo: v.choice === 'REASSIGN' ? v.reassignTo : undefined }
          : undefined,
      ),
    onDone,
  )
  const submit = () => {
    if (!hasMembers) return form.send({})
    if (choice === 'REASSIGN' && reassignTo === undefined) return form.check({ reassignTo: 'required' })
    form.send({ choice, ...(reassignTo !== undefined ? { reassignTo } : {}) })
  }
  return (
    <ConfirmDialog
      visible
      title={t('salesmen.deleteTitle')}
      confirmLabel={t('actions.delete')}
      danger
      busy={form.busy}
      onConfirm={submit}
      onCancel={onCancel}
    >
      <ErrorNotice error={form.error} />
      {hasMembers ? (
        <fieldset className="form-grid">
          <legend>
            {t('salesmen.deleteWithMembers', { name: salesman.name, count: salesman.memberCount })}
          </legend>
          <span>
            <RadioButton
              inputId="delete-reassign"
              checked={choice === 'REASSIGN'}
              onChange={() => setChoice('REASSIGN')}
            />{' '}
            <label htmlFor="delete-reassign">{t('salesmen.reassign')}</label>
          </span>
          {choice === 'REASSIGN' && (
            <FormField
              id="delete-target"
              label={t('salesmen.reassignTo')}
              error={fieldMessage(form.fieldErrors.reassignTo)}
            >
              <Dropdown
                value={reassignTo}
                options={others.map((s) => ({ label: `${s.name} (${s.phone})`, value: s.salesmanId }))}
                onChange={(e) => {
                  setReassignTo(e.value)
                  form.edit('reassignTo')
                }}
              />
            </FormField>
          )}
          <span>
            <RadioButton
              inputId="delete-unassign"
              checked={choice === 'UNASSIGN'}
              onChange={() => setChoice('UNASSIGN')}
            />{' '}
            <label htmlFor="delete-unassign">{t('salesmen.unassign')}</label>
          </span>
        </fieldset>
      ) : (
        <p>{t('salesmen.deleteMessage', { name: salesman.name })}</p>
      )}
    </ConfirmDialog>
  )
}

export function SalesmanPage() {
  const { t } = useTranslation('distribution')
  const { toast, show } = usePageToast()
  const list = usePagedList(api.getSalesman)
  const loadFlag = useCallback((signal: AbortSignal) => api.getIsFlagSalesman(signal), [])
  const flag = useLoad(loadFlag)
  const options = useLoad(useCallback((signal: AbortSignal) => api.getSalesmanOptions(signal), []))
  const [keyword, setKeyword] = useState('')
  const [enabled, setEnabled] = useState<number | ''>('')
  const [selection, setSelection] = useState<SalesmanItem[]>([])
  const [deleting, setDeleting] = useState<SalesmanItem | undefined>(undefined)
  const refresh = () => {
    list.send({ type: 'list.refresh' })
    options.reload()
  }
  const batch = useFormSubmit(
    (v: { enabled: 0 | 1 }) =>
      api.updateSalesmanBatch(
        selection.map((s) => s.salesmanId),
        v.enabled,
      ),
    (r) => {
      show('success', t('salesmen.batchDone', { count: r.updated }))
      setSelection([])
      refresh()
    },
  )

  return (
    <section className="page" aria-labelledby="salesman-title">
      {toast}
      <header className="page-header">
        <h1 id="salesman-title">{t('routes:pages.salesman')}</h1>
        <Button
          label={t('actions.create')}
          icon="pi pi-plus"
          onClick={() => navigate('/distribution-management/createSalesman')}
        />
      </header>
      {flag.data?.salesman && <p>{t('salesmen.youAreSalesman', { name: flag.data.salesman.name })}</p>}
      {flag.data?.defaultSalesman && (
        <p>{t('salesmen.defaultSalesman', { name: flag.data.defaultSalesman.name })}</p>
      )}
      <FilterBar
        label={t('salesmen.filterLabel')}
        onSearch={() =>
          list.send({
            type: 'list.filter',
            filters: { keyword: keyword.trim() || undefined, enabled: enabled === '' ? undefined : enabled },
          })
        }
        onReset={() => {
          setKeyword('')
          setEnabled('')
          list.send({ type: 'list.filter', filters: {} })
        }}
        actions={
          <>
            <Button
              type="button"
              size="small"
              label={t('actions.batchEnable')}
              disabled={selection.length === 0}
              loading={batch.busy}
              onClick={() => batch.send({ enabled: 1 })}
            />
            <Button
              type="button"
              size="small"
              outlined
              label={t('actions.batchDisable')}
              disabled={selection.length === 0}
              loading={batch.busy}
              onClick={() => batch.send({ enabled: 0 })}
            />
          </>
        }
      >
        <TextFilter label={t('fields.keyword')} value={keyword} onChange={setKeyword} />
        <SelectFilter
          label={t('fields.status')}
          value={enabled}
          placeholder={t('fields.all')}
          options={[
                { label: t('fields.all'), value: '' },
                { label: t('status.ENABLED'), value: 1 },
                { label: t('status.DISABLED'), value: 0 },
              ]}
          onChange={setEnabled}
        />
      </FilterBar>
      <ErrorNotice error={batch.error} />
      <PagedTable<SalesmanItem>
        list={list}
        dataKey="salesmanId"
        label={t('salesmen.listLabel')}
        selection={selection}
        onSelectionChange={setSelection}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="name" header={t('fields.name')} sortable />
        <Column field="phone" header={t('fields.phone')} />
        <Column
          header={t('fields.status')}
          body={(s: SalesmanItem) => (
            <Tag
              value={t(s.enabled ? 'status.ENABLED' : 'status.DISABLED')}
              severity={s.enabled ? 'success' : 'secondary'}
            />
          )}
        />
        <Column
          header={t('fields.isDefault')}
          body={(s: SalesmanItem) => (s.isDefault ? <Tag value={t('status.yes')} severity="info" /> : null)}
        />
        <Column field="memberCount" header={t('fields.memberCount')} />
        <Column field="remark" header={t('fields.remark')} />
        <Column
          field="createdAt"
          header={t('fields.createdAt')}
          sortable
          body={(s: SalesmanItem) => dateTime(s.createdAt)}
        />
        <Column
          header={t('fields.actions')}
          body={(s: SalesmanItem) => (
            <RowActions
              subject={s.name}
              actions={[
                {
                  label: t('actions.edit'),
                  onClick: () => navigate(`/distribution-management/updateSalesman?salesmanId=${s.salesmanId}`),
                },
                { label: t('actions.delete'), danger: true, onClick: () => setDeleting(s) },
              ]}
            />
          )}
        />
      </PagedTable>
      {deleting && (
        <DeleteSalesmanDialog
          salesman={deleting}
          others={(options.data ?? []).filter((s) => s.salesmanId !== deleting.salesmanId)}
          onCancel={() => setDeleting(undefined)}
          onDone={() => {
            setDeleting(undefined)
            show('success', t('members.saved'))
            refresh()
          }}
        />
      )}
    </section>
  )
}

export default SalesmanPage
