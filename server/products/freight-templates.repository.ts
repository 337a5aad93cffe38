// Freight templates of the merchant (freightTemplate, editFreightTemplate): a pricing mode, a
// default rule (regions '') and per-province rules, each with a first unit and each additional
// unit (fees in fen) and an optional free-shipping amount. A template that a live product or a
// distribution product uses cannot be deleted; the refusal says how many products use it.
import { sql } from 'kysely'
import type { Page } from '../../contract/paging.schema.ts'
import type { FreightPricingMode } from '../../contract/product-setup.constants.ts'
import type { FreightDetail, FreightRow, FreightRule } from '../../contract/product-setup.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from '../shared/keyword.ts'

const bit = (v: number) => (Number(v) ? 1 : 0) as 0 | 1

async function productCount(db: Db, partyId: string, templateId: number): Promise<number> {
  const a = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .where('freight_template_id', '=', templateId)
    .executeTakeFirstOrThrow()
  const b = await db
    .selectFrom('dis_product')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('freight_template_id', '=', templateId)
    .executeTakeFirstOrThrow()
  return Number(a.n) + Number(b.n)
}

export async function listTemplates(
  db: Db,
  partyId: string,
  filters: { search?: string | undefined },
  page: PageParams,
): Promise<Page<FreightRow>> {
  let q = db
    .selectFrom('freight_template as t')
    .select([
      't.id',
      't.name',
      't.pricing_mode',
      't.is_free',
      't.is_default',
      't.updated_at',
      (eb) =>
        eb
          .selectFrom('freight_template_rule as r')
          .select(eb.fn.countAll().as('n'))
          .whereRef('r.template_id', '=', 't.id')
          .as('rule_count'),
      (eb) =>
        eb
          .selectFrom('product as p')
          .select(eb.fn.countAll().as('n'))
          .whereRef('p.freight_template_id', '=', 't.id')
          .where('p.is_deleted', '=', 0)
          .as('product_count'),
      (eb) =>
        eb
          .selectFrom('dis_product as d')
          .select(eb.fn.countAll().as('n'))
          .whereRef('d.freight_template_id', '=', 't.id')
          .as('dis_count'),
    ])
    .where('t.party_id', '=', partyId)
  if (filters.search) q = q.where(sql`lower(t.name)`, 'like', likePattern(filters.search))
  return paginate(q, page, {
    sortable: { updatedAt: 't.updated_at', name: 't.name' },
    defaultSort: { field: 'updatedAt', order: 'desc' },
    tieBreaker: 't.id',
    map: (r) => ({
      templateId: String(r.id),
      name: r.name,
      pricingMode: r.pricing_mode as FreightPricingMode,
      isFree: bit(r.is_free),
      isDefault: bit(r.is_default),
      ruleCount: Number(r.rule_count ?? 0),
      productCount: Number(r.product_count ?? 0) + Number(r.dis_count ?? 0),
      updatedAt: r.updated_at,
    }),
  })
}

async function requireTemplate(db: Db, partyId: string, templateId: number) {
  const row = await db
    .selectFrom('freight_template')
    .selectAll()
    .where('party_id', '=', partyId)
    .where('id', '=', templateId)
    .executeTakeFirst()
  if (!row) throw ApiError.notFound('freight.noSuchTemplate')
  return row
}

export async function findTemplate(db: Db, partyId: string, templateId: number): Promise<FreightDetail> {
  const t = await requireTemplate(db, partyId, templateId)
  const rules = await db
    .selectFrom('freight_template_rule')
    .selectAll()
    .where('party_id', '=', partyId)
    .where('template_id', '=', templateId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const ids = [...new Set(rules.flatMap((r) => (r.region_ids ? r.region_ids.split(',') : [])))]
  const names = new Map<string, string>()
  if (ids.length > 0) {
    for (const g of await db
      .selectFrom('geo_region')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute()) {
      names.set(g.id, g.name)
    }
  }
  return {
    templateId: String(t.id),
    name: t.name,
    pricingMode: t.pricing_mode as FreightPricingMode,
    isFree: bit(t.is_free),
    isDefault: bit(t.is_default),
    shipFromProvinceId: t.ship_from_province_id,
    shipFromCityId: t.ship_from_city_id,
    rules: rules.map((r) => {
      const regionIds = r.region_ids ? r.region_ids.split(',') : []
      return {
        regionIds,
        regionNames: regionIds.map((id) => names.get(id) ?? id),
        firstUnits: Number(r.first_units),
        firstFee: Number(r.first_fee),
        extraUnits: Number(r.extra_units),
        extraFee: Number(r.extra_fee),
        freeOverAmount: r.free_over_amount === null ? null : Number(r.free_over_amount),
      }
    }),
    productCount: await productCount(db, partyId, templateId),
    updatedAt: t.updated_at,
  }
}

export interface TemplateValues {
  templateId?: number | undefined
  name: string
  pricingMode: FreightPricingMode
  isFree: 0 | 1
  isDefault: 0 | 1
  shipFromProvinceId: string | null
  shipFromCityId: string | null
  rules: FreightRule[]
  updatedAt?: string | undefined
}

/** Rules name provinces, each at most once; exactly one rule (the default) names none. */
async function checkRules(db: Db, rules: FreightRule[]): Promise<void> {
  const defaults = rules.filter((r) => r.regionIds.length === 0).length
  if (defaults !== 1) throw ApiError.invalidInput('rules', 'needsDefaultRule')
  const seen = new Set<string>()
  for (const [i, r] of rules.entries()) {
    for (const id of r.regionIds) {
      if (seen.has(id)) throw ApiError.invalidInput(`rules.${i}.regionIds`, 'regionTwice')
      seen.add(id)
    }
  }
  if (seen.size === 0) return
  const known = await db
    .selectFrom('geo_region')
    .select('id')
    .where('level', '=', 'PROVINCE')
    .where('id', 'in', [...seen])
    .execute()
  if (known.length !== seen.size) {
    const ok = new Set(known.map((k) => k.id))
    const i = rules.findIndex((r) => r.regionIds.some((id) => !ok.has(id)))
    throw ApiError.invalidInput(`rules.${i}.regionIds`, 'notARegion')
  }
}

async function checkShipFrom(db: Db, v: TemplateValues): Promise<void> {
  if (v.shipFromProvinceId === null) {
    if (v.shipFromCityId !== null) throw ApiError.invalidInput('shipFromCityId', 'notInParent')
    return
  }
  const province = await db
    .selectFrom('geo_region')
    .select('id')
    .where('id', '=', v.shipFromProvinceId)
    .where('level', '=', 'PROVINCE')
    .executeTakeFirst()
  if (!province) throw ApiError.invalidInput('shipFromProvinceId', 'notARegion')
  if (v.shipFromCityId === null) return
  const city = await db
    .selectFrom('geo_region')
    .select('id')
    .where('id', '=', v.shipFromCityId)
    .where('parent_id', '=', v.shipFromProvinceId)
    .executeTakeFirst()
  if (!city) throw ApiError.invalidInput('shipFromCityId', 'notInParent')
}

export async function saveTemplate(
  db: Db,
  partyId: string,
  v: TemplateValues,
  nowIso: string,
): Promise<string> {
  await checkRules(db, v.rules)
  await checkShipFrom(db, v)
  return db.transaction().execute(async (trx) => {
    let id: number
    if (v.templateId !== undefined) {
      const current = await requireTemplate(trx, partyId, v.templateId)
      if (v.updatedAt !== undefined && v.updatedAt !== current.updated_at) {
        throw ApiError.conflict('freight.stale')
      }
      id = v.templateId
    }
    let same = trx
      .selectFrom('freight_template')
      .select('id')
      .where('party_id', '=', partyId)
      .where('name', '=', v.name)
    if (v.templateId !== undefined) same = same.where('id', '<>', v.templateId)
    if (await same.executeTakeFirst()) throw ApiError.invalidInput('name', 'duplicate')
    if (v.isDefault) {
      await trx
        .updateTable('freight_template')
        .set({ is_default: 0 })
        .where('party_id', '=', partyId)
        .execute()
    }
    const values = {
      name: v.name,
      pricing_mode: v.pricingMode,
      is_free: v.isFree,
      is_default: v.isDefault,
      ship_from_province_id: v.shipFromProvinceId,
      ship_from_city_id: v.shipFromCityId,
      updated_at: nowIso,
    }
    if (v.templateId !== undefined) {
      id = v.templateId
      await trx
        .updateTable('freight_template')
        .set(values)
        .where('party_id', '=', partyId)
        .where('id', '=', id)
        .execute()
      await trx
        .deleteFrom('freight_template_rule')
        .where('party_id', '=', partyId)
        .where('template_id', '=', id)
        .execute()
    } else {
      const row = await trx
        .insertInto('freight_template')
        .values({ ...values, party_id: partyId, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = Number(row.id)
    }
    await trx
      .insertInto('freight_template_rule')
      .values(
        v.rules.map((r, i) => ({
          party_id: partyId,
          template_id: id,
          region_ids: r.regionIds.join(','),
          first_units: r.firstUnits,
          first_fee: v.isFree ? 0 : r.firstFee,
          extra_units: r.extraUnits,
          extra_fee: v.isFree ? 0 : r.extraFee,
          free_over_amount: r.freeOverAmount,
          // The default rule first.
          sort: r.regionIds.length === 0 ? 0 : i + 1,
        })),
      )
      .execute()
    return String(id)
  })
}

export async function deleteTemplate(db: Db, partyId: string, templateId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTemplate(trx, partyId, templateId)
    const count = await productCount(trx, partyId, templateId)
    if (count > 0) throw ApiError.conflict('freight.inUse', { count }, { productCount: count })
    // Deleted products keep no hold on the template.
    await trx
      .updateTable('product')
      .set({ freight_template_id: null })
      .where('party_id', '=', partyId)
      .where('freight_template_id', '=', templateId)
      .execute()
    await trx
      .deleteFrom('freight_template_rule')
      .where('party_id', '=', partyId)
      .where('template_id', '=', templateId)
      .execute()
    await trx
      .deleteFrom('freight_template')
      .where('party_id', '=', partyId)
      .where('id', '=', templateId)
      .execute()
  })
}
