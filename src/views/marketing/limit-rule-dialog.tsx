// A purchase-limit rule created or changed in a dialog: its name, its one product (chosen from
// the merchant's products), the units one buyer may buy, and its window. An overlap refusal
// shows the server's sentence, which names the product and the other rule.
import { Button } from 'primereact/button'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PER_BUYER_LIMIT, PROMOTION_NAME_MAX } from '../../../contract/marketing.constants.ts'
import type { LimitPurchaseRow } from '../../../contract/marketing.schema.ts'
import {
  type LimitPurchaseDraft,
  limitRuleRequest,
  validateLimitRule,
} from '../../machines/marketing/limit-purchase-form.ts'
import * as api from '../../services/marketing.api.ts'
import { ControlError } from '../../services/http.ts'
import { DateTimeFormField } from '../shared/date-time-field.tsx'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FieldAlert, FormField, useLimitHint } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { ProductPickerDialog } from './product-picker-dialog.tsx'

export function LimitRuleDialog({
  id,
  draft,
  onSaved,
  onCancel,
}: {
  id: string | undefined
  draft: LimitPurchaseDraft
  onSaved: (row: LimitPurchaseRow) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('marketing')
  const { show } = usePageToast()
  const hint = useLimitHint()
  const [picking, setPicking] = useState(false)
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const form = useDialogForm<LimitPurchaseDraft, LimitPurchaseRow>({
    values: draft,
    validate: validateLimitRule,
    submit: async (d, signal) => {
      setRefusal(undefined)
      try {
        return await api.saveLimitPurchase(limitRuleRequest(id, d), signal)
      } catch (e) {
        if (e instanceof ControlError) setRefusal(e.message)
        throw e
      }
    },
    onSubmitted: (row) => {
      show('success', t('toast.ruleSaved'))
      onSaved(row)
    },
    ns: 'marketing',
  })
  const { values, change, message } = form
  const productError =
    form.fieldErrors.products?.reason === 'overlap' && refusal ? refusal : message('productId')
  return (
    <FormDialog
      title={id ? t('limit.editTitle') : t('limit.newTitle')}
      confirmLabel={t('actions.save')}
      form={form}
      onCancel={onCancel}
    >
      <div className="setup-form">
        <FormField
          id="limit-name"
          label={t('fields.name')}
          error={message('name')}
          counter={{ length: values.name.length, max: PROMOTION_NAME_MAX }}
        >
          <InputText value={values.name} onChange={(e) => change({ name: e.target.value })} />
        </FormField>
        <fieldset className="form-field marketing-fieldset">
          <legend>{t('fields.product')}</legend>
          <div className="marketing-product">
            <strong>{values.productName || t('limit.noProduct')}</strong>
            <Button
              type="button"
              size="small"
              outlined
              label={values.productId ? t('actions.changeProduct') : t('actions.chooseProduct')}
              onClick={() => setPicking(true)}
            />
          </div>
          <FieldAlert error={productError} />
        </fieldset>
        <FormField
          id="limit-per-buyer"
          label={t('fields.perBuyerLimit')}
          error={message('perBuyerLimit')}
          hint={hint(PER_BUYER_LIMIT)}
        >
          <InputNumber
            value={values.perBuyerLimit}
            useGrouping={false}
            onChange={(e) => change({ perBuyerLimit: e.value ?? null })}
          />
        </FormField>
        <DateTimeFormField form={form} field="startAt" id="limit-start" label={t('fields.startAt')} />
        <DateTimeFormField form={form} field="endAt" id="limit-end" label={t('fields.endAt')} />
      </div>
      {picking && (
        <ProductPickerDialog
          single
          chosen={[]}
          onClose={() => setPicking(false)}
          onPick={([row]) => {
            setPicking(false)
            if (row) change({ productId: row.productId, productName: row.name })
          }}
        />
      )}
    </FormDialog>
  )
}
