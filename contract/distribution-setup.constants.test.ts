// The limits the browser shows are the limits the server enforces: each one is accepted at the
// limit and refused one past it, with the reason the form translates.
import { describe, expect, it } from 'vitest'
import * as L from './distribution-setup.constants.ts'
import {
  editMpActivityRequest,
  mpDialogSettingRequest,
  saveAgreementRequest,
  saveSupplierInfoRequest,
  updateDisProductRequest,
} from './distribution-setup.schema.ts'

const reasonOf = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? undefined : { reason: r.error?.issues[0]?.message, path: r.error?.issues[0]?.path.join('.') }

const supplier = { companyName: 'x' }
const sku = { id: 1, disPrice: 100, retailPrice: 200, stockLimit: null, enabled: 1 as const }
const product = {
  id: 1,
  stockMode: 'SHARED' as const,
  minOrderQuantity: 1,
  freightTemplateId: null,
  isMixed: 0 as const,
  skus: [sku],
}

describe('distribution set-up limits match the schema', () => {
  it.each([
    ['companyName', L.COMPANY_NAME_MAX],
    ['contactName', L.CONTACT_NAME_MAX],
    ['address', L.ADDRESS_MAX],
    ['intro', L.RICH_TEXT_MAX],
  ] as const)('supplier %s: at most %i characters', (field, max) => {
    expect(saveSupplierInfoRequest.safeParse({ ...supplier, [field]: 'a'.repeat(max) }).success).toBe(true)
    expect(
      reasonOf(saveSupplierInfoRequest.safeParse({ ...supplier, [field]: 'a'.repeat(max + 1) })),
    ).toEqual({
      reason: 'tooLong',
      path: field,
    })
  })

  it('supplier phone and money', () => {
    expect(
      reasonOf(
        saveSupplierInfoRequest.safeParse({ ...supplier, contactPhone: '1'.repeat(L.CONTACT_PHONE_MAX + 1) }),
      )?.reason,
    ).toBe('tooLong')
    expect(saveSupplierInfoRequest.safeParse({ ...supplier, minOrderMoney: L.FEN.max }).success).toBe(true)
    expect(
      reasonOf(saveSupplierInfoRequest.safeParse({ ...supplier, minOrderMoney: L.FEN.max + 1 }))?.reason,
    ).toBe('tooLarge')
    expect(
      reasonOf(saveSupplierInfoRequest.safeParse({ ...supplier, minOrderMoney: L.FEN.min - 1 }))?.reason,
    ).toBe('min0')
  })

  it('agreement, mini-program link, activity', () => {
    expect(saveAgreementRequest.safeParse({ content: 'a'.repeat(L.AGREEMENT_MAX) }).success).toBe(true)
    expect(
      reasonOf(saveAgreementRequest.safeParse({ content: 'a'.repeat(L.AGREEMENT_MAX + 1) }))?.reason,
    ).toBe('tooLong')
    const dialog = { enabled: 0, linkType: 'URL', frequency: 'ONCE' }
    expect(
      reasonOf(
        mpDialogSettingRequest.safeParse({ ...dialog, linkValue: `https://${'a'.repeat(L.LINK_VALUE_MAX)}` }),
      )?.reason,
    ).toBe('tooLong')
    expect(editMpActivityRequest.safeParse({ title: 'a'.repeat(L.ACTIVITY_TITLE_MAX) }).success).toBe(true)
    expect(
      reasonOf(editMpActivityRequest.safeParse({ title: 'a'.repeat(L.ACTIVITY_TITLE_MAX + 1) }))?.reason,
    ).toBe('tooLong')
    expect(
      reasonOf(editMpActivityRequest.safeParse({ title: 't', description: 'a'.repeat(L.RICH_TEXT_MAX + 1) }))
        ?.reason,
    ).toBe('tooLong')
    const products = (n: number) => Array.from({ length: n }, (_, i) => ({ productId: i + 1 }))
    expect(
      editMpActivityRequest.safeParse({ title: 't', products: products(L.ACTIVITY_PRODUCTS_MAX) }).success,
    ).toBe(true)
    expect(
      reasonOf(
        editMpActivityRequest.safeParse({ title: 't', products: products(L.ACTIVITY_PRODUCTS_MAX + 1) }),
      )?.reason,
    ).toBe('tooMany')
  })

  it('distribution product quantities and prices', () => {
    const q = L.MIN_ORDER_QUANTITY
    expect(updateDisProductRequest.safeParse({ ...product, minOrderQuantity: q.max }).success).toBe(true)
    expect(
      reasonOf(updateDisProductRequest.safeParse({ ...product, minOrderQuantity: q.max + 1 }))?.reason,
    ).toBe('tooLarge')
    expect(
      reasonOf(updateDisProductRequest.safeParse({ ...product, minOrderQuantity: q.min - 1 }))?.reason,
    ).toBe('min1')
    const s = L.STOCK_LIMIT
    expect(
      updateDisProductRequest.safeParse({ ...product, skus: [{ ...sku, stockLimit: s.max }] }).success,
    ).toBe(true)
    expect(
      reasonOf(updateDisProductRequest.safeParse({ ...product, skus: [{ ...sku, stockLimit: s.max + 1 }] }))
        ?.reason,
    ).toBe('tooLarge')
    expect(
      reasonOf(updateDisProductRequest.safeParse({ ...product, skus: [{ ...sku, disPrice: L.FEN.max + 1 }] }))
        ?.reason,
    ).toBe('tooLarge')
  })
})
