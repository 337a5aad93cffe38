// The business-profile part of the demo world, after messaging (which makes every profile):
// each public profile gets a region chain and one to three public categories, so the
// opportunities list's region and category filters find something; and the demo seller
// `distributionpro` gets a running limit-purchase rule on the first product the business
// product list shows (when no rule limits it yet), so ordering it over the limit is refused.
import type { SeedContext } from './seed-context.ts'
import { days } from './seed-context.ts'
import { demoAccount } from './demo-accounts.ts'

/** The per-buyer limit of the seeded business limit-purchase rule. */
export const BUSINESS_LIMIT_QUANTITY = 2

export async function seedBusinessProfiles(ctx: SeedContext): Promise<void> {
  const { db, faker } = ctx
  const counties = await db
    .selectFrom('geo_region as county')
    .innerJoin('geo_region as city', 'city.id', 'county.parent_id')
    .select(['county.id as countyId', 'city.id as cityId', 'city.parent_id as provinceId'])
    .where('county.level', '=', 'COUNTY')
    .orderBy('county.id')
    .limit(200)
    .execute()
  const categories = await db
    .selectFrom('product_category')
    .select('id')
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute()
  const profiles = await db.selectFrom('busi_profile').select('party_id').orderBy('party_id').execute()
  // A profile sits where its company is: the party's region and street when it has them
  // (every seeded company does); the draws stay, so the categories are as they were.
  const parties = new Map(
    (
      await db
        .selectFrom('party')
        .select(['id', 'province_id', 'city_id', 'county_id', 'address'])
        .where('county_id', 'is not', null)
        .execute()
    ).map((p) => [p.id, p]),
  )
  for (const p of profiles) {
    const drawn = counties.length > 0 ? faker.helpers.arrayElement(counties) : undefined
    const party = parties.get(p.party_id)
    const region =
      party?.county_id && party.city_id && party.province_id
        ? { provinceId: party.province_id, cityId: party.city_id, countyId: party.county_id }
        : drawn
    const picked =
      categories.length > 0
        ? faker.helpers.arrayElements(categories, { min: 1, max: Math.min(3, categories.length) })
        : []
    // Faker's own street names are invented (武州路…): only their draws stay.
    faker.location.street()
    const drawnNumber = faker.number.int({ min: 1, max: 300 })
    await db
      .updateTable('busi_profile')
      .set({
        province_id: region?.provinceId ?? null,
        city_id: region?.cityId ?? null,
        county_id: region?.countyId ?? null,
        address: party?.address || (region ? `人民路${drawnNumber}号` : ''),
        category_ids: JSON.stringify(picked.map((c) => String(c.id))),
      })
      .where('party_id', '=', p.party_id)
      .execute()
  }

  // admin (every page) has its own profile, kept out of the network (not public), so that the
  // opportunities pages open for it as for a merchant that filled its profile in; added after
  // the draws above so that no other row of the demo changes.
  const admin = demoAccount('admin')
  await db
    .insertInto('busi_profile')
    .values({
      party_id: admin.partyId,
      company_name: admin.merchantName,
      business_type: 'BOTH',
      industry: '综合',
      main_business: '综合',
      contact_name: admin.displayName,
      // Its party's own phone, as everywhere else the platform is listed.
      contact_phone:
        (
          await db
            .selectFrom('party')
            .select('contact_phone')
            .where('id', '=', admin.partyId)
            .executeTakeFirst()
        )?.contact_phone ?? '',
      is_public: 0,
      created_at: ctx.now.toISOString(),
      updated_at: ctx.now.toISOString(),
    })
    .onConflict((oc) => oc.column('party_id').doNothing())
    .execute()

  const seller = demoAccount('distributionpro').partyId
  const first = await db
    .selectFrom('product as p')
    .select(['p.id', 'p.name'])
    .where('p.party_id', '=', seller)
    .where('p.status', '=', 'ON_SALE')
    .where('p.is_deleted', '=', 0)
    .where((eb) =>
      eb.exists(eb.selectFrom('product_sku as s').select('s.id').whereRef('s.product_id', '=', 'p.id')),
    )
    .orderBy('p.id')
    .executeTakeFirst()
  if (!first) return
  const nowIso = ctx.now.toISOString()
  const limited = await db
    .selectFrom('promotion_product as pp')
    .innerJoin('promotion as pr', 'pr.id', 'pp.promotion_id')
    .select('pp.id')
    .where('pp.product_id', '=', first.id)
    .where('pr.kind', '=', 'LIMIT_PURCHASE')
    .where('pr.status', '=', 'ACTIVE')
    .where('pr.end_at', '>', nowIso)
    .executeTakeFirst()
  if (limited) return
  const promotionId = ctx.ids.next('promotion')
  const start = new Date(ctx.now.getTime() - days(1)).toISOString()
  await ctx.insert('promotion', [
    {
      id: promotionId,
      party_id: seller,
      name: '商机新客限购',
      kind: 'LIMIT_PURCHASE',
      status: 'ACTIVE',
      start_at: start,
      end_at: new Date(ctx.now.getTime() + days(90)).toISOString(),
      per_buyer_limit: BUSINESS_LIMIT_QUANTITY,
      audience: 'ALL',
      description: `<p>${first.name}：每位买家限购 ${BUSINESS_LIMIT_QUANTITY} 件。</p>`,
      created_at: start,
      updated_at: start,
    },
  ])
  await ctx.insert('promotion_product', [
    {
      id: ctx.ids.next('promotion_product'),
      party_id: seller,
      promotion_id: promotionId,
      product_id: first.id,
      sku_id: null,
      promo_price: null,
      limit_quantity: BUSINESS_LIMIT_QUANTITY,
      stock_limit: null,
    },
  ])
}
