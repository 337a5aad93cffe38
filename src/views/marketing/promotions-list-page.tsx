// promotionsList: the merchant's price promotions, paged and filtered on the server, in status
// tabs with counts (not started, running, ended, stopped). A not-started one can be edited or
// deleted; a running or not-started one can be stopped early. Both ask first.
import './marketing-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { PromotionRow } from '../../../contract/marketing.schema.ts'
import { getPromotionList, type PromotionListFilters } from '../../services/marketing.api.ts'
import { CellText, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { useListDecisions } from './promotion-decision.tsx'
import { PromotionFilterBar } from './promotion-filter-bar.tsx'
import { PromotionTabPanel, useTabbedList } from './promotion-tabs.tsx'
import { StateTag, useRuleText, useWindowText } from './promotion-text.tsx'
import '../shared/list-pattern.css'
import { pathTo } from '../../routes/paths.ts'

export const PROMOTIONS_PATH = pathTo('promotionsList')

export default function PromotionsListPage() {
  const { t } = useTranslation('marketing')
  const tabbed = useTabbedList<PromotionRow, PromotionListFilters>(getPromotionList)
  const { list } = tabbed
  const ruleText = useRuleText()
  const windowText = useWindowText()

  const decisions = useListDecisions('promotion', list)
  const actions = (r: PromotionRow) => (
    <RowActions
      subject={r.name}
      actions={[
        { label: t('actions.view'), onClick: () => navigate(pathTo('promoDetails', { id: r.id })) },
        r.state === 'NOT_STARTED' && {
          label: t('actions.edit'),
          onClick: () => navigate(pathTo('promoEdit', { id: r.id })),
        },
        ...decisions.rowActions(r),
      ]}
    />
  )
  const title = t('list.title')
  return (
    <section className="page" aria-labelledby="promotions-title">
      <header className="page-header">
        <h1 id="promotions-title">{title}</h1>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('list.create')}
          onClick={() => navigate(pathTo('promoEdit'))}
        />
      </header>
      <PromotionFilterBar list={list} />
      <PromotionTabPanel label={t('list.tabsLabel')} id="promotions-panel" tabbed={tabbed}>
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
          <Column header={t('fields.actions')} {...STICKY_RIGHT} body={actions} />
        </PagedTable>
      </PromotionTabPanel>
      {decisions.dialog}
    </section>
  )
}
