// Every bill item of the book (bill details opened without a statement): orders, refunds,
// repair jobs and adjustments, each with its statement, paged and filtered on the server.
import { Column } from 'primereact/column'
import { Checkbox } from 'primereact/checkbox'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import {
  BILL_SOURCE_TYPES,
  type BillSourceType,
  type SettlementKind,
} from '../../../contract/finance.constants.ts'
import type { BillRow } from '../../../contract/finance.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { getBillDetailList } from '../../services/finance.api.ts'
import { FilterField } from '../shared/filter-bar.tsx'
import { dateTimeColumn, PagedTable } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { useSourceLink } from './source-link.ts'
import { BookFilterBar } from './book-filter-bar.tsx'
import { StatementCreateBar } from './statement-create.tsx'
import '../shared/list-pattern.css'

interface BillFilters {
  search?: string | undefined
  sourceType?: BillSourceType | undefined
  unbilled?: boolean | undefined
  from?: string | undefined
  to?: string | undefined
}

export function BillList({ kind, base }: { kind: SettlementKind; base: string }) {
  const { t } = useTranslation('finance')
  const list = usePagedList((query: ListQuery<BillFilters>, signal: AbortSignal) =>
    getBillDetailList(kind, toListRequest(query), signal),
  )
  const [unbilled, setUnbilled] = useState(false)
  // Items can be picked for a new statement while the list shows unbilled items only.
  const [picking, setPicking] = useState(false)
  const [selection, setSelection] = useState<BillRow[]>([])
  const sourceLink = useSourceLink()
  return (
    <section className="page" aria-labelledby="bill-list-title">
      <header className="page-header">
        <h1 id="bill-list-title">{`${t(`book.${kind}`)} · ${t('bills.title')}`}</h1>
      </header>
      <BookFilterBar<BillSourceType>
        searchLabel={t('filters.searchBill')}
        choiceLabel={t('filters.type')}
        choices={BILL_SOURCE_TYPES.map((s) => ({ label: t(`sourceType.${s}`), value: s }))}
        onSearch={({ search, choice, from, to }) => {
          setPicking(unbilled)
          setSelection([])
          list.send({
            type: 'list.filter',
            filters: { search, sourceType: choice, unbilled: unbilled || undefined, from, to },
          })
        }}
        onReset={() => {
          setPicking(false)
          setSelection([])
          setUnbilled(false)
          list.send({ type: 'list.filter', filters: {} })
        }}
      >
        <FilterField label={t('filters.unbilled')}>
          {(id) => (
            <Checkbox inputId={id} checked={unbilled} onChange={(e) => setUnbilled(e.checked === true)} />
          )}
        </FilterField>
      </BookFilterBar>
      {picking && <StatementCreateBar kind={kind} base={base} selection={selection} />}
      <PagedTable<BillRow>
        list={list}
        dataKey="billId"
        label={t('bills.title')}
        emptyMessage={t('bills.empty')}
        {...(picking ? { selection, onSelectionChange: setSelection } : {})}
      >
        {picking && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
        {dateTimeColumn<BillRow>('occurredAt', t('detail.date'))}
        <Column header={t('detail.source')} body={(r: BillRow) => t(`sourceType.${r.sourceType}`)} />
        <Column
          field="sourceNo"
          header={t('detail.sourceNo')}
          sortable
          body={(r: BillRow) => {
            const href = sourceLink(r)
            return href ? <Link href={href}>{r.sourceNo}</Link> : r.sourceNo
          }}
        />
        <Column field="counterpartyName" header={t('statement.counterparty')} />
        <Column
          header={t('bills.statement')}
          body={(r: BillRow) =>
            r.statementId ? (
              <Link href={`${base}/billDetails?statementId=${r.statementId}`}>{r.statementNo}</Link>
            ) : (
              t('bills.unbilled')
            )
          }
        />
        <Column
          field="amount"
          header={t('detail.amount')}
          sortable
          body={(r: BillRow) => <span className="finance-money">{formatYuan(r.amount)}</span>}
        />
      </PagedTable>
    </section>
  )
}
