// The pieces of a page over one open order that the seller's order details (orders area) and the
// buyer's purchase details (purchases area) share: reading the order machine's state for the
// record frame, the order's amounts, and the cancel button and prompt. Each area keeps its own words (its
// locale namespace, `ns`): the buyer is told other things than the seller about the same step.
import { Button } from 'primereact/button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRef, EventObject, Snapshot } from 'xstate'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { OrderRecordContext } from '../../machines/shared/order-record.ts'
import { useSelector } from './actors.ts'
import { PromptDialog } from './decision-dialogs.tsx'
import { DetailList } from './detail-page.tsx'
import { useFieldMessage } from './form-field.tsx'
import type { LoadedRecord } from './record-frame.tsx'

/** What the pages read of an order machine (order.machine.ts, purchase.machine.ts). */
type OrderRecordSnapshot<TOrder> = Snapshot<unknown> & {
  context: OrderRecordContext<TOrder>
  hasTag(tag: 'busy' | 'dialog' | 'missing'): boolean
  matches(state: 'loadFailed' | 'ready' | 'submitting'): boolean
}

type OrderRecordRef<TOrder, E extends EventObject> = ActorRef<OrderRecordSnapshot<TOrder>, E>

/**
 * The order machine's state as the record frame takes it (the machine stays the one source:
 * not found is its `missing` state, a failed load its `loadFailed` with `reload` as the retry),
 * and what the shown record's page needs: the refused step's error and whether a call is out.
 */
export function useOrderRecord<TOrder, E extends EventObject>(ref: OrderRecordRef<TOrder, E>, reload: E) {
  const data = useSelector(ref, (s) => s.context.order)
  const missing = useSelector(ref, (s) => s.hasTag('missing'))
  const loadError = useSelector(ref, (s) => (s.matches('loadFailed') ? s.context.error : undefined))
  const stepError = useSelector(ref, (s) => (s.matches('ready') ? s.context.error : undefined))
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const loaded: LoadedRecord<TOrder> = { data, error: loadError, retry: () => ref.send(reload) }
  return { loaded, missing, stepError, busy }
}

/**
 * What a step's dialog shows of the machine: the order's number, whether the step is being sent,
 * and why it was refused (at the field, in the area's words, or the server's message).
 */
export function useOrderStepDialog<E extends EventObject>(
  ref: OrderRecordRef<{ orderNo: string }, E>,
  ns: string,
) {
  const fieldMessage = useFieldMessage(ns)
  const busy = useSelector(ref, (s) => s.matches('submitting'))
  const fieldError = useSelector(ref, (s) => s.context.fieldError)
  const error = useSelector(ref, (s) => (s.hasTag('dialog') ? s.context.error : undefined))
  const orderNo = useSelector(ref, (s) => s.context.order?.orderNo ?? '')
  return { busy, orderNo, refusal: fieldError ? fieldMessage(fieldError) : error?.message }
}

/** The step that opens the cancel prompt (the seller's and the buyer's alike). */
export function OrderCancelButton({ ns, busy, onClick }: { ns: string; busy: boolean; onClick: () => void }) {
  const { t } = useTranslation(ns)
  return (
    <Button
      label={t('actions.cancel')}
      icon="pi pi-times"
      severity="danger"
      outlined
      disabled={busy}
      onClick={onClick}
    />
  )
}

/**
 * Cancelling an order needs a reason; the area says what follows from it. The title is the
 * area's own `t(...)` so that its selector guide (docs/areas) lists the dialog under the area.
 */
export function OrderCancelDialog({
  ns,
  title,
  visible,
  busy,
  maxLength,
  refusal,
  onConfirm,
  onCancel,
}: {
  ns: string
  title: string
  visible: boolean
  busy: boolean
  maxLength: number
  refusal: string | undefined
  onConfirm: (reason: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation(ns)
  return (
    <PromptDialog
      visible={visible}
      title={title}
      message={t('detail.cancelMessage')}
      label={t('fields.cancelReason')}
      confirmLabel={t('actions.cancel')}
      danger
      busy={busy}
      maxLength={maxLength}
      fieldError={refusal}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}

interface OrderAmountFields {
  goodsAmount: number
  freightAmount: number
  discountAmount: number
  payAmount: number
  refundedAmount: number
}

/** The order's amounts; `money` writes what was paid and refunded (the seller adds the capitals). */
export function OrderAmounts({
  ns,
  order: o,
  money = formatYuan,
}: {
  ns: string
  order: OrderAmountFields
  money?: (fen: number) => ReactNode
}) {
  const { t } = useTranslation(ns)
  return (
    <DetailList
      rows={[
        [t('fields.goodsAmount'), formatYuan(o.goodsAmount)],
        [t('fields.freightAmount'), formatYuan(o.freightAmount)],
        [t('fields.discountAmount'), formatYuan(o.discountAmount)],
        [t('fields.payAmount'), money(o.payAmount)],
        [t('fields.refundedAmount'), o.refundedAmount > 0 ? money(o.refundedAmount) : ''],
      ]}
    />
  )
}
