// The catalogue orders per audit status under the search: one tab each (waiting audit first,
// marked while above zero, then approved, rejected and all) that filters the list by it.
import { useTranslation } from 'react-i18next'
import { CATALOGUE_ORDER_AUDIT_STATUSES } from '../../../contract/catalogue.constants.ts'
import type { CatalogueOrderCounts } from '../../../contract/catalogue.schema.ts'
import type { CatalogueOrderAuditStatus } from '../../../contract/lifecycles/application.lifecycle.ts'
import { StatusTabs } from '../shared/status-tabs.tsx'

export type Tab = CatalogueOrderAuditStatus | 'ALL'

export function OrderAuditTabs({
  counts,
  selected,
  onSelect,
}: {
  counts: CatalogueOrderCounts | undefined
  selected: Tab
  onSelect: (tab: Tab) => void
}) {
  const { t } = useTranslation('catalogue')
  return (
    <StatusTabs<Tab>
      label={t('audit.counts')}
      selected={selected}
      onSelect={onSelect}
      tabs={[
        ...CATALOGUE_ORDER_AUDIT_STATUSES.map((s) => ({
          key: s,
          label: t(`auditStatus.${s}`),
          count: counts?.[s],
          alert: s === 'PENDING',
        })),
        {
          key: 'ALL' as const,
          label: t('audit.all'),
          count: counts ? counts.PENDING + counts.APPROVED + counts.REJECTED : undefined,
        },
      ]}
    />
  )
}
