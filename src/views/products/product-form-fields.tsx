// The product form's basic fields: name, code, category, brand, unit, status, freight template.
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import {
  PRODUCT_NAME_MAX,
  PRODUCT_NO_MAX,
  PRODUCT_STATUSES,
  PRODUCT_UNIT_MAX,
} from '../../../contract/products.constants.ts'
import type { ProductDraft } from '../../machines/products/product-form.ts'
import { FormField } from '../shared/form-field.tsx'
import type { FormApi } from '../shared/use-form.ts'
import type { Option } from './product-options.ts'

interface Props {
  form: FormApi<ProductDraft>
  categories: Option[]
  brands: Option[]
  templates: Option[]
}

export function ProductFormFields({ form, categories, brands, templates }: Props) {
  const { t } = useTranslation('products')
  const { values, change, message } = form
  const text = (field: 'name' | 'productNo' | 'unit', max: number, hint?: string) => (
    <FormField
      id={`product-${field}`}
      label={t(`fields.${field}`)}
      error={message(field)}
      hint={hint}
      counter={hint ? undefined : { length: values[field].length, max }}
    >
      <InputText value={values[field]} onChange={(e) => change({ [field]: e.target.value })} />
    </FormField>
  )
  const choice = (
    field: 'categoryId' | 'brandId' | 'freightTemplateId',
    options: Option[],
    clear: boolean,
  ) => (
    <FormField id={`product-${field}`} label={t(`fields.${field}`)} error={message(field)}>
      <Dropdown
        value={values[field]}
        options={options}
        filter={options.length > 10}
        showClear={clear}
        placeholder={clear ? t('form.none') : t('form.choose')}
        onChange={(e) => change({ [field]: e.value ?? null })}
      />
    </FormField>
  )
  return (
    <>
      <div className="wide">{text('name', PRODUCT_NAME_MAX)}</div>
      {text('productNo', PRODUCT_NO_MAX, t('form.productNoHint'))}
      {choice('categoryId', categories, false)}
      {choice('brandId', brands, true)}
      {text('unit', PRODUCT_UNIT_MAX)}
      <FormField id="product-status" label={t('fields.status')} error={message('status')}>
        <Dropdown
          value={values.status}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(e) => change({ status: e.value })}
        />
      </FormField>
      {choice('freightTemplateId', templates, true)}
    </>
  )
}
