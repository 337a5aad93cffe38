// stockHistory?skuId=… (issue 29): a SKU's stock page. The header names the SKU (code,
// specification, product, image) with its on hand, reserved and available and the threshold
// that applies; beside it the SKU's own threshold and the shop default, each a form with its
// errors at the field. Below, its movements, newest first, paged and filtered by kind and
// business date, exportable to a spreadsheet (sku-stock.machine.ts walks the pages by beforeId).
import './product-locales.ts'
import './stock-locales.ts'
import '../shared/setup-page.css'
import './product-pages.css'
import './stock.css'
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Column } from 'primereact/column'
import { InputText } from 'primereact/inputtext'
import { Tag } from 'primereact/tag'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { type ActorRefFrom, fromPromise } from 'xstate'
import type { Page } from '../../../contract/paging.schema.ts'
import {
  LOW_STOCK_THRESHOLD,
  STOCK_MOVEMENT_KINDS,
  type StockMovementKind,
} from '../../../contract/stock.constants.ts'
import { businessDate } from '../../../contract/business-time.ts'
import type { SkuStockSummary, StockMovementRow } from '../../../contract/stock.schema.ts'
import {
  type DefaultThresholdDraft,
  type OwnThresholdDraft,
  thresholdOf,
  validateDefaultThreshold,
  validateOwnThreshold,
} from '../../machines/products/stock-form.ts'
import {
  type SkuStockEvent,
  type StockExportPageInput,
  type StockHistoryFilter,
  skuStockMachine,
} from '../../machines/products/sku-stock.machine.ts'
import { pathTo } from '../../routes/paths.ts'
import { downloadSpreadsheet, exportFileName, instant } from '../../browser/spreadsheet.ts'
import * as api from '../../services/stock.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DateRangePicker, type DateRangeValue } from '../shared/date-range-picker.tsx'
import { DetailHeader } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { ExportButton, ExportProgress } from '../shared/export-progress.tsx'
import { FilterBar, SelectFilter } from '../shared/filter-bar.tsx'
import { FormField, useLimitHint } from '../shared/form-field.tsx'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
import { useOutcomeToast, usePageToast } from '../shared/page-toast.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import { SaveForm } from '../shared/save-form.tsx'
import { type FormApi, useForm } from '../shared/use-form.ts'
import { type PagedListRef, usePagedList } from '../shared/use-paged-list.ts'
import { signed, specText } from './stock-format.ts'

const PRODUCT_LIST = pathTo('productList')

export default function StockHistoryPage() {
  const { t } = useTranslation('stock')
  const skuId = recordIdParam(useSearch(), 'skuId')
  if (skuId === undefined) return <RecordNotFound title={t('history.title')} backTo={PRODUCT_LIST} />
  return <StockHistoryView key={skuId} skuId={String(skuId)} />
}

function StockHistoryView({ skuId }: { skuId: string }) {
  const { t } = useTranslation('stock')
  const tRef = useRef(t)
  tRef.current = t
  // The SKU the spreadsheet is named after (the summary, once loaded).
  const skuRef = useRef<SkuStockSummary | undefined>(undefined)
  const [logic] = useState(() =>
    skuStockMachine.provide({
      actors: {
        loadSummary: fromPromise<SkuStockSummary, { skuId: string }>(({ input, signal }) =>
          api.getSkuStockSummary(input.skuId, signal),
        ),
        fetchPage: fromPromise<Page<StockMovementRow>, StockExportPageInput>(({ input, signal }) =>
          api.getSkuStockHistory(
            input.skuId,
            {
              page: 1,
              pageSize: input.pageSize,
              filters: { ...input.filters, beforeId: input.beforeId },
            },
            signal,
          ),
        ),
        save: fromPromise<void, { rows: StockMovementRow[] }>(({ input }) =>
          saveHistory(input.rows, tRef.current, skuRef.current),
        ),
      },
    }),
  )
  const stock = useActorRef(logic, { input: { skuId } })
  const summary = useSelector(stock, (s) => s.context.summary)
  skuRef.current = summary
  const missing = useSelector(stock, (s) => s.hasTag('missing'))
  const loadError = useSelector(stock, (s) => (s.hasTag('error') ? s.context.error : undefined))
  const send = (event: SkuStockEvent) => stock.send(event)

  const list = usePagedList<StockMovementRow, StockHistoryFilter>((query, signal) =>
    api.getSkuStockHistory(skuId, query, signal),
  )
  const filters = useSelector(list, (s) => s.context.query.filters as StockHistoryFilter)
  const title = t('history.title')
  const retry = () => send({ type: 'stock.retry' })

  return (
    <RecordFrame
      title={title}
      backTo={PRODUCT_LIST}
      loaded={{ data: summary, error: loadError, retry }}
      missing={missing}
    >
      {(summary) => (
        <section className="page stock-page" aria-labelledby="stock-title">
          <DetailHeader titleId="stock-title" title={title} subject={summary.skuCode} backTo={PRODUCT_LIST} />
          <ErrorNotice error={loadError} onRetry={retry} />
          <div className="stock-top">
            <StockSummary summary={summary} />
            <div className="stock-thresholds">
              <OwnThresholdForm
                key={`${summary.skuId}-${summary.ownThreshold}`}
                summary={summary}
                onSaved={(next) => send({ type: 'stock.thresholdSaved', summary: next })}
              />
              <DefaultThresholdForm onSaved={() => send({ type: 'stock.reload' })} />
            </div>
          </div>
          <HistoryFilterBar
            onSearch={(next) => list.send({ type: 'list.filter', filters: next })}
            actions={<ExportControl stock={stock} filters={filters} />}
          />
          <MovementsTable list={list} />
        </section>
      )}
    </RecordFrame>
  )
}

/** The SKU's movements, newest first: one row a change of its on hand or reserved. */
function MovementsTable({ list }: { list: PagedListRef }) {
  const { t, i18n } = useTranslation('stock')
  return (
    <PagedTable<StockMovementRow>
      list={list}
      dataKey="movementId"
      label={t('history.listLabel')}
      emptyMessage={t('history.empty')}
    >
      <Column
        header={t('fields.at')}
        body={(r: StockMovementRow) => formatDateTime(r.at, i18n.resolvedLanguage)}
      />
      <Column header={t('fields.kind')} body={(r: StockMovementRow) => t(`kinds.${r.kind}`)} />
      <Column
        header={t('fields.onHandChange')}
        bodyClassName="stock-number"
        alignHeader="right"
        body={(r: StockMovementRow) => signed(r.onHandChange)}
      />
      <Column
        header={t('fields.reservedChange')}
        bodyClassName="stock-number"
        alignHeader="right"
        body={(r: StockMovementRow) => signed(r.reservedChange)}
      />
      <Column
        header={t('fields.onHandAfter')}
        bodyClassName="stock-number"
        alignHeader="right"
        field="onHandAfter"
      />
      <Column
        header={t('fields.reservedAfter')}
        bodyClassName="stock-number"
        alignHeader="right"
        field="reservedAfter"
      />
      <Column header={t('fields.source')} body={(r: StockMovementRow) => <SourceCell row={r} />} />
      <Column header={t('fields.reason')} body={(r: StockMovementRow) => <CellText text={r.reason} />} />
      <Column header={t('fields.actor')} body={(r: StockMovementRow) => actorText(r, t)} />
    </PagedTable>
  )
}

function actorText(r: StockMovementRow, t: (key: string) => string): string {
  return r.actorKind === 'USER' ? r.actorName || '—' : t(`actors.${r.actorKind}`)
}

/** The source document: a sales order links to its detail; the others say what they are. */
function SourceCell({ row: r }: { row: StockMovementRow }) {
  const { t } = useTranslation('stock')
  const kind = t(`sources.${r.sourceType}`)
  if (r.sourceType === 'ORDER' && r.sourceId)
    return <Link href={pathTo('orderDetails', { orderId: r.sourceId })}>{r.sourceNo || r.sourceId}</Link>
  return (
    <span>
      {kind}
      {r.sourceNo ? ` ${r.sourceNo}` : ''}
    </span>
  )
}

function StockSummary({ summary: s }: { summary: SkuStockSummary }) {
  const { t } = useTranslation('stock')
  const figures: [string, string, number][] = [
    ['onHand', t('fields.onHand'), s.onHand],
    ['reserved', t('fields.reserved'), s.reserved],
    ['available', t('fields.available'), s.available],
  ]
  return (
    <section className="setup-section stock-summary" aria-label={t('history.summaryLabel')}>
      <div className="product-cell">
        {s.mainImageUrl ? <img src={s.mainImageUrl} alt="" /> : <span className="product-cell__thumb" />}
        <span>
          <strong>{s.productName}</strong>
          <small>
            {s.productNo} · {s.skuCode} · {specText(s.spec) || t('history.singleSku')}
          </small>
        </span>
      </div>
      <div className="stock-figures">
        {figures.map(([key, label, value]) => (
          <Figure key={key} id={`stock-${key}`} className={`stock-figure--${key}`} label={label}>
            {value}
          </Figure>
        ))}
        <Figure id="stock-threshold-now" className="stock-figure--threshold" label={t('fields.threshold')}>
          {s.ownThreshold === null
            ? t('threshold.applies', { value: s.threshold })
            : t('threshold.appliesOwn', { value: s.threshold })}
        </Figure>
      </div>
      {s.isLow && <Tag severity="warning" value={t('history.low')} className="stock-low" />}
    </section>
  )
}

/** One figure of the header: a group named by its label, so it can be found by its name. */
function Figure({
  id,
  label,
  className,
  children,
}: {
  id: string
  label: string
  className?: string
  children: React.ReactNode
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of read-only figures; <fieldset> is for form controls
    <div role="group" aria-labelledby={`${id}-label`} className={`stock-figure ${className ?? ''}`}>
      <span id={`${id}-label`} className="stock-figure__label">
        {label}
      </span>{' '}
      <span className="stock-figure__value">{children}</span>
    </div>
  )
}

function OwnThresholdForm({
  summary,
  onSaved,
}: {
  summary: SkuStockSummary
  onSaved: (summary: SkuStockSummary) => void
}) {
  const { t } = useTranslation('stock')
  const { show } = usePageToast()
  const form = useForm<OwnThresholdDraft, SkuStockSummary>({
    values: { threshold: summary.ownThreshold === null ? '' : String(summary.ownThreshold) },
    validate: validateOwnThreshold,
    submit: (v, signal) => api.saveSkuLowStockThreshold(summary.skuId, thresholdOf(v.threshold), signal),
    onSubmitted: (next) => {
      show('success', t('threshold.ownSaved'))
      onSaved(next)
    },
    ns: 'stock',
  })
  return (
    <ThresholdForm
      form={form}
      field="threshold"
      ids={{ heading: 'stock-own-threshold', input: 'stock-threshold' }}
      title={t('threshold.ownTitle')}
      label={t('threshold.own')}
      hint={t('threshold.ownHint', { value: summary.merchantThreshold })}
    />
  )
}

function DefaultThresholdForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('stock')
  const { show } = usePageToast()
  const form = useForm<DefaultThresholdDraft>({
    load: async (signal) => ({
      lowStockThreshold: String((await api.getStockSettings(signal)).lowStockThreshold),
    }),
    validate: validateDefaultThreshold,
    submit: (v, signal) => api.saveStockSettings(Number(thresholdOf(v.lowStockThreshold)), signal),
    onSubmitted: () => {
      show('success', t('threshold.defaultSaved'))
      onSaved()
    },
    ns: 'stock',
  })
  if (form.loadFailed) return <ErrorNotice error={form.error} onRetry={form.retry} />
  return (
    <ThresholdForm
      form={form}
      field="lowStockThreshold"
      ids={{ heading: 'stock-default-threshold', input: 'stock-default' }}
      title={t('threshold.defaultTitle')}
      label={t('threshold.default')}
      hint={t('threshold.defaultHint')}
    />
  )
}

/**
 * One low-stock threshold saved on its own (the SKU's, the shop default): a whole number at one
 * field, the limit after the form's own hint. A form that loads its value shows the field empty
 * and disabled until it arrives.
 */
function ThresholdForm<F extends string>({
  form,
  field,
  ids,
  title,
  label,
  hint,
}: {
  form: FormApi<Record<F, string>>
  field: F
  ids: { heading: string; input: string }
  title: string
  label: string
  hint: string
}) {
  const limit = useLimitHint()
  return (
    <SaveForm
      form={form}
      labelledBy={ids.heading}
      heading={<h2 id={ids.heading}>{title}</h2>}
      fields={
        <FormField
          id={ids.input}
          label={label}
          error={form.message(field)}
          hint={`${hint} · ${limit(LOW_STOCK_THRESHOLD)}`}
        >
          <InputText
            inputMode="numeric"
            disabled={form.loading}
            value={form.loaded.data?.[field] ?? ''}
            onChange={(e) => form.change({ [field]: e.target.value } as Record<F, string>)}
          />
        </FormField>
      }
    />
  )
}

function HistoryFilterBar({
  onSearch,
  actions,
}: {
  onSearch: (filters: StockHistoryFilter) => void
  actions: React.ReactNode
}) {
  const { t } = useTranslation('stock')
  const [kind, setKind] = useState<StockMovementKind | ''>('')
  const [range, setRange] = useState<DateRangeValue>({ startDate: '', endDate: '' })
  return (
    <FilterBar
      label={t('history.filterLabel')}
      onSearch={() =>
        onSearch({
          kind: kind || undefined,
          startDate: range.startDate || undefined,
          endDate: range.endDate || undefined,
        })
      }
      onReset={() => {
        setKind('')
        setRange({ startDate: '', endDate: '' })
        onSearch({})
      }}
      actions={actions}
    >
      <SelectFilter<StockMovementKind | ''>
        label={t('fields.kind')}
        placeholder={t('history.allKinds')}
        value={kind}
        options={[
          { label: t('history.allKinds'), value: '' },
          ...STOCK_MOVEMENT_KINDS.map((k) => ({ label: t(`kinds.${k}`), value: k })),
        ]}
        onChange={setKind}
      />
      <DateRangePicker value={range} onChange={setRange} />
    </FilterBar>
  )
}

/** The export button; while it runs, "n of total read" with a progress bar and a stop button. */
function ExportControl({
  stock,
  filters,
}: {
  stock: ActorRefFrom<typeof skuStockMachine>
  filters: StockHistoryFilter
}) {
  const { t } = useTranslation('stock')
  const { show } = usePageToast()
  const busy = useSelector(stock, (s) => s.hasTag('exporting'))
  const done = useSelector(stock, (s) => s.context.rows.length)
  const total = useSelector(stock, (s) => s.context.total)
  const outcome = useSelector(stock, (s) => s.context.outcome)
  useOutcomeToast(outcome, show, (o) =>
    o.kind === 'exported'
      ? ['success', t('history.exported', { count: o.count })]
      : o.kind === 'failed'
        ? ['error', t('history.exportFailed', { message: o.error.message })]
        : undefined,
  )
  if (busy)
    return (
      <ExportProgress
        text={t('history.exporting', { done, total })}
        percent={total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0}
        progressLabel={t('history.exportProgress')}
        stopLabel={t('history.exportStop')}
        onStop={() => stock.send({ type: 'stock.exportCancel' })}
      />
    )
  return (
    <ExportButton
      label={t('history.export')}
      onClick={() => stock.send({ type: 'stock.export', filters: { ...filters } })}
    />
  )
}

/** Writes the movements as an .xlsx named after the SKU, headings in the interface language. */
async function saveHistory(
  rows: StockMovementRow[],
  t: (key: string, options?: Record<string, unknown>) => string,
  sku: SkuStockSummary | undefined,
): Promise<void> {
  const header = [
    t('fields.at'),
    t('fields.kind'),
    t('fields.onHandChange'),
    t('fields.reservedChange'),
    t('fields.onHandAfter'),
    t('fields.reservedAfter'),
    t('fields.source'),
    t('fields.reason'),
    t('fields.actor'),
  ]
  const body = rows.map((r) => [
    instant(r.at),
    t(`kinds.${r.kind}`),
    r.onHandChange,
    r.reservedChange,
    r.onHandAfter,
    r.reservedAfter,
    `${t(`sources.${r.sourceType}`)} ${r.sourceNo}`.trim(),
    r.reason,
    actorText(r, t),
  ])
  const name = t('history.sheet')
  await downloadSpreadsheet(exportFileName(`${name} ${sku?.skuCode ?? ''}`, businessDate(new Date())), name, [
    header,
    ...body,
  ])
}
