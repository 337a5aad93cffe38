// The freight template form's rules (editFreightTemplate) for the one form machine: the blank
// draft, the draft of a loaded template, the browser's checks (same limits as
// contract/product-setup.schema.ts; fees are typed in yuan and sent in fen) and the request.
import {
  FREE_OVER_AMOUNT,
  FREIGHT_FEE,
  FREIGHT_UNITS,
  type FreightPricingMode,
  MAX_FREIGHT_RULES,
  MAX_TEMPLATE_NAME_LENGTH,
} from '../../../contract/product-setup.constants.ts'
import type { FreightDetail, SaveFreightTemplateInput } from '../../../contract/product-setup.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'
import { fenToYuan, yuanToFen } from '../../../contract/format/yuan.ts'

export interface RuleDraft {
  /** Province ids; [] is the default rule (every other region). */
  regionIds: string[]
  firstUnits: number | null
  /** Yuan. */
  firstFee: number | null
  extraUnits: number | null
  extraFee: number | null
  /** Yuan; null: never free by amount. */
  freeOver: number | null
}

export interface FreightDraft {
  [key: string]: unknown
  name: string
  pricingMode: FreightPricingMode
  isFree: 0 | 1
  isDefault: 0 | 1
  shipFromProvinceId: string | null
  shipFromCityId: string | null
  rules: RuleDraft[]
  updatedAt: string | undefined
}

export const MAX_RULES = MAX_FREIGHT_RULES + 1

export function blankRule(mode: FreightPricingMode, regionIds: string[] = []): RuleDraft {
  const unit = mode === 'WEIGHT' ? 1000 : 1
  return { regionIds, firstUnits: unit, firstFee: 0, extraUnits: unit, extraFee: 0, freeOver: null }
}

export function emptyFreight(): FreightDraft {
  return {
    name: '',
    pricingMode: 'PIECE',
    isFree: 0,
    isDefault: 0,
    shipFromProvinceId: null,
    shipFromCityId: null,
    rules: [blankRule('PIECE')],
    updatedAt: undefined,
  }
}

const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen))
const fen = (yuanValue: number | null) => (yuanValue === null ? null : yuanToFen(yuanValue))

export function freightDraft(d: FreightDetail): FreightDraft {
  const rules = d.rules.map((r) => ({
    regionIds: r.regionIds,
    firstUnits: r.firstUnits,
    firstFee: yuan(r.firstFee),
    extraUnits: r.extraUnits,
    extraFee: yuan(r.extraFee),
    freeOver: yuan(r.freeOverAmount),
  }))
  return {
    name: d.name,
    pricingMode: d.pricingMode,
    isFree: d.isFree,
    isDefault: d.isDefault,
    shipFromProvinceId: d.shipFromProvinceId,
    shipFromCityId: d.shipFromCityId,
    // The default rule always first.
    rules: [...rules.filter((r) => r.regionIds.length === 0), ...rules.filter((r) => r.regionIds.length > 0)],
    updatedAt: d.updatedAt,
  }
}

function checkNumber(
  errors: FieldErrors,
  field: string,
  value: number | null,
  limit: { min: number; max: number },
  optional = false,
): void {
  if (value === null) {
    if (!optional) errors[field] = { reason: 'required' }
    return
  }
  if (value < limit.min || value > limit.max)
    errors[field] = { reason: 'range', min: limit.min, max: limit.max }
}

const yuanLimit = (l: { min: number; max: number }) => ({ min: l.min / 100, max: Math.floor(l.max / 100) })

export function validateFreight(v: FreightDraft): FieldErrors {
  const errors: FieldErrors = {}
  const name = v.name.trim()
  if (name === '') errors.name = { reason: 'required' }
  else if (name.length > MAX_TEMPLATE_NAME_LENGTH)
    errors.name = { reason: 'tooLong', max: MAX_TEMPLATE_NAME_LENGTH }
  if (v.rules.length > MAX_RULES) errors.rules = { reason: 'tooMany', max: MAX_RULES }
  if (v.rules.filter((r) => r.regionIds.length === 0).length !== 1)
    errors.rules = { reason: 'needsDefaultRule' }
  const seen = new Set<string>()
  v.rules.forEach((r, i) => {
    const at = `rules.${i}`
    if (i > 0 && r.regionIds.length === 0) errors[`${at}.regionIds`] = { reason: 'chooseRegions' }
    for (const id of r.regionIds) {
      if (seen.has(id)) errors[`${at}.regionIds`] = { reason: 'regionTwice' }
      seen.add(id)
    }
    checkNumber(errors, `${at}.firstUnits`, r.firstUnits, FREIGHT_UNITS)
    checkNumber(errors, `${at}.extraUnits`, r.extraUnits, FREIGHT_UNITS)
    if (!v.isFree) {
      checkNumber(errors, `${at}.firstFee`, r.firstFee, yuanLimit(FREIGHT_FEE))
      checkNumber(errors, `${at}.extraFee`, r.extraFee, yuanLimit(FREIGHT_FEE))
    }
    checkNumber(
      errors,
      `${at}.freeOverAmount`,
      r.freeOver,
      { min: 0.01, max: FREE_OVER_AMOUNT.max / 100 },
      true,
    )
  })
  return errors
}

export function freightRequest(v: FreightDraft, templateId: string | undefined): SaveFreightTemplateInput {
  return {
    ...(templateId ? { templateId } : {}),
    name: v.name.trim(),
    pricingMode: v.pricingMode,
    isFree: v.isFree,
    isDefault: v.isDefault,
    shipFromProvinceId: v.shipFromProvinceId,
    shipFromCityId: v.shipFromProvinceId ? v.shipFromCityId : null,
    rules: v.rules.map((r) => ({
      regionIds: r.regionIds,
      firstUnits: r.firstUnits ?? 0,
      firstFee: v.isFree ? 0 : (fen(r.firstFee) ?? 0),
      extraUnits: r.extraUnits ?? 0,
      extraFee: v.isFree ? 0 : (fen(r.extraFee) ?? 0),
      freeOverAmount: fen(r.freeOver),
    })),
    ...(v.updatedAt ? { updatedAt: v.updatedAt } : {}),
  }
}
