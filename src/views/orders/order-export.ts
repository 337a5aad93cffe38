// The spreadsheet of an order export (the chunks and the progress are the export machine's,
// src/machines/orders/order-export.machine.ts): the xlsx library loads only when one is written.
import type { OrderExportRow } from '../../../contract/orders.schema.ts'
import { businessDate } from '../../../contract/business-time.ts'
import {
  downloadSpreadsheet,
  exportFileName,
  instant,
  money,
  type SheetRow,
} from '../../browser/spreadsheet.ts'

/** The export's rows: the headings in the interface language, money and times typed. */
export function orderSheetRows(rows: OrderExportRow[], t: (key: string) => string): SheetRow[] {
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
    money(r.goodsAmount),
    money(r.freightAmount),
    money(r.discountAmount),
    r.promotions.join('; '),
    money(r.payAmount),
    money(r.refundedAmount),
    instant(r.createdAt),
    instant(r.paidAt),
    instant(r.shippedAt),
    r.buyerRemark,
    r.sellerRemark,
  ])
  return [header, ...body]
}

/** Writes the rows as an .xlsx download named in the interface language. */
export async function saveAsXlsx(rows: OrderExportRow[], t: (key: string) => string): Promise<void> {
  const name = t('export.sheet')
  await downloadSpreadsheet(exportFileName(name, businessDate(new Date())), name, orderSheetRows(rows, t))
}
