// The catalogue form's fields: name, validity, audience (all members or chosen groups),
// description, and the products with their catalogue price (typed in yuan; blank = each
// member's rank price). Limits come from the contract and are shown at the field.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { RadioButton } from 'primereact/radiobutton'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CATALOGUE_AUDIENCES,
  MAX_CATALOGUE_DESCRIPTION_LENGTH,
  MAX_CATALOGUE_NAME_LENGTH,
} from '../../../contract/catalogue.constants.ts'
import type { CatalogueOptions } from '../../../contract/catalogue.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import type { CatalogueFormProduct, CatalogueFormValues } from '../../machines/catalogue/catalogue-form.ts'
import { DateTimeFormField } from '../shared/date-time-field.tsx'
import { FieldAlert, FormField } from '../shared/form-field.tsx'
import type { FormApi } from '../shared/use-form.ts'
import { CatalogueProductPicker } from './catalogue-product-picker.tsx'
import { MoneyInput } from '../shared/money-input.tsx'

export function CatalogueFormFields({
  form,
  options,
}: {
  form: FormApi<CatalogueFormValues>
  options: CatalogueOptions | undefined
}) {
  const { t } = useTranslation('catalogue')
  const id = useId()
  const [picking, setPicking] = useState(false)
  const { values, change, message } = form
  const setProducts = (products: CatalogueFormProduct[]) => change({ products })
  return (
    <>
      <FormField
        id={`${id}-name`}
        label={t('form.fields.name')}
        error={message('name')}
        counter={{ length: values.name.length, max: MAX_CATALOGUE_NAME_LENGTH }}
      >
        <InputText value={values.name} onChange={(e) => change({ name: e.target.value })} />
      </FormField>
      <div className="catalogue-form__row">
        <DateTimeFormField
          form={form}
          field="startAt"
          id={`${id}-startAt`}
          label={t('form.fields.startAt')}
        />
        <DateTimeFormField form={form} field="endAt" id={`${id}-endAt`} label={t('form.fields.endAt')} />
      </div>
      <fieldset className="catalogue-audience" aria-label={t('form.fields.audience')}>
        <legend>{t('form.fields.audience')}</legend>
        {CATALOGUE_AUDIENCES.map((a) => (
          <span key={a}>
            <RadioButton
              inputId={`${id}-aud-${a}`}
              value={a}
              checked={values.audience === a}
              onChange={() => change({ audience: a })}
            />
            <label htmlFor={`${id}-aud-${a}`}>{t(`audience.${a}`)}</label>
          </span>
        ))}
      </fieldset>
      {values.audience === 'GROUPS' && (
        <FormField
          id={`${id}-groups`}
          label={t('form.fields.groupIds')}
          error={message('groupIds')}
          hint={t('form.hints.groups')}
        >
          <MultiSelect
            value={values.groupIds}
            options={(options?.groups ?? []).map((g) => ({ label: g.name, value: g.id }))}
            onChange={(e) => change({ groupIds: e.value })}
            display="chip"
          />
        </FormField>
      )}
      <FormField
        id={`${id}-desc`}
        label={t('form.fields.description')}
        error={message('description')}
        counter={{ length: values.description.length, max: MAX_CATALOGUE_DESCRIPTION_LENGTH }}
      >
        <InputTextarea
          rows={3}
          value={values.description}
          onChange={(e) => change({ description: e.target.value })}
        />
      </FormField>
      <section aria-labelledby={`${id}-products`}>
        <div className="catalogue-actions">
          <h2 id={`${id}-products`}>{t('form.fields.products')}</h2>
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('actions.addProducts')}
            outlined
            onClick={() => setPicking(true)}
          />
        </div>
        <p>{t('form.hints.price')}</p>
        <FieldAlert error={message('products')} />
        <DataTable
          value={values.products}
          dataKey="productId"
          aria-labelledby={`${id}-products`}
          emptyMessage={t('form.noProducts')}
          scrollable
        >
          <Column field="name" header={t('columns.product')} />
          <Column
            header={t('columns.basePrice')}
            body={(p: CatalogueFormProduct) => formatYuan(p.basePrice)}
          />
          <Column
            header={t('columns.catalogPrice')}
            body={(p: CatalogueFormProduct, { rowIndex }: { rowIndex: number }) => {
              const error = message(`products.${rowIndex}.price`)
              return (
                <>
                  <MoneyInput
                    fen={p.price}
                    minFractionDigits={0}
                    aria-label={t('form.priceOf', { name: p.name })}
                    aria-invalid={error !== undefined}
                    invalid={error !== undefined}
                    onFenChange={(price) =>
                      setProducts(
                        values.products.map((x) => (x.productId === p.productId ? { ...x, price } : x)),
                      )
                    }
                  />
                  <FieldAlert error={error} />
                </>
              )
            }}
          />
          <Column
            header={t('columns.actions')}
            body={(p: CatalogueFormProduct) => (
              <Button
                type="button"
                text
                severity="danger"
                size="small"
                label={t('actions.remove')}
                aria-label={`${t('actions.remove')} ${p.name}`}
                onClick={() => setProducts(values.products.filter((x) => x.productId !== p.productId))}
              />
            )}
          />
        </DataTable>
      </section>
      {picking && (
        <CatalogueProductPicker
          chosen={new Set(values.products.map((p) => p.productId))}
          onAdd={(p) =>
            setProducts([
              ...values.products,
              { productId: p.productId, name: p.name, basePrice: p.basePrice, price: null },
            ])
          }
          onClose={() => setPicking(false)}
        />
      )}
    </>
  )
}
