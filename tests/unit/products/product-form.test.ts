// The product form's rules: the SKU grid generated from the specification values, the checks at
// the same field paths as the server's, and the request in fen.
import { describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../../contract/products.schema.ts'
import {
  emptyProduct,
  fillSkus,
  type ProductDraft,
  productDraft,
  productRequest,
  skusFor,
  specValuesOf,
  validateProduct,
  yuanField,
} from '../../../src/machines/products/product-form.ts'

const specs = [
  { name: 'Colour', values: 'Red, Blue' },
  { name: 'Size', values: 'S，M, M' },
]

function filled(): ProductDraft {
  const skus = skusFor(specs, []).map((s, i) => ({
    ...s,
    price: '19.90',
    stock: String(i),
    barCode: `B${i}`,
  }))
  return { ...emptyProduct(), name: 'Mug', categoryId: '3', specs, skus }
}

describe('product form', () => {
  it('reads the typed values: trimmed, Chinese commas too, repeats dropped', () => {
    expect(specValuesOf(' Red, Blue，Green、Red ,, ')).toEqual(['Red', 'Blue', 'Green'])
  })

  it('makes one SKU per combination of the values, keeping what was typed in rows that stay', () => {
    const grid = skusFor(specs, [])
    expect(grid.map((s) => s.specValues)).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ])
    const typed = grid.map((s, i) => ({ ...s, price: String(i + 1) }))
    const fewer = skusFor([specs[0] as (typeof specs)[number], { name: 'Size', values: 'M' }], typed)
    expect(fewer.map((s) => [s.specValues.join('/'), s.price])).toEqual([
      ['Red/M', '2'],
      ['Blue/M', '4'],
    ])
    // No specification: one plain SKU, which keeps its typed price when the first one is added.
    const plain = [{ ...(skusFor([], [])[0] as ProductDraft['skus'][number]), price: '5' }]
    expect(skusFor([{ name: 'Colour', values: 'Red' }], plain)).toMatchObject([
      { specValues: ['Red'], price: '5' },
    ])
    expect(skusFor([{ name: '', values: 'Red' }], [])).toHaveLength(1)
  })

  it('refuses at the field what the server refuses, with the same paths and reasons', () => {
    expect(validateProduct(filled())).toEqual({})
    const d = filled()
    const bad: ProductDraft = {
      ...d,
      name: ' ',
      categoryId: null,
      specs: [{ name: 'Col:our', values: '' }],
      skus: d.skus.map((s, i) =>
        i === 0
          ? { ...s, price: '12.345' }
          : i === 1
            ? { ...s, stock: '-1', barCode: 'B0' }
            : i === 2
              ? { ...s, price: '', stock: '1.5', barCode: '条码' }
              : // Thirteen digits are EAN-13: the product form checks the digit as batch
                // maintenance and the labels do (issue 35).
                { ...s, price: 'abc', weightGrams: '', barCode: '6920000000001' },
      ),
    }
    expect(validateProduct(bad)).toEqual({
      name: { reason: 'required' },
      categoryId: { reason: 'required' },
      'specs.0.name': { reason: 'specChars' },
      'specs.0.values': { reason: 'required' },
      'skus.0.price': { reason: 'twoDecimals' },
      'skus.1.stock': { reason: 'min0' },
      'skus.1.barCode': { reason: 'duplicate' },
      'skus.2.price': { reason: 'required' },
      'skus.2.stock': { reason: 'integer' },
      'skus.2.barCode': { reason: 'badCharacters' },
      'skus.3.price': { reason: 'number' },
      'skus.3.weightGrams': { reason: 'required' },
      'skus.3.barCode': { reason: 'badCheckDigit' },
    })
    expect(yuanField('99999999999', true)).toEqual({ reason: 'tooLarge', max: 10_000_000 })
  })

  it('sends prices in fen and the specifications as lists; an edit round-trips', () => {
    const req = productRequest(filled())
    expect(req.specs).toEqual([
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['S', 'M'] },
    ])
    expect(req.skus[0]).toMatchObject({ price: 1990, marketPrice: 0, stock: 0, specValues: ['Red', 'S'] })
    const detail: ProductDetail = {
      productId: '7',
      ...req,
      productNo: 'SP1',
      categoryId: '3',
      skus: req.skus.map((s, i) => ({ ...s, skuId: String(i + 1), costPrice: 500 })),
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    }
    const again = productRequest(productDraft(detail))
    expect(again.skus).toEqual(detail.skus.map((s) => ({ ...s })))
    expect(again.specs).toEqual(detail.specs)
  })
})

describe('batch fill of the SKU grid (issue 35)', () => {
  it('sets one column of every SKU, leaving the other columns as they were', () => {
    const d = filled()
    const result = fillSkus(d.skus, 'price', ' 25.5 ')
    if (!('skus' in result)) throw new Error('refused')
    expect(result.skus.map((s) => s.price)).toEqual(d.skus.map(() => '25.5'))
    expect(result.skus.map((s) => s.stock)).toEqual(d.skus.map((s) => s.stock))
    expect(validateProduct({ ...d, skus: result.skus })).toEqual({})
    expect(productRequest({ ...d, skus: result.skus }).skus.every((s) => s.price === 2550)).toBe(true)
    const stock = fillSkus(d.skus, 'stock', '40')
    expect('skus' in stock && stock.skus.map((s) => s.stock)).toEqual(d.skus.map(() => '40'))
  })

  it('refuses a value its column refuses, with the same reason, and changes nothing', () => {
    const d = filled()
    expect(fillSkus(d.skus, 'price', '1.234')).toEqual({ reason: 'twoDecimals' })
    expect(fillSkus(d.skus, 'price', '')).toEqual({ reason: 'required' })
    expect(fillSkus(d.skus, 'stock', '2.5')).toEqual({ reason: 'integer' })
    expect(fillSkus(d.skus, 'stock', '-1')).toEqual({ reason: 'min0' })
    expect(fillSkus(d.skus, 'weightGrams', 'abc')).toEqual({ reason: 'number' })
    expect(d.skus.map((s) => s.price)).toEqual(d.skus.map(() => '19.90'))
  })
})
