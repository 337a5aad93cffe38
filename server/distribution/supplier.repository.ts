// Supplier info (dis_supplier_info), the minimum order money per member store
// (store_min_order_money) and the distribution agreement (dis_agreement) of one supplier.
import type {
  Agreement,
  StoreMinOrderMoneyItem,
  SupplierInfo,
  SupplierInfoValues,
} from '../../contract/distribution-setup.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'

export async function listStoreMinOrderMoneys(db: Db, partyId: string): Promise<StoreMinOrderMoneyItem[]> {
  const rows = await db
    .selectFrom('store_min_order_money as m')
    .innerJoin('party as s', 's.id', 'm.store_party_id')
    .select(['m.store_party_id', 's.name', 'm.min_order_money', 'm.updated_at'])
    .where('m.party_id', '=', partyId)
    .orderBy('m.updated_at', 'desc')
    .orderBy('m.store_party_id')
    .execute()
  return rows.map((r) => ({
    storePartyId: r.store_party_id,
    storeName: r.name,
    minOrderMoney: r.min_order_money,
    updatedAt: r.updated_at,
  }))
}

export async function findSupplierInfo(db: Db, partyId: string): Promise<SupplierInfo> {
  const row = await db
    .selectFrom('dis_supplier_info')
    .selectAll()
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  const storeMinOrderMoneys = await listStoreMinOrderMoneys(db, partyId)
  if (row) {
    return {
      companyName: row.company_name,
      logoUrl: row.logo_url,
      contactName: row.contact_name,
      contactPhone: row.contact_phone,
      provinceId: row.province_id,
      cityId: row.city_id,
      countyId: row.county_id,
      address: row.address,
      intro: row.intro,
      licenseUrl: row.license_url,
      minOrderMoney: row.min_order_money,
      updatedAt: row.updated_at,
      storeMinOrderMoneys,
    }
  }
  // Not saved yet: start from what the party already knows about itself.
  const party = await db
    .selectFrom('party')
    .select([
      'name',
      'avatar',
      'contact_name',
      'contact_phone',
      'province_id',
      'city_id',
      'county_id',
      'address',
    ])
    .where('id', '=', partyId)
    .executeTakeFirstOrThrow()
  return {
    companyName: party.name,
    logoUrl: '',
    contactName: party.contact_name,
    contactPhone: party.contact_phone,
    provinceId: party.province_id,
    cityId: party.city_id,
    countyId: party.county_id,
    address: party.address,
    intro: '',
    licenseUrl: '',
    minOrderMoney: 0,
    updatedAt: null,
    storeMinOrderMoneys,
  }
}

export async function saveSupplierInfo(
  db: Db,
  partyId: string,
  v: SupplierInfoValues,
  nowIso: string,
): Promise<void> {
  const values = {
    company_name: v.companyName,
    logo_url: v.logoUrl,
    contact_name: v.contactName,
    contact_phone: v.contactPhone,
    province_id: v.provinceId,
    city_id: v.cityId,
    county_id: v.countyId,
    address: v.address,
    intro: v.intro,
    license_url: v.licenseUrl,
    min_order_money: v.minOrderMoney,
    updated_at: nowIso,
  }
  await db
    .insertInto('dis_supplier_info')
    .values({ party_id: partyId, ...values })
    .onConflict((oc) => oc.column('party_id').doUpdateSet(values))
    .execute()
}

export async function saveStoreMinOrderMoney(
  db: Db,
  partyId: string,
  v: { storePartyId: string; minOrderMoney: number },
  nowIso: string,
): Promise<StoreMinOrderMoneyItem> {
  return db.transaction().execute(async (trx) => {
    // Only the supplier's own member stores can have a minimum of their own.
    const member = await trx
      .selectFrom('dis_member as m')
      .innerJoin('party as s', 's.id', 'm.member_party_id')
      .select(['s.name'])
      .where('m.party_id', '=', partyId)
      .where('m.member_party_id', '=', v.storePartyId)
      .executeTakeFirst()
    if (!member) throw ApiError.notFound('supplier.noSuchMemberStore')
    const values = { min_order_money: v.minOrderMoney, updated_at: nowIso }
    await trx
      .insertInto('store_min_order_money')
      .values({ party_id: partyId, store_party_id: v.storePartyId, ...values })
      .onConflict((oc) => oc.columns(['party_id', 'store_party_id']).doUpdateSet(values))
      .execute()
    return {
      storePartyId: v.storePartyId,
      storeName: member.name,
      minOrderMoney: v.minOrderMoney,
      updatedAt: nowIso,
    }
  })
}

export async function removeStoreMinOrderMoney(db: Db, partyId: string, storePartyId: string): Promise<void> {
  const res = await db
    .deleteFrom('store_min_order_money')
    .where('party_id', '=', partyId)
    .where('store_party_id', '=', storePartyId)
    .executeTakeFirst()
  if (Number(res.numDeletedRows) === 0) throw ApiError.notFound('supplier.noMinimumOrderMoney')
}

export async function findAgreement(db: Db, partyId: string): Promise<Agreement> {
  const row = await db
    .selectFrom('dis_agreement')
    .select(['content', 'updated_at'])
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return row ? { content: row.content, updatedAt: row.updated_at } : { content: '', updatedAt: null }
}

export async function saveAgreement(
  db: Db,
  partyId: string,
  content: string,
  userLoginId: string,
  nowIso: string,
): Promise<Agreement> {
  const values = { content, updated_by: userLoginId, updated_at: nowIso }
  await db
    .insertInto('dis_agreement')
    .values({ party_id: partyId, ...values })
    .onConflict((oc) => oc.column('party_id').doUpdateSet(values))
    .execute()
  return { content, updatedAt: nowIso }
}
