// Who did what to the job, oldest first (status_history).
import { useTranslation } from 'react-i18next'
import type { RepairHistoryEntry, RepairStaffMember } from '../../../contract/repair.schema.ts'
import { formatDateTime } from '../shared/date-time.ts'
import '../shared/card-title.css'

export function RepairTimeline({
  history,
  staff,
}: {
  history: RepairHistoryEntry[]
  staff: RepairStaffMember[]
}) {
  const { t, i18n } = useTranslation('repair')
  const lang = i18n.resolvedLanguage ?? 'en'
  // An assignment's remark is the staff member's login: show the name.
  const remarkOf = (h: RepairHistoryEntry) =>
    h.event === 'repair.assigned' ? (staff.find((s) => s.userLoginId === h.remark)?.name ?? '') : h.remark
  return (
    <section className="card" aria-labelledby="repair-timeline-title">
      <h2 id="repair-timeline-title" className="card-title">
        {t('detail.timeline')}
      </h2>
      {history.length === 0 ? (
        <p>{t('detail.noTimeline')}</p>
      ) : (
        <ol className="repair-timeline">
          {history.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history entries are append-only, in order
            <li key={i}>
              <time dateTime={h.createdAt}>{formatDateTime(h.createdAt, lang)}</time>
              <span>
                <strong>{h.userName ?? t('detail.system')}</strong>
                {` · ${t(`steps.${h.event}`)} → ${t(`status.${h.toStatus}`)}`}
              </span>
              {remarkOf(h) && <span className="remark">{remarkOf(h)}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
