// The business profile form's rules for the one form machine (busiEditOwnInfo): the draft the
// page edits, its checks with the contract's limits, and the request mapping. Also the business
// product order dialog's draft and checks. Pages only render.
import {
  type BusinessType,
  MAX_ADDRESS_LENGTH,
  MAX_COMPANY_NAME_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_INDUSTRY_LENGTH,
  MAX_INTRO_LENGTH,
  MAX_MAIN_BUSINESS_LENGTH,
  MAX_ORDER_LINES,
  MAX_PROFILE_CATEGORIES,
  MAX_PROFILE_IMAGES,
  ORDER_QUANTITY,
  PHONE_PATTERN,
} from '../../../contract/business-profile.constants.ts'
import type {
  BusiProfile,
  CreateBusinessOrderRequest,
  SaveBusiPartyInfoRequest,
} from '../../../contract/business-profile.schema.ts'
import { checkInteger, checkText } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export interface ProfileDraft extends Record<string, unknown> {
  companyName: string
  logoUrl: string
  businessType: BusinessType
  industry: string
  mainBusiness: string
  intro: string
  images: string[]
  contactName: string
  contactPhone: string
  provinceId: string | null
  cityId: string | null
  countyId: string | null
  address: string
  categoryIds: string[]
  isPublic: boolean
}

/** The draft of a saved profile, or an empty one (with the merchant's name) before the first save. */
export function profileDraft(p: BusiProfile | null, merchantName = ''): ProfileDraft {
  return {
    companyName: p?.companyName ?? merchantName,
    logoUrl: p?.logoUrl ?? '',
    businessType: p?.businessType ?? 'BOTH',
    industry: p?.industry ?? '',
    mainBusiness: p?.mainBusiness ?? '',
    intro: p?.intro ?? '',
    images: p?.images ?? [],
    contactName: p?.contactName ?? '',
    contactPhone: p?.contactPhone ?? '',
    provinceId: p?.provinceId ?? null,
    cityId: p?.cityId ?? null,
    countyId: p?.countyId ?? null,
    address: p?.address ?? '',
    categoryIds: p?.categoryIds ?? [],
    isPublic: p ? p.isPublic === 1 : true,
  }
}

const PHONE = new RegExp(PHONE_PATTERN)

/** The same rules as saveBusiPartyInfoRequest, refused at the field with the limit named. */
export function validateProfile(d: ProfileDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkText(errors, 'companyName', d.companyName, MAX_COMPANY_NAME_LENGTH, true)
  checkText(errors, 'industry', d.industry, MAX_INDUSTRY_LENGTH)
  checkText(errors, 'mainBusiness', d.mainBusiness, MAX_MAIN_BUSINESS_LENGTH)
  checkText(errors, 'intro', d.intro, MAX_INTRO_LENGTH)
  checkText(errors, 'contactName', d.contactName, MAX_CONTACT_NAME_LENGTH, true)
  const phone = d.contactPhone.trim()
  if (phone === '') errors.contactPhone = { reason: 'required' }
  else if (!PHONE.test(phone)) errors.contactPhone = { reason: 'phone' }
  if (!d.provinceId) errors.provinceId = { reason: 'required' }
  checkText(errors, 'address', d.address, MAX_ADDRESS_LENGTH)
  if (d.images.length > MAX_PROFILE_IMAGES) errors.images = { reason: 'tooMany', max: MAX_PROFILE_IMAGES }
  if (d.categoryIds.length > MAX_PROFILE_CATEGORIES)
    errors.categoryIds = { reason: 'tooMany', max: MAX_PROFILE_CATEGORIES }
  return errors
}

export function profileRequest(d: ProfileDraft): SaveBusiPartyInfoRequest {
  return {
    companyName: d.companyName.trim(),
    logoUrl: d.logoUrl,
    businessType: d.businessType,
    industry: d.industry.trim(),
    mainBusiness: d.mainBusiness.trim(),
    intro: d.intro.trim(),
    images: d.images,
    contactName: d.contactName.trim(),
    contactPhone: d.contactPhone.trim(),
    provinceId: d.provinceId ?? '',
    cityId: d.cityId ?? '',
    countyId: d.countyId ?? '',
    address: d.address.trim(),
    categoryIds: d.categoryIds.map(Number),
    isPublic: d.isPublic ? 1 : 0,
  }
}

// ---- business product order: a cart of several lines from one seller ----

export interface OrderLineDraft {
  skuId: number | null
  quantity: number | null
}

export interface OrderDraft extends Record<string, unknown> {
  lines: OrderLineDraft[]
  remark: string
  /** Where the seller ships, prefilled from the buyer's business profile. */
  receiverName: string
  receiverPhone: string
  address: string
}

export const MAX_CART_LINES = MAX_ORDER_LINES

export const orderDraft = (skuId: number | null): OrderDraft => ({
  lines: [{ skuId, quantity: 1 }],
  remark: '',
  receiverName: '',
  receiverPhone: '',
  address: '',
})

/** The delivery fields from the buyer's own profile (only those still empty). */
export function withProfileDelivery(
  d: OrderDraft,
  profile: BusiProfile | null | undefined,
): Partial<OrderDraft> {
  if (!profile) return {}
  const out: Partial<OrderDraft> = {}
  if (d.receiverName === '') out.receiverName = profile.contactName
  if (d.receiverPhone === '') out.receiverPhone = profile.contactPhone
  if (d.address === '') out.address = profile.address
  return out
}

/** Draft field names are the request's: lines.N.skuId, lines.N.quantity, delivery.*. */
export function validateOrder(d: OrderDraft): FieldErrors {
  const errors: FieldErrors = {}
  d.lines.forEach((line, i) => {
    if (line.skuId === null) errors[`lines.${i}.skuId`] = { reason: 'required' }
    checkInteger(errors, `lines.${i}.quantity`, line.quantity, ORDER_QUANTITY)
  })
  checkText(errors, 'remark', d.remark, 200)
  checkText(errors, 'delivery.receiverName', d.receiverName, MAX_CONTACT_NAME_LENGTH, true)
  const phone = d.receiverPhone.trim()
  if (phone === '') errors['delivery.receiverPhone'] = { reason: 'required' }
  else if (!PHONE.test(phone)) errors['delivery.receiverPhone'] = { reason: 'phone' }
  checkText(errors, 'delivery.address', d.address, MAX_ADDRESS_LENGTH, true)
  return errors
}

/** The lines that can be priced: every line has a SKU and a quantity in range; else none. */
export function pricedLines(d: OrderDraft): { skuId: number; quantity: number }[] | null {
  const lines: { skuId: number; quantity: number }[] = []
  for (const l of d.lines) {
    if (l.skuId === null || l.quantity === null) return null
    if (!Number.isInteger(l.quantity) || l.quantity < ORDER_QUANTITY.min || l.quantity > ORDER_QUANTITY.max)
      return null
    lines.push({ skuId: l.skuId, quantity: l.quantity })
  }
  return lines.length > 0 ? lines : null
}

export function orderRequest(partyId: string, d: OrderDraft): CreateBusinessOrderRequest {
  return {
    partyId,
    lines: d.lines.map((l) => ({ skuId: l.skuId ?? 0, quantity: l.quantity ?? 0 })),
    remark: d.remark.trim(),
    delivery: {
      receiverName: d.receiverName.trim(),
      receiverPhone: d.receiverPhone.trim(),
      address: d.address.trim(),
    },
  }
}
