// The dialogs of one after-sale step, driven by the after-sale machine: a confirmation
// (approve, receive, refund), a required reason (reject, refuse the goods; cancel sends
// nothing), the exchange shipment, and a failure with retry.
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { InputText } from 'primereact/inputtext'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  MAX_AFTER_SALE_REASON_LENGTH,
  MAX_CARRIER_NAME_LENGTH,
} from '../../../contract/after-sales.constants.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { checkShipment, type ShipmentProblems } from '../../machines/orders/after-sale.machine.ts'
import { ConfirmDialog, PromptDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import type { AfterSaleActor } from './after-sale-actor.ts'

export function AfterSaleStepDialogs({ actor }: { actor: AfterSaleActor }) {
  const { t } = useTranslation('after-sales')
  const { t: ts } = useTranslation('shared')
  const action = useSelector(actor, (s) => s.context.action)
  const record = useSelector(actor, (s) => s.context.record)
  const busy = useSelector(actor, (s) => s.matches('submitting'))
  const confirming = useSelector(actor, (s) => s.hasTag('confirm'))
  const prompting = useSelector(actor, (s) => s.hasTag('reason'))
  const shipping = useSelector(actor, (s) => s.hasTag('shipment'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const error = useSelector(actor, (s) => s.context.error)
  const cancel = () => actor.send({ type: 'afterSale.cancel' })
  const no = record?.afterSaleNo ?? ''
  const amount = formatYuan(record?.refundAmount ?? 0)
  const isReason = action === 'reject' || action === 'refuseReceipt'
  const isConfirm = action === 'approve' || action === 'receive' || action === 'refund'

  const confirmText = {
    approve: {
      title: t('confirm.approveTitle'),
      message:
        record?.kind === 'REFUND_ONLY'
          ? t('confirm.approveRefund', { no, amount })
          : t('confirm.approveReturn', { no }),
    },
    receive: { title: t('confirm.receiveTitle'), message: t('confirm.receiveMessage', { no }) },
    refund: { title: t('confirm.refundTitle'), message: t('confirm.refundMessage', { no, amount }) },
  }
  const shown = isConfirm ? confirmText[action] : undefined

  return (
    <>
      <ConfirmDialog
        visible={confirming || (busy && isConfirm)}
        title={shown?.title ?? ''}
        confirmLabel={action ? t(`actions.${action}`) : ''}
        busy={busy}
        onConfirm={() => actor.send({ type: 'afterSale.confirm' })}
        onCancel={cancel}
      >
        <p>{shown?.message}</p>
      </ConfirmDialog>
      <PromptDialog
        visible={prompting || (busy && isReason)}
        title={action === 'refuseReceipt' ? t('confirm.refuseTitle') : t('confirm.rejectTitle')}
        message={
          action === 'refuseReceipt' ? t('confirm.refuseMessage', { no }) : t('confirm.rejectMessage', { no })
        }
        label={t('confirm.reasonLabel')}
        confirmLabel={action === 'refuseReceipt' ? t('actions.refuseReceipt') : t('actions.reject')}
        maxLength={MAX_AFTER_SALE_REASON_LENGTH}
        danger
        busy={busy}
        onConfirm={(reason) => actor.send({ type: 'afterSale.confirm', reason })}
        onCancel={cancel}
      />
      {(shipping || (busy && action === 'shipExchange')) && (
        <ShipmentDialog
          no={no}
          busy={busy}
          onConfirm={(values) => actor.send({ type: 'afterSale.confirm', ...values })}
          onCancel={cancel}
        />
      )}
      <ConfirmDialog
        visible={failed}
        title={t('confirm.failedTitle')}
        confirmLabel={ts('actions.retry')}
        onConfirm={() => actor.send({ type: 'afterSale.retry' })}
        onCancel={cancel}
      >
        <ErrorNotice error={error} />
      </ConfirmDialog>
    </>
  )
}

function ShipmentDialog({
  no,
  busy,
  onConfirm,
  onCancel,
}: {
  no: string
  busy: boolean
  onConfirm: (values: { carrierName: string; trackingNo: string }) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('after-sales')
  const { t: ts } = useTranslation('shared')
  const id = useId()
  const [carrierName, setCarrier] = useState('')
  const [trackingNo, setTracking] = useState('')
  const [problems, setProblems] = useState<ShipmentProblems>({})
  const submit = (e?: FormEvent) => {
    e?.preventDefault()
    const found = checkShipment({ carrierName, trackingNo })
    setProblems(found)
    if (Object.keys(found).length === 0) onConfirm({ carrierName, trackingNo })
  }
  const message = (reason: string | undefined) =>
    reason && t(`validation.${reason}`, { max: MAX_CARRIER_NAME_LENGTH })
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={ts('actions.cancel')} outlined onClick={onCancel} disabled={busy} />
      <Button type="button" label={t('actions.shipExchange')} loading={busy} onClick={() => submit()} />
    </div>
  )
  return (
    <Dialog
      header={t('confirm.shipTitle')}
      visible
      modal
      onHide={onCancel}
      footer={footer}
      style={{ width: 'min(32rem, 92vw)' }}
    >
      <form className="form-grid" onSubmit={submit}>
        <p>{t('confirm.shipMessage', { no })}</p>
        <FormField id={`${id}-carrier`} label={t('fields.carrierName')} error={message(problems.carrierName)}>
          <InputText
            value={carrierName}
            maxLength={MAX_CARRIER_NAME_LENGTH}
            onChange={(e) => setCarrier(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-tracking`} label={t('fields.trackingNo')} error={message(problems.trackingNo)}>
          <InputText value={trackingNo} onChange={(e) => setTracking(e.target.value)} />
        </FormField>
      </form>
    </Dialog>
  )
}
