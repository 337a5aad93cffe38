// The merchant's after-sales information (afterSaleInfo): the return days, the contact and return
// address, and the policy text the storefront shows; one per merchant, scoped by its party id.
import type { AfterSaleInfo, AfterSaleInfoValues } from '../../contract/products.schema.ts'
import type { Db } from '../db/schema.ts'
import { requireRegionChain } from '../shared/regions.repository.ts'

const EMPTY_AFTER_SALE: AfterSaleInfo = {
  returnDays: 7,
  contactName: '',
  contactPhone: '',
  provinceId: null,
  cityId: null,
  countyId: null,
  address: '',
  policy: '',
  updatedAt: null,
}

export async function getAfterSaleInfo(db: Db, partyId: string): Promise<AfterSaleInfo> {
  const r = await db
    .selectFrom('after_sale_setting')
    .selectAll()
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  if (!r) return EMPTY_AFTER_SALE
  return {
    returnDays: Number(r.return_days),
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    provinceId: r.province_id,
    cityId: r.city_id,
    countyId: r.county_id,
    address: r.address,
    policy: r.policy,
    updatedAt: r.updated_at,
  }
}

export async function saveAfterSaleInfo(
  db: Db,
  partyId: string,
  v: AfterSaleInfoValues,
  nowIso: string,
): Promise<AfterSaleInfo> {
  await requireRegionChain(db, v)
  const columns = {
    return_days: v.returnDays,
    contact_name: v.contactName,
    contact_phone: v.contactPhone,
    province_id: v.provinceId,
    city_id: v.cityId,
    county_id: v.countyId,
    address: v.address,
    policy: v.policy,
    updated_at: nowIso,
  }
  await db
    .insertInto('after_sale_setting')
    .values({ ...columns, party_id: partyId })
    .onConflict((oc) => oc.column('party_id').doUpdateSet(columns))
    .execute()
  return getAfterSaleInfo(db, partyId)
}
