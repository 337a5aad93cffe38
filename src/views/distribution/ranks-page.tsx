// Ranks (SPEC.md: /distribution-management/ranks): list, create/edit, delete (a rank members
// hold cannot be deleted: the server's message says how many), its members.
import './distribution-locales.ts'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Column } from 'primereact/column'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { RankItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { CallConfirmDialog, ConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { KeywordFilterBar } from '../shared/filter-bar.tsx'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'

type RankDraft = {
  rankId?: number | undefined
  name: string
  discountPermille: number | null
  isDefault: number
  sort: number | null
  remark: string
}

const EMPTY: RankDraft = { name: '', discountPermille: 1000, isDefault: 0, sort: 0, remark: '' }

function RankDialog({
  draft,
  onDone,
  onCancel,
}: {
  draft: RankDraft
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('distribution')
  const fieldMessage = useFieldMessage()
  const [v, setV] = useState(draft)
  const form = useFormSubmit((values: RankDraft) => api.saveDistributionRank({ ...values }), onDone)
  const set = <K extends keyof RankDraft>(key: K, value: RankDraft[K]) => {
    setV((d) => ({ ...d, [key]: value }))
    form.edit(key)
  }
  const submit = () => {
    const missing: Record<string, string> = {}
    if (v.name.trim() === '') missing.name = 'required'
    if (v.discountPermille === null) missing.discountPermille = 'required'
    if (Object.keys(missing).length > 0) return form.check(missing)
    form.send(v)
  }
  return (
    <ConfirmDialog
      visible
      title={draft.rankId ? t('ranks.editTitle') : t('ranks.createTitle')}
      confirmLabel={t('actions.save')}
      busy={form.busy}
      onConfirm={submit}
      onCancel={onCancel}
    >
      <ErrorNotice error={form.error} />
      <FormField id="rank-name" label={t('fields.name')} error={fieldMessage(form.fieldErrors.name)}>
        <InputText value={v.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />
      </FormField>
      <FormField
        id="rank-discount"
        label={t('fields.discount')}
        error={fieldMessage(form.fieldErrors.discountPermille)}
      >
        <InputNumber
          value={v.discountPermille}
          min={1}
          max={1000}
          useGrouping={false}
          onChange={(e) => set('discountPermille', e.value)}
        />
      </FormField>
      <small>{t('ranks.discountHint')}</small>
      <FormField id="rank-sort" label={t('fields.sort')} error={fieldMessage(form.fieldErrors.sort)}>
        <InputNumber
          value={v.sort}
          min={0}
          max={9999}
          useGrouping={false}
          onChange={(e) => set('sort', e.value)}
        />
      </FormField>
      <div className="form-field">
        <span>
          <Checkbox
            inputId="rank-default"
            checked={v.isDefault === 1}
            onChange={(e) => set('isDefault', e.checked ? 1 : 0)}
          />{' '}
          <label htmlFor="rank-default">{t('fields.isDefault')}</label>
        </span>
      </div>
      <FormField id="rank-remark" label={t('fields.remark')} error={fieldMessage(form.fieldErrors.remark)}>
        <InputText value={v.remark} maxLength={500} onChange={(e) => set('remark', e.target.value)} />
      </FormField>
    </ConfirmDialog>
  )
}

export function RanksPage() {
  const { t } = useTranslation('distribution')
  const { toast, show } = usePageToast()
  const list = usePagedList(api.getRankData)
  const [editing, setEditing] = useState<RankDraft | undefined>(undefined)
  const [deleting, setDeleting] = useState<RankItem | undefined>(undefined)
  const saved = () => {
    setEditing(undefined)
    setDeleting(undefined)
    show('success', t('members.saved'))
    list.send({ type: 'list.refresh' })
  }

  return (
    <section className="page" aria-labelledby="ranks-title">
      {toast}
      <header className="page-header">
        <h1 id="ranks-title">{t('routes:pages.ranks')}</h1>
        <Button label={t('actions.create')} icon="pi pi-plus" onClick={() => setEditing(EMPTY)} />
      </header>
      <KeywordFilterBar label={t('ranks.filterLabel')} fieldLabel={t('fields.keyword')} list={list} />
      <PagedTable<RankItem> list={list} dataKey="rankId" label={t('ranks.listLabel')}>
        <Column field="name" header={t('fields.name')} sortable />
        <Column field="discountPermille" header={t('fields.discount')} sortable />
        <Column
          header={t('fields.isDefault')}
          body={(r: RankItem) => (r.isDefault ? <Tag value={t('status.yes')} severity="info" /> : null)}
        />
        <Column field="sort" header={t('fields.sort')} sortable />
        <Column field="memberCount" header={t('fields.memberCount')} />
        <Column field="remark" header={t('fields.remark')} />
        <Column
          header={t('fields.actions')}
          body={(r: RankItem) => (
            <RowActions
              subject={r.name}
              actions={[
                {
                  label: t('actions.members'),
                  onClick: () => navigate(`/distribution-management/rankMembers?rankId=${r.rankId}`),
                },
                { label: t('actions.edit'), onClick: () => setEditing({ ...r }) },
                { label: t('actions.delete'), danger: true, onClick: () => setDeleting(r) },
              ]}
            />
          )}
        />
      </PagedTable>
      {editing && (
        <RankDialog
          draft={editing}
          onCancel={() => setEditing(undefined)}
          onDone={saved}
        />
      )}
      {deleting && (
        <CallConfirmDialog
          title={t('ranks.deleteTitle')}
          confirmLabel={t('actions.delete')}
          danger
          call={(v: { rankId: number }) => api.deleteDistributionRank(v.rankId)}
          values={{ rankId: deleting.rankId }}
          onDone={saved}
          onCancel={() => setDeleting(undefined)}
        >
          <p>{t('ranks.deleteMessage', { name: deleting.name })}</p>
        </CallConfirmDialog>
      )}
    </section>
  )
}

export default RanksPage
