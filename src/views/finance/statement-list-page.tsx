// Statements (financialStatement / repairStatement, cached): the book's statements per period,
// paged, filtered and sorted on the server (the shared list pattern); a row opens the statement.
import './finance-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { STATEMENT_STATUSES, type StatementStatus } from '../../../contract/finance.constants.ts'
import type { StatementRow } from '../../../contract/finance.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { getStatementList } from '../../services/finance.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { BookFilterBar } from './book-filter-bar.tsx'
import { useSettlementKind } from './settlement-kind.ts'
import '../shared/list-pattern.css'
import './finance.css'

interface StatementFilters {
  search?: string | undefined
  status?: StatementStatus | undefined
  from?: string | undefined
  to?: string | undefined
}

export default function StatementListPage() {
  const { t, i18n } = useTranslation('finance')
  const { kind, base } = useSettlementKind()
  const [, navigate] = useLocation()
  const list = usePagedList((query: ListQuery<StatementFilters>, signal: AbortSignal) =>
    getStatementList(kind, toListRequest(query), signal),
  )
  const lang = i18n.resolvedLanguage ?? 'en'
  const date = (iso: string) => formatDateTime(iso, lang, 'date')
  const money = (fen: number) => <span className="finance-money">{formatYuan(fen)}</span>

  return (
    <section className="page" aria-labelledby="statement-list-title">
      <header className="page-header">
        <h1 id="statement-list-title">{`${t(`book.${kind}`)} · ${t('statement.title')}`}</h1>
      </header>
      <BookFilterBar<StatementStatus>
        searchLabel={t('filters.search')}
        choiceLabel={t('filters.status')}
        choices={STATEMENT_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s }))}
        onSearch={({ search, choice, from, to }) =>
          list.send({ type: 'list.filter', filters: { search, status: choice, from, to } })
        }
        onReset={() => list.send({ type: 'list.filter', filters: {} })}
      />
      <PagedTable<StatementRow>
        list={list}
        dataKey="statementId"
        label={t('statement.title')}
        emptyMessage={t('statement.empty')}
      >
        <Column field="statementNo" header={t('statement.no')} sortable />
        <Column field="counterpartyName" header={t('statement.counterparty')} />
        <Column
          field="periodStart"
          header={t('statement.period')}
          sortable
          body={(r: StatementRow) => `${date(r.periodStart)} – ${date(r.periodEnd)}`}
        />
        <Column field="billCount" header={t('statement.billCount')} />
        <Column
          field="totalAmount"
          header={t('statement.total')}
          sortable
          body={(r: StatementRow) => money(r.totalAmount)}
        />
        <Column
          field="paidAmount"
          header={t('statement.paid')}
          sortable
          body={(r: StatementRow) => money(r.paidAmount)}
        />
        <Column header={t('statement.outstanding')} body={(r: StatementRow) => money(r.outstandingAmount)} />
        <Column header={t('statement.status')} body={(r: StatementRow) => t(`status.${r.status}`)} />
        <Column
          header={t('statement.actions')}
          {...STICKY_RIGHT}
          body={(r: StatementRow) => (
            <Button
              label={t('statement.open')}
              text
              size="small"
              aria-label={t('statement.openLabel', { no: r.statementNo })}
              onClick={() => navigate(`${base}/billDetails?statementId=${r.statementId}`)}
            />
          )}
        />
      </PagedTable>
    </section>
  )
}
