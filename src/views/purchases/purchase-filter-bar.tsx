// The purchase list's filters: order number and the date range it was ordered in.
import { useSelector } from '../shared/actors.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateRangePicker } from '../shared/date-range-picker.tsx'
import { FilterBar, TextFilter } from '../shared/filter-bar.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import type { PurchaseListFilters } from './purchase-filters.ts'

export function PurchaseFilterBar({ list }: { list: PagedListRef }) {
  const { t } = useTranslation('purchases')
  const applied = useSelector(list, (s) => s.context.query.filters as PurchaseListFilters)
  const [orderNo, setOrderNo] = useState(applied.orderNo ?? '')
  const [range, setRange] = useState({
    startDate: applied.createdFrom ?? '',
    endDate: applied.createdTo ?? '',
  })
  // The range is checked here first (the server refuses it too), and said under the bar.
  const [wrongRange, setWrongRange] = useState(false)
  const search = () => {
    const wrong = range.startDate !== '' && range.endDate !== '' && range.endDate < range.startDate
    setWrongRange(wrong)
    if (wrong) return
    list.send({
      type: 'list.filter',
      filters: {
        statuses: applied.statuses,
        orderNo: orderNo.trim() || undefined,
        createdFrom: range.startDate || undefined,
        createdTo: range.endDate || undefined,
      } satisfies PurchaseListFilters,
    })
  }
  const reset = () => {
    setWrongRange(false)
    setOrderNo('')
    setRange({ startDate: '', endDate: '' })
    list.send({ type: 'list.filter', filters: {} })
  }
  return (
    <FilterBar label={t('list.filterLabel')} onSearch={search} onReset={reset}>
      <TextFilter label={t('fields.orderNo')} value={orderNo} onChange={setOrderNo} />
      <div className="filter-field">
        <span>{t('fields.dateRange')}</span>
        <DateRangePicker value={range} onChange={setRange} />
      </div>
      {wrongRange && (
        <small className="p-error" role="alert">
          {t('validation.beforeStart')}
        </small>
      )}
    </FilterBar>
  )
}
