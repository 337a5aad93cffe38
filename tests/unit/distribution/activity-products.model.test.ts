// An activity's products: the edit form gets every product (not only the first page), and
// picked products become one add request, each once, without an activity price.
import { describe, expect, it } from 'vitest'
import type {
  DisProductRow,
  MpActivityProductListRequest,
  MpActivityProductRow,
} from '../../../contract/distribution-setup.schema.ts'
import {
  addProductsRequest,
  allActivityProducts,
} from '../../../src/machines/distribution/activity-products.ts'

const productRow = (n: number): MpActivityProductRow => ({
  productId: String(n),
  productNo: `P${n}`,
  name: `Product ${n}`,
  mainImageUrl: '',
  minPrice: 100,
  activityPrice: null,
  stock: 5,
  sort: n,
})

describe('activity products', () => {
  it('reads page after page until every product is there', async () => {
    const all = Array.from({ length: 150 }, (_, i) => productRow(i + 1))
    const asked: MpActivityProductListRequest[] = []
    const fetch = async (req: MpActivityProductListRequest) => {
      asked.push(req)
      const page = Number(req.page)
      const size = Number(req.pageSize)
      return { list: all.slice((page - 1) * size, page * size), total: all.length, page, pageSize: size }
    }
    const rows = await allActivityProducts(fetch, '7')
    expect(rows.map((r) => r.productId)).toEqual(all.map((r) => r.productId))
    expect(asked.map((r) => [r.activityId, r.page])).toEqual([
      ['7', 1],
      ['7', 2],
    ])
  })

  it('stops after one page when that is all', async () => {
    let calls = 0
    const rows = await allActivityProducts(async () => {
      calls++
      return { list: [productRow(1)], total: 1, page: 1, pageSize: 100 }
    }, '7')
    expect(rows).toHaveLength(1)
    expect(calls).toBe(1)
  })

  it('adds each picked product once, with no activity price yet', () => {
    const picked = [{ productId: '4' }, { productId: '5' }, { productId: '4' }] as DisProductRow[]
    expect(addProductsRequest('7', picked)).toEqual({
      activityId: '7',
      products: [
        { productId: '4', activityPrice: null },
        { productId: '5', activityPrice: null },
      ],
    })
  })
})
