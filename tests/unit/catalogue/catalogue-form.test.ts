// The catalogue form's checks and request: the same rules and limits as saveCatalogueRequest,
// prices typed in yuan and sent in fen.
import { describe, expect, it } from 'vitest'
import {
  type CatalogueFormValues,
  catalogueDraft,
  catalogueRequest,
  emptyCatalogue,
  validateCatalogue,
} from '../../../src/machines/catalogue/catalogue-form.ts'

const now = new Date('2026-11-20T02:00:00.000Z')
const filled = (patch: Partial<CatalogueFormValues> = {}): CatalogueFormValues => ({
  ...emptyCatalogue(now),
  name: '冬季订货',
  products: [{ productId: 3, name: '螺丝', basePrice: 1200, price: 9.99 }],
  ...patch,
})

describe('catalogue form', () => {
  it('starts blank for thirty days and asks for a name and a product', () => {
    const blank = emptyCatalogue(now)
    expect(blank.endAt).toBe('2026-12-20T02:00:00.000Z')
    expect(validateCatalogue(blank)).toEqual({
      name: { reason: 'required' },
      products: { reason: 'noProducts' },
    })
    expect(validateCatalogue(filled())).toEqual({})
  })

  it('refuses a window that ends before it starts, groups missing, a long name, a bad price', () => {
    expect(validateCatalogue(filled({ endAt: now.toISOString() })).endAt).toEqual({
      reason: 'endBeforeStart',
    })
    expect(validateCatalogue(filled({ audience: 'GROUPS' })).groupIds).toEqual({ reason: 'noGroups' })
    expect(validateCatalogue(filled({ audience: 'GROUPS', groupIds: [1] })).groupIds).toBeUndefined()
    expect(validateCatalogue(filled({ name: 'x'.repeat(201) })).name).toEqual({ reason: 'tooLong', max: 200 })
    const badPrice = filled({ products: [{ productId: 3, name: '螺丝', basePrice: 1, price: 0 }] })
    expect(validateCatalogue(badPrice)['products.0.price']).toMatchObject({ reason: 'range' })
  })

  it('sends prices in fen (as the money input keeps them), a blank price as null, and groups only for a group audience', () => {
    const req = catalogueRequest(
      filled({
        name: '  冬季订货 ',
        groupIds: [4],
        products: [
          { productId: 3, name: 'a', basePrice: 1, price: 1990 },
          { productId: 5, name: 'b', basePrice: 1, price: null },
        ],
      }),
      12,
    )
    expect(req).toMatchObject({
      id: 12,
      name: '冬季订货',
      audience: 'ALL',
      groupIds: [],
      products: [
        { productId: 3, price: 1990 },
        { productId: 5, price: null },
      ],
    })
    expect(catalogueRequest(filled(), undefined)).not.toHaveProperty('id')
  })

  it('drafts a loaded catalogue with its prices in fen, for the money input', () => {
    const draft = catalogueDraft({
      id: 1,
      name: '春季',
      coverUrl: '',
      status: 'DRAFT',
      audience: 'GROUPS',
      startAt: '2026-11-01T00:00:00.000Z',
      endAt: '2026-12-01T00:00:00.000Z',
      productCount: 1,
      orderCount: 0,
      pendingOrderCount: 0,
      createdAt: '',
      updatedAt: '',
      description: 'd',
      groups: [{ id: 4, name: 'VIP' }],
      products: [{ productId: 3, name: 'a', imageUrl: '', basePrice: 2000, price: 1990, rankPrices: [] }],
    })
    expect(draft).toMatchObject({ groupIds: [4], products: [{ productId: 3, price: 1990 }] })
  })
})
