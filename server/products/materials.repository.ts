// The material library: a merchant's images in folders (material_group). Every read and write
// is scoped by the caller's party; a foreign id is "not found". An image a product still shows
// (main image, gallery or SKU image) cannot be deleted: the refusal names the product.
import { sql } from 'kysely'
import type { MaterialFolders, MaterialRow } from '../../contract/product-setup.schema.ts'
import { MAX_FOLDERS } from '../../contract/product-setup.constants.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { likePattern } from '../shared/keyword.ts'
import { UPLOAD_URL_PREFIX } from '../storage/image-upload.ts'

interface MaterialDbRow {
  id: number
  group_id: number | null
  name: string
  url: string
  size_bytes: number
  width: number | null
  height: number | null
  created_at: string
  thumb_name: string | null
}

function toRow(r: MaterialDbRow): MaterialRow {
  return {
    materialId: String(r.id),
    groupId: r.group_id === null ? null : String(r.group_id),
    name: r.name,
    url: r.url,
    // Built as storeImageUpload builds an upload's thumbnailUrl; none for a seeded URL.
    thumbnailUrl: r.thumb_name ? `${UPLOAD_URL_PREFIX}${r.thumb_name}` : null,
    sizeBytes: Number(r.size_bytes),
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    createdAt: r.created_at,
  }
}

/**
 * The caller's materials with their upload's thumbnail (left join: a seeded image has no
 * upload row; a deleted upload's files are gone). Both tables are scoped by the caller's party.
 */
function materialsOf(db: Db, partyId: string) {
  return db
    .selectFrom('material as m')
    .leftJoin('upload as u', (join) =>
      join
        .onRef('u.id', '=', 'm.upload_id')
        .onRef('u.party_id', '=', 'm.party_id')
        .on('u.deleted_at', 'is', null),
    )
    .select([
      'm.id',
      'm.group_id',
      'm.name',
      'm.url',
      'm.size_bytes',
      'm.width',
      'm.height',
      'm.created_at',
      'u.thumb_name',
    ])
    .where('m.party_id', '=', partyId)
}

export async function listFolders(db: Db, partyId: string): Promise<MaterialFolders> {
  const groups = await db
    .selectFrom('material_group')
    .select(['id', 'name'])
    .where('party_id', '=', partyId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const counts = await db
    .selectFrom('material')
    .select(['group_id', (eb) => eb.fn.countAll().as('n')])
    .where('party_id', '=', partyId)
    .where('kind', '=', 'IMAGE')
    .groupBy('group_id')
    .execute()
  const byGroup = new Map(counts.map((c) => [c.group_id === null ? null : Number(c.group_id), Number(c.n)]))
  return {
    list: groups.map((g) => ({ groupId: String(g.id), name: g.name, count: byGroup.get(Number(g.id)) ?? 0 })),
    ungroupedCount: byGroup.get(null) ?? 0,
    total: counts.reduce((s, c) => s + Number(c.n), 0),
  }
}

export async function requireFolder(db: Db, partyId: string, groupId: number): Promise<void> {
  const row = await db
    .selectFrom('material_group')
    .select('id')
    .where('party_id', '=', partyId)
    .where('id', '=', groupId)
    .executeTakeFirst()
  if (!row) throw ApiError.notFound('materials.noSuchFolder')
}

export async function saveFolder(
  db: Db,
  partyId: string,
  input: { groupId?: number | undefined; name: string },
  nowIso: string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (input.groupId !== undefined) await requireFolder(trx, partyId, input.groupId)
    let same = trx
      .selectFrom('material_group')
      .select('id')
      .where('party_id', '=', partyId)
      .where('name', '=', input.name)
    if (input.groupId !== undefined) same = same.where('id', '<>', input.groupId)
    if (await same.executeTakeFirst()) throw ApiError.invalidInput('name', 'duplicate')
    if (input.groupId !== undefined) {
      await trx
        .updateTable('material_group')
        .set({ name: input.name })
        .where('party_id', '=', partyId)
        .where('id', '=', input.groupId)
        .execute()
      return String(input.groupId)
    }
    const count = await trx
      .selectFrom('material_group')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('party_id', '=', partyId)
      .executeTakeFirstOrThrow()
    if (Number(count.n) >= MAX_FOLDERS) throw ApiError.invalidInput('name', 'tooMany', { max: MAX_FOLDERS })
    const row = await trx
      .insertInto('material_group')
      .values({ party_id: partyId, name: input.name, sort: Number(count.n) + 1, created_at: nowIso })
      .returning('id')
      .executeTakeFirstOrThrow()
    return String(row.id)
  })
}

/** The folder goes; its images stay, in no folder. */
export async function deleteFolder(db: Db, partyId: string, groupId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireFolder(trx, partyId, groupId)
    await trx
      .updateTable('material')
      .set({ group_id: null })
      .where('party_id', '=', partyId)
      .where('group_id', '=', groupId)
      .execute()
    await trx.deleteFrom('material_group').where('party_id', '=', partyId).where('id', '=', groupId).execute()
  })
}

export async function listMaterials(
  db: Db,
  partyId: string,
  filters: { groupId?: string | undefined; search?: string | undefined },
  page: PageParams,
): Promise<Page<MaterialRow>> {
  let q = materialsOf(db, partyId).where('m.kind', '=', 'IMAGE')
  if (filters.groupId === 'none') q = q.where('m.group_id', 'is', null)
  else if (filters.groupId !== undefined) q = q.where('m.group_id', '=', Number(filters.groupId))
  if (filters.search) q = q.where(sql`lower(m.name)`, 'like', likePattern(filters.search))
  return paginate(q, page, {
    sortable: { createdAt: 'm.created_at', name: 'm.name', sizeBytes: 'm.size_bytes' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'm.id',
    map: (r) => toRow(r as MaterialDbRow),
  })
}

async function requireMaterial(db: Db, partyId: string, materialId: number): Promise<MaterialDbRow> {
  const row = await materialsOf(db, partyId).where('m.id', '=', materialId).executeTakeFirst()
  if (!row) throw ApiError.notFound('materials.noSuchMaterial')
  return row as MaterialDbRow
}

export async function insertMaterial(
  db: Db,
  partyId: string,
  input: { groupId: number | null; name: string; url: string; uploadId: number; sizeBytes: number },
  nowIso: string,
): Promise<MaterialRow> {
  const row = await db
    .insertInto('material')
    .values({
      party_id: partyId,
      group_id: input.groupId,
      kind: 'IMAGE',
      name: input.name,
      url: input.url,
      upload_id: input.uploadId,
      size_bytes: input.sizeBytes,
      width: null,
      height: null,
      created_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return toRow(await requireMaterial(db, partyId, Number(row.id)))
}

export async function renameMaterial(
  db: Db,
  partyId: string,
  materialId: number,
  name: string,
): Promise<void> {
  await requireMaterial(db, partyId, materialId)
  await db
    .updateTable('material')
    .set({ name })
    .where('party_id', '=', partyId)
    .where('id', '=', materialId)
    .execute()
}

export async function moveMaterials(
  db: Db,
  partyId: string,
  materialIds: number[],
  groupId: number | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (groupId !== null) await requireFolder(trx, partyId, groupId)
    const own = await trx
      .selectFrom('material')
      .select('id')
      .where('party_id', '=', partyId)
      .where('id', 'in', materialIds)
      .execute()
    // Every id must be the caller's: a foreign or unknown id refuses the whole move.
    if (own.length !== new Set(materialIds).size) throw ApiError.notFound('materials.noSuchMaterial')
    await trx
      .updateTable('material')
      .set({ group_id: groupId })
      .where('party_id', '=', partyId)
      .where('id', 'in', materialIds)
      .execute()
    return own.length
  })
}

/** The merchant's live products that show this image: their count and the first one's name. */
async function productsUsing(db: Db, partyId: string, url: string): Promise<{ count: number; name: string }> {
  const rows = await db
    .selectFrom('product as p')
    .select(['p.id', 'p.name'])
    .where('p.party_id', '=', partyId)
    .where('p.is_deleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb('p.main_image_url', '=', url),
        eb.exists(
          eb
            .selectFrom('product_image as i')
            .select('i.id')
            .whereRef('i.product_id', '=', 'p.id')
            .where('i.url', '=', url),
        ),
        eb.exists(
          eb
            .selectFrom('product_sku as s')
            .select('s.id')
            .whereRef('s.product_id', '=', 'p.id')
            .where('s.image_url', '=', url),
        ),
      ]),
    )
    .orderBy('p.id')
    .execute()
  return { count: rows.length, name: rows[0]?.name ?? '' }
}

export async function deleteMaterial(db: Db, partyId: string, materialId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const material = await requireMaterial(trx, partyId, materialId)
    const using = await productsUsing(trx, partyId, material.url)
    if (using.count > 0) {
      throw ApiError.conflict(
        'materials.inUse',
        { product: using.name, count: using.count },
        { productName: using.name, productCount: using.count },
      )
    }
    await trx.deleteFrom('material').where('party_id', '=', partyId).where('id', '=', materialId).execute()
  })
}
