// The status tabs over a promotion or purchase-limit list, each with its count under the search.
import { useTranslation } from 'react-i18next'
import { PROMOTION_TABS, type PromotionTab } from '../../../contract/marketing.constants.ts'
import type { PromotionTabCounts } from '../../../contract/marketing.schema.ts'
import { StatusTabs } from '../shared/status-tabs.tsx'

export function PromotionTabs({
  label,
  controls,
  tab,
  counts,
  onSelect,
}: {
  label: string
  controls: string
  tab: PromotionTab
  counts: PromotionTabCounts | undefined
  onSelect: (tab: PromotionTab) => void
}) {
  const { t } = useTranslation('marketing')
  return (
    <StatusTabs
      label={label}
      controls={controls}
      selected={tab}
      onSelect={onSelect}
      tabs={PROMOTION_TABS.map((key) => ({ key, label: t(`tabs.${key}`), count: counts?.[key] }))}
    />
  )
}
