// limitPurchase: the merchant's purchase-limit rules (one product each, the most units one buyer
// may buy while the rule runs), in status tabs with counts; created and changed in a dialog,
// stopped or deleted after a confirmation. Orders over a running rule are refused by the server.
import './marketing-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LimitPurchaseRow } from '../../../contract/marketing.schema.ts'
import {
  emptyLimitRule,
  type LimitPurchaseDraft,
  limitRuleDraft,
} from '../../machines/marketing/limit-purchase-form.ts'
import { getLimitPurchaseList, type LimitPurchaseFilters } from '../../services/marketing.api.ts'
import { FilterBar, TextFilter } from '../shared/filter-bar.tsx'
import { CellText, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { LimitRuleDialog } from './limit-rule-dialog.tsx'
import { useListDecisions } from './promotion-decision.tsx'
import { PromotionTabPanel, useTabbedList } from './promotion-tabs.tsx'
import { StateTag, useWindowText } from './promotion-text.tsx'
import '../shared/list-pattern.css'
import '../shared/setup-page.css'
import './marketing.css'

export default function LimitPurchasePage() {
  const { t } = useTranslation('marketing')
  const tabbed = useTabbedList<LimitPurchaseRow, LimitPurchaseFilters>(getLimitPurchaseList)
  const { list, filters } = tabbed
  const [keyword, setKeyword] = useState('')
  const [editing, setEditing] = useState<{ id?: string; draft: LimitPurchaseDraft } | undefined>(undefined)
  const windowText = useWindowText()
  const refresh = () => list.send({ type: 'list.refresh' })

  const decisions = useListDecisions('rule', list)
  const actions = (r: LimitPurchaseRow) => (
    <RowActions
      subject={`${r.name} ${r.productName}`}
      actions={[
        r.state === 'NOT_STARTED' && {
          label: t('actions.edit'),
          onClick: () => setEditing({ id: r.id, draft: limitRuleDraft(r) }),
        },
        ...decisions.rowActions(r),
      ]}
    />
  )
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
      <PromotionTabPanel label={t('limit.tabsLabel')} id="limit-panel" tabbed={tabbed}>
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
          <Column header={t('fields.actions')} {...STICKY_RIGHT} body={actions} />
        </PagedTable>
      </PromotionTabPanel>
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
      {decisions.dialog}
    </section>
  )
}
