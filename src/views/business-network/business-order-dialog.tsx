// Orders one SKU of another merchant's product (createBusinessProductPcOrder) on the one form
// pattern. A refusal at the quantity (the seller's limit-purchase rule, the stock) is shown at
// the quantity field with the limit named.
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ORDER_QUANTITY } from '../../../contract/business-profile.constants.ts'
import type { BusinessOrderCreated, BusinessProduct } from '../../../contract/business-profile.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import {
  type OrderDraft,
  orderDraft,
  orderFieldError,
  orderRequest,
  validateOrder,
} from '../../machines/business-network/profile-form.ts'
import type { FieldError } from '../../machines/shared/form.machine.ts'
import { createBusinessProductPcOrder } from '../../services/business-profile.api.ts'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'

export interface BusinessOrderDialogProps {
  partyId: string
  product: BusinessProduct
  onOrdered: (created: BusinessOrderCreated) => void
  onCancel: () => void
}

export function BusinessOrderDialog({ partyId, product, onOrdered, onCancel }: BusinessOrderDialogProps) {
  const { t } = useTranslation('business-profile')
  const fieldMessage = useFieldMessage('business-profile')
  const [initial] = useState(() => orderDraft(product.skus[0]?.skuId ?? null))
  const form = useDialogForm<OrderDraft, BusinessOrderCreated>({
    values: initial,
    validate: validateOrder,
    submit: (d, signal) => createBusinessProductPcOrder(orderRequest(partyId, d), signal),
    onSubmitted: onOrdered,
    ns: 'business-profile',
  })
  const { values, change } = form
  const message = (field: 'skuId' | 'quantity') => {
    const e: FieldError | undefined = orderFieldError(form.fieldErrors, field)
    if (e?.reason === 'overPurchaseLimit') return t('validation.overPurchaseLimit', { max: e.max ?? 0 })
    if (e?.reason === 'overStock')
      return `${t('validation.overStock')} ${fieldMessage({ reason: 'tooLarge', max: e.max ?? 0 })}`
    return fieldMessage(e)
  }
  return (
    <FormDialog
      title={t('order.dialogTitle', { name: product.name })}
      confirmLabel={t('order.submit')}
      form={form}
      onCancel={onCancel}
    >
      <div className="busi-form">
        <FormField id="busi-order-sku" label={t('order.sku')} error={message('skuId')}>
          <Dropdown
            value={values.skuId}
            options={product.skus.map((s) => ({
              value: s.skuId,
              label: `${s.spec || product.name} · ${formatYuan(s.price)} · ${t('order.columns.stock')} ${s.stock}`,
            }))}
            onChange={(e) => change({ skuId: e.value })}
          />
        </FormField>
        <FormField
          id="busi-order-quantity"
          label={t('order.quantity')}
          error={message('quantity')}
          hint={t('order.quantityHint', ORDER_QUANTITY)}
        >
          <InputNumber
            value={values.quantity}
            useGrouping={false}
            onValueChange={(e) => change({ quantity: e.value ?? null })}
          />
        </FormField>
        <div className="wide">
          <FormField
            id="busi-order-remark"
            label={t('order.remark')}
            error={fieldMessage(form.fieldErrors.remark)}
          >
            <InputText value={values.remark} onChange={(e) => change({ remark: e.target.value })} />
          </FormField>
        </div>
      </div>
    </FormDialog>
  )
}
