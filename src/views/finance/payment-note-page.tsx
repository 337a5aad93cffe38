// Payment notes (financialPaymentNote / repairPaymentNote): the book's payments, paged and
// filtered on the server, each with its amount in Chinese uppercase; recording a payment
// against a statement (?statementId=… opens the dialog for it), confirming or rejecting a
// note the counterparty posted.
import './finance-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../contract/finance.constants.ts'
import type { PaymentRow } from '../../../contract/finance.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { getBank, getPaymentNoteList, getStatementList } from '../../services/finance.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { dateTimeColumn, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { PaymentDecision, type Decision } from './payment-decision.tsx'
import { BookFilterBar } from './book-filter-bar.tsx'
import { useSettlementKind } from './settlement-kind.ts'
import '../shared/list-pattern.css'
import './finance.css'
import { capitalAmountShown } from '../shared/capital-amount.ts'

// The dialog (with its date-time calendar) loads when a payment is first recorded.
const PaymentNoteDialog = lazy(() =>
  import('./payment-note-dialog.tsx').then((m) => ({ default: m.PaymentNoteDialog })),
)

interface PaymentFilters {
  search?: string | undefined
  status?: PaymentStatus | undefined
  from?: string | undefined
  to?: string | undefined
}

export default function PaymentNotePage() {
  const { t, i18n } = useTranslation('finance')
  const { kind, base } = useSettlementKind()
  const requested = new URLSearchParams(useSearch()).get('statementId') ?? undefined
  const toast = usePageToast()
  const list = usePagedList((query: ListQuery<PaymentFilters>, signal: AbortSignal) =>
    getPaymentNoteList(kind, toListRequest(query), signal),
  )
  const payable = useLoad((signal) => getStatementList(kind, { payable: true, pageSize: 100 }, signal))
  const banks = useLoad((signal) => getBank(signal))
  const [creating, setCreating] = useState(requested !== undefined)
  const [decision, setDecision] = useState<Decision | null>(null)
  const lang = i18n.resolvedLanguage ?? 'en'
  const changed = () => {
    list.send({ type: 'list.refresh' })
    payable.reload()
  }

  return (
    <section className="page" aria-labelledby="payment-list-title">
      <header className="page-header">
        <h1 id="payment-list-title">{`${t(`book.${kind}`)} · ${t('payment.title')}`}</h1>
        <Button
          label={t('payment.create')}
          icon="pi pi-plus"
          disabled={!payable.data}
          onClick={() => setCreating(true)}
        />
      </header>
      <ErrorNotice
        error={payable.error ?? banks.error}
        onRetry={payable.error ? payable.retry : banks.retry}
      />
      {/* A payment refused because its statement changed meanwhile: why, over the reloaded list. */}
      <ErrorNotice error={payable.notice} />
      <BookFilterBar<PaymentStatus>
        searchLabel={t('filters.searchPayment')}
        choiceLabel={t('filters.status')}
        choices={PAYMENT_STATUSES.map((s) => ({ label: t(`paymentStatus.${s}`), value: s }))}
        onSearch={({ search, choice, from, to }) =>
          list.send({ type: 'list.filter', filters: { search, status: choice, from, to } })
        }
        onReset={() => list.send({ type: 'list.filter', filters: {} })}
      />
      <PagedTable<PaymentRow>
        list={list}
        dataKey="paymentId"
        label={t('payment.title')}
        emptyMessage={t('payment.empty')}
      >
        <Column field="paymentNo" header={t('payment.no')} sortable />
        <Column
          field="statementNo"
          header={t('payment.statement')}
          body={(r: PaymentRow) =>
            r.statementId ? (
              <Link href={`${base}/billDetails?statementId=${r.statementId}`}>{r.statementNo}</Link>
            ) : (
              r.statementNo
            )
          }
        />
        <Column field="counterpartyName" header={t('statement.counterparty')} />
        {dateTimeColumn<PaymentRow>('paidAt', t('payment.paidAt'))}
        <Column
          field="amount"
          header={t('detail.amount')}
          sortable
          body={(r: PaymentRow) => <span className="finance-money">{formatYuan(r.amount)}</span>}
        />
        {capitalAmountShown(lang) && (
          <Column header={t('payment.inWords')} body={(r: PaymentRow) => r.amountInWords} />
        )}
        <Column header={t('payment.method')} body={(r: PaymentRow) => t(`method.${r.method}`)} />
        <Column header={t('payment.status')} body={(r: PaymentRow) => t(`paymentStatus.${r.status}`)} />
        <Column
          header={t('statement.actions')}
          {...STICKY_RIGHT}
          body={(r: PaymentRow) =>
            r.status === 'PENDING' ? (
              <div className="row-actions">
                <Button
                  label={t('payment.confirm')}
                  text
                  size="small"
                  aria-label={t('payment.confirmLabel', { no: r.paymentNo })}
                  onClick={() => setDecision({ kind: 'confirm', row: r })}
                />
                <Button
                  label={t('payment.reject')}
                  text
                  size="small"
                  severity="danger"
                  aria-label={t('payment.rejectLabel', { no: r.paymentNo })}
                  onClick={() => setDecision({ kind: 'reject', row: r })}
                />
              </div>
            ) : null
          }
        />
      </PagedTable>
      {creating && payable.data && banks.data && (
        <Suspense fallback={null}>
          <PaymentNoteDialog
            kind={kind}
            statements={payable.data.list}
            banks={banks.data}
            initialStatementId={requested}
            onSaved={(no) => {
              setCreating(false)
              toast.show('success', t('payment.created', { no }))
              changed()
            }}
            onRefused={(error) => {
              setCreating(false)
              list.send({ type: 'list.refresh' })
              payable.changedElsewhere(error)
            }}
            onCancel={() => setCreating(false)}
          />
        </Suspense>
      )}
      {decision && (
        <PaymentDecision
          kind={kind}
          decision={decision}
          onDone={() => {
            setDecision(null)
            toast.show('success', t('payment.decided'))
            changed()
          }}
          onCancel={() => setDecision(null)}
        />
      )}
    </section>
  )
}
