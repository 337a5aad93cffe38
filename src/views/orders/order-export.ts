// The export of the filtered order list to a spreadsheet: the rows come in chunks from
// exportOrderList (keyed by time and id, so 100,000 orders read in steady steps), the progress is
// reported after each, and the xlsx library loads only when an export starts.
import type { OrderExportRow } from '../../../contract/orders.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import * as api from '../../services/orders.api.ts'
import type { OrderListFilters } from './order-filters.ts'
import { downloadSpreadsheet } from '../../browser/spreadsheet.ts'

export const EXPORT_CHUNK = 2000

export async function fetchAllForExport(
  filters: OrderListFilters,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<OrderExportRow[]> {
  const rows: OrderExportRow[] = []
  let cursor: string | undefined
  let total = 0
  for (;;) {
    const chunk = await api.exportOrderList(
      { ...filters, limit: EXPORT_CHUNK, ...(cursor ? { cursor } : {}) },
      signal,
    )
    if (chunk.total !== null) total = chunk.total
    rows.push(...chunk.rows)
    onProgress(rows.length, Math.max(total, rows.length))
    if (!chunk.nextCursor) return rows
    cursor = chunk.nextCursor
  }
}

/** Writes the rows as an .xlsx download, with the headings in the interface language. */
export async function saveAsXlsx(
  rows: OrderExportRow[],
  t: (key: string) => string,
  formatTime: (iso: string | null) => string,
  fileName: string,
): Promise<void> {
  const header = [
    t('fields.orderNo'),
    t('fields.status'),
    t('fields.channel'),
    t('fields.buyer'),
    t('fields.buyerPhone'),
    t('fields.receiver'),
    t('fields.receiverPhone'),
    t('fields.address'),
    t('fields.itemCount'),
    t('fields.goodsAmount'),
    t('fields.freightAmount'),
    t('fields.discountAmount'),
    t('fields.payAmount'),
    t('fields.refundedAmount'),
    t('fields.createdAt'),
    t('fields.paidAt'),
    t('fields.shippedAt'),
    t('fields.buyerRemark'),
    t('fields.sellerRemark'),
  ]
  const body = rows.map((r) => [
    r.orderNo,
    t(`status.${r.status}`),
    t(`channel.${r.channel}`),
    r.buyerName,
    r.buyerPhone,
    r.receiverName,
    r.receiverPhone,
    r.address,
    r.itemCount,
    formatYuan(r.goodsAmount),
    formatYuan(r.freightAmount),
    formatYuan(r.discountAmount),
    formatYuan(r.payAmount),
    formatYuan(r.refundedAmount),
    formatTime(r.createdAt),
    formatTime(r.paidAt),
    formatTime(r.shippedAt),
    r.buyerRemark,
    r.sellerRemark,
  ])
  await downloadSpreadsheet(fileName, t('export.sheet'), [header, ...body])
}
