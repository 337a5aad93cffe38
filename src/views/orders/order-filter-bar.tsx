// The order list's filters: order number, buyer, date range, amount range (yuan) and status.
import { useSelector } from '@xstate/react'
import { InputNumber } from 'primereact/inputnumber'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ORDER_STATUSES } from '../../../contract/orders.constants.ts'
import type { OrderStatus } from '../../../contract/lifecycles/order.lifecycle.ts'
import { DateRangePicker } from '../shared/date-range-picker.tsx'
import { FilterBar, FilterField, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import { fenOfYuan, type OrderListFilters } from './order-filters.ts'

export function OrderFilterBar({ list, actions }: { list: PagedListRef; actions: ReactNode }) {
  const { t } = useTranslation('orders')
  const applied = useSelector(list, (s) => s.context.query.filters as OrderListFilters)
  const [orderNo, setOrderNo] = useState(applied.orderNo ?? '')
  const [buyer, setBuyer] = useState(applied.buyer ?? '')
  const [range, setRange] = useState({
    startDate: applied.createdFrom ?? '',
    endDate: applied.createdTo ?? '',
  })
  const [minYuan, setMinYuan] = useState<number | null>(null)
  const [maxYuan, setMaxYuan] = useState<number | null>(null)
  const [status, setStatus] = useState<OrderStatus | ''>('')
  // The ranges are checked here first (the server refuses them too), and said under the bar.
  const [problem, setProblem] = useState<'beforeStart' | 'belowMinimum' | undefined>()
  const statusOptions = [
    { label: t('fields.all'), value: '' as const },
    ...ORDER_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s })),
  ]
  const search = () => {
    const rangeWrong = range.startDate !== '' && range.endDate !== '' && range.endDate < range.startDate
    const amountWrong = minYuan !== null && maxYuan !== null && maxYuan < minYuan
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
        minPayAmount: fenOfYuan(minYuan),
        maxPayAmount: fenOfYuan(maxYuan),
      } satisfies OrderListFilters,
    })
  }
  const reset = () => {
    setProblem(undefined)
    setOrderNo('')
    setBuyer('')
    setRange({ startDate: '', endDate: '' })
    setMinYuan(null)
    setMaxYuan(null)
    setStatus('')
    list.send({ type: 'list.filter', filters: {} })
  }
  const amount = (label: string, value: number | null, set: (v: number | null) => void) => (
    <FilterField label={label}>
      {(id) => (
        <InputNumber
          inputId={id}
          value={value}
          min={0}
          maxFractionDigits={2}
          onValueChange={(e) => set(e.value ?? null)}
        />
      )}
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
      {amount(t('fields.minAmount'), minYuan, setMinYuan)}
      {amount(t('fields.maxAmount'), maxYuan, setMaxYuan)}
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
