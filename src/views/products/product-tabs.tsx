// The product list's tabs (all, on shelf, off shelf, out of stock), each with its count under
// the current search (a keyword many products hold reads "1,000+" where the count stopped).
import { useTranslation } from 'react-i18next'
import { PRODUCT_TABS, type ProductTab } from '../../../contract/products.constants.ts'
import type { ProductTabCounts } from '../../../contract/products.schema.ts'
import { StatusTabs } from '../shared/status-tabs.tsx'

export function ProductTabs({
  tab,
  counts,
  cappedCounts,
  onSelect,
}: {
  tab: ProductTab
  counts: ProductTabCounts | undefined
  /** The tabs whose count stopped at the cap (a keyword many products hold): "1,000+". */
  cappedCounts: readonly ProductTab[] | undefined
  onSelect: (tab: ProductTab) => void
}) {
  const { t } = useTranslation('products')
  return (
    <StatusTabs
      label={t('list.tabsLabel')}
      controls="product-list-panel"
      selected={tab}
      onSelect={onSelect}
      tabs={PRODUCT_TABS.map((key) => ({
        key,
        label: t(`tabs.${key}`),
        count: counts?.[key],
        capped: cappedCounts?.includes(key),
      }))}
    />
  )
}
