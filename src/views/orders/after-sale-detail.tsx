// One after-sales request, opened on the list page (?afterSaleId=…, so a reload keeps it): the
// buyer's reason and images, the order line and the order, the timeline, and the steps the
// after-sale machine offers. A refused step (40900) reloads the request and says why.
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import type { AfterSaleDetail } from '../../../contract/after-sales.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { DetailList } from '../shared/detail-page.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { RecordHistorySection } from '../shared/record-history-section.tsx'
import { pathTo } from '../../routes/paths.ts'
import { allowedActions } from '../../machines/orders/after-sale-actions.ts'
import { type AfterSaleActor, useAfterSaleActor } from './after-sale-actor.ts'
import { AfterSaleStepDialogs } from './after-sale-step-dialogs.tsx'
import { AfterSaleTimeline } from './after-sale-timeline.tsx'
import '../shared/card-title.css'

// The list the request is opened over: not-found's way back closes the dialog.
const AFTER_SALES = pathTo('orderAfterSales')

export const STATUS_SEVERITY = {
  WAIT_AUDIT: 'warning',
  WAIT_RETURN: 'info',
  WAIT_RECEIVE: 'info',
  WAIT_REFUND: 'warning',
  COMPLETED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'secondary',
} as const

export function AfterSaleDetailDialog({
  afterSaleId,
  onClose,
  onChanged,
}: {
  afterSaleId: number
  onClose: () => void
  onChanged: () => void
}) {
  const { t } = useTranslation('after-sales')
  const { show } = usePageToast()
  const actor = useAfterSaleActor(afterSaleId, { show, onChanged })
  const record = useSelector(actor, (s) => s.context.record)
  const loadError = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.error : undefined))
  const conflict = useSelector(actor, (s) => s.context.conflict)
  const retry = () => actor.send({ type: 'afterSale.retry' })

  return (
    <Dialog
      header={record ? t('detail.title', { no: record.afterSaleNo }) : t('notFound')}
      visible
      modal
      onHide={onClose}
      className="after-sale-detail"
      style={{ width: 'min(60rem, 96vw)' }}
    >
      <RecordFrame
        title={t('notFound')}
        backTo={AFTER_SALES}
        loaded={{ data: record, error: loadError, retry }}
      >
        {(record) => (
          <>
            {/* A reload after a refused step can fail too: the request stays, with the error. */}
            <ErrorNotice error={loadError} onRetry={retry} />
            {conflict && (
              <div className="after-sale-conflict p-message p-message-warn" role="alert">
                <span>{t(`conflict.${conflict}`)}</span>
                <Button
                  type="button"
                  text
                  size="small"
                  label={t('actions.close')}
                  onClick={() => actor.send({ type: 'afterSale.dismiss' })}
                />
              </div>
            )}
            <AfterSaleRecord record={record} actor={actor} />
          </>
        )}
      </RecordFrame>
      <AfterSaleStepDialogs actor={actor} />
    </Dialog>
  )
}

function AfterSaleRecord({ record, actor }: { record: AfterSaleDetail; actor: AfterSaleActor }) {
  const { t } = useTranslation('after-sales')
  // The steps the request's status and kind allow, whatever the machine is doing: while a step's
  // confirm dialog is open the buttons stay (disabled) instead of the page saying there is
  // nothing to do behind the dialog (issue 35).
  const actions = allowedActions(record.status, record.kind)
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.hasTag('dialog'))
  const line = record.line
  return (
    <div className="after-sale-record">
      <div className="after-sale-record__head">
        <Tag value={t(`status.${record.status}`)} severity={STATUS_SEVERITY[record.status]} />
        <Tag value={t(`kind.${record.kind}`)} severity="secondary" />
        <div className="after-sale-record__actions">
          {actions.length === 0 && <span className="after-sale-muted">{t('detail.noActions')}</span>}
          {actions.map((a) => (
            <Button
              key={a}
              type="button"
              size="small"
              label={t(`actions.${a}`)}
              severity={a === 'reject' || a === 'refuseReceipt' ? 'danger' : undefined}
              outlined={a === 'reject' || a === 'refuseReceipt'}
              disabled={busy}
              onClick={() => actor.send({ type: `afterSale.${a}` })}
            />
          ))}
        </div>
      </div>
      <section aria-labelledby="after-sale-request">
        <h2 id="after-sale-request" className="card-title">
          {t('detail.request')}
        </h2>
        <DetailList
          rows={[
            [t('fields.afterSaleNo'), record.afterSaleNo],
            [t('fields.buyer'), record.buyerName],
            [t('fields.reason'), record.reason],
            [t('fields.description'), record.description],
            [t('fields.quantity'), record.quantity],
            [t('fields.refundAmount'), formatYuan(record.refundAmount)],
            [t('fields.createdAt'), formatDateTime(record.createdAt)],
            [t('fields.auditRemark'), record.auditRemark],
            [
              t('fields.returnShipment'),
              record.returnTrackingNo && `${record.returnCarrierName} ${record.returnTrackingNo}`,
            ],
          ]}
        />
        <h3>{t('fields.images')}</h3>
        {record.images.length === 0 ? (
          <p className="after-sale-muted">{t('detail.noImages')}</p>
        ) : (
          <ul className="after-sale-images">
            {record.images.map((src, i) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noopener noreferrer">
                  <img src={src} alt={t('detail.image', { n: i + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="after-sale-line">
        <h2 id="after-sale-line" className="card-title">
          {t('detail.orderLine')}
        </h2>
        {line ? (
          <DetailList
            rows={[
              [
                t('fields.product'),
                line.skuSpec ? `${line.productName} (${line.skuSpec})` : line.productName,
              ],
              [t('fields.sku'), line.skuCode],
              [t('fields.unitPrice'), formatYuan(line.unitPrice)],
              [t('fields.lineQuantity'), line.quantity],
              [t('fields.refundedQuantity'), line.refundedQuantity],
            ]}
          />
        ) : (
          <p className="after-sale-muted">{t('detail.noLine')}</p>
        )}
        <h3>{t('detail.order')}</h3>
        <DetailList
          rows={[
            [t('fields.orderNo'), record.order.orderNo],
            [
              t('fields.orderStatus'),
              t(`orderStatus.${record.order.status}`, { defaultValue: record.order.status }),
            ],
            [t('fields.payAmount'), formatYuan(record.order.payAmount)],
            [t('fields.refundedAmount'), formatYuan(record.order.refundedAmount)],
          ]}
        />
      </section>
      <AfterSaleTimeline record={record} />
      <RecordHistorySection
        subjectType="afterSale"
        subjectId={String(record.afterSaleId)}
        refreshKey={record.version}
        bare
      />
    </div>
  )
}
