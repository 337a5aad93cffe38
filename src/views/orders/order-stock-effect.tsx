// The order detail's stock effect (issue 29): what the order moved of each line's SKU, from the
// stock ledger (getOrderStockEffect): reserved at placement, shipped, released and returned;
// each SKU links to its stock history. Read again when the order changes (its version).
import '../products/stock-locales.ts'
import '../products/stock.css'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { OrderDetail } from '../../../contract/orders.schema.ts'
import type { OrderLineStockEffect } from '../../../contract/stock.schema.ts'
import { pathTo } from '../../routes/paths.ts'
import { getOrderStockEffect } from '../../services/stock.api.ts'
import { DetailCard } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useLoad } from '../shared/use-load.ts'

type Line = OrderLineStockEffect & { productName: string; skuSpec: string; skuCode: string }

export function OrderStockEffect({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('stock')
  const { orderId } = order
  const effect = useLoad(
    useCallback((signal: AbortSignal) => getOrderStockEffect(orderId, signal), [orderId]),
  )
  const lines: Line[] = (effect.data?.lines ?? []).map((e) => {
    const line = order.lines.find((l) => l.orderLineId === e.orderLineId)
    return {
      ...e,
      productName: line?.productName ?? '',
      skuSpec: line?.skuSpec ?? '',
      skuCode: line?.skuCode ?? '',
    }
  })
  const title = t('order.title')
  return (
    <DetailCard title={title} className="order-card">
      <ErrorNotice error={effect.error} onRetry={effect.retry} />
      <DataTable
        value={lines}
        dataKey="orderLineId"
        size="small"
        loading={!effect.data && !effect.error}
        pt={{ table: { 'aria-label': t('order.lines') } }}
      >
        <Column field="productName" header={t('fields.product')} />
        <Column field="skuSpec" header={t('fields.spec')} />
        <Column
          header={t('fields.skuCode')}
          body={(l: Line) =>
            l.skuId ? (
              <Link
                href={pathTo('stockHistory', { skuId: l.skuId })}
                aria-label={t('product.historyOf', { sku: l.skuCode || l.skuId })}
              >
                {l.skuCode || l.skuId}
              </Link>
            ) : (
              t('order.noSku')
            )
          }
        />
        <Column
          field="reserved"
          header={t('order.reserved')}
          bodyClassName="stock-number"
          alignHeader="right"
        />
        <Column
          field="shipped"
          header={t('order.shipped')}
          bodyClassName="stock-number"
          alignHeader="right"
        />
        <Column
          field="released"
          header={t('order.released')}
          bodyClassName="stock-number"
          alignHeader="right"
        />
        <Column
          field="returned"
          header={t('order.returned')}
          bodyClassName="stock-number"
          alignHeader="right"
        />
      </DataTable>
    </DetailCard>
  )
}
