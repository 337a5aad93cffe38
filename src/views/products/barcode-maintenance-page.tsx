// Barcode maintenance (/product-management/maintenanceProductBarCode): the merchant's SKUs
// with their barcodes in an editable grid, paged on the server. Each code is checked as it is
// typed (EAN-13 check digit, Code 128 characters: the contract's rule) and a code used twice
// on screen is flagged before saving; the server checks again against every SKU. The labels
// of the page's codes print through the shared PrintSheet.
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Column } from 'primereact/column'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { barcodeProblem, MAX_BARCODE_BATCH } from '../../../contract/product-setup.constants.ts'
import type { BarcodeRow } from '../../../contract/product-setup.schema.ts'
import { registerProductSetupLocales } from '../../locales/product-setup-resources.ts'
import { barcodeGridErrors, changedBarcodes } from '../../machines/products/barcode-form.ts'
import { type BarcodeFilters, getSkuBarcodeList, saveSkuBarcodes } from '../../services/product-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar, TextFilter } from '../shared/filter-bar.tsx'
import { invalidInputOf } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { PagedTable, textColumn } from '../shared/paged-table.tsx'
import { PrintButton, PrintSheet } from '../shared/print-sheet.tsx'
import { pathTo } from '../../routes/paths.ts'
import { SpreadsheetMenu } from '../shared/spreadsheet-menu.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { BarcodeFormatCell, BarcodeGridContext, BarcodeInputCell } from './barcode-cells.tsx'
import { BarcodeLabel } from './barcode-label.tsx'
import './barcode-maintenance.css'

registerProductSetupLocales()

export default function BarcodeMaintenancePage() {
  const { t } = useTranslation('product-setup')
  const toast = usePageToast()
  const list = usePagedList<BarcodeRow, BarcodeFilters>(getSkuBarcodeList)
  const rows = useSelector(list, (s) => s.context.list) as BarcodeRow[]
  const [search, setSearch] = useState('')
  const [missingOnly, setMissingOnly] = useState(false)
  const [edits, setEdits] = useState<Map<string, string>>(new Map())
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map())
  const errors = useMemo(() => {
    const local = barcodeGridErrors(rows, edits)
    for (const [k, v] of serverErrors) if (!local.has(k)) local.set(k, v)
    return local
  }, [rows, edits, serverErrors])
  const changes = changedBarcodes(rows, edits)
  const save = useFormSubmit(
    (v: { items: { skuId: string; barCode: string }[] }) =>
      saveSkuBarcodes(v.items).catch((error: unknown) => {
        // The server names the item at fault (items.<i>.barCode): show it at that SKU's field.
        const bad = invalidInputOf(error)
        const m = bad && /^items\.(\d+)\.barCode$/.exec(bad.field)
        const item = m ? v.items[Number(m[1])] : undefined
        if (bad && item) setServerErrors(new Map([[item.skuId, bad.reason]]))
        throw error
      }),
    (r) => {
      toast.show('success', t('barcodes.saved', { count: r.updated }))
      setEdits(new Map())
      setServerErrors(new Map())
      list.send({ type: 'list.refresh' })
    },
  )
  const codeOf = (r: BarcodeRow) => edits.get(r.skuId) ?? r.barCode
  const grid = useMemo(
    () => ({
      edits,
      errors,
      edit: (skuId: string, value: string) => {
        setServerErrors(new Map())
        setEdits((prev) => new Map(prev).set(skuId, value))
      },
    }),
    [edits, errors],
  )
  const labels = rows
    .map((r) => ({ ...r, code: codeOf(r).trim() }))
    .filter((r) => r.code !== '' && !barcodeProblem(r.code))

  return (
    <section className="page" aria-labelledby="barcode-title">
      <header className="page-header">
        <h1 id="barcode-title">{t('barcodes.title')}</h1>
        <div className="row-actions">
          <SpreadsheetMenu
            label={t('barcodes.import')}
            items={(['inventoryImport', 'priceImport', 'disPriceImport'] as const).map((page) => ({
              label: t(`routes:pages.${page}`),
              to: pathTo(page),
            }))}
          />
          <PrintButton label={t('barcodes.print')} />
          <Button
            label={t('barcodes.save', { count: changes.length })}
            icon="pi pi-check"
            disabled={changes.length === 0 || errors.size > 0 || changes.length > MAX_BARCODE_BATCH}
            loading={save.busy}
            onClick={() => save.send({ items: changes })}
          />
        </div>
      </header>
      <FilterBar
        label={t('barcodes.filterLabel')}
        onSearch={() =>
          list.send({
            type: 'list.filter',
            filters: { search: search.trim() || undefined, missingOnly: missingOnly || undefined },
          })
        }
        onReset={() => {
          setSearch('')
          setMissingOnly(false)
          list.send({ type: 'list.filter', filters: {} })
        }}
      >
        <TextFilter label={t('barcodes.search')} value={search} onChange={setSearch} />
        <span className="barcode-missing">
          <Checkbox
            inputId="barcode-missing"
            checked={missingOnly}
            onChange={(e) => setMissingOnly(e.checked === true)}
          />
          <label htmlFor="barcode-missing">{t('barcodes.missingOnly')}</label>
        </span>
      </FilterBar>
      <p className="field-hint">{t('barcodes.hint')}</p>
      <ErrorNotice error={save.error} />
      <BarcodeGridContext.Provider value={grid}>
        <PagedTable<BarcodeRow>
          list={list}
          dataKey="skuId"
          label={t('barcodes.title')}
          emptyMessage={t('barcodes.empty')}
        >
          {textColumn<BarcodeRow>('productName', t('barcodes.columns.product'))}
          <Column field="skuCode" header={t('barcodes.columns.skuCode')} sortable />
          <Column field="spec" header={t('barcodes.columns.spec')} />
          <Column
            header={t('barcodes.columns.barCode')}
            body={(r: BarcodeRow) => <BarcodeInputCell row={r} />}
          />
          <Column
            header={t('barcodes.columns.format')}
            body={(r: BarcodeRow) => <BarcodeFormatCell row={r} />}
          />
        </PagedTable>
      </BarcodeGridContext.Provider>
      <h2 className="barcode-preview-title">{t('barcodes.preview')}</h2>
      <PrintSheet title={t('barcodes.printTitle')}>
        {labels.length === 0 ? (
          <p>{t('barcodes.noLabels')}</p>
        ) : (
          <div className="barcode-labels">
            {labels.map((l) => (
              <BarcodeLabel
                key={`${l.skuId}-${l.code}`}
                code={l.code}
                caption={`${l.productName} ${l.spec}`.trim()}
              />
            ))}
          </div>
        )}
      </PrintSheet>
    </section>
  )
}
