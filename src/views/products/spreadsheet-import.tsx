// One spreadsheet import page (inventory, price or distribution price): download the
// template, choose an xlsx or csv file, see the server's preview (a problem per bad row,
// nothing written), apply it in one transaction and see the result. The flow is
// src/machines/products/import-flow.machine.ts; the spreadsheet library loads lazily.
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { ProgressBar } from 'primereact/progressbar'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { type ImportKind, MAX_IMPORT_ROWS } from '../../../contract/product-setup.constants.ts'
import type { ImportPreview, ImportResult, ImportRowError } from '../../../contract/product-setup.schema.ts'
import { registerProductSetupLocales } from '../../locales/product-setup-resources.ts'
import { importFlowMachine } from '../../machines/products/import-flow.machine.ts'
import type { ImportRowTuple } from '../../machines/products/import-rows.ts'
import { applyProductImport, previewProductImport } from '../../services/product-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import './spreadsheet-import.css'

registerProductSetupLocales()

export function SpreadsheetImport({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('product-setup')
  const [progress, setProgress] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const [logic] = useState(() =>
    importFlowMachine.provide({
      actors: {
        read: readActor(setProgress),
        preview: previewActor,
        apply: applyActor,
      },
    }),
  )
  const flow = useActorRef(logic, { input: { kind } })
  const c = useSelector(flow, (s) => s.context)
  const tag = useSelector(flow, (s) =>
    (['reading', 'checking', 'applying', 'ready', 'blocked', 'done', 'failed'] as const).find((x) =>
      s.hasTag(x),
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
            icon="pi pi-download"
            outlined
            label={t('imports.download')}
            onClick={() => {
              void import('./spreadsheet-import-file.ts').then((m) => m.downloadTemplate(kind))
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
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
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
              {...(tag === 'reading'
                ? { value: Math.round(progress * 100) }
                : { mode: 'indeterminate' as const })}
              aria-label={
                tag === 'reading'
                  ? t('imports.reading', { name: c.fileName })
                  : tag === 'checking'
                    ? t('imports.checking', { count: c.rows.length })
                    : t('imports.applying', { count: c.rows.length })
              }
            />
            <small role="status">
              {tag === 'reading'
                ? t('imports.reading', { name: c.fileName })
                : tag === 'checking'
                  ? t('imports.checking', { count: c.rows.length })
                  : t('imports.applying', { count: c.rows.length })}
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
      {c.preview && tag !== 'reading' && (
        <PreviewCard
          preview={c.preview}
          value={value}
          ready={tag === 'ready'}
          busy={busy}
          onApply={() => flow.send({ type: 'import.apply' })}
        />
      )}
      {tag === 'done' && c.result && (
        <div className="card import-result" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" /> {t('imports.applied', c.result)}
        </div>
      )}
    </section>
  )
}

function readActor(onProgress: (share: number) => void) {
  return fromPromise<ImportRowTuple[], { kind: ImportKind; file: File }>(async ({ input }) => {
    const { readImportFile } = await import('./spreadsheet-import-file.ts')
    return readImportFile(input.kind, input.file, onProgress)
  })
}
const previewActor = fromPromise<ImportPreview, { kind: ImportKind; rows: ImportRowTuple[] }>(
  ({ input, signal }) => previewProductImport(input.kind, input.rows, signal),
)
const applyActor = fromPromise<ImportResult, { kind: ImportKind; rows: ImportRowTuple[] }>(
  ({ input, signal }) => applyProductImport(input.kind, input.rows, signal),
)

function PreviewCard({
  preview,
  value,
  ready,
  busy,
  onApply,
}: {
  preview: ImportPreview
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
          {preview.errorCount > preview.errors.length && (
            <p className="field-hint">
              {t('imports.errorsMore', { shown: preview.errors.length, count: preview.errorCount })}
            </p>
          )}
          <DataTable
            value={preview.errors}
            size="small"
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
