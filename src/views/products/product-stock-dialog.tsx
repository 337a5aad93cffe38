// A product's SKUs with their stock (the product list's "Stock" action, issue 29): on hand,
// reserved, available and the threshold that applies, each SKU linking to its stock history.
import './stock-locales.ts'
import './stock.css'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import { Tag } from 'primereact/tag'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ProductStock } from '../../../contract/stock.schema.ts'
import { pathTo } from '../../routes/paths.ts'
import { getProductStock } from '../../services/stock.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useLoad } from '../shared/use-load.ts'
import { specText } from './stock-format.ts'

type SkuRow = ProductStock['skus'][number]

export function ProductStockDialog({
  productId,
  name,
  onClose,
}: {
  productId: string
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation('stock')
  const record = useLoad(
    useCallback((signal: AbortSignal) => getProductStock(productId, signal), [productId]),
  )
  return (
    <Dialog
      header={t('product.title', { name })}
      visible
      onHide={onClose}
      modal
      style={{ width: 'min(52rem, 96vw)' }}
    >
      <ErrorNotice error={record.error} onRetry={record.retry} />
      <DataTable
        value={record.data?.skus ?? []}
        dataKey="skuId"
        loading={!record.data && !record.error}
        size="small"
        stripedRows
        scrollable
        className="stock-sku-table"
        pt={{ table: { 'aria-label': t('product.skus') } }}
      >
        <Column
          header={t('fields.skuCode')}
          body={(s: SkuRow) => (
            <Link
              href={pathTo('stockHistory', { skuId: s.skuId })}
              aria-label={t('product.historyOf', { sku: s.skuCode })}
              onClick={onClose}
            >
              {s.skuCode}
            </Link>
          )}
        />
        <Column header={t('fields.spec')} body={(s: SkuRow) => specText(s.spec) || t('history.singleSku')} />
        <Column header={t('fields.onHand')} field="onHand" bodyClassName="stock-number" alignHeader="right" />
        <Column
          header={t('fields.reserved')}
          field="reserved"
          bodyClassName="stock-number"
          alignHeader="right"
        />
        <Column
          header={t('fields.available')}
          bodyClassName="stock-number"
          alignHeader="right"
          body={(s: SkuRow) => (
            <span className="stock-available">
              {s.available}
              {s.isLow && <Tag severity="warning" value={t('history.low')} />}
            </span>
          )}
        />
        <Column
          header={t('fields.threshold')}
          field="threshold"
          bodyClassName="stock-number"
          alignHeader="right"
        />
      </DataTable>
    </Dialog>
  )
}
