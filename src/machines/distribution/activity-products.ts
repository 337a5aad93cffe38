// An activity's products (mdActivityDetail, mdActivityProduct): the whole list for the edit
// form (editMpActivity replaces the products, so the form must hold every one of them, not
// the first page), and the request that adds picked products.
import { ACTIVITY_PRODUCTS_MAX } from '../../../contract/distribution-setup.constants.ts'
import type {
  AddMpActivityProductsRequest,
  DisProductRow,
  MpActivityProductListRequest,
  MpActivityProductRow,
} from '../../../contract/distribution-setup.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import { MAX_PAGE_SIZE } from '../../../contract/paging.constants.ts'

export type FetchActivityProducts = (
  req: MpActivityProductListRequest,
  signal?: AbortSignal,
) => Promise<Page<MpActivityProductRow>>

/** Every product of the activity, page after page in the activity's order. */
export async function allActivityProducts(
  fetch: FetchActivityProducts,
  activityId: string,
  signal?: AbortSignal,
): Promise<MpActivityProductRow[]> {
  const out: MpActivityProductRow[] = []
  const pages = Math.ceil(ACTIVITY_PRODUCTS_MAX / MAX_PAGE_SIZE)
  for (let page = 1; page <= pages; page++) {
    const res = await fetch({ activityId, page, pageSize: MAX_PAGE_SIZE }, signal)
    out.push(...res.list)
    if (out.length >= res.total || res.list.length === 0) break
  }
  return out
}

/** The picked products, without an activity price yet (it is set on the activity's form). */
export function addProductsRequest(
  activityId: string,
  rows: readonly DisProductRow[],
): AddMpActivityProductsRequest {
  const seen = new Set<string>()
  const products = rows
    .filter((r) => !seen.has(r.productId) && seen.add(r.productId))
    .map((r) => ({ productId: r.productId, activityPrice: null }))
  return { activityId, products }
}
