// limitPurchase: the merchant's purchase-limit rules (one product each, the most units one buyer
// may buy while the rule runs), in status tabs with counts; created and changed in a dialog,
// stopped or deleted after a confirmation. Orders over a running rule are refused by the server.
import './marketing-locales.ts'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PromotionTab } from '../../../contract/marketing.constants.ts'
import type { LimitPurchaseRow, PromotionTabCounts } from '../../../contract/marketing.schema.ts'
import {
  emptyLimitRule,
  type LimitPurchaseDraft,
  limitRuleDraft,
} from '../../machines/marketing/limit-purchase-form.ts'
import { getLimitPurchaseList, type LimitPurchaseFilters } from '../../services/marketing.api.ts'
import { FilterBar, TextFilter } from '../shared/filter-bar.tsx'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { LimitRuleDialog } from './limit-rule-dialog.tsx'
import { type PendingDecision, PromotionDecisionDialog } from './promotion-decision.tsx'
import { PromotionTabs } from './promotion-tabs.tsx'
import { StateTag, useWindowText } from './promotion-text.tsx'
import '../shared/list-pattern.css'
import '../distribution/distribution-setup.css'
import './marketing.css'

export default function LimitPurchasePage() {
  const { t } = useTranslation('marketing')
  const [counts, setCounts] = useState<PromotionTabCounts | undefined>(undefined)
  const list = usePagedList<LimitPurchaseRow, LimitPurchaseFilters>(async (query, signal) => {
    const answer = await getLimitPurchaseList(query, signal)
    setCounts(answer.counts)
    return answer
  })
  const filters = useSelector(list, (s) => s.context.query.filters as LimitPurchaseFilters)
  const tab: PromotionTab = filters.tab ?? 'ALL'
  const [keyword, setKeyword] = useState('')
  const [editing, setEditing] = useState<{ id?: string; draft: LimitPurchaseDraft } | undefined>(undefined)
  const [pending, setPending] = useState<PendingDecision | undefined>(undefined)
  const windowText = useWindowText()
  const refresh = () => list.send({ type: 'list.refresh' })

  const actions = (r: LimitPurchaseRow) => {
    const decide = (action: PendingDecision['action']) =>
      setPending({ action, subject: 'rule', id: r.id, name: r.name })
    return (
      <RowActions
        subject={`${r.name} ${r.productName}`}
        actions={[
          r.state === 'NOT_STARTED' && {
            label: t('actions.edit'),
            onClick: () => setEditing({ id: r.id, draft: limitRuleDraft(r) }),
          },
          (r.state === 'NOT_STARTED' || r.state === 'RUNNING') && {
            label: t('actions.stop'),
            danger: true,
            onClick: () => decide('stop'),
          },
          r.state === 'NOT_STARTED' && {
            label: t('actions.delete'),
            danger: true,
            onClick: () => decide('delete'),
          },
        ]}
      />
    )
  }
  const title = t('limit.title')
  return (
    <section className="page" aria-labelledby="limit-title">
      <header className="page-header">
        <h1 id="limit-title">{title}</h1>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('limit.create')}
          onClick={() => setEditing({ draft: emptyLimitRule(new Date()) })}
        />
      </header>
      <p className="marketing-intro">{t('limit.intro')}</p>
      <FilterBar
        label={t('limit.filterLabel')}
        onSearch={() =>
          list.send({
            type: 'list.filter',
            filters: { tab: filters.tab, keyword: keyword.trim() || undefined },
          })
        }
        onReset={() => {
          setKeyword('')
          list.send({ type: 'list.filter', filters: { tab: filters.tab } })
        }}
      >
        <TextFilter label={t('limit.keyword')} value={keyword} onChange={setKeyword} />
      </FilterBar>
      <PromotionTabs
        label={t('limit.tabsLabel')}
        controls="limit-panel"
        tab={tab}
        counts={counts}
        onSelect={(next) => list.send({ type: 'list.filter', filters: { ...filters, tab: next } })}
      />
      <div id="limit-panel" role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        <PagedTable<LimitPurchaseRow> list={list} dataKey="id" label={title} emptyMessage={t('limit.empty')}>
          <Column
            header={t('fields.name')}
            sortable
            sortField="name"
            body={(r: LimitPurchaseRow) => <CellText text={r.name} />}
          />
          <Column
            header={t('fields.product')}
            body={(r: LimitPurchaseRow) => <CellText text={r.productName} />}
          />
          <Column field="perBuyerLimit" header={t('fields.perBuyerLimit')} />
          <Column header={t('fields.window')} sortable sortField="startAt" body={windowText} />
          <Column header={t('fields.state')} body={(r: LimitPurchaseRow) => <StateTag state={r.state} />} />
          <Column header={t('fields.actions')} frozen alignFrozen="right" body={actions} />
        </PagedTable>
      </div>
      {editing && (
        <LimitRuleDialog
          id={editing.id}
          draft={editing.draft}
          onCancel={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined)
            refresh()
          }}
        />
      )}
      {pending && (
        <PromotionDecisionDialog
          pending={pending}
          onCancel={() => setPending(undefined)}
          onDone={() => {
            setPending(undefined)
            refresh()
          }}
        />
      )}
    </section>
  )
}
