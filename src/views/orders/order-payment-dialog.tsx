// Records an unpaid order's offline payment (recordOrderPayment): how the money came (a bank
// transfer received, cash...) and its reference; the order then waits to be shipped. The amount
// is the order's, in full, shown in yuan and in Chinese capitals as on a receipt.
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { MAX_PAYMENT_REFERENCE_LENGTH, ORDER_PAYMENT_METHODS } from '../../../contract/orders.constants.ts'
import type { OrderChanged, OrderDetail } from '../../../contract/orders.schema.ts'
import {
  EMPTY_ORDER_PAYMENT,
  type OrderPaymentDraft,
  toOrderPaymentRequest,
  validateOrderPayment,
} from '../../machines/orders/order-payment-form.ts'
import { recordOrderPayment } from '../../services/orders.api.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'
import { useCapitalAmount } from '../shared/capital-amount.ts'

export function OrderPaymentDialog({
  order,
  onDone,
  onChanged,
  onCancel,
}: {
  order: OrderDetail
  /** The payment is recorded. */
  onDone: () => void
  /** Refused because the order changed meanwhile: the page reloads it and says why. */
  onChanged: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('orders')
  const capital = useCapitalAmount()
  const form = useDialogForm<OrderPaymentDraft, OrderChanged>({
    values: EMPTY_ORDER_PAYMENT,
    validate: validateOrderPayment,
    submit: (v, signal) => recordOrderPayment(toOrderPaymentRequest(order, v), signal),
    onSubmitted: () => onDone(),
    onRecordChanged: () => onChanged(),
    ns: 'orders',
  })
  const v = form.values
  return (
    <FormDialog
      title={t('payment.title', { orderNo: order.orderNo })}
      confirmLabel={t('payment.confirm')}
      form={form}
      onCancel={onCancel}
    >
      <p>
        {capital
          ? t('payment.amount', { amount: formatYuan(order.payAmount), capital: capital(order.payAmount) })
          : t('payment.amountInFigures', { amount: formatYuan(order.payAmount) })}
      </p>
      <FormField id="order-payment-method" label={t('payment.methodLabel')} error={form.message('method')}>
        <Dropdown
          value={v.method}
          options={ORDER_PAYMENT_METHODS.map((m) => ({ label: t(`payment.method.${m}`), value: m }))}
          onChange={(e) => form.change({ method: e.value })}
        />
      </FormField>
      <FormField
        id="order-payment-reference"
        label={t('payment.reference')}
        error={form.message('reference')}
        hint={t('payment.referenceHint')}
        counter={{ length: v.reference.trim().length, max: MAX_PAYMENT_REFERENCE_LENGTH }}
      >
        <InputText value={v.reference} onChange={(e) => form.change({ reference: e.target.value })} />
      </FormField>
    </FormDialog>
  )
}
