// Barcode maintenance (maintenanceProductBarCode): the merchant's SKUs with their barcodes,
// paged; a batch save checks each code with the same rule the browser runs
// (contract/product-setup.constants.ts barcodeProblem: EAN-13 check digit, Code 128
// characters) and refuses a code another of the merchant's SKUs already carries.
import { sql } from 'kysely'
import type { Page } from '../../contract/paging.schema.ts'
import { barcodeProblem } from '../../contract/product-setup.constants.ts'
import type { BarcodeRow } from '../../contract/product-setup.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from '../shared/keyword.ts'
import { lockTenant } from '../shared/tenant-lock.ts'

export async function listBarcodes(
  db: Db,
  partyId: string,
  filters: { search?: string | undefined; missingOnly?: boolean | undefined },
  page: PageParams,
): Promise<Page<BarcodeRow>> {
  let q = db
    .selectFrom('product_sku as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select(['s.id', 's.sku_code', 's.bar_code', 's.spec', 'p.name'])
    .where('s.party_id', '=', partyId)
    .where('p.is_deleted', '=', 0)
  if (filters.search) {
    const pattern = likePattern(filters.search)
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(p.name)`, 'like', pattern),
        eb(sql`lower(s.sku_code)`, 'like', pattern),
        eb(sql`lower(s.bar_code)`, 'like', pattern),
      ]),
    )
  }
  if (filters.missingOnly) q = q.where('s.bar_code', '=', '')
  return paginate(q, page, {
    sortable: { skuCode: 's.sku_code', productName: 'p.name', barCode: 's.bar_code' },
    defaultSort: { field: 'skuCode', order: 'asc' },
    tieBreaker: 's.id',
    map: (r) => ({
      skuId: String(r.id),
      skuCode: r.sku_code,
      productName: r.name,
      spec: r.spec,
      barCode: r.bar_code,
    }),
  })
}

export async function saveBarcodes(
  db: Db,
  partyId: string,
  items: { skuId: number; barCode: string }[],
  nowIso: string,
): Promise<number> {
  for (const [i, item] of items.entries()) {
    const problem = barcodeProblem(item.barCode)
    if (problem) throw ApiError.invalidInput(`items.${i}.barCode`, problem)
  }
  const inRequest = new Map<string, number>()
  for (const [i, item] of items.entries()) {
    if (item.barCode === '') continue
    if (inRequest.has(item.barCode)) throw ApiError.invalidInput(`items.${i}.barCode`, 'duplicate')
    inRequest.set(item.barCode, i)
  }
  return db.transaction().execute(async (trx) => {
    // A bar code is unique among the SKUs of live products (a join: no index can say it), so
    // the merchant's saves of codes take turns, as saveProduct's do (issue 36).
    await lockTenant(trx, partyId)
    const ids = [...new Set(items.map((i) => i.skuId))]
    if (ids.length !== items.length) throw ApiError.invalidInput('items', 'duplicate')
    const own = await trx
      .selectFrom('product_sku')
      .select('id')
      .where('party_id', '=', partyId)
      .where('id', 'in', ids)
      .execute()
    if (own.length !== ids.length) throw ApiError.notFound('barcodes.noSuchSku')
    const codes = [...inRequest.keys()]
    if (codes.length > 0) {
      // Another SKU of the merchant (of a live product) that keeps this code after the save.
      const taken = await trx
        .selectFrom('product_sku as s')
        .innerJoin('product as p', 'p.id', 's.product_id')
        .select(['s.bar_code'])
        .where('s.party_id', '=', partyId)
        .where('p.is_deleted', '=', 0)
        .where('s.bar_code', 'in', codes)
        .where('s.id', 'not in', ids)
        .executeTakeFirst()
      if (taken) throw ApiError.invalidInput(`items.${inRequest.get(taken.bar_code)}.barCode`, 'duplicate')
    }
    for (const item of items) {
      await trx
        .updateTable('product_sku')
        .set({ bar_code: item.barCode, updated_at: nowIso })
        .where('party_id', '=', partyId)
        .where('id', '=', item.skuId)
        .execute()
    }
    return items.length
  })
}
