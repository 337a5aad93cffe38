// The jobs per status over the list's filters: one tab per status (and "all") that filters the
// list by it.
import { useTranslation } from 'react-i18next'
import type { RepairStatus } from '../../../contract/lifecycles/repair.lifecycle.ts'
import { REPAIR_STATUSES } from '../../../contract/repair.constants.ts'
import type { RepairStatusCounts } from '../../../contract/repair.schema.ts'
import { StatusTabs } from '../shared/status-tabs.tsx'

export function RepairStatusCountsBar({
  counts,
  selected,
  onSelect,
}: {
  counts: RepairStatusCounts | undefined
  selected: RepairStatus | undefined
  onSelect: (status: RepairStatus | undefined) => void
}) {
  const { t } = useTranslation('repair')
  return (
    <StatusTabs
      label={t('list.counts')}
      selected={selected ?? 'ALL'}
      onSelect={(key) => onSelect(key === 'ALL' ? undefined : key)}
      tabs={[
        { key: 'ALL' as const, label: t('list.all'), count: counts?.total },
        ...REPAIR_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`), count: counts?.counts[s] })),
      ]}
    />
  )
}
