// The demo world looks real (issue 35, "Demo data that looks real"): every order lies inside
// its catalogue's window, a party has one phone wherever it is listed, every address is a real
// county inside its city inside its province, product names come from the category lexicon,
// companies are named after the city they sit in, and each record's dates follow its lifecycle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest } from '../../server/db/migrate.ts'
import type { Db } from '../../server/db/schema.ts'
import { cityWordOf } from '../../server/db/seed/geo-regions.data.ts'
import { PRODUCT_NOUNS } from '../../server/db/seed/products.seed.ts'
import { DEFAULT_SEED, seedDemo } from '../../server/db/seed/seed-demo.ts'
import { openSqlite } from '../../server/db/sqlite.ts'
import { pbkdf2Hasher } from '../../server/security/password-hasher.ts'
import { TEST_EPOCH } from './harness.ts'

const NOW = TEST_EPOCH.toISOString()
const NOUNS = Object.values(PRODUCT_NOUNS).flat()
const fromLexicon = (name: string) => NOUNS.some((noun) => name.includes(noun))

describe('the demo world is coherent', () => {
  let db: Db
  beforeAll(async () => {
    db = openSqlite(':memory:')
    await migrateToLatest(db)
    await seedDemo(db, { seed: DEFAULT_SEED, now: TEST_EPOCH, hasher: pbkdf2Hasher(1000) })
  })
  afterAll(async () => {
    await db.destroy()
  })

  it('places no catalogue order before its catalogue opened or after it closed', async () => {
    const rows = await db
      .selectFrom('catalogue_order as o')
      .innerJoin('catalogue as c', 'c.id', 'o.catalogue_id')
      .leftJoin('sales_order as s', 's.id', 'o.sales_order_id')
      .select([
        'o.order_no',
        'o.created_at',
        'o.audit_status',
        'c.status',
        'c.start_at',
        'c.end_at',
        's.created_at as salesCreated',
      ])
      .execute()
    expect(rows.length).toBeGreaterThan(0)
    const outside = rows.filter(
      (r) => r.created_at < (r.start_at ?? '') || (r.end_at !== null && r.created_at > r.end_at),
    )
    expect(outside.map((r) => `${r.order_no} ${r.created_at} ∉ [${r.start_at}, ${r.end_at}]`)).toEqual([])
    // Waiting for audit means placed lately: never in a catalogue that has closed.
    expect(rows.filter((r) => r.audit_status === 'PENDING' && r.status === 'CLOSED')).toEqual([])
    // An approved order became a sales order no earlier than it was placed.
    for (const r of rows) if (r.salesCreated) expect(r.salesCreated >= r.created_at, r.order_no).toBe(true)
  })

  it('sells and lists no product before it was created', async () => {
    const early = await db
      .selectFrom('sales_order_line as l')
      .innerJoin('sales_order as o', 'o.id', 'l.order_id')
      .innerJoin('product as p', 'p.id', 'l.product_id')
      .select(['o.order_no', 'o.created_at', 'p.product_no', 'p.created_at as productCreated'])
      .whereRef('p.created_at', '>', 'o.created_at')
      .execute()
    expect(early.slice(0, 5)).toEqual([])
    const listedEarly = await db
      .selectFrom('catalogue_product as cp')
      .innerJoin('catalogue as c', 'c.id', 'cp.catalogue_id')
      .innerJoin('product as p', 'p.id', 'cp.product_id')
      .select(['c.name', 'p.product_no'])
      .whereRef('p.created_at', '>', 'c.start_at')
      .execute()
    expect(listedEarly.slice(0, 5)).toEqual([])
  })

  it('gives every party one phone in every list that shows it', async () => {
    /** party → phone → the first list it was seen in */
    const phones = new Map<string, Map<string, string>>()
    const add = (party: string | null, phone: string | null, where: string) => {
      if (!party || !phone) return
      const seen = phones.get(party) ?? new Map<string, string>()
      if (!seen.has(phone)) seen.set(phone, where)
      phones.set(party, seen)
    }
    for (const r of await db.selectFrom('party').select(['id', 'contact_phone']).execute())
      add(r.id, r.contact_phone, 'party')
    for (const r of await db.selectFrom('busi_profile').select(['party_id', 'contact_phone']).execute())
      add(r.party_id, r.contact_phone, 'profile')
    for (const r of await db
      .selectFrom('dis_cooperation_application')
      .select(['applicant_party_id', 'contact_phone'])
      .execute())
      add(r.applicant_party_id, r.contact_phone, 'application')
    for (const r of await db
      .selectFrom('sales_order')
      .select(['buyer_party_id', 'buyer_phone', 'receiver_phone'])
      .where('buyer_party_id', 'is not', null)
      .execute()) {
      add(r.buyer_party_id, r.buyer_phone, 'order buyer')
      add(r.buyer_party_id, r.receiver_phone, 'order receiver')
    }
    for (const r of await db.selectFrom('dis_supplier_info').select(['party_id', 'contact_phone']).execute())
      add(r.party_id, r.contact_phone, 'supplier')
    for (const r of await db.selectFrom('after_sale_setting').select(['party_id', 'contact_phone']).execute())
      add(r.party_id, r.contact_phone, 'after-sales')
    for (const r of await db.selectFrom('exchange_certificate').select(['party_id', 'phone']).execute())
      add(r.party_id, r.phone, 'card')
    for (const r of await db
      .selectFrom('billing_info')
      .select(['party_id', 'phone'])
      .where('title_type', '=', 'COMPANY')
      .execute())
      add(r.party_id, r.phone, 'invoice')
    for (const r of await db
      .selectFrom('user_login')
      .select(['party_id', 'mobile'])
      .where('is_sub_account', '=', 0)
      .execute())
      add(r.party_id, r.mobile, 'main login')
    expect(phones.size).toBeGreaterThan(400)
    const many = [...phones]
      .filter(([, seen]) => seen.size > 1)
      .map(
        ([party, seen]) => `${party}: ${[...seen].map(([phone, where]) => `${phone} (${where})`).join(', ')}`,
      )
    expect(many).toEqual([])
    // A salesman who signs in has his login's phone.
    const linked = await db
      .selectFrom('dis_salesman as s')
      .innerJoin('user_login as l', 'l.id', 's.user_login_id')
      .select(['s.phone', 'l.mobile'])
      .execute()
    expect(linked.length).toBeGreaterThan(0)
    for (const s of linked) expect(s.phone).toBe(s.mobile)
  })

  it('places every address in a real county of its city of its province, and writes it out in full', async () => {
    const regions = new Map(
      (await db.selectFrom('geo_region').select(['id', 'parent_id', 'name']).execute()).map((r) => [r.id, r]),
    )
    const bad: string[] = []
    const check = (where: string, p: string | null, c: string | null, k: string | null) => {
      const county = k ? regions.get(k) : undefined
      const city = c ? regions.get(c) : undefined
      if (!p || !regions.has(p) || !city || city.parent_id !== p || !county || county.parent_id !== c)
        bad.push(`${where}: ${p}/${c}/${k}`)
    }
    for (const table of [
      'party',
      'sales_order',
      'busi_profile',
      'dis_supplier_info',
      'after_sale_setting',
      'repair_order',
      'project',
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['province_id', 'city_id', 'county_id'])
        .where((eb) => eb.or([eb('address', '<>', ''), eb('province_id', 'is not', null)]))
        .execute()
      expect(rows.length, table).toBeGreaterThan(0)
      for (const r of rows) check(table, r.province_id, r.city_id, r.county_id)
    }
    expect(bad.slice(0, 10)).toEqual([])
    // An order's address line starts with its province, city and county, then a street and number.
    const orders = await db
      .selectFrom('sales_order')
      .select(['order_no', 'address', 'province_id', 'county_id'])
      .execute()
    for (const o of orders) {
      const province = regions.get(o.province_id ?? '')?.name ?? '?'
      const county = regions.get(o.county_id ?? '')?.name ?? '?'
      expect(o.address.startsWith(province), `${o.order_no} ${o.address}`).toBe(true)
      expect(o.address.includes(county), `${o.order_no} ${o.address}`).toBe(true)
      expect(o.address, o.order_no).toMatch(/[路街道巷]\S*\d+号/)
    }
  })

  it('names companies after the city they sit in and people with a Chinese name', async () => {
    const companies = await db
      .selectFrom('party')
      .select(['id', 'name', 'contact_name', 'county_id', 'email'])
      .where((eb) => eb.or([eb('id', 'like', 'PB%'), eb('id', 'like', 'PD%')]))
      .execute()
    expect(companies.length).toBe(460)
    for (const c of companies) {
      expect(c.name.startsWith(cityWordOf(c.county_id ?? '')), `${c.id} ${c.name}`).toBe(true)
      expect(c.name, c.id).toMatch(/(有限公司|有限责任公司|商行|经营部)$/)
      expect(c.contact_name, c.id).toMatch(/^[\u4e00-\u9fff]{2,3}$/)
    }
    expect(new Set(companies.map((c) => c.email)).size).toBe(companies.length)
  })

  it('names every product and order line from the category lexicon', async () => {
    const products = await db
      .selectFrom('product as p')
      .innerJoin('product_category as c', 'c.id', 'p.category_id')
      .select(['p.name', 'c.name as category'])
      .execute()
    expect(products.length).toBeGreaterThan(400)
    for (const p of products) {
      const nouns = PRODUCT_NOUNS[p.category] ?? []
      expect(
        nouns.some((n) => p.name.includes(n)),
        `${p.name} (${p.category})`,
      ).toBe(true)
    }
    for (const table of ['sales_order_line', 'catalogue_order_line'] as const) {
      const names = await db.selectFrom(table).select('product_name').distinct().execute()
      const foreign = names.map((n) => n.product_name).filter((n) => !fromLexicon(n))
      expect(foreign, table).toEqual([])
    }
  })

  it('dates each order step after the one before, none in the future', async () => {
    const orders = await db
      .selectFrom('sales_order')
      .select(['order_no', 'status', 'created_at', 'paid_at', 'shipped_at', 'completed_at', 'updated_at'])
      .execute()
    const wrong: string[] = []
    for (const o of orders) {
      const steps = [o.created_at, o.paid_at, o.shipped_at, o.completed_at].filter((t): t is string => !!t)
      const sorted = [...steps].sort()
      if (steps.join() !== sorted.join()) wrong.push(`${o.order_no}: steps out of order`)
      if ((o.updated_at ?? o.created_at) > NOW || steps.some((t) => t > NOW))
        wrong.push(`${o.order_no}: in the future`)
      if (o.shipped_at && !o.paid_at) wrong.push(`${o.order_no}: shipped unpaid`)
      // Still waiting for payment or shipment: placed in the last weeks, not months ago.
      if (
        ['WAIT_PAY', 'WAIT_SHIP'].includes(o.status) &&
        o.created_at < new Date(TEST_EPOCH.getTime() - 10 * 86_400_000).toISOString()
      )
        wrong.push(`${o.order_no}: ${o.status} since ${o.created_at}`)
    }
    expect(wrong.slice(0, 10)).toEqual([])
    const products = await db
      .selectFrom('product')
      .select(['product_no', 'created_at', 'updated_at'])
      .execute()
    for (const p of products) {
      expect(p.updated_at && p.updated_at <= NOW, p.product_no).toBe(true)
      expect((p.updated_at ?? '') >= p.created_at, p.product_no).toBe(true)
    }
  })
})
