// Creating a statement from the bill list: the selected unbilled items of one counterparty,
// confirmed with their count and total (in figures and in words), then opened.
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { SettlementKind } from '../../../contract/finance.constants.ts'
import type { BillRow } from '../../../contract/finance.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { statementSelection } from '../../machines/finance/statement-selection.ts'
import { createStatement } from '../../services/finance.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useCapitalAmount } from '../shared/capital-amount.ts'

export function StatementCreateBar({
  kind,
  base,
  selection,
}: {
  kind: SettlementKind
  base: string
  selection: BillRow[]
}) {
  const { t } = useTranslation('finance')
  const capital = useCapitalAmount()
  const [, navigate] = useLocation()
  const { show } = usePageToast()
  const [confirming, setConfirming] = useState(false)
  const picked = statementSelection(selection)
  return (
    <div className="statement-create">
      <span>
        {picked.kind === 'none' ? t('bills.selectHint') : t('bills.selected', { count: selection.length })}
      </span>
      {picked.kind === 'mixed' && (
        <span className="field-error" role="alert">
          {t('bills.oneCounterparty')}
        </span>
      )}
      <Button
        type="button"
        icon="pi pi-file"
        label={t('bills.create')}
        disabled={picked.kind !== 'ready'}
        onClick={() => setConfirming(true)}
      />
      {confirming && picked.kind === 'ready' && (
        <CallConfirmDialog
          title={t('bills.createTitle')}
          confirmLabel={t('bills.create')}
          call={(v: { billIds: string[] }) => createStatement(kind, v.billIds)}
          values={{ billIds: picked.billIds }}
          onDone={(created) => {
            show('success', t('bills.created', { no: created.statementNo }))
            navigate(`${base}/billDetails?statementId=${created.statementId}`)
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('bills.createMessage', { count: picked.count, name: picked.counterpartyName })}</p>
          <p className="amount-in-words">
            {capital
              ? t('bills.createTotal', { amount: formatYuan(picked.total), words: capital(picked.total) })
              : t('bills.createTotalInFigures', { amount: formatYuan(picked.total) })}
          </p>
        </CallConfirmDialog>
      )}
    </div>
  )
}
