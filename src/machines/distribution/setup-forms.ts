// The distribution set-up forms' rules for the one form machine (src/machines/shared/form.machine.ts):
// each form's draft (what the page edits: amounts as typed yuan text), its checks with the
// contract's limits, and its request mapping (draft -> the call's body in fen). Pages only render.
import {
  ACTIVITY_PRODUCTS_MAX,
  ACTIVITY_TITLE_MAX,
  ADDRESS_MAX,
  AGREEMENT_MAX,
  COMPANY_NAME_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  FEN,
  LINK_VALUE_MAX,
  MIN_ORDER_QUANTITY,
  RICH_TEXT_MAX,
  STOCK_LIMIT,
} from '../../../contract/distribution-setup.constants.ts'
import type {
  DisProductDetail,
  DisProductRow,
  EditMpActivityRequest,
  MpActivityDetail,
  MpActivityProductRow,
  MpDialogSetting,
  SaveSupplierInfoRequest,
  StockMode,
  SupplierInfo,
  UpdateDisProductRequest,
} from '../../../contract/distribution-setup.schema.ts'
import { checkInteger, checkText, checkYuan } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'
import { parseYuan, yuanText } from '../../../contract/format/yuan.ts'

// ---- supplier info ----

export interface SupplierDraft extends Record<string, unknown> {
  companyName: string
  logoUrl: string
  contactName: string
  contactPhone: string
  provinceId: string | null
  cityId: string | null
  countyId: string | null
  address: string
  intro: string
  /** Not edited here; sent back as it is. */
  licenseUrl: string
  minOrderMoney: string
}

export function supplierDraft(s: SupplierInfo): SupplierDraft {
  return {
    companyName: s.companyName,
    logoUrl: s.logoUrl,
    contactName: s.contactName,
    contactPhone: s.contactPhone,
    provinceId: s.provinceId,
    cityId: s.cityId,
    countyId: s.countyId,
    address: s.address,
    intro: s.intro,
    licenseUrl: s.licenseUrl,
    minOrderMoney: yuanText(s.minOrderMoney),
  }
}

const PHONE = /^[0-9+\- ]{5,32}$/

export function validateSupplier(d: SupplierDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkText(errors, 'companyName', d.companyName, COMPANY_NAME_MAX, true)
  checkText(errors, 'contactName', d.contactName, CONTACT_NAME_MAX)
  checkText(errors, 'contactPhone', d.contactPhone, CONTACT_PHONE_MAX)
  const phone = d.contactPhone.trim()
  if (!errors.contactPhone && phone !== '' && !PHONE.test(phone)) errors.contactPhone = { reason: 'phone' }
  checkText(errors, 'address', d.address, ADDRESS_MAX)
  checkText(errors, 'intro', d.intro, RICH_TEXT_MAX)
  checkYuan(errors, 'minOrderMoney', d.minOrderMoney, FEN)
  if (d.countyId && !d.cityId) errors.cityId = { reason: 'required' }
  if (d.cityId && !d.provinceId) errors.provinceId = { reason: 'required' }
  return errors
}

export function supplierRequest(d: SupplierDraft): SaveSupplierInfoRequest {
  const { minOrderMoney, ...rest } = d
  return { ...rest, minOrderMoney: parseYuan(minOrderMoney) ?? 0 }
}

// ---- minimum order money of one store ----

export interface StoreMinimumDraft extends Record<string, unknown> {
  storePartyId: string | null
  minOrderMoney: string
}
export const emptyStoreMinimum: StoreMinimumDraft = { storePartyId: null, minOrderMoney: '' }

export function validateStoreMinimum(d: StoreMinimumDraft): FieldErrors {
  const errors: FieldErrors = {}
  if (!d.storePartyId) errors.storePartyId = { reason: 'required' }
  checkYuan(errors, 'minOrderMoney', d.minOrderMoney, FEN)
  return errors
}

export function storeMinimumRequest(d: StoreMinimumDraft): { storePartyId: string; minOrderMoney: number } {
  return { storePartyId: d.storePartyId ?? '', minOrderMoney: parseYuan(d.minOrderMoney) ?? 0 }
}

// ---- agreement ----

export interface AgreementDraft extends Record<string, unknown> {
  content: string
}
export function validateAgreement(d: AgreementDraft): FieldErrors {
  const errors: FieldErrors = {}
  if (d.content.length > AGREEMENT_MAX) errors.content = { reason: 'tooLong', max: AGREEMENT_MAX }
  return errors
}

// ---- mini-program home dialog ----

export type MpDialogDraft = Omit<MpDialogSetting, 'updatedAt'> & Record<string, unknown>

export function mpDialogDraft(s: MpDialogSetting): MpDialogDraft {
  const { updatedAt: _, ...draft } = s
  return draft
}

/** The same rules as mpDialogSettingRequest. */
export function validateMpDialog(d: MpDialogDraft): FieldErrors {
  const errors: FieldErrors = {}
  const link = d.linkValue.trim()
  if (d.enabled === 1 && d.imageUrl === '') errors.imageUrl = { reason: 'required' }
  if (d.linkType === 'NONE') return errors
  checkText(errors, 'linkValue', d.linkValue, LINK_VALUE_MAX, true)
  if (errors.linkValue) return errors
  if (d.linkType === 'URL' && !/^https:\/\/\S+$/i.test(link)) errors.linkValue = { reason: 'httpsUrl' }
  if (d.linkType !== 'URL' && !/^\d+$/.test(link)) errors.linkValue = { reason: 'integer' }
  return errors
}

// ---- distribution product ----

export interface SkuDraft {
  id: string
  spec: string
  skuCode: string
  price: number
  stock: number
  disPrice: string
  retailPrice: string
  stockLimit: string
  enabled: boolean
  /** rankId -> yuan text ('' = the rank's default discount). */
  rankPrices: Record<string, string>
}

export interface DisProductDraft extends Record<string, unknown> {
  stockMode: StockMode
  minOrderQuantity: string
  freightTemplateId: string | null
  isMixed: boolean
  skus: SkuDraft[]
}

export function disProductDraft(d: DisProductDetail): DisProductDraft {
  return {
    stockMode: d.stockMode,
    minOrderQuantity: String(d.minOrderQuantity),
    freightTemplateId: d.freightTemplateId,
    isMixed: d.isMixed === 1,
    skus: d.skus.map((s) => ({
      id: s.id,
      spec: s.spec,
      skuCode: s.skuCode,
      price: s.price,
      stock: s.stock,
      disPrice: yuanText(s.disPrice),
      retailPrice: yuanText(s.retailPrice),
      stockLimit: s.stockLimit === null ? '' : String(s.stockLimit),
      enabled: s.enabled === 1,
      rankPrices: Object.fromEntries(s.rankPrices.map((r) => [r.rankId, yuanText(r.price)])),
    })),
  }
}

/** A whole number typed as text; NaN when it is not one. */
function wholeNumber(text: string): number | null {
  const t = text.trim()
  if (t === '') return null
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN
}

/** Field keys of the rank price inputs: by rank id, so an error stays at the rank's cell. */
export const rankPriceField = (sku: number, rankId: string) => `skus.${sku}.rankPrice.${rankId}`

/** The same rules and limits as updateDisProductRequest. */
export function validateDisProduct(d: DisProductDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkInteger(errors, 'minOrderQuantity', wholeNumber(d.minOrderQuantity), MIN_ORDER_QUANTITY)
  d.skus.forEach((s, i) => {
    checkYuan(errors, `skus.${i}.disPrice`, s.disPrice, FEN)
    checkYuan(errors, `skus.${i}.retailPrice`, s.retailPrice, FEN)
    const limitRequired = d.stockMode === 'LIMITED' && s.enabled
    checkInteger(errors, `skus.${i}.stockLimit`, wholeNumber(s.stockLimit), STOCK_LIMIT, limitRequired)
    for (const [rankId, text] of Object.entries(s.rankPrices))
      checkYuan(errors, rankPriceField(i, rankId), text, FEN, false)
  })
  if (!d.skus.some((s) => s.enabled)) errors.skus = { reason: 'noneEnabled' }
  return errors
}

export function disProductRequest(id: string, d: DisProductDraft): UpdateDisProductRequest {
  return {
    id,
    stockMode: d.stockMode,
    minOrderQuantity: Number(d.minOrderQuantity),
    freightTemplateId: d.freightTemplateId,
    isMixed: d.isMixed ? 1 : 0,
    skus: d.skus.map((s) => ({
      id: s.id,
      disPrice: parseYuan(s.disPrice) ?? 0,
      retailPrice: parseYuan(s.retailPrice) ?? 0,
      stockLimit: wholeNumber(s.stockLimit),
      enabled: s.enabled ? 1 : 0,
      rankPrices: Object.entries(s.rankPrices)
        .filter(([, text]) => text.trim() !== '')
        .map(([rankId, text]) => ({ rankId, price: parseYuan(text) ?? 0 })),
    })),
  }
}

// ---- mini-program activity ----

export interface ActivityProductDraft {
  productId: string
  name: string
  productNo: string
  minPrice: number
  activityPrice: string
}

export interface ActivityDraft extends Record<string, unknown> {
  title: string
  coverUrl: string
  description: string
  /** An ISO instant (the shared DateTimeField), '' for no bound. */
  startAt: string
  endAt: string
  products: ActivityProductDraft[]
}

export const emptyActivity: ActivityDraft = {
  title: '',
  coverUrl: '',
  description: '',
  startAt: '',
  endAt: '',
  products: [],
}

export function activityDraft(a: MpActivityDetail, products: MpActivityProductRow[]): ActivityDraft {
  return {
    title: a.title,
    coverUrl: a.coverUrl,
    description: a.description,
    startAt: a.startAt ?? '',
    endAt: a.endAt ?? '',
    products: products.map((p) => ({
      productId: p.productId,
      name: p.name,
      productNo: p.productNo,
      minPrice: p.minPrice,
      activityPrice: yuanText(p.activityPrice),
    })),
  }
}

/** The picked products appended, each once, without an activity price yet. */
export function withPickedProducts(
  products: ActivityProductDraft[],
  rows: DisProductRow[],
): ActivityProductDraft[] {
  const have = new Set(products.map((p) => p.productId))
  return [
    ...products,
    ...rows
      .filter((r) => !have.has(r.productId))
      .map((r) => ({
        productId: r.productId,
        name: r.name,
        productNo: r.productNo,
        minPrice: r.minPrice,
        activityPrice: '',
      })),
  ]
}

/** The same rules and limits as editMpActivityRequest. */
export function validateActivity(d: ActivityDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkText(errors, 'title', d.title, ACTIVITY_TITLE_MAX, true)
  checkText(errors, 'description', d.description, RICH_TEXT_MAX)
  if (d.startAt && d.endAt && new Date(d.startAt).getTime() >= new Date(d.endAt).getTime())
    errors.endAt = { reason: 'beforeStart' }
  if (d.products.length > ACTIVITY_PRODUCTS_MAX)
    errors.products = { reason: 'tooMany', max: ACTIVITY_PRODUCTS_MAX }
  d.products.forEach((p, i) => {
    checkYuan(errors, `products.${i}.activityPrice`, p.activityPrice, FEN, false)
  })
  return errors
}

export function activityRequest(id: string | undefined, d: ActivityDraft): EditMpActivityRequest {
  return {
    ...(id ? { id } : {}),
    title: d.title,
    coverUrl: d.coverUrl,
    description: d.description,
    startAt: d.startAt || null,
    endAt: d.endAt || null,
    products: d.products.map((p) => ({
      productId: p.productId,
      activityPrice: p.activityPrice.trim() === '' ? null : (parseYuan(p.activityPrice) ?? null),
    })),
  }
}
