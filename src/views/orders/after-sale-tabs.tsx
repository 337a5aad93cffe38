// The after-sales status tabs, each with its count (waiting audit first after all).
import { useTranslation } from 'react-i18next'
import { AFTER_SALE_STATUSES, type AfterSaleStatus } from '../../../contract/after-sales.constants.ts'
import type { AfterSaleCounts } from '../../../contract/after-sales.schema.ts'
import { StatusTabs } from '../shared/status-tabs.tsx'

export type AfterSaleTab = AfterSaleStatus | 'ALL'
export const AFTER_SALE_TABS: readonly AfterSaleTab[] = ['ALL', ...AFTER_SALE_STATUSES]

export function AfterSaleTabs({
  tab,
  counts,
  onSelect,
}: {
  tab: AfterSaleTab
  counts: AfterSaleCounts | undefined
  onSelect: (tab: AfterSaleTab) => void
}) {
  const { t } = useTranslation('after-sales')
  return (
    <StatusTabs
      label={t('tabsLabel')}
      controls="after-sale-tab-panel"
      selected={tab}
      onSelect={onSelect}
      tabs={AFTER_SALE_TABS.map((key) => ({
        key,
        label: key === 'ALL' ? t('tabs.ALL') : t(`status.${key}`),
        count: counts ? (key === 'ALL' ? counts.total : counts.byStatus[key]) : undefined,
        alert: key === 'WAIT_AUDIT',
      }))}
    />
  )
}
