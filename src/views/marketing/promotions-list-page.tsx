// promotionsList: the merchant's price promotions, paged and filtered on the server, in status
// tabs with counts (not started, running, ended, stopped). A not-started one can be edited or
// deleted; a running or not-started one can be stopped early. Both ask first.
import './marketing-locales.ts'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { PromotionTab } from '../../../contract/marketing.constants.ts'
import type { PromotionRow, PromotionTabCounts } from '../../../contract/marketing.schema.ts'
import { getPromotionList, type PromotionListFilters } from '../../services/marketing.api.ts'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { type PendingDecision, PromotionDecisionDialog } from './promotion-decision.tsx'
import { PromotionFilterBar } from './promotion-filter-bar.tsx'
import { PromotionTabs } from './promotion-tabs.tsx'
import { StateTag, useRuleText, useWindowText } from './promotion-text.tsx'
import '../shared/list-pattern.css'

export const PROMOTIONS_PATH = '/marketing/promotionsList'

export default function PromotionsListPage() {
  const { t } = useTranslation('marketing')
  const [counts, setCounts] = useState<PromotionTabCounts | undefined>(undefined)
  const list = usePagedList<PromotionRow, PromotionListFilters>(async (query, signal) => {
    const answer = await getPromotionList(query, signal)
    setCounts(answer.counts)
    return answer
  })
  const filters = useSelector(list, (s) => s.context.query.filters as PromotionListFilters)
  const tab: PromotionTab = filters.tab ?? 'ALL'
  const [pending, setPending] = useState<PendingDecision | undefined>(undefined)
  const ruleText = useRuleText()
  const windowText = useWindowText()

  const actions = (r: PromotionRow) => {
    const open = r.state === 'NOT_STARTED' || r.state === 'RUNNING'
    const decide = (action: PendingDecision['action']) =>
      setPending({ action, subject: 'promotion', id: r.id, name: r.name })
    return (
      <RowActions
        subject={r.name}
        actions={[
          { label: t('actions.view'), onClick: () => navigate(`/marketing/promoDetails?id=${r.id}`) },
          r.state === 'NOT_STARTED' && {
            label: t('actions.edit'),
            onClick: () => navigate(`/marketing/promoEdit?id=${r.id}`),
          },
          open && { label: t('actions.stop'), danger: true, onClick: () => decide('stop') },
          r.state === 'NOT_STARTED' && {
            label: t('actions.delete'),
            danger: true,
            onClick: () => decide('delete'),
          },
        ]}
      />
    )
  }
  const title = t('list.title')
  return (
    <section className="page" aria-labelledby="promotions-title">
      <header className="page-header">
        <h1 id="promotions-title">{title}</h1>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('list.create')}
          onClick={() => navigate('/marketing/promoEdit')}
        />
      </header>
      <PromotionFilterBar list={list} />
      <PromotionTabs
        label={t('list.tabsLabel')}
        controls="promotions-panel"
        tab={tab}
        counts={counts}
        onSelect={(next) => list.send({ type: 'list.filter', filters: { ...filters, tab: next } })}
      />
      <div id="promotions-panel" role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        <PagedTable<PromotionRow> list={list} dataKey="id" label={title} emptyMessage={t('list.empty')}>
          <Column
            header={t('fields.name')}
            sortable
            sortField="name"
            body={(r: PromotionRow) => <CellText text={r.name} />}
          />
          <Column header={t('fields.kind')} body={(r: PromotionRow) => t(`kind.${r.kind}`)} />
          <Column header={t('fields.rule')} body={(r: PromotionRow) => ruleText(r)} />
          <Column header={t('fields.window')} sortable sortField="startAt" body={windowText} />
          <Column field="productCount" header={t('fields.productCount')} />
          <Column header={t('fields.state')} body={(r: PromotionRow) => <StateTag state={r.state} />} />
          <Column header={t('fields.actions')} frozen alignFrozen="right" body={actions} />
        </PagedTable>
      </div>
      {pending && (
        <PromotionDecisionDialog
          pending={pending}
          onCancel={() => setPending(undefined)}
          onDone={() => {
            setPending(undefined)
            list.send({ type: 'list.refresh' })
          }}
        />
      )}
    </section>
  )
}
