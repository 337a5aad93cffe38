// One spreadsheet import page (inventory, price or distribution price): download the template
// (pre-filled with the merchant's SKUs and their values), choose an xlsx or csv file (read in a
// worker with progress), map its columns when its headers are unknown, see the preview (a
// problem per bad row, the rows with problems downloadable with their reasons, nothing
// written), apply it chunk by chunk and see the result. The flow is
// src/machines/products/import-flow.machine.ts; the spreadsheet library loads lazily.
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dropdown } from 'primereact/dropdown'
import { ProgressBar } from 'primereact/progressbar'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { type ImportKind, MAX_IMPORT_ROWS } from '../../../contract/product-setup.constants.ts'
import type { ImportPreview, ImportRowError } from '../../../contract/product-setup.schema.ts'
import { saveImportColumns } from '../../browser/import-columns.ts'
import { registerProductSetupLocales } from '../../locales/product-setup-resources.ts'
import {
  applyInChunks,
  type ImportOutcome,
  previewInChunks,
  rowOutcomes,
} from '../../machines/products/import-chunks.ts'
import { importFlowMachine, type ReadAnswer } from '../../machines/products/import-flow.machine.ts'
import type { CheckedRows, ImportColumns, ImportSheet } from '../../machines/products/import-rows.ts'
import { useSessionRef } from '../../root-context.tsx'
import { applyProductImport, previewProductImport } from '../../services/product-setup.api.ts'
import { toListError } from '../../machines/shared/paged-list.machine.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import './spreadsheet-import.css'

registerProductSetupLocales()

export function SpreadsheetImport({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('product-setup')
  const [progress, setProgress] = useState(0)
  const [exporting, setExporting] = useState(false)
  const { show } = usePageToast()
  const input = useRef<HTMLInputElement>(null)
  const merchant = useSelector(useSessionRef(), (s) => s.context.user?.partyId ?? '')
  const [logic] = useState(() =>
    importFlowMachine.provide({
      actors: {
        read: readActor(merchant, setProgress),
        preview: previewActor(setProgress),
        apply: applyActor(setProgress),
      },
    }),
  )
  const flow = useActorRef(logic, { input: { kind } })
  const c = useSelector(flow, (s) => s.context)
  const tag = useSelector(flow, (s) =>
    (['reading', 'mapping', 'checking', 'applying', 'ready', 'blocked', 'done', 'failed'] as const).find(
      (x) => s.hasTag(x),
    ),
  )
  const busy = tag === 'reading' || tag === 'checking' || tag === 'applying'
  const value = (n: number) => (kind === 'INVENTORY' ? String(n) : formatYuan(n))
  const title = t(`imports.titles.${kind}`)
  const titleId = `import-${kind.toLowerCase()}-title`
  return (
    <section className="page" aria-labelledby={titleId}>
      <header className="page-header">
        <h1 id={titleId}>{title}</h1>
      </header>
      <div className="card import-steps">
        <p>{t('imports.intro', { max: MAX_IMPORT_ROWS })}</p>
        <div className="import-actions">
          <Button
            type="button"
            icon="pi pi-file-export"
            outlined
            label={t('imports.downloadCurrent')}
            loading={exporting}
            disabled={exporting}
            onClick={() => {
              setExporting(true)
              void import('./spreadsheet-import-file.ts')
                .then((m) => m.downloadCurrentValues(kind, t))
                .then(
                  (count) => show('success', t('imports.exported', { count })),
                  (e: unknown) =>
                    show('error', t('imports.exportFailed', { message: toListError(e).message })),
                )
                .finally(() => setExporting(false))
            }}
          />
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            label={t('imports.download')}
            onClick={() => {
              void import('./spreadsheet-import-file.ts').then((m) => m.downloadTemplate(kind, t))
            }}
          />
          <Button
            type="button"
            icon="pi pi-upload"
            label={t('imports.choose')}
            disabled={busy}
            onClick={() => input.current?.click()}
          />
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,.csv,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,application/vnd.ms-excel"
            aria-label={t('imports.choose')}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) {
                setProgress(0)
                flow.send({ type: 'import.file', file })
              }
            }}
          />
        </div>
        {busy && (
          <div className="import-progress">
            <ProgressBar
              value={Math.round(progress * 100)}
              aria-label={
                tag === 'reading'
                  ? t('imports.reading', { name: c.fileName })
                  : tag === 'checking'
                    ? t('imports.checking', { count: c.checked?.all.length ?? 0 })
                    : t('imports.applying', { count: c.checked?.send.length ?? 0 })
              }
            />
            <small role="status">
              {tag === 'reading'
                ? t('imports.reading', { name: c.fileName })
                : tag === 'checking'
                  ? t('imports.checking', { count: c.checked?.all.length ?? 0 })
                  : t('imports.applying', { count: c.checked?.send.length ?? 0 })}
            </small>
          </div>
        )}
        {tag === 'failed' && c.problem && (
          <ErrorNotice
            text={
              c.problem.kind === 'tooManyRows'
                ? t('imports.tooManyRows', { count: c.problem.count, max: MAX_IMPORT_ROWS })
                : t(`imports.${c.problem.kind}`)
            }
          />
        )}
        {tag === 'failed' && !c.problem && (
          <ErrorNotice error={c.error} onRetry={() => flow.send({ type: 'import.retry' })} />
        )}
      </div>
      {tag === 'mapping' && c.sheet && (
        <ColumnMapping
          kind={kind}
          sheet={c.sheet}
          onMap={(columns) => {
            if (merchant && c.sheet) saveImportColumns(merchant, kind, { header: c.sheet.header, columns })
            flow.send({ type: 'import.map', columns })
          }}
        />
      )}
      {c.preview && tag !== 'reading' && tag !== 'mapping' && (
        <PreviewCard
          kind={kind}
          preview={c.preview}
          checked={c.checked}
          value={value}
          ready={tag === 'ready'}
          busy={busy}
          onApply={() => flow.send({ type: 'import.apply' })}
        />
      )}
      {tag === 'done' && c.result && c.checked && (
        <ResultCard kind={kind} result={c.result} checked={c.checked} />
      )}
    </section>
  )
}

function readActor(merchant: string, onProgress: (share: number) => void) {
  return fromPromise<ReadAnswer, { kind: ImportKind; file: File }>(async ({ input }) => {
    onProgress(0)
    const { readImportFile } = await import('./spreadsheet-import-file.ts')
    return readImportFile(input.kind, input.file, merchant, onProgress)
  })
}
function previewActor(onProgress: (share: number) => void) {
  return fromPromise<ImportPreview, { kind: ImportKind; checked: CheckedRows }>(({ input, signal }) => {
    onProgress(0)
    const { all, send, problems } = input.checked
    return previewInChunks(
      input.kind,
      { send, problems, total: all.length },
      previewProductImport,
      onProgress,
      signal,
    )
  })
}
function applyActor(onProgress: (share: number) => void) {
  return fromPromise<ImportOutcome, { kind: ImportKind; checked: CheckedRows }>(({ input, signal }) => {
    onProgress(0)
    return applyInChunks(
      input.kind,
      input.checked.send,
      applyProductImport,
      onProgress,
      signal,
      previewProductImport,
    )
  })
}

/** Column letters as a spreadsheet shows them: A, B, …, Z, AA. */
const columnLetter = (i: number): string =>
  (i >= 26 ? columnLetter(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26))

function ColumnMapping({
  kind,
  sheet,
  onMap,
}: {
  kind: ImportKind
  sheet: ImportSheet
  onMap: (columns: ImportColumns) => void
}) {
  const { t } = useTranslation('product-setup')
  const id = useId()
  const options = sheet.header.map((h, i) => ({ value: i, label: `${columnLetter(i)}: ${h || '—'}` }))
  const [sku, setSku] = useState<number | undefined>()
  const [value, setValue] = useState<number | undefined>()
  const same = sku !== undefined && sku === value
  return (
    <div className="card import-mapping">
      <h2>{t('imports.mapping.title')}</h2>
      <p>{t('imports.mapping.intro')}</p>
      <div className="import-mapping-fields">
        <label htmlFor={`${id}-sku`}>{t('imports.headers.sku')}</label>
        <Dropdown
          inputId={`${id}-sku`}
          value={sku}
          options={options}
          onChange={(e) => setSku(e.value as number)}
          placeholder={t('imports.mapping.choose')}
        />
        <label htmlFor={`${id}-value`}>{t(`imports.headers.${kind}`)}</label>
        <Dropdown
          inputId={`${id}-value`}
          value={value}
          options={options}
          onChange={(e) => setValue(e.value as number)}
          placeholder={t('imports.mapping.choose')}
          invalid={same}
          aria-describedby={same ? `${id}-same` : undefined}
        />
      </div>
      {same && (
        <small id={`${id}-same`} className="p-error">
          {t('imports.mapping.same')}
        </small>
      )}
      <div className="setup-form-actions">
        <Button
          type="button"
          label={t('imports.mapping.continue')}
          disabled={sku === undefined || value === undefined || same}
          onClick={() => {
            if (sku !== undefined && value !== undefined && !same) onMap({ sku, value })
          }}
        />
      </div>
    </div>
  )
}

function ResultCard({
  kind,
  result,
  checked,
}: {
  kind: ImportKind
  result: ImportOutcome
  checked: CheckedRows
}) {
  const { t } = useTranslation('product-setup')
  const stopped = result.stoppedAtLine !== undefined
  const download = (
    <Button
      type="button"
      icon="pi pi-download"
      outlined
      label={t('imports.downloadResults')}
      onClick={() => {
        const outcomes = rowOutcomes(checked.all, checked.send, checked.problems, result)
        const failure = stopped ? toListError(result.failure).message : ''
        void import('./spreadsheet-import-file.ts').then((m) => m.downloadResults(kind, t, outcomes, failure))
      }}
    />
  )
  if (!stopped) {
    return (
      <div className="card import-result">
        <p role="status">
          <i className="pi pi-check-circle" aria-hidden="true" />{' '}
          {t('imports.applied', { updated: result.updated, unchanged: result.unchanged })}
        </p>
        {download}
      </div>
    )
  }
  return (
    <div className="card import-result" role="alert">
      <p>{t('imports.applied', { updated: result.updated, unchanged: result.unchanged })}</p>
      <p className="p-error">{t('imports.stopped', { line: result.stoppedAtLine })}</p>
      {download}
    </div>
  )
}

function PreviewCard({
  kind,
  preview,
  checked,
  value,
  ready,
  busy,
  onApply,
}: {
  kind: ImportKind
  preview: ImportPreview
  checked: CheckedRows | undefined
  value: (n: number) => string
  ready: boolean
  busy: boolean
  onApply: () => void
}) {
  const { t } = useTranslation('product-setup')
  return (
    <div className="card import-preview">
      <p role="status" className="import-summary">
        {t('imports.summary', { total: preview.total, valid: preview.valid, errors: preview.errorCount })}
      </p>
      {preview.errorCount > 0 && (
        <>
          <h2>{t('imports.errorsTitle')}</h2>
          <p className="p-error">{t('imports.fixFirst')}</p>
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            label={t('imports.downloadProblems', { count: preview.errorCount })}
            onClick={() => {
              void import('./spreadsheet-import-file.ts').then((m) =>
                m.downloadProblemRows(kind, t, checked?.all ?? [], preview.errors),
              )
            }}
          />
          <DataTable
            value={preview.errors}
            size="small"
            paginator={preview.errors.length > 50}
            rows={50}
            scrollable
            scrollHeight="24rem"
            pt={{ table: { 'aria-label': t('imports.errorsTitle') } }}
          >
            <Column field="line" header={t('imports.columns.line')} />
            <Column field="skuCode" header={t('imports.columns.skuCode')} />
            <Column
              header={t('imports.columns.problem')}
              body={(r: ImportRowError) => t(`imports.problems.${r.problem}`)}
            />
          </DataTable>
        </>
      )}
      {preview.sample.length > 0 && (
        <>
          <h2>{t('imports.sampleTitle')}</h2>
          <DataTable
            value={preview.sample}
            size="small"
            scrollable
            scrollHeight="24rem"
            pt={{ table: { 'aria-label': t('imports.sampleTitle') } }}
          >
            <Column field="line" header={t('imports.columns.line')} />
            <Column field="skuCode" header={t('imports.columns.skuCode')} />
            <Column field="productName" header={t('imports.columns.product')} />
            <Column field="spec" header={t('imports.columns.spec')} />
            <Column
              header={t('imports.columns.current')}
              body={(r: { current: number }) => value(r.current)}
            />
            <Column header={t('imports.columns.next')} body={(r: { next: number }) => value(r.next)} />
          </DataTable>
        </>
      )}
      <div className="setup-form-actions">
        <Button
          type="button"
          icon="pi pi-check"
          label={t('imports.apply', { count: preview.valid })}
          disabled={!ready || busy}
          loading={busy}
          onClick={onApply}
        />
      </div>
    </div>
  )
}
