// The products a promotion or a limit-purchase rule may cover: the caller's merchant's products
// (not deleted) by name or code, paged, for the product picker.

import { sql } from 'kysely'
import type { ProductOption } from '../../contract/marketing.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { likePattern } from '../shared/keyword.ts'
import type { Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'

/** The merchant's products (not deleted) to choose from, by name or code. */
export async function listProductOptions(
  db: Db,
  partyId: string,
  keyword: string | undefined,
  params: PageParams,
): Promise<Page<ProductOption>> {
  const like = keyword ? likePattern(keyword) : undefined
  const query = db
    .selectFrom('product')
    .select(['id', 'name', 'product_no', 'main_image_url', 'min_price', 'max_price'])
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .where((eb) =>
      like
        ? eb.or([eb(sql`lower(name)`, 'like', like), eb(sql`lower(product_no)`, 'like', like)])
        : eb.lit(true),
    )
  return paginate(query, params, {
    sortable: { name: 'name', createdAt: 'created_at' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'id',
    map: (p) => ({
      productId: String(p.id),
      name: p.name,
      productNo: p.product_no,
      imageUrl: p.main_image_url,
      minPrice: Number(p.min_price),
      maxPrice: Number(p.max_price),
    }),
  })
}
