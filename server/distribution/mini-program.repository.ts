// Mini-program settings of one supplier: the pop-up dialog (mp_dialog_setting), its
// activities (activity with channel MINI_PROGRAM, activity_product) and the statistics
// subscribe-message switch (mp_subscribe_setting, message_type STATISTICS).
import type {
  ActivityStatus,
  ActivityValues,
  MpActivityDetail,
  MpActivityProductRow,
  MpActivityRow,
  MpDialogSetting,
} from '../../contract/distribution-setup.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { lockTenant } from '../shared/tenant-lock.ts'

const CHANNEL = 'MINI_PROGRAM'
const STATISTICS = 'STATISTICS'

export async function findDialogSetting(db: Db, partyId: string): Promise<MpDialogSetting> {
  const row = await db
    .selectFrom('mp_dialog_setting')
    .selectAll()
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  if (!row) {
    return {
      enabled: 0,
      imageUrl: '',
      linkType: 'NONE',
      linkValue: '',
      frequency: 'ONCE',
      startAt: null,
      endAt: null,
      updatedAt: null,
    }
  }
  return {
    enabled: row.enabled === 1 ? 1 : 0,
    imageUrl: row.image_url,
    linkType: row.link_type as MpDialogSetting['linkType'],
    linkValue: row.link_value,
    frequency: row.frequency as MpDialogSetting['frequency'],
    startAt: row.start_at,
    endAt: row.end_at,
    updatedAt: row.updated_at,
  }
}

export async function saveDialogSetting(
  db: Db,
  partyId: string,
  v: Omit<MpDialogSetting, 'updatedAt'>,
  nowIso: string,
): Promise<void> {
  const values = {
    enabled: v.enabled,
    image_url: v.imageUrl,
    link_type: v.linkType,
    link_value: v.linkValue,
    frequency: v.frequency,
    start_at: v.startAt,
    end_at: v.endAt,
    updated_at: nowIso,
  }
  await db
    .insertInto('mp_dialog_setting')
    .values({ party_id: partyId, ...values })
    .onConflict((oc) => oc.column('party_id').doUpdateSet(values))
    .execute()
}

export async function isOwnActivity(db: Db, partyId: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('activity')
    .select('id')
    .where('party_id', '=', partyId)
    .where('channel', '=', CHANNEL)
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}

export async function ownProductIds(db: Db, partyId: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('product')
    .select('id')
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .where('id', 'in', ids)
    .execute()
  return new Set(rows.map((r) => r.id))
}

export async function listActivities(
  db: Db,
  partyId: string,
  p: PageParams & { keyword?: string | undefined; status?: ActivityStatus | undefined },
): Promise<Page<MpActivityRow>> {
  let q = db
    .selectFrom('activity as a')
    .where('a.party_id', '=', partyId)
    .where('a.channel', '=', CHANNEL)
    .select((eb) => [
      'a.id',
      'a.title',
      'a.cover_url',
      'a.status',
      'a.sort',
      'a.start_at',
      'a.end_at',
      'a.created_at',
      eb
        .selectFrom('activity_product as ap')
        .select(eb.fn.countAll().as('n'))
        .whereRef('ap.activity_id', '=', 'a.id')
        .where('ap.party_id', '=', partyId)
        .as('product_count'),
    ])
  if (p.status) q = q.where('a.status', '=', p.status)
  if (p.keyword) q = q.where('a.title', 'like', `%${p.keyword}%`)
  return paginate(q, p, {
    sortable: { sort: 'a.sort', createdAt: 'a.created_at', title: 'a.title' },
    defaultSort: { field: 'sort', order: 'asc' },
    tieBreaker: 'a.id',
    map: (r) => ({
      id: String(r.id),
      title: r.title,
      coverUrl: r.cover_url,
      status: r.status,
      sort: r.sort,
      startAt: r.start_at,
      endAt: r.end_at,
      productCount: Number(r.product_count ?? 0),
      createdAt: r.created_at,
    }),
  })
}

/**
 * `ids` in their new order: they swap among the places they held, everything else stays
 * where it is (moving a row up is `[that row, the row above]`). They must be this
 * merchant's mini-program activities.
 */
export async function sortActivities(db: Db, partyId: string, ids: number[], nowIso: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const all = await trx
      .selectFrom('activity')
      .select(['id', 'sort'])
      .where('party_id', '=', partyId)
      .where('channel', '=', CHANNEL)
      .orderBy('sort')
      .orderBy('id')
      .execute()
    const order = all.map((r) => r.id)
    const slots = ids.map((id) => order.indexOf(id))
    if (slots.some((i) => i < 0)) throw ApiError.notFound('miniProgram.noSuchActivity')
    slots.sort((a, b) => a - b)
    slots.forEach((slot, k) => {
      order[slot] = ids[k] as number
    })
    for (const [i, id] of order.entries()) {
      const sort = (i + 1) * 10
      if (all.find((r) => r.id === id)?.sort === sort) continue
      await trx
        .updateTable('activity')
        .set({ sort, updated_at: nowIso })
        .where('party_id', '=', partyId)
        .where('id', '=', id)
        .execute()
    }
  })
}

export async function removeActivity(db: Db, partyId: string, id: number): Promise<void> {
  const res = await db
    .deleteFrom('activity')
    .where('party_id', '=', partyId)
    .where('channel', '=', CHANNEL)
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(res.numDeletedRows) === 0) throw ApiError.notFound('miniProgram.noSuchActivity')
}

export async function setActivityStatus(
  db: Db,
  partyId: string,
  id: number,
  status: ActivityStatus,
  nowIso: string,
): Promise<void> {
  const res = await db
    .updateTable('activity')
    .set({ status, updated_at: nowIso })
    .where('party_id', '=', partyId)
    .where('channel', '=', CHANNEL)
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) === 0) throw ApiError.notFound('miniProgram.noSuchActivity')
}

export async function findActivity(db: Db, partyId: string, id: number): Promise<MpActivityDetail> {
  const r = await db
    .selectFrom('activity')
    .selectAll()
    .where('party_id', '=', partyId)
    .where('channel', '=', CHANNEL)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!r) throw ApiError.notFound('miniProgram.noSuchActivity')
  return {
    id: String(r.id),
    title: r.title,
    coverUrl: r.cover_url,
    description: r.description,
    status: r.status,
    sort: r.sort,
    startAt: r.start_at,
    endAt: r.end_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}

/** Creates (no id) or replaces an activity with its products, in one transaction. */
export async function saveActivity(
  db: Db,
  partyId: string,
  v: ActivityValues,
  nowIso: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const own = await ownProductIds(
      trx,
      partyId,
      v.products.map((p) => p.productId),
    )
    v.products.forEach((p, i) => {
      if (!own.has(p.productId)) throw ApiError.invalidInput(`products.${i}.productId`, 'notFound')
    })
    const fields = {
      title: v.title,
      cover_url: v.coverUrl,
      description: v.description,
      start_at: v.startAt,
      end_at: v.endAt,
      updated_at: nowIso,
    }
    let id: number
    if (v.id !== undefined) {
      const res = await trx
        .updateTable('activity')
        .set(fields)
        .where('party_id', '=', partyId)
        .where('channel', '=', CHANNEL)
        .where('id', '=', v.id)
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) === 0) throw ApiError.notFound('miniProgram.noSuchActivity')
      id = v.id
      await trx
        .deleteFrom('activity_product')
        .where('party_id', '=', partyId)
        .where('activity_id', '=', id)
        .execute()
    } else {
      const last = await trx
        .selectFrom('activity')
        .select((eb) => eb.fn.max('sort').as('m'))
        .where('party_id', '=', partyId)
        .where('channel', '=', CHANNEL)
        .executeTakeFirst()
      const created = await trx
        .insertInto('activity')
        .values({
          party_id: partyId,
          channel: CHANNEL,
          status: 'DISABLED',
          sort: Number(last?.m ?? 0) + 10,
          created_at: nowIso,
          ...fields,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = created.id
    }
    if (v.products.length) {
      await trx
        .insertInto('activity_product')
        .values(
          v.products.map((p, i) => ({
            activity_id: id,
            product_id: p.productId,
            party_id: partyId,
            activity_price: p.activityPrice,
            sort: i + 1,
          })),
        )
        .execute()
    }
    return id
  })
}

export async function listActivityProducts(
  db: Db,
  partyId: string,
  activityId: number,
  p: PageParams,
): Promise<Page<MpActivityProductRow>> {
  if (!(await isOwnActivity(db, partyId, activityId))) throw ApiError.notFound('miniProgram.noSuchActivity')
  const q = db
    .selectFrom('activity_product as ap')
    .innerJoin('product as p', 'p.id', 'ap.product_id')
    .where('ap.party_id', '=', partyId)
    .where('ap.activity_id', '=', activityId)
    .select([
      'ap.product_id',
      'p.product_no',
      'p.name',
      'p.main_image_url',
      'p.min_price',
      'ap.activity_price',
      'p.total_stock',
      'ap.sort',
    ])
  return paginate(q, p, {
    sortable: { sort: 'ap.sort', name: 'p.name' },
    defaultSort: { field: 'sort', order: 'asc' },
    tieBreaker: 'ap.product_id',
    map: (r) => ({
      productId: String(r.product_id),
      productNo: r.product_no,
      name: r.name,
      mainImageUrl: r.main_image_url,
      minPrice: r.min_price,
      activityPrice: r.activity_price,
      stock: r.total_stock,
      sort: r.sort,
    }),
  })
}

async function countActivityProducts(db: Db, partyId: string, activityId: number): Promise<number> {
  const row = await db
    .selectFrom('activity_product')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('party_id', '=', partyId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * Puts products into an activity after its last one, in one transaction. Products already
 * in it keep their place and price; each new one must be the merchant's; the activity holds
 * at most `max` products. Answers the new product count.
 */
export async function addActivityProducts(
  db: Db,
  partyId: string,
  activityId: number,
  products: { productId: number; activityPrice: number | null }[],
  max: number,
  nowIso: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockTenant(trx, partyId)
    if (!(await isOwnActivity(trx, partyId, activityId)))
      throw ApiError.notFound('miniProgram.noSuchActivity')
    const own = await ownProductIds(
      trx,
      partyId,
      products.map((p) => p.productId),
    )
    products.forEach((p, i) => {
      if (!own.has(p.productId)) throw ApiError.invalidInput(`products.${i}.productId`, 'notFound')
    })
    const present = await trx
      .selectFrom('activity_product')
      .select(['product_id', 'sort'])
      .where('party_id', '=', partyId)
      .where('activity_id', '=', activityId)
      .execute()
    const have = new Set(present.map((r) => r.product_id))
    const fresh = products.filter((p) => !have.has(p.productId))
    if (present.length + fresh.length > max) throw ApiError.invalidInput('products', 'tooMany', { max })
    if (fresh.length === 0) return present.length
    const last = present.reduce((m, r) => Math.max(m, r.sort), 0)
    await trx
      .insertInto('activity_product')
      .values(
        fresh.map((p, i) => ({
          activity_id: activityId,
          product_id: p.productId,
          party_id: partyId,
          activity_price: p.activityPrice,
          sort: last + i + 1,
        })),
      )
      .execute()
    await trx
      .updateTable('activity')
      .set({ updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', '=', activityId)
      .execute()
    return present.length + fresh.length
  })
}

/** Takes products out of an activity; each must be in it. Answers the new product count. */
export async function removeActivityProducts(
  db: Db,
  partyId: string,
  activityId: number,
  productIds: number[],
  nowIso: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await isOwnActivity(trx, partyId, activityId)))
      throw ApiError.notFound('miniProgram.noSuchActivity')
    const res = await trx
      .deleteFrom('activity_product')
      .where('party_id', '=', partyId)
      .where('activity_id', '=', activityId)
      .where('product_id', 'in', productIds)
      .executeTakeFirst()
    if (Number(res.numDeletedRows) !== productIds.length) {
      throw ApiError.invalidInput('productIds', 'notFound')
    }
    await trx
      .updateTable('activity')
      .set({ updated_at: nowIso })
      .where('party_id', '=', partyId)
      .where('id', '=', activityId)
      .execute()
    return countActivityProducts(trx, partyId, activityId)
  })
}

export async function findStatisticsSubscribe(db: Db, partyId: string): Promise<0 | 1> {
  const row = await db
    .selectFrom('mp_subscribe_setting')
    .select('enabled')
    .where('party_id', '=', partyId)
    .where('message_type', '=', STATISTICS)
    .executeTakeFirst()
  return row?.enabled === 1 ? 1 : 0
}

export async function saveStatisticsSubscribe(
  db: Db,
  partyId: string,
  enabled: 0 | 1,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('mp_subscribe_setting')
    .values({ party_id: partyId, message_type: STATISTICS, enabled, updated_at: nowIso })
    .onConflict((oc) => oc.columns(['party_id', 'message_type']).doUpdateSet({ enabled, updated_at: nowIso }))
    .execute()
}
