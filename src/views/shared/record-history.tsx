// A record's change history (issue 20 item 9): the audit trail's rows for one record, newest
// first: when, who, and what (the call in words, or "Called <call>" for one without words).
// Shown beside the status timeline on order, after-sale and repair details. The list is the
// shared paged-list machine over getRecordHistory; a new `refreshKey` (the record's version)
// reloads it, so a change made on the page appears in its history.
import './record-history.css'
import './card-title.css'
import { Column } from 'primereact/column'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuditSubjectType } from '../../../contract/audit.constants.ts'
import type { RecordHistoryRow } from '../../../contract/audit.schema.ts'
import { registerAuditLocales } from '../../locales/audit-resources.ts'
import { getRecordHistory, type RecordHistoryFilters } from '../../services/audit.api.ts'
import { formatDateTime } from './date-time.ts'
import { PagedTable } from './paged-table.tsx'
import { usePagedList } from './use-paged-list.ts'

registerAuditLocales()

export interface RecordHistoryProps {
  subjectType: AuditSubjectType
  subjectId: string
  /** Changes when the record changes (its version): the history reloads. */
  refreshKey?: string | number
  /** Inside a dialog or a card already: no card of its own. */
  bare?: boolean
}

export function RecordHistory({ subjectType, subjectId, refreshKey, bare }: RecordHistoryProps) {
  const { t } = useTranslation('audit')
  const list = usePagedList<RecordHistoryRow, RecordHistoryFilters>(getRecordHistory, {
    filters: { subjectType, subjectId },
    pageSize: 10,
  })
  const shownKey = useRef(refreshKey)
  useEffect(() => {
    if (shownKey.current === refreshKey) return
    shownKey.current = refreshKey
    list.send({ type: 'list.refresh' })
  }, [refreshKey, list])

  return (
    <section className={bare ? 'record-history' : 'card record-history'} aria-label={t('title')}>
      <h2 className="card-title">{t('title')}</h2>
      <PagedTable<RecordHistoryRow> list={list} dataKey="id" label={t('label')} emptyMessage={t('empty')}>
        <Column header={t('when')} body={(r: RecordHistoryRow) => formatDateTime(r.createdAt)} />
        <Column header={t('who')} field="actorName" />
        <Column
          header={t('what')}
          body={(r: RecordHistoryRow) =>
            t(`calls.${r.call}`, { defaultValue: t('calls.fallback', { call: r.call }) })
          }
        />
      </PagedTable>
    </section>
  )
}
