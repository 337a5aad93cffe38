// Data access for catalogues (catalogue, catalogue_product, catalogue_group): the order forms a
// supplier offers its distribution members. Tenant = the supplier (party_id).
import { sql, type Transaction } from 'kysely'
import type {
  CatalogueDetail,
  CatalogueOptions,
  CatalogueProductOption,
  CatalogueRow,
  SaveCatalogueValues,
} from '../../contract/catalogue.schema.ts'
import type { CatalogueStatus, CatalogueStatusAction } from '../../contract/catalogue.constants.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'

type Q = Db | Transaction<Database>

function catalogueQuery(db: Q, partyId: string) {
  return db
    .selectFrom('catalogue as c')
    .where('c.party_id', '=', partyId)
    .select((eb) => [
      'c.id as id',
      'c.name as name',
      'c.cover_url as coverUrl',
      'c.status as status',
      'c.audience as audience',
      'c.start_at as startAt',
      'c.end_at as endAt',
      'c.created_at as createdAt',
      'c.updated_at as updatedAt',
      eb
        .selectFrom('catalogue_product as cp')
        .whereRef('cp.catalogue_id', '=', 'c.id')
        .where('cp.party_id', '=', partyId)
        .select((e) => e.fn.countAll().as('n'))
        .as('productCount'),
      eb
        .selectFrom('catalogue_order as o')
        .whereRef('o.catalogue_id', '=', 'c.id')
        .where('o.party_id', '=', partyId)
        .select((e) => e.fn.countAll().as('n'))
        .as('orderCount'),
      eb
        .selectFrom('catalogue_order as o')
        .whereRef('o.catalogue_id', '=', 'c.id')
        .where('o.party_id', '=', partyId)
        .where('o.audit_status', '=', 'PENDING')
        .select((e) => e.fn.countAll().as('n'))
        .as('pendingOrderCount'),
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof catalogueQuery>['executeTakeFirstOrThrow']>>
const toRow = (r: Row): CatalogueRow => ({
  ...r,
  id: Number(r.id),
  status: r.status as CatalogueRow['status'],
  audience: r.audience as CatalogueRow['audience'],
  productCount: Number(r.productCount ?? 0),
  orderCount: Number(r.orderCount ?? 0),
  pendingOrderCount: Number(r.pendingOrderCount ?? 0),
})

export function listCatalogues(
  db: Q,
  partyId: string,
  params: PageParams,
  filters: { keyword?: string | undefined; status?: CatalogueStatus | undefined },
): Promise<Page<CatalogueRow>> {
  let q = catalogueQuery(db, partyId)
  if (filters.status) q = q.where('c.status', '=', filters.status)
  if (filters.keyword) q = q.where(sql`lower(c.name)`, 'like', likePattern(filters.keyword))
  return paginate(q, params, {
    sortable: { createdAt: 'c.created_at', name: 'c.name', startAt: 'c.start_at', endAt: 'c.end_at' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'c.id',
    map: toRow,
  })
}

async function ranksOf(db: Q, partyId: string) {
  const rows = await db
    .selectFrom('dis_rank')
    .select(['id', 'name', 'discount_permille'])
    .where('party_id', '=', partyId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ id: Number(r.id), name: r.name, discountPermille: Number(r.discount_permille) }))
}

async function groupsOf(db: Q, partyId: string) {
  const rows = await db
    .selectFrom('dis_group')
    .select(['id', 'name'])
    .where('party_id', '=', partyId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ id: Number(r.id), name: r.name }))
}

export async function catalogueOptionsOf(db: Q, partyId: string): Promise<CatalogueOptions> {
  const [groups, ranks] = await Promise.all([groupsOf(db, partyId), ranksOf(db, partyId)])
  return { groups, ranks }
}

/** The merchant's products a catalogue may offer (not deleted), for the picker. */
export function listProductOptions(
  db: Q,
  partyId: string,
  params: PageParams,
  keyword: string | undefined,
): Promise<Page<CatalogueProductOption>> {
  let q = db
    .selectFrom('product as p')
    .where('p.party_id', '=', partyId)
    .where('p.is_deleted', '=', 0)
    .select(['p.id', 'p.name', 'p.product_no', 'p.main_image_url', 'p.min_price'])
  if (keyword) {
    const like = likePattern(keyword)
    q = q.where((eb) =>
      eb.or([eb(sql`lower(p.name)`, 'like', like), eb(sql`lower(p.product_no)`, 'like', like)]),
    )
  }
  return paginate(q, params, {
    sortable: { name: 'p.name', productNo: 'p.product_no' },
    defaultSort: { field: 'name', order: 'asc' },
    tieBreaker: 'p.id',
    map: (r) => ({
      productId: Number(r.id),
      name: r.name,
      productNo: r.product_no,
      imageUrl: r.main_image_url,
      basePrice: Number(r.min_price),
    }),
  })
}

export async function findCatalogue(db: Q, partyId: string, id: number): Promise<CatalogueDetail | null> {
  const row = await catalogueQuery(db, partyId).where('c.id', '=', id).executeTakeFirst()
  if (!row) return null
  const [extra, groups, ranks, products] = await Promise.all([
    db
      .selectFrom('catalogue')
      .select('description')
      .where('party_id', '=', partyId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('catalogue_group as cg')
      .innerJoin('dis_group as g', 'g.id', 'cg.group_id')
      .select(['g.id', 'g.name'])
      .where('cg.catalogue_id', '=', id)
      .where('cg.party_id', '=', partyId)
      .orderBy('g.id')
      .execute(),
    ranksOf(db, partyId),
    db
      .selectFrom('catalogue_product as cp')
      .innerJoin('product as p', 'p.id', 'cp.product_id')
      .select(['p.id', 'p.name', 'p.main_image_url', 'p.min_price', 'cp.price'])
      .where('cp.catalogue_id', '=', id)
      .where('cp.party_id', '=', partyId)
      .orderBy('cp.sort')
      .orderBy('p.id')
      .execute(),
  ])
  return {
    ...toRow(row),
    description: extra.description,
    groups: groups.map((g) => ({ id: Number(g.id), name: g.name })),
    products: products.map((p) => {
      const price = p.price === null ? null : Number(p.price)
      const base = price ?? Number(p.min_price)
      return {
        productId: Number(p.id),
        name: p.name,
        imageUrl: p.main_image_url,
        basePrice: Number(p.min_price),
        price,
        rankPrices: ranks.map((r) => ({
          rankId: r.id,
          rankName: r.name,
          price: Math.round((base * r.discountPermille) / 1000),
        })),
      }
    }),
  }
}

/** Creates or edits a catalogue with its products and groups, in one transaction. */
export async function saveCatalogue(
  db: Db,
  partyId: string,
  values: SaveCatalogueValues,
  nowIso: string,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const productIds = values.products.map((p) => p.productId)
    const owned = await trx
      .selectFrom('product')
      .select('id')
      .where('party_id', '=', partyId)
      .where('is_deleted', '=', 0)
      .where('id', 'in', productIds)
      .execute()
    const ownedIds = new Set(owned.map((p) => Number(p.id)))
    const foreign = values.products.findIndex((p) => !ownedIds.has(p.productId))
    if (foreign >= 0) throw ApiError.invalidInput(`products.${foreign}.productId`, 'notYourProduct')
    const groupIds = values.audience === 'GROUPS' ? [...new Set(values.groupIds)] : []
    if (groupIds.length > 0) {
      const groups = await trx
        .selectFrom('dis_group')
        .select('id')
        .where('party_id', '=', partyId)
        .where('id', 'in', groupIds)
        .execute()
      if (groups.length !== groupIds.length) throw ApiError.invalidInput('groupIds', 'notYourGroup')
    }
    const fields = {
      name: values.name,
      description: values.description,
      audience: values.audience,
      start_at: values.startAt,
      end_at: values.endAt,
      updated_at: nowIso,
    }
    let id: number
    if (values.id !== undefined) {
      const existing = await trx
        .selectFrom('catalogue')
        .select('id')
        .where('party_id', '=', partyId)
        .where('id', '=', values.id)
        .executeTakeFirst()
      if (!existing) throw ApiError.notFound('catalogue.notFound')
      id = values.id
      await trx
        .updateTable('catalogue')
        .set(fields)
        .where('party_id', '=', partyId)
        .where('id', '=', id)
        .execute()
      await trx
        .deleteFrom('catalogue_product')
        .where('party_id', '=', partyId)
        .where('catalogue_id', '=', id)
        .execute()
      await trx
        .deleteFrom('catalogue_group')
        .where('party_id', '=', partyId)
        .where('catalogue_id', '=', id)
        .execute()
    } else {
      const created = await trx
        .insertInto('catalogue')
        .values({ ...fields, party_id: partyId, status: 'DRAFT', created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = Number(created.id)
    }
    await trx
      .insertInto('catalogue_product')
      .values(
        values.products.map((p, i) => ({
          catalogue_id: id,
          product_id: p.productId,
          party_id: partyId,
          price: p.price,
          sort: i + 1,
        })),
      )
      .execute()
    if (groupIds.length > 0) {
      await trx
        .insertInto('catalogue_group')
        .values(groupIds.map((g) => ({ catalogue_id: id, group_id: g, party_id: partyId })))
        .execute()
    }
    return { id }
  })
}

const STATUS_STEPS: Record<CatalogueStatusAction, { from: CatalogueStatus[]; to: CatalogueStatus }> = {
  PUBLISH: { from: ['DRAFT', 'CLOSED'], to: 'PUBLISHED' },
  CLOSE: { from: ['PUBLISHED'], to: 'CLOSED' },
}

export async function changeCatalogueStatus(
  db: Db,
  partyId: string,
  id: number,
  action: CatalogueStatusAction,
  nowIso: string,
): Promise<void> {
  const step = STATUS_STEPS[action]
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('catalogue')
      .select('status')
      .where('party_id', '=', partyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw ApiError.notFound('catalogue.notFound')
    if (!step.from.includes(row.status as CatalogueStatus)) throw ApiError.conflict('catalogue.illegalStatus')
    await trx
      .updateTable('catalogue')
      .set({ status: step.to, updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', '=', id)
      .execute()
  })
}

/** Deletes a catalogue nobody ordered from (orders keep their catalogue: close it instead). */
export async function deleteCatalogue(db: Db, partyId: string, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('catalogue')
      .select('id')
      .where('party_id', '=', partyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) throw ApiError.notFound('catalogue.notFound')
    const ordered = await trx
      .selectFrom('catalogue_order')
      .select('id')
      .where('party_id', '=', partyId)
      .where('catalogue_id', '=', id)
      .limit(1)
      .executeTakeFirst()
    if (ordered) throw ApiError.conflict('catalogue.hasOrders')
    await trx
      .deleteFrom('catalogue_product')
      .where('party_id', '=', partyId)
      .where('catalogue_id', '=', id)
      .execute()
    await trx
      .deleteFrom('catalogue_group')
      .where('party_id', '=', partyId)
      .where('catalogue_id', '=', id)
      .execute()
    await trx.deleteFrom('catalogue').where('party_id', '=', partyId).where('id', '=', id).execute()
  })
}
