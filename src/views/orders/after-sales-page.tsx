// After-sales requests (SPEC.md: /order-management/orderAfterSales, cached, badge waitAudit):
// status tabs with their counts, filters, the server-paged list, and one request's detail
// opened over the list (?afterSaleId=…, so a reload keeps it open).
import './after-sale-locales.ts'
import './after-sale.css'
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { AFTER_SALE_KINDS, type AfterSaleKind } from '../../../contract/after-sales.constants.ts'
import type { AfterSaleCounts, AfterSaleRow } from '../../../contract/after-sales.schema.ts'
import * as api from '../../services/after-sales.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { DateRangePicker, type DateRangeValue } from '../shared/date-range-picker.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { NewItemsBanner } from '../shared/new-items-banner.tsx'
import { dateTimeColumn, PagedTable, yuanColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { AfterSaleDetailDialog, STATUS_SEVERITY } from './after-sale-detail.tsx'
import { type AfterSaleTab, AfterSaleTabs } from './after-sale-tabs.tsx'
import { pathTo } from '../../routes/paths.ts'

export const AFTER_SALES_PATH = pathTo('orderAfterSales')
const NO_RANGE: DateRangeValue = { startDate: '', endDate: '' }

const isNewAfterSale = (event: { type: string }) => event.type === 'afterSale.created'

export default function AfterSalesPage() {
  const { t } = useTranslation('after-sales')
  const list = usePagedList(api.getAfterSaleList, { filters: { status: 'WAIT_AUDIT' } })
  const applied = useSelector(list, (s) => s.context.query.filters as api.AfterSaleFilters)
  // The tabs count over the list's other filters (issue 35: they counted every request), read
  // when the counts load.
  const { status: _tab, ...others } = applied
  const countedOver = JSON.stringify(others)
  const over = useRef(countedOver)
  over.current = countedOver
  const counts = useLoad<AfterSaleCounts>((signal) =>
    api.getAfterSaleCounts(JSON.parse(over.current) as api.AfterSaleFilters, signal),
  )
  // Counted again when the rows arrive (new filters, a step, a refresh) and when the cached page
  // is shown again (<Activity> re-runs the effect): never a count from before a step elsewhere.
  const rows = useSelector(list, (s) => s.context.list)
  const listLoading = useSelector(list, (s) => s.hasTag('loading'))
  const { reload: reloadCounts } = counts
  const firstCount = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts again when new rows arrive
  useEffect(() => {
    // useLoad counts once by itself at the start; the rows on their way will count again.
    if (firstCount.current || listLoading) {
      firstCount.current = false
      return
    }
    reloadCounts()
  }, [countedOver, rows, listLoading, reloadCounts])
  const [keyword, setKeyword] = useState('')
  const [kind, setKind] = useState<AfterSaleKind | ''>('')
  const [range, setRange] = useState<DateRangeValue>(NO_RANGE)
  const tab: AfterSaleTab = applied.status ?? 'ALL'

  // The open request lives in the URL; while the cached page is hidden, the last one stays.
  const [location, navigate] = useLocation()
  const search = useSearch()
  const lastOpen = useRef<number | undefined>(undefined)
  if (location === AFTER_SALES_PATH) lastOpen.current = recordIdParam(search, 'afterSaleId')
  const openId = lastOpen.current
  const open = (id: number) => navigate(`${AFTER_SALES_PATH}?afterSaleId=${id}`)
  const close = () => navigate(AFTER_SALES_PATH, { replace: true })

  // A step reloads the list; its rows arriving count the tabs again.
  const changed = useCallback(() => list.send({ type: 'list.refresh' }), [list])

  const filters = (status: AfterSaleTab): api.AfterSaleFilters => ({
    status: status === 'ALL' ? undefined : status,
    keyword: keyword.trim() || undefined,
    kind: kind || undefined,
    startDate: range.startDate || undefined,
    endDate: range.endDate || undefined,
  })
  const reset = () => {
    setKeyword('')
    setKind('')
    setRange(NO_RANGE)
    list.send({ type: 'list.filter', filters: { status: applied.status } })
  }

  return (
    <section className="page" aria-labelledby="after-sales-title">
      <header className="page-header">
        <h1 id="after-sales-title">{t('routes:pages.orderAfterSales')}</h1>
      </header>
      <FilterBar
        label={t('filterLabel')}
        onSearch={() => list.send({ type: 'list.filter', filters: filters(tab) })}
        onReset={reset}
      >
        <TextFilter
          label={t('fields.keyword')}
          value={keyword}
          placeholder={t('fields.keywordPlaceholder')}
          onChange={setKeyword}
        />
        <SelectFilter<AfterSaleKind | ''>
          label={t('fields.kind')}
          value={kind}
          placeholder={t('fields.allKinds')}
          options={[
            { label: t('fields.allKinds'), value: '' },
            ...AFTER_SALE_KINDS.map((k) => ({ label: t(`kind.${k}`), value: k })),
          ]}
          onChange={setKind}
        />
        <DateRangePicker value={range} onChange={setRange} />
      </FilterBar>
      <AfterSaleTabs
        tab={tab}
        counts={counts.data}
        onSelect={(next) =>
          list.send({
            type: 'list.filter',
            filters: { ...applied, status: next === 'ALL' ? undefined : next },
          })
        }
      />
      <div id="after-sale-tab-panel" role="tabpanel" aria-labelledby={`after-sale-tab-${tab}`}>
        <NewItemsBanner
          matches={isNewAfterSale}
          label={(count) => t('newRequests', { count })}
          onShow={() => {
            list.send({ type: 'list.page', page: 1 })
          }}
        />
        <PagedTable<AfterSaleRow> list={list} dataKey="afterSaleId" label={t('listLabel')}>
          <Column field="afterSaleNo" header={t('fields.afterSaleNo')} />
          <Column field="orderNo" header={t('fields.orderNo')} />
          <Column field="buyerName" header={t('fields.buyer')} />
          <Column field="kind" header={t('fields.kind')} body={(r: AfterSaleRow) => t(`kind.${r.kind}`)} />
          <Column field="productName" header={t('fields.product')} />
          <Column field="reason" header={t('fields.reason')} />
          {yuanColumn<AfterSaleRow>('refundAmount', t('fields.refundAmount'))}
          {dateTimeColumn<AfterSaleRow>('createdAt', t('fields.createdAt'))}
          <Column
            field="status"
            header={t('fields.status')}
            body={(r: AfterSaleRow) => (
              <Tag value={t(`status.${r.status}`)} severity={STATUS_SEVERITY[r.status]} />
            )}
          />
          <Column
            header={t('fields.actions')}
            {...STICKY_RIGHT}
            body={(r: AfterSaleRow) => (
              <Button
                type="button"
                size="small"
                text
                label={t('actions.view')}
                className="after-sale-view"
                aria-label={`${t('actions.view')} ${r.afterSaleNo}`}
                onClick={() => open(r.afterSaleId)}
              />
            )}
          />
        </PagedTable>
      </div>
      {openId !== undefined && (
        <AfterSaleDetailDialog key={openId} afterSaleId={openId} onClose={close} onChanged={changed} />
      )}
    </section>
  )
}
