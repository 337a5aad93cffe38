// Cooperation confirmation (SPEC.md: /distribution-management/cooperation, cached): the
// applications of dealers who want to become members, with accept / reject.
import './distribution-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { CooperationApplicationItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { dateTimeColumn, PagedTable } from '../shared/paged-table.tsx'
import { decisionRowActions, RowActions } from '../shared/row-actions.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { DecisionDialogs } from './decision-dialogs-view.tsx'
import { useCooperationDecision } from './use-decision.ts'
import { pathTo } from '../../routes/paths.ts'

const STATUS_SEVERITY = { PENDING: 'warning', OPENED: 'success', REJECTED: 'danger' } as const

export function CooperationPage() {
  const { t } = useTranslation('distribution')
  const { show } = usePageToast()
  const list = usePagedList(api.getReqData, { filters: { status: 'PENDING' } })
  const decision = useCooperationDecision({ show, onChanged: () => list.send({ type: 'list.refresh' }) })
  const applied = useSelector(list, (s) => s.context.query.filters as api.ReqFilters)
  const [keyword, setKeyword] = useState(applied.keyword ?? '')
  const [status, setStatus] = useState<api.ReqFilters['status'] | ''>(applied.status ?? '')

  const statusOptions: Array<{ label: string; value: api.ReqFilters['status'] | '' }> = [
    { label: t('fields.all'), value: '' },
    ...(['PENDING', 'OPENED', 'REJECTED'] as const).map((s) => ({ label: t(`status.${s}`), value: s })),
  ]
  const search = () =>
    list.send({
      type: 'list.filter',
      filters: { keyword: keyword.trim() || undefined, status: status || undefined },
    })
  const reset = () => {
    setKeyword('')
    setStatus('PENDING')
    list.send({ type: 'list.filter', filters: { status: 'PENDING' } })
  }

  const actions = (row: CooperationApplicationItem) => {
    const target = { id: row.partyId, name: row.name }
    const pending = row.status === 'PENDING'
    return (
      <RowActions
        subject={row.name}
        actions={[
          {
            label: t('actions.details'),
            onClick: () => navigate(pathTo('reqMemberDetails', { partyId: row.partyId })),
          },
          ...(pending
            ? decisionRowActions(decision, target, {
                accept: t('actions.accept'),
                reject: t('actions.reject'),
              })
            : []),
        ]}
      />
    )
  }

  return (
    <section className="page" aria-labelledby="cooperation-title">
      <header className="page-header">
        <h1 id="cooperation-title">{t('routes:pages.cooperation')}</h1>
      </header>
      <FilterBar label={t('cooperation.filterLabel')} onSearch={search} onReset={reset}>
        <TextFilter
          label={t('fields.keyword')}
          value={keyword}
          placeholder={t('fields.keywordPlaceholder')}
          onChange={setKeyword}
        />
        <SelectFilter
          label={t('fields.status')}
          value={status}
          placeholder={t('fields.all')}
          options={statusOptions}
          onChange={setStatus}
        />
      </FilterBar>
      <PagedTable<CooperationApplicationItem>
        list={list}
        dataKey="applicationId"
        label={t('cooperation.listLabel')}
      >
        <Column field="name" header={t('fields.company')} sortable />
        <Column field="contactName" header={t('fields.contactName')} />
        <Column field="contactPhone" header={t('fields.contactPhone')} />
        <Column field="message" header={t('fields.message')} />
        {dateTimeColumn<CooperationApplicationItem>('createdAt', t('fields.appliedAt'))}
        <Column
          field="status"
          header={t('fields.status')}
          body={(r: CooperationApplicationItem) => (
            <Tag value={t(`status.${r.status}`)} severity={STATUS_SEVERITY[r.status]} />
          )}
        />
        <Column field="tip" header={t('fields.tip')} />
        <Column header={t('fields.actions')} body={actions} />
      </PagedTable>
      <DecisionDialogs decision={decision} />
    </section>
  )
}

export default CooperationPage
