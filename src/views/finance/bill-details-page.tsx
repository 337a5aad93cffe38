// Bill details (financialBillDetails / repairBillDetails, hidden): opened from a statement
// (?statementId=…) it is the statement itself, printable, with every item down to its order and
// what can be done with it; opened without one it lists every bill item of the book. A step
// refused because the statement changed meanwhile (40900) reloads it and says why (useLoad).
import './finance-locales.ts'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { getStatementDetail } from '../../services/finance.api.ts'
import { DetailHeader } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { useLoad } from '../shared/use-load.ts'
import { BillList } from './bill-list.tsx'
import { useSettlementKind } from './settlement-kind.ts'
import { StatementActions } from './statement-actions.tsx'
import { StatementSheet } from './statement-sheet.tsx'
import { useSourceLink } from './source-link.ts'
import './finance.css'

export default function BillDetailsPage() {
  const search = useSearch()
  const { kind, base } = useSettlementKind()
  if (!new URLSearchParams(search).has('statementId')) return <BillList kind={kind} base={base} />
  const statementId = recordIdParam(search, 'statementId')
  return <StatementView key={`${kind}-${statementId}`} statementId={statementId} />
}

function StatementView({ statementId }: { statementId: number | undefined }) {
  const { t } = useTranslation('finance')
  const { kind, base } = useSettlementKind()
  const loaded = useLoad(async (signal) =>
    statementId === undefined ? undefined : getStatementDetail(kind, String(statementId), signal),
  )
  const sourceLink = useSourceLink()
  const title = t('detail.title')
  return (
    <RecordFrame
      title={title}
      backTo={`${base}/statement`}
      loaded={loaded}
      missing={statementId === undefined}
    >
      {(data) => (
        <section className="page" aria-labelledby="statement-title">
          <DetailHeader
            titleId="statement-title"
            title={title}
            subject={data.statementNo}
            backTo={`${base}/statement`}
          />
          <ErrorNotice error={loaded.notice} />
          {!data.editable && <p className="field-hint">{t('detail.lockedHint')}</p>}
          <StatementActions
            kind={kind}
            base={base}
            s={data}
            onChanged={loaded.reload}
            onRefused={loaded.changedElsewhere}
          />
          <StatementSheet s={data} sourceLink={sourceLink} />
        </section>
      )}
    </RecordFrame>
  )
}
