// The spreadsheet of an order export (the chunks and the progress are the export machine's,
// src/machines/orders/order-export.machine.ts): the xlsx library loads only when one is written.
import type { OrderExportRow } from '../../../contract/orders.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { downloadSpreadsheet } from '../../browser/spreadsheet.ts'

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
    t('fields.promotions'),
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
    r.promotions.join('; '),
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
