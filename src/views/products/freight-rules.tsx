// The rules of a freight template: the default rule (every other region) first, then one row
// per group of provinces; first unit and fee, each additional unit and fee, free-shipping
// amount. Fees are typed in yuan (the form sends fen).
import type { RegionItem } from '../../../contract/shared.schema.ts'
import { Button } from 'primereact/button'
import { InputNumber } from 'primereact/inputnumber'
import { MultiSelect } from 'primereact/multiselect'
import { useTranslation } from 'react-i18next'
import type { FreightPricingMode } from '../../../contract/product-setup.constants.ts'
import { MAX_RULES, type RuleDraft, blankRule } from '../../machines/products/freight-form.ts'
import { FormField } from '../shared/form-field.tsx'

export interface FreightRulesProps {
  rules: RuleDraft[]
  mode: FreightPricingMode
  isFree: boolean
  provinces: RegionItem[]
  message: (field: string) => string | undefined
  onChange: (rules: RuleDraft[]) => void
}

export function FreightRules({ rules, mode, isFree, provinces, message, onChange }: FreightRulesProps) {
  const { t } = useTranslation('product-setup')
  const unit = mode === 'WEIGHT' ? t('freight.rules.unitGram') : t('freight.rules.unitPiece')
  const set = (i: number, patch: Partial<RuleDraft>) =>
    onChange(rules.map((r, k) => (k === i ? { ...r, ...patch } : r)))
  const options = provinces.map((p) => ({ label: p.name, value: p.id }))
  const num = (
    i: number,
    key: keyof RuleDraft,
    label: string,
    field: string,
    money: boolean,
    disabled = false,
  ) => (
    <FormField id={`rule-${i}-${field}`} label={label} error={message(`rules.${i}.${field}`)}>
      <InputNumber
        value={rules[i]?.[key] as number | null}
        onValueChange={(e) => set(i, { [key]: e.value ?? null } as Partial<RuleDraft>)}
        {...(money ? { minFractionDigits: 0, maxFractionDigits: 2, min: 0 } : { min: 0, useGrouping: false })}
        disabled={disabled}
      />
    </FormField>
  )
  return (
    <fieldset className="freight-rules">
      <legend>{t('freight.rules.title')}</legend>
      {message('rules') && (
        <small className="p-error" role="alert">
          {message('rules')}
        </small>
      )}
      {rules.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a rule has no id; its position is its identity in the form
        <fieldset key={i} className="freight-rule">
          <legend className="visually-hidden">{t('freight.rules.rule', { n: i + 1 })}</legend>
          {i === 0 ? (
            <p className="freight-rule__regions">{t('freight.rules.everywhereElse')}</p>
          ) : (
            <FormField
              id={`rule-${i}-regions`}
              label={t('freight.rules.regions')}
              error={message(`rules.${i}.regionIds`)}
            >
              <MultiSelect
                value={r.regionIds}
                options={options}
                filter
                display="chip"
                placeholder={t('freight.rules.choose')}
                onChange={(e) => set(i, { regionIds: e.value as string[] })}
              />
            </FormField>
          )}
          <div className="freight-rule__numbers">
            {num(i, 'firstUnits', `${t('freight.rules.firstUnits')} (${unit})`, 'firstUnits', false)}
            {num(i, 'firstFee', t('freight.rules.firstFee'), 'firstFee', true, isFree)}
            {num(i, 'extraUnits', `${t('freight.rules.extraUnits')} (${unit})`, 'extraUnits', false)}
            {num(i, 'extraFee', t('freight.rules.extraFee'), 'extraFee', true, isFree)}
            {num(i, 'freeOver', t('freight.rules.freeOver'), 'freeOverAmount', true, isFree)}
          </div>
          {i > 0 && (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={t('freight.rules.remove', { n: i + 1 })}
              onClick={() => onChange(rules.filter((_, k) => k !== i))}
            />
          )}
        </fieldset>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        outlined
        label={t('freight.rules.add')}
        disabled={rules.length >= MAX_RULES}
        onClick={() => onChange([...rules, blankRule(mode)])}
      />
    </fieldset>
  )
}
