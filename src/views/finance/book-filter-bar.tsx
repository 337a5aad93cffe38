// The filter row of the book's lists (statements, payment notes, bill items): a keyword, one
// choice (status or source type), the date range, and any extra fields of the list.
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateRangePicker, type DateRangeValue } from '../shared/date-range-picker.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { dayAfter, dayStart } from './settlement-kind.ts'

/** What search sends: the trimmed keyword, the choice and the range, each undefined when empty. */
export interface BookFilters<C extends string> {
  search: string | undefined
  choice: C | undefined
  from: string | undefined
  to: string | undefined
}

export function BookFilterBar<C extends string>({
  searchLabel,
  choiceLabel,
  choices,
  onSearch,
  onReset,
  children,
}: {
  searchLabel: string
  choiceLabel: string
  choices: readonly { label: string; value: C }[]
  onSearch: (filters: BookFilters<C>) => void
  /** After the bar has cleared its own fields. */
  onReset: () => void
  /** The list's own filter fields, after the range. */
  children?: ReactNode
}) {
  const { t } = useTranslation('finance')
  const [search, setSearch] = useState('')
  const [choice, setChoice] = useState<C | ''>('')
  const [range, setRange] = useState<DateRangeValue>({ startDate: '', endDate: '' })
  return (
    <FilterBar
      label={t('filters.label')}
      onSearch={() =>
        onSearch({
          search: search.trim() || undefined,
          choice: choice || undefined,
          from: dayStart(range.startDate),
          to: dayAfter(range.endDate),
        })
      }
      onReset={() => {
        setSearch('')
        setChoice('')
        setRange({ startDate: '', endDate: '' })
        onReset()
      }}
    >
      <TextFilter label={searchLabel} value={search} onChange={setSearch} />
      <SelectFilter<C | ''>
        label={choiceLabel}
        placeholder={t('filters.all')}
        value={choice}
        options={[{ label: t('filters.all'), value: '' }, ...choices]}
        onChange={setChoice}
      />
      <DateRangePicker value={range} onChange={setRange} />
      {children}
    </FilterBar>
  )
}
