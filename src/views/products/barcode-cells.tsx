// The barcode grid's editable cells. PrimeReact memoizes body cells, so the cells read the
// edits and errors from a context (a context change re-renders its readers even inside a
// memoized cell) instead of from the column's closure.
import { InputText } from 'primereact/inputtext'
import { Tag } from 'primereact/tag'
import { createContext, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { barcodeFormat } from '../../../contract/product-setup.constants.ts'
import type { BarcodeRow } from '../../../contract/product-setup.schema.ts'
import { useFieldMessage } from '../shared/form-field.tsx'

export interface BarcodeGridState {
  edits: ReadonlyMap<string, string>
  errors: ReadonlyMap<string, string>
  edit: (skuId: string, value: string) => void
}

export const BarcodeGridContext = createContext<BarcodeGridState>({
  edits: new Map(),
  errors: new Map(),
  edit: () => {},
})

export function BarcodeInputCell({ row }: { row: BarcodeRow }) {
  const { t } = useTranslation('product-setup')
  const fieldMessage = useFieldMessage('product-setup')
  const { edits, errors, edit } = useContext(BarcodeGridContext)
  const id = `barcode-${row.skuId}`
  const error = errors.get(row.skuId)
  return (
    <div className="barcode-cell">
      <InputText
        id={id}
        value={edits.get(row.skuId) ?? row.barCode}
        aria-label={t('barcodes.barCodeOf', { sku: row.skuCode })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        invalid={error !== undefined}
        onChange={(e) => edit(row.skuId, e.target.value)}
      />
      {error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {fieldMessage(error)}
        </small>
      )}
    </div>
  )
}

export function BarcodeFormatCell({ row }: { row: BarcodeRow }) {
  const { edits, errors } = useContext(BarcodeGridContext)
  const code = (edits.get(row.skuId) ?? row.barCode).trim()
  if (!code || errors.has(row.skuId)) return null
  return <Tag value={barcodeFormat(code) === 'EAN13' ? 'EAN-13' : 'Code 128'} severity="info" />
}
