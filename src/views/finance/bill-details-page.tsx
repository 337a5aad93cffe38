// Bill details (financialBillDetails / repairBillDetails, hidden): opened from a statement
// (?statementId=…) it is the statement itself, printable, with every item down to its order and
// what can be done with it; opened without one it lists every bill item of the book.
import './finance-locales.ts'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import type { StatementDetail } from '../../../contract/finance.schema.ts'
import { getStatementDetail } from '../../services/finance.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { DetailHeader } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { isRecordNotFound, RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import { BillList } from './bill-list.tsx'
import { useSettlementKind } from './settlement-kind.ts'
import { StatementActions } from './statement-actions.tsx'
import { StatementSheet } from './statement-sheet.tsx'
import { useSourceLink } from './source-link.ts'
import './finance.css'

export default function BillDetailsPage() {
  const search = useSearch()
  const { kind, base } = useSettlementKind()
  const { t } = useTranslation('finance')
  if (!new URLSearchParams(search).has('statementId')) return <BillList kind={kind} base={base} />
  const statementId = recordIdParam(search, 'statementId')
  if (statementId === undefined)
    return <RecordNotFound title={t('detail.title')} backTo={`${base}/statement`} />
  return <StatementView key={`${kind}-${statementId}`} statementId={String(statementId)} />
}

function StatementView({ statementId }: { statementId: string }) {
  const { t } = useTranslation('finance')
  const { kind, base } = useSettlementKind()
  const load = useCallback(
    (signal: AbortSignal) => getStatementDetail(kind, statementId, signal),
    [kind, statementId],
  )
  const { data, error, retry, reload } = useLoad<StatementDetail>(load)
  const [refusal, setRefusal] = useState<{ message: string; code?: number | null } | undefined>(undefined)
  const sourceLink = useSourceLink()
  const title = t('detail.title')
  if (isRecordNotFound(error)) return <RecordNotFound title={title} backTo={`${base}/statement`} />
  return (
    <section className="page" aria-labelledby="statement-title">
      <DetailHeader
        titleId="statement-title"
        title={title}
        subject={data?.statementNo}
        backTo={`${base}/statement`}
      />
      <ErrorNotice error={error} onRetry={retry} />
      <ErrorNotice error={refusal} />
      {data && (
        <>
          {!data.editable && <p className="field-hint">{t('detail.lockedHint')}</p>}
          <StatementActions
            kind={kind}
            base={base}
            s={data}
            onChanged={() => {
              setRefusal(undefined)
              reload()
            }}
            onRefused={(e) => {
              setRefusal(e as { message: string; code?: number | null })
              reload()
            }}
          />
          <StatementSheet s={data} sourceLink={sourceLink} />
        </>
      )}
    </section>
  )
}
