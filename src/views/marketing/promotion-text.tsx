// How a promotion reads in every marketing page: its state as a tag, its rule in one line and
// its time window, in the interface language.
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { PromotionState } from '../../../contract/marketing.constants.ts'
import type { PromotionRow } from '../../../contract/marketing.schema.ts'
import { formatDateTime } from '../shared/date-time.ts'

const SEVERITY: Record<PromotionState, 'info' | 'success' | 'secondary' | 'warning'> = {
  NOT_STARTED: 'info',
  RUNNING: 'success',
  ENDED: 'secondary',
  STOPPED: 'warning',
}

export function StateTag({ state }: { state: PromotionState }) {
  const { t } = useTranslation('marketing')
  return <Tag severity={SEVERITY[state]} value={t(`tabs.${state}`)} />
}

/** The rule of a price promotion in one line ("Pay 85% of the price"). */
export function useRuleText() {
  const { t } = useTranslation('marketing')
  return (p: Pick<PromotionRow, 'kind' | 'discountPermille' | 'thresholdAmount' | 'reduceAmount'>) => {
    switch (p.kind) {
      case 'DISCOUNT':
        return t('values.discount', { percent: p.discountPermille / 10 })
      case 'FULL_REDUCTION':
        return t('values.fullReduction', {
          threshold: formatYuan(p.thresholdAmount),
          reduce: formatYuan(p.reduceAmount),
        })
      default:
        return t('values.specialPrice')
    }
  }
}

/** "start – end" in the merchant's time zone. */
export function useWindowText() {
  const { i18n } = useTranslation('marketing')
  return (p: { startAt: string; endAt: string }) =>
    `${formatDateTime(p.startAt, i18n.resolvedLanguage)} – ${formatDateTime(p.endAt, i18n.resolvedLanguage)}`
}
