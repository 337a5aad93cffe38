// The product's specifications (colour, size...): a name and its values per row. Every change
// regenerates the SKU grid (one row per combination), keeping what was typed in rows that stay.
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import { SPEC_NAME_MAX, SPECS_MAX } from '../../../contract/products.constants.ts'
import { type ProductDraft, type SpecDraft, skusFor } from '../../machines/products/product-form.ts'
import { FormField } from '../shared/form-field.tsx'
import type { FormApi } from '../shared/use-form.ts'

export function ProductSpecEditor({ form }: { form: FormApi<ProductDraft> }) {
  const { t } = useTranslation('products')
  const { values, message } = form
  const setSpecs = (specs: SpecDraft[]) => form.change({ specs, skus: skusFor(specs, values.skus) })
  const setSpec = (i: number, patch: Partial<SpecDraft>) =>
    setSpecs(values.specs.map((s, j) => (j === i ? { ...s, ...patch } : s)))
  return (
    <div className="product-specs">
      {values.specs.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a specification row has no id; rows only append or go
        <div className="product-specs__row" key={i}>
          <FormField
            id={`spec-${i}-name`}
            label={t('form.specName', { n: i + 1 })}
            error={message(`specs.${i}.name`)}
            counter={{ length: s.name.length, max: SPEC_NAME_MAX }}
          >
            <InputText
              value={s.name}
              placeholder={t('form.specNamePlaceholder')}
              onChange={(e) => setSpec(i, { name: e.target.value })}
            />
          </FormField>
          <FormField
            id={`spec-${i}-values`}
            label={t('form.specValues', { n: i + 1 })}
            error={message(`specs.${i}.values`) ?? firstUnder(form, `specs.${i}.values.`)}
            hint={t('form.specValuesHint')}
          >
            <InputText
              value={s.values}
              placeholder={t('form.specValuesPlaceholder')}
              onChange={(e) => setSpec(i, { values: e.target.value })}
            />
          </FormField>
          <Button
            type="button"
            text
            severity="danger"
            icon="pi pi-trash"
            aria-label={t('form.removeSpec', { n: i + 1 })}
            onClick={() => setSpecs(values.specs.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {message('specs') && (
        <small className="p-error" role="alert">
          {message('specs')}
        </small>
      )}
      <div>
        <Button
          type="button"
          outlined
          size="small"
          icon="pi pi-plus"
          label={t('form.addSpec')}
          disabled={values.specs.length >= SPECS_MAX}
          onClick={() => setSpecs([...values.specs, { name: '', values: '' }])}
        />
      </div>
    </div>
  )
}

/** The message of the first refused field under `prefix` (a server answer names one item). */
export function firstUnder(form: FormApi<ProductDraft>, prefix: string): string | undefined {
  const field = Object.keys(form.fieldErrors).find((k) => k.startsWith(prefix))
  return field ? form.message(field) : undefined
}
