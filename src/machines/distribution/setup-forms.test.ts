// The set-up forms' checks refuse what the server refuses, with the contract's limits, and map
// a draft to the call's body (yuan text -> fen) without cutting anything to fit.
import { describe, expect, it } from 'vitest'
import type { DisProductDetail, SupplierInfo } from '../../../contract/distribution-setup.schema.ts'
import type { SalesmanItem } from '../../../contract/distribution.schema.ts'
import { salesmanDraft, validateSalesman } from './salesman-form.ts'
import {
  activityRequest,
  disProductDraft,
  disProductRequest,
  emptyActivity,
  rankPriceField,
  supplierDraft,
  supplierRequest,
  validateActivity,
  validateDisProduct,
  validateMpDialog,
  validateStoreMinimum,
  validateSupplier,
} from './setup-forms.ts'

const supplier: SupplierInfo = {
  companyName: '鹏程供应链',
  logoUrl: '',
  contactName: '',
  contactPhone: '',
  provinceId: null,
  cityId: null,
  countyId: null,
  address: '',
  intro: '',
  licenseUrl: '/u/license.png',
  minOrderMoney: 88_000,
  updatedAt: null,
  storeMinOrderMoneys: [],
}

const product: DisProductDetail = {
  id: '5',
  productId: '9',
  productNo: 'P9',
  name: '电钻',
  mainImageUrl: '',
  status: 'ON',
  stockMode: 'SHARED',
  minOrderQuantity: 1,
  freightTemplateId: null,
  isMixed: 0,
  updatedAt: '',
  skus: [
    {
      id: '11',
      skuId: '21',
      skuCode: 'S1',
      spec: '红',
      price: 10_000,
      stock: 50,
      disPrice: 8_000,
      retailPrice: 12_000,
      stockLimit: null,
      enabled: 1,
      rankPrices: [],
    },
  ],
  ranks: [{ id: '3', name: '金牌', discountPermille: 900 }],
}

describe('supplier form', () => {
  it('round-trips the stored card and sends money in fen', () => {
    const draft = supplierDraft(supplier)
    expect(draft.minOrderMoney).toBe('880.00')
    expect(validateSupplier(draft)).toEqual({})
    expect(supplierRequest(draft)).toMatchObject({ minOrderMoney: 88_000, licenseUrl: '/u/license.png' })
  })

  it('names the limits it refuses', () => {
    const draft = supplierDraft(supplier)
    expect(validateSupplier({ ...draft, companyName: 'a'.repeat(201) })).toEqual({
      companyName: { reason: 'tooLong', max: 200 },
    })
    expect(validateSupplier({ ...draft, minOrderMoney: '10000000.01' })).toEqual({
      minOrderMoney: { reason: 'range', min: 0, max: 10_000_000 },
    })
    expect(validateSupplier({ ...draft, minOrderMoney: '1.234' })).toEqual({
      minOrderMoney: { reason: 'money' },
    })
    expect(validateSupplier({ ...draft, cityId: '3201' })).toEqual({ provinceId: { reason: 'required' } })
  })

  it('a store minimum needs a store and an amount', () => {
    expect(validateStoreMinimum({ storePartyId: null, minOrderMoney: '' })).toEqual({
      storePartyId: { reason: 'required' },
      minOrderMoney: { reason: 'required' },
    })
  })
})

describe('distribution product form', () => {
  it('checks quantities, prices and stock limits against the contract', () => {
    const draft = disProductDraft(product)
    expect(validateDisProduct(draft)).toEqual({})
    expect(validateDisProduct({ ...draft, minOrderQuantity: '100001' })).toEqual({
      minOrderQuantity: { reason: 'range', min: 1, max: 100_000 },
    })
    const sku = draft.skus[0]!
    const limited = { ...draft, stockMode: 'LIMITED' as const }
    expect(validateDisProduct(limited)).toEqual({ 'skus.0.stockLimit': { reason: 'required' } })
    expect(validateDisProduct({ ...limited, skus: [{ ...sku, stockLimit: '10000001' }] })).toEqual({
      'skus.0.stockLimit': { reason: 'range', min: 0, max: 10_000_000 },
    })
    expect(validateDisProduct({ ...draft, skus: [{ ...sku, rankPrices: { '3': 'x' } }] })).toEqual({
      [rankPriceField(0, '3')]: { reason: 'money' },
    })
    expect(validateDisProduct({ ...draft, skus: [{ ...sku, enabled: false }] })).toEqual({
      skus: { reason: 'noneEnabled' },
    })
  })

  it('sends prices in fen and leaves out the ranks without a price', () => {
    const draft = disProductDraft(product)
    const sku = draft.skus[0]!
    const body = disProductRequest('5', {
      ...draft,
      skus: [{ ...sku, disPrice: '79.9', rankPrices: { '3': '70', '4': '' } }],
    })
    expect(body.skus[0]).toMatchObject({
      disPrice: 7_990,
      retailPrice: 12_000,
      rankPrices: [{ rankId: '3', price: 7_000 }],
    })
  })
})

describe('mini-program forms', () => {
  it('the dialog link follows its type', () => {
    const base = {
      enabled: 0 as const,
      imageUrl: '',
      linkType: 'URL' as const,
      linkValue: 'http://x',
      frequency: 'ONCE' as const,
      startAt: null,
      endAt: null,
    }
    expect(validateMpDialog(base)).toEqual({ linkValue: { reason: 'httpsUrl' } })
    expect(validateMpDialog({ ...base, linkValue: `https://${'a'.repeat(500)}` })).toEqual({
      linkValue: { reason: 'tooLong', max: 500 },
    })
    expect(validateMpDialog({ ...base, enabled: 1, linkType: 'NONE' })).toEqual({
      imageUrl: { reason: 'required' },
    })
  })

  it('an activity needs a title, a window in order and prices as money', () => {
    const d = { ...emptyActivity, title: '双十二' }
    expect(validateActivity(emptyActivity)).toEqual({ title: { reason: 'required' } })
    expect(
      validateActivity({ ...d, startAt: '2026-12-12T02:00:00.000Z', endAt: '2026-12-12T01:00:00.000Z' }),
    ).toEqual({
      endAt: { reason: 'beforeStart' },
    })
    const products = [{ productId: '9', name: '电钻', productNo: 'P9', minPrice: 100, activityPrice: '' }]
    expect(activityRequest(undefined, { ...d, products })).toEqual({
      title: '双十二',
      coverUrl: '',
      description: '',
      startAt: null,
      endAt: null,
      products: [{ productId: '9', activityPrice: null }],
    })
  })
})

describe('salesman form', () => {
  it('checks name, phone and remark with their limits', () => {
    const item = {
      name: '王小明',
      phone: '13800000000',
      enabled: 1,
      isDefault: 0,
      remark: '',
    } as SalesmanItem
    const draft = salesmanDraft(item)
    expect(validateSalesman(draft)).toEqual({})
    expect(validateSalesman({ ...draft, name: 'a'.repeat(101), phone: 'abc' })).toEqual({
      name: { reason: 'tooLong', max: 100 },
      phone: { reason: 'phone' },
    })
  })
})
