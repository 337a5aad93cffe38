// The timeline of an after-sales request: the buyer's request, then every step with who and when.
import { useTranslation } from 'react-i18next'
import type { AfterSaleDetail } from '../../../contract/after-sales.schema.ts'
import { formatDateTime } from '../shared/date-time.ts'
import '../shared/card-title.css'

export function AfterSaleTimeline({ record }: { record: AfterSaleDetail }) {
  const { t } = useTranslation('after-sales')
  const entries = [
    {
      key: 'requested',
      label: t('event.requested'),
      who: t('detail.byBuyer'),
      remark: record.reason,
      at: record.createdAt,
    },
    ...record.history.map((h, i) => ({
      key: `${i}-${h.event}`,
      label: t(`event.${h.event.split('.').pop() ?? ''}`, { defaultValue: h.event }),
      who: h.userLoginId ?? t('detail.byBuyer'),
      remark: h.remark,
      at: h.createdAt,
    })),
  ]
  return (
    <section aria-labelledby="after-sale-timeline">
      <h2 id="after-sale-timeline" className="card-title">
        {t('detail.timeline')}
      </h2>
      <ol className="after-sale-timeline">
        {entries.map((e) => (
          <li key={e.key}>
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            <strong>{e.label}</strong>
            <span className="after-sale-muted">{e.who}</span>
            {e.remark && <span>{e.remark}</span>}
          </li>
        ))}
      </ol>
    </section>
  )
}
