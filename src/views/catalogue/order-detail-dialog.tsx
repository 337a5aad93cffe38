// One catalogue order in a dialog: the member, the catalogue, the lines, the audit and, once
// approved, the sales order it became. A pending order offers approve and reject here too.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import { Tag } from 'primereact/tag'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { CatalogueOrderLine } from '../../../contract/catalogue.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { getCatalogueOrderDetail } from '../../services/catalogue.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { AUDIT_SEVERITY } from './catalogue-format.ts'

export function OrderDetailDialog({
  id,
  onClose,
  onDecide,
}: {
  id: number
  onClose: () => void
  onDecide: (
    kind: 'approve' | 'reject',
    target: { id: number; orderNo: string; auditStatus: string; version: number },
  ) => void
}) {
  const { t, i18n } = useTranslation('catalogue')
  const lang = i18n.resolvedLanguage ?? 'en'
  const record = useLoad(useCallback((signal: AbortSignal) => getCatalogueOrderDetail(id, signal), [id]))
  const o = record.data
  const footer = o && o.auditStatus === 'PENDING' && (
    <div className="dialog-footer">
      <Button
        type="button"
        label={t('actions.reject')}
        severity="danger"
        outlined
        onClick={() => onDecide('reject', o)}
      />
      <Button type="button" label={t('actions.approve')} onClick={() => onDecide('approve', o)} />
    </div>
  )
  return (
    <Dialog
      header={o ? t('audit.detailTitle', { orderNo: o.orderNo }) : t('actions.details')}
      visible
      onHide={onClose}
      footer={footer}
      modal
      style={{ width: 'min(52rem, 96vw)' }}
    >
      <ErrorNotice error={record.error} onRetry={record.retry} />
      {o && (
        <>
          <DetailList
            rows={[
              [
                t('columns.auditStatus'),
                <Tag
                  key="s"
                  value={t(`auditStatus.${o.auditStatus}`)}
                  severity={AUDIT_SEVERITY[o.auditStatus]}
                />,
              ],
              [t('columns.catalogue'), o.catalogueName],
              [t('columns.buyer'), o.buyerName],
              [t('audit.contact'), `${o.buyerContact} ${o.buyerPhone}`.trim()],
              [t('columns.amount'), formatYuan(o.amount)],
              [t('columns.orderedAt'), formatDateTime(o.createdAt, lang)],
              [t('audit.remark'), o.remark],
              [t('columns.auditedAt'), o.auditedAt ? formatDateTime(o.auditedAt, lang) : ''],
              [t('audit.auditedBy'), o.auditedBy],
              [t('columns.auditRemark'), o.auditRemark],
              [t('audit.salesOrder'), o.salesOrderNo ?? ''],
            ]}
          />
          <h3 className="catalogue-lines" id={`order-lines-${o.id}`}>
            {t('audit.lines')}
          </h3>
          <DataTable value={o.lines} dataKey="id" aria-labelledby={`order-lines-${o.id}`} scrollable>
            <Column field="productName" header={t('columns.product')} />
            <Column field="skuSpec" header={t('columns.spec')} />
            <Column
              header={t('columns.unitPrice')}
              body={(l: CatalogueOrderLine) => formatYuan(l.unitPrice)}
            />
            <Column field="quantity" header={t('columns.quantity')} />
            <Column header={t('columns.lineAmount')} body={(l: CatalogueOrderLine) => formatYuan(l.amount)} />
          </DataTable>
        </>
      )}
    </Dialog>
  )
}
