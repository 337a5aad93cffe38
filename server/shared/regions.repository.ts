// Reference data every signed-in user reads: the region tree (geo_region) and the public
// product categories. Platform-wide rows, so no tenant filter.
import type { CategoryItem, RegionItem } from '../../contract/shared.schema.ts'
import type { Kysely, Transaction } from 'kysely'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'

export async function listProvinces(db: Db): Promise<RegionItem[]> {
  return db
    .selectFrom('geo_region')
    .select(['id', 'name'])
    .where('level', '=', 'PROVINCE')
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

export async function listChildRegions(
  db: Db,
  parentId: string,
  level: 'CITY' | 'COUNTY',
): Promise<RegionItem[]> {
  return db
    .selectFrom('geo_region')
    .select(['id', 'name'])
    .where('parent_id', '=', parentId)
    .where('level', '=', level)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** The level of a region, or undefined when there is no such region. */
export async function findRegion(
  db: Db,
  id: string,
): Promise<{ id: string; parentId: string | null; level: string } | undefined> {
  const row = await db
    .selectFrom('geo_region')
    .select(['id', 'parent_id', 'level'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? { id: row.id, parentId: row.parent_id, level: row.level } : undefined
}

export async function listCategories(db: Db, parentId: number | undefined): Promise<CategoryItem[]> {
  let q = db
    .selectFrom('product_category')
    .select(['id', 'parent_id', 'level', 'name'])
    .where('enabled', '=', 1)
  if (parentId !== undefined) q = q.where('parent_id', '=', parentId)
  const rows = await q.orderBy('level').orderBy('sort').orderBy('id').execute()
  return rows.map((r) => ({
    id: String(r.id),
    parentId: r.parent_id === null ? null : String(r.parent_id),
    level: r.level,
    name: r.name,
  }))
}

/** Province → city → county must be a real chain of the region tree. */
export async function requireRegionChain(
  db: Db,
  v: { provinceId: string | null; cityId: string | null; countyId: string | null },
): Promise<void> {
  const steps = [
    { field: 'provinceId', id: v.provinceId, level: 'PROVINCE', parent: null },
    { field: 'cityId', id: v.cityId, level: 'CITY', parent: v.provinceId },
    { field: 'countyId', id: v.countyId, level: 'COUNTY', parent: v.cityId },
  ] as const
  for (const step of steps) {
    if (!step.id) continue
    const region = await findRegion(db, step.id)
    if (!region || region.level !== step.level) throw ApiError.invalidInput(step.field, 'notFound')
    if (step.parent !== null && region.parentId !== step.parent)
      throw ApiError.invalidInput(step.field, 'notInParent')
  }
}

/** The names of a region chain (province, city, county), space-separated, skipping empty ids. */
export async function regionName(
  db: Kysely<Database> | Transaction<Database>,
  ids: (string | null)[],
): Promise<string> {
  const wanted = ids.filter((v): v is string => !!v)
  if (wanted.length === 0) return ''
  const rows = await db.selectFrom('geo_region').select(['id', 'name']).where('id', 'in', wanted).execute()
  const names = new Map(rows.map((r) => [r.id, r.name]))
  return wanted
    .map((v) => names.get(v))
    .filter(Boolean)
    .join(' ')
}
