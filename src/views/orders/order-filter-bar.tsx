// The order list's filters: order number, buyer, date range, amount range (yuan) and status.
import { useSelector } from '../shared/actors.ts'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ORDER_STATUSES } from '../../../contract/orders.constants.ts'
import type { OrderStatus } from '../../../contract/lifecycles/order.lifecycle.ts'
import { DateRangePicker } from '../shared/date-range-picker.tsx'
import { FilterBar, FilterField, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import { MoneyInput } from '../shared/money-input.tsx'
import type { OrderListFilters } from './order-filters.ts'

export function OrderFilterBar({ list, actions }: { list: PagedListRef; actions: ReactNode }) {
  const { t } = useTranslation('orders')
  const applied = useSelector(list, (s) => s.context.query.filters as OrderListFilters)
  const [orderNo, setOrderNo] = useState(applied.orderNo ?? '')
  const [buyer, setBuyer] = useState(applied.buyer ?? '')
  const [range, setRange] = useState({
    startDate: applied.createdFrom ?? '',
    endDate: applied.createdTo ?? '',
  })
  const [minFen, setMinFen] = useState<number | null>(null)
  const [maxFen, setMaxFen] = useState<number | null>(null)
  const [status, setStatus] = useState<OrderStatus | ''>('')
  // The ranges are checked here first (the server refuses them too), and said under the bar.
  const [problem, setProblem] = useState<'beforeStart' | 'belowMinimum' | undefined>()
  const statusOptions = [
    { label: t('fields.all'), value: '' as const },
    ...ORDER_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s })),
  ]
  const search = () => {
    const rangeWrong = range.startDate !== '' && range.endDate !== '' && range.endDate < range.startDate
    const amountWrong = minFen !== null && maxFen !== null && maxFen < minFen
    const found = rangeWrong ? 'beforeStart' : amountWrong ? 'belowMinimum' : undefined
    setProblem(found)
    if (found) return
    list.send({
      type: 'list.filter',
      filters: {
        statuses: status ? [status] : applied.statuses,
        orderNo: orderNo.trim() || undefined,
        buyer: buyer.trim() || undefined,
        createdFrom: range.startDate || undefined,
        createdTo: range.endDate || undefined,
        minPayAmount: minFen ?? undefined,
        maxPayAmount: maxFen ?? undefined,
      } satisfies OrderListFilters,
    })
  }
  const reset = () => {
    setProblem(undefined)
    setOrderNo('')
    setBuyer('')
    setRange({ startDate: '', endDate: '' })
    setMinFen(null)
    setMaxFen(null)
    setStatus('')
    list.send({ type: 'list.filter', filters: {} })
  }
  const amount = (label: string, value: number | null, set: (v: number | null) => void) => (
    <FilterField label={label}>
      {(id) => <MoneyInput inputId={id} fen={value} minFractionDigits={0} onFenChange={set} />}
    </FilterField>
  )
  return (
    <FilterBar label={t('list.filterLabel')} onSearch={search} onReset={reset} actions={actions}>
      <TextFilter label={t('fields.orderNo')} value={orderNo} onChange={setOrderNo} />
      <TextFilter
        label={t('fields.buyer')}
        value={buyer}
        placeholder={t('fields.buyerPlaceholder')}
        onChange={setBuyer}
      />
      <div className="filter-field">
        <span>{t('fields.dateRange')}</span>
        <DateRangePicker value={range} onChange={setRange} />
      </div>
      {amount(t('fields.minAmount'), minFen, setMinFen)}
      {amount(t('fields.maxAmount'), maxFen, setMaxFen)}
      {problem && (
        <small className="p-error order-filter-problem" role="alert">
          {t(`validation.${problem}`)}
        </small>
      )}
      <div className="order-filter-status">
        <SelectFilter
          label={t('fields.status')}
          value={status}
          options={statusOptions}
          onChange={setStatus}
        />
      </div>
    </FilterBar>
  )
}
