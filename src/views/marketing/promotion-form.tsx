// The promotion's form on the one form pattern: name, kind, window, the kind's own values,
// description and its products. An overlap refusal shows the server's sentence at the products,
// which names the product and the other promotion.
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DISCOUNT_PERMILLE,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_KINDS,
  PROMOTION_NAME_MAX,
} from '../../../contract/marketing.constants.ts'
import type { PromotionDetail } from '../../../contract/marketing.schema.ts'
import {
  type PromotionDraft,
  promotionRequest,
  validatePromotion,
  withPickedProducts,
} from '../../machines/marketing/promotion-form.ts'
import * as api from '../../services/marketing.api.ts'
import { ControlError } from '../../services/http.ts'
import { DateTimeFormField } from '../shared/date-time-field.tsx'
import { FieldAlert, FormField, useLimitHint } from '../shared/form-field.tsx'
import { SectionHeader } from '../shared/section-header.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { LongTextField, SaveForm } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import { ProductPickerDialog } from './product-picker-dialog.tsx'
import { PromotionProductsTable } from './promotion-products-table.tsx'

export function PromotionForm({
  id,
  draft,
  onSaved,
}: {
  id: string | undefined
  draft: PromotionDraft
  onSaved: (p: PromotionDetail) => void
}) {
  const { t } = useTranslation('marketing')
  const { show } = usePageToast()
  const hint = useLimitHint()
  const [picking, setPicking] = useState(false)
  /** The last refusal's own sentence (an overlap names the product and the other promotion). */
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const form = useForm<PromotionDraft, PromotionDetail>({
    values: draft,
    validate: validatePromotion,
    submit: async (d, signal) => {
      setRefusal(undefined)
      try {
        return await api.savePromotion(promotionRequest(id, d), signal)
      } catch (e) {
        if (e instanceof ControlError) setRefusal(e.message)
        throw e
      }
    },
    onSubmitted: (saved) => {
      show('success', t('toast.saved'))
      onSaved(saved)
    },
    ns: 'marketing',
  })
  const { values, change, message } = form
  const productsError =
    form.fieldErrors.products?.reason === 'overlap' && refusal ? refusal : message('products')
  return (
    <SaveForm
      form={form}
      label={id ? t('edit.editTitle') : t('edit.newTitle')}
      fields={
        <>
          <FormField
            id="promotion-name"
            label={t('fields.name')}
            error={message('name')}
            counter={{ length: values.name.length, max: PROMOTION_NAME_MAX }}
          >
            <InputText value={values.name} onChange={(e) => change({ name: e.target.value })} />
          </FormField>
          <FormField id="promotion-kind" label={t('fields.kind')} error={message('kind')}>
            <Dropdown
              value={values.kind}
              options={PROMOTION_KINDS.map((k) => ({ label: t(`kind.${k}`), value: k }))}
              onChange={(e) => change({ kind: e.value })}
            />
          </FormField>
          <DateTimeFormField form={form} field="startAt" id="promotion-start" label={t('fields.startAt')} />
          <DateTimeFormField form={form} field="endAt" id="promotion-end" label={t('fields.endAt')} />
          {values.kind === 'DISCOUNT' && (
            <FormField
              id="promotion-discount"
              label={t('fields.discountPermille')}
              error={message('discountPermille')}
              hint={hint({ min: DISCOUNT_PERMILLE.min / 10, max: DISCOUNT_PERMILLE.max / 10 })}
            >
              <InputNumber
                value={values.discountPercent}
                useGrouping={false}
                maxFractionDigits={1}
                suffix=" %"
                onChange={(e) => change({ discountPercent: e.value ?? null })}
              />
            </FormField>
          )}
          {values.kind === 'FULL_REDUCTION' && (
            <>
              <FormField
                id="promotion-threshold"
                label={t('fields.thresholdAmount')}
                error={message('thresholdAmount')}
              >
                <InputText
                  value={values.thresholdAmount}
                  inputMode="decimal"
                  onChange={(e) => change({ thresholdAmount: e.target.value })}
                />
              </FormField>
              <FormField
                id="promotion-reduce"
                label={t('fields.reduceAmount')}
                error={message('reduceAmount')}
              >
                <InputText
                  value={values.reduceAmount}
                  inputMode="decimal"
                  onChange={(e) => change({ reduceAmount: e.target.value })}
                />
              </FormField>
            </>
          )}
          <LongTextField
            id="promotion-description"
            label={t('fields.description')}
            error={message('description')}
            value={values.description}
            max={PROMOTION_DESCRIPTION_MAX}
            rows={2}
            onChange={(description) => change({ description })}
          />
        </>
      }
    >
      <SectionHeader
        title={t('fields.products')}
        addLabel={t('actions.addProducts')}
        onAdd={() => setPicking(true)}
      />
      <p className="field-hint">{t('edit.productsHint')}</p>
      <FieldAlert error={productsError} />
      <PromotionProductsTable
        kind={values.kind}
        products={values.products}
        message={message}
        onChange={(products) => change({ products })}
      />
      {picking && (
        <ProductPickerDialog
          chosen={values.products.map((p) => p.productId)}
          onClose={() => setPicking(false)}
          onPick={(rows) => {
            setPicking(false)
            change({ products: withPickedProducts(values.products, rows) })
          }}
        />
      )}
    </SaveForm>
  )
}
