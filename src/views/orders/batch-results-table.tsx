// The checked rows of a batch shipment (preview) or their results (after shipping).
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { useTranslation } from 'react-i18next'
import type { BatchShipmentAnswer, BatchShipmentRowResult } from '../../../contract/orders.schema.ts'

export function BatchResultsTable({ answer, shipped }: { answer: BatchShipmentAnswer; shipped: boolean }) {
  const { t } = useTranslation('orders')
  const label = shipped ? t('batch.resultLabel') : t('batch.previewLabel')
  return (
    <section className="card" aria-label={label}>
      <p role="status">
        {shipped
          ? t('batch.resultSummary', { ok: answer.okCount, errors: answer.errorCount })
          : t('batch.summary', { ok: answer.okCount, errors: answer.errorCount })}
      </p>
      <DataTable value={answer.rows} dataKey="index" size="small" pt={{ table: { 'aria-label': label } }}>
        <Column header={t('batch.row')} body={(r: BatchShipmentRowResult) => r.index + 1} />
        <Column field="orderNo" header={t('fields.orderNo')} />
        <Column field="carrierCode" header={t('fields.carrier')} />
        <Column field="trackingNo" header={t('fields.trackingNo')} />
        <Column
          header={t('batch.result')}
          body={(r: BatchShipmentRowResult) =>
            r.ok ? (
              shipped ? (
                t('batch.shippedOk')
              ) : (
                t('batch.ok')
              )
            ) : (
              <span className="batch-problem">{t(`problems.${r.problem}`)}</span>
            )
          }
        />
      </DataTable>
    </section>
  )
}
