// The catalogue form's rules (addCataLog) for the one form machine
// (src/machines/shared/form.machine.ts): the blank draft, the draft of a loaded catalogue, the
// browser's checks with the contract's limits (prices are typed in yuan, kept and sent in fen), and
// the request. The server checks again and names the field at fault.
import {
  type CatalogueAudience,
  MAX_CATALOGUE_DESCRIPTION_LENGTH,
  MAX_CATALOGUE_NAME_LENGTH,
  MAX_CATALOGUE_PRICE,
  MAX_CATALOGUE_PRODUCTS,
} from '../../../contract/catalogue.constants.ts'
import type { CatalogueDetail, SaveCatalogueRequest } from '../../../contract/catalogue.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'
import { fenToYuan } from '../../../contract/format/yuan.ts'

export interface CatalogueFormProduct {
  productId: number
  name: string
  /** The product's lowest sale price, fen (shown as a hint). */
  basePrice: number
  /** The catalogue price in fen; null = each member's rank price. */
  price: number | null
}

export interface CatalogueFormValues extends Record<string, unknown> {
  name: string
  description: string
  startAt: string
  endAt: string
  audience: CatalogueAudience
  groupIds: number[]
  products: CatalogueFormProduct[]
}

const DAY_MS = 86_400_000

export function emptyCatalogue(now: Date): CatalogueFormValues {
  return {
    name: '',
    description: '',
    startAt: now.toISOString(),
    endAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    audience: 'ALL',
    groupIds: [],
    products: [],
  }
}

export function catalogueDraft(d: CatalogueDetail): CatalogueFormValues {
  return {
    name: d.name,
    // Plain text: a description saved as HTML (the demo data) is edited as its text.
    description: d.description.replace(/<[^>]*>/g, ''),
    startAt: d.startAt ?? '',
    endAt: d.endAt ?? '',
    audience: d.audience,
    groupIds: d.groups.map((g) => g.id),
    products: d.products.map((p) => ({
      productId: p.productId,
      name: p.name,
      basePrice: p.basePrice,
      price: p.price,
    })),
  }
}

/** The same rules and limits as contract/catalogue.schema.ts (saveCatalogueRequest). */
export function validateCatalogue(v: CatalogueFormValues): FieldErrors {
  const errors: FieldErrors = {}
  const name = v.name.trim()
  if (name === '') errors.name = { reason: 'required' }
  else if (name.length > MAX_CATALOGUE_NAME_LENGTH)
    errors.name = { reason: 'tooLong', max: MAX_CATALOGUE_NAME_LENGTH }
  if (v.description.length > MAX_CATALOGUE_DESCRIPTION_LENGTH)
    errors.description = { reason: 'tooLong', max: MAX_CATALOGUE_DESCRIPTION_LENGTH }
  if (!v.startAt) errors.startAt = { reason: 'required' }
  if (!v.endAt) errors.endAt = { reason: 'required' }
  else if (v.startAt && new Date(v.endAt).getTime() <= new Date(v.startAt).getTime())
    errors.endAt = { reason: 'endBeforeStart' }
  if (v.audience === 'GROUPS' && v.groupIds.length === 0) errors.groupIds = { reason: 'noGroups' }
  if (v.products.length === 0) errors.products = { reason: 'noProducts' }
  else if (v.products.length > MAX_CATALOGUE_PRODUCTS)
    errors.products = { reason: 'tooMany', max: MAX_CATALOGUE_PRODUCTS }
  v.products.forEach((p, i) => {
    if (p.price === null) return
    if (p.price < 1 || p.price > MAX_CATALOGUE_PRICE)
      errors[`products.${i}.price`] = {
        reason: 'range',
        min: fenToYuan(1),
        max: fenToYuan(MAX_CATALOGUE_PRICE),
      }
  })
  return errors
}

export function catalogueRequest(v: CatalogueFormValues, id: number | undefined): SaveCatalogueRequest {
  return {
    ...(id !== undefined ? { id } : {}),
    name: v.name.trim(),
    description: v.description,
    startAt: v.startAt,
    endAt: v.endAt,
    audience: v.audience,
    groupIds: v.audience === 'GROUPS' ? v.groupIds : [],
    products: v.products.map((p) => ({
      productId: p.productId,
      price: p.price,
    })),
  }
}
