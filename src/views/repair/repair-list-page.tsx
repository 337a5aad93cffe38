// Repair jobs (/repairList): the merchant's jobs (staff: those assigned to
// them), paged and filtered on the server by status, creation date and customer, with the
// count of jobs per status over the same filters; a row opens the job.
import './repair-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { addDays, businessDayStart, isIsoDate } from '../../../contract/business-time.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { RepairStatus } from '../../../contract/lifecycles/repair.lifecycle.ts'
import { REPAIR_STATUSES } from '../../../contract/repair.constants.ts'
import type { RepairRow } from '../../../contract/repair.schema.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { getRepairList, getRepairStatusCount, type RepairFilters } from '../../services/repair.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { DateRangePicker, type DateRangeValue } from '../shared/date-range-picker.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { CellText, dateTimeColumn, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { RepairStatusCountsBar } from './repair-status-counts.tsx'
import { useIsRepairStaff } from './use-repair-role.ts'
import '../shared/list-pattern.css'
import './repair.css'
import { pathTo } from '../../routes/paths.ts'

const fetchRepairs = (query: ListQuery<RepairFilters>, signal: AbortSignal) =>
  getRepairList(toListRequest(query), signal)

/** The typed range as the instants the server filters creation times by. */
function rangeFilters(range: DateRangeValue): Pick<RepairFilters, 'dateFrom' | 'dateTo'> {
  return {
    ...(isIsoDate(range.startDate) ? { dateFrom: businessDayStart(range.startDate) } : {}),
    ...(isIsoDate(range.endDate) ? { dateTo: businessDayStart(addDays(range.endDate, 1)) } : {}),
  }
}

export default function RepairListPage() {
  const { t } = useTranslation('repair')
  const [, navigate] = useLocation()
  const staff = useIsRepairStaff()
  const list = usePagedList(fetchRepairs)
  const [customer, setCustomer] = useState('')
  const [status, setStatus] = useState<RepairStatus | ''>('')
  const [range, setRange] = useState<DateRangeValue>({ startDate: '', endDate: '' })
  const countFilters = useRef<Omit<RepairFilters, 'status'>>({})
  const counts = useLoad(
    useCallback((signal: AbortSignal) => getRepairStatusCount(countFilters.current, signal), []),
  )

  const apply = (next: { customer: string; status: RepairStatus | ''; range: DateRangeValue }) => {
    const shared = {
      ...(next.customer.trim() ? { customer: next.customer.trim() } : {}),
      ...rangeFilters(next.range),
    }
    list.send({
      type: 'list.filter',
      filters: { ...shared, ...(next.status ? { status: next.status } : {}) },
    })
    countFilters.current = shared
    counts.reload()
  }
  const pickStatus = (s: RepairStatus | undefined) => {
    setStatus(s ?? '')
    apply({ customer, status: s ?? '', range })
  }

  return (
    <section className="page" aria-labelledby="repair-list-title">
      <header className="page-header">
        <h1 id="repair-list-title">{t('list.title')}</h1>
        {staff && <small>{t('list.staffScope')}</small>}
      </header>
      <FilterBar
        label={t('list.filterLabel')}
        onSearch={() => apply({ customer, status, range })}
        onReset={() => {
          const empty = { customer: '', status: '' as const, range: { startDate: '', endDate: '' } }
          setCustomer(empty.customer)
          setStatus(empty.status)
          setRange(empty.range)
          apply(empty)
        }}
      >
        <SelectFilter<RepairStatus | ''>
          label={t('list.status')}
          value={status}
          options={[
            { label: t('list.allStatuses'), value: '' },
            ...REPAIR_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s })),
          ]}
          onChange={setStatus}
        />
        <TextFilter label={t('list.customer')} value={customer} onChange={setCustomer} />
        <DateRangePicker value={range} onChange={setRange} />
      </FilterBar>
      <ErrorNotice error={counts.error} onRetry={counts.retry} />
      <RepairStatusCountsBar counts={counts.data} selected={status || undefined} onSelect={pickStatus} />
      <PagedTable<RepairRow>
        list={list}
        dataKey="repairId"
        label={t('list.title')}
        emptyMessage={t('list.empty')}
      >
        <Column field="repairNo" header={t('columns.repairNo')} />
        <Column
          header={t('columns.customer')}
          body={(r: RepairRow) => <CellText text={`${r.customerName} ${r.customerPhone}`} />}
        />
        <Column header={t('columns.product')} body={(r: RepairRow) => `${r.brandName} ${r.productName}`} />
        <Column header={t('columns.fault')} body={(r: RepairRow) => <CellText text={r.faultDescription} />} />
        <Column
          header={t('columns.status')}
          body={(r: RepairRow) => <Tag value={t(`status.${r.status}`)} />}
        />
        <Column header={t('columns.assignee')} body={(r: RepairRow) => r.assigneeName ?? '—'} />
        <Column
          field="totalAmount"
          header={t('columns.total')}
          sortable
          body={(r: RepairRow) => <span className="repair-money">{formatYuan(r.totalAmount)}</span>}
        />
        {dateTimeColumn<RepairRow>('createdAt', t('columns.createdAt'))}
        <Column
          header={t('columns.actions')}
          {...STICKY_RIGHT}
          body={(r: RepairRow) => (
            <Button
              label={t('list.view')}
              text
              size="small"
              aria-label={`${t('list.view')}: ${r.repairNo}`}
              onClick={() => navigate(pathTo('repairDetails', { repairId: r.repairId }))}
            />
          )}
        />
      </PagedTable>
    </section>
  )
}
