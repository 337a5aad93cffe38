// The marketing writes: a promotion or a limit-purchase rule saved (created, or changed while
// not started; its products checked and the merchant's promotions locked so no product runs two
// at once), a promotion stopped or deleted.

import { type Insertable, sql } from 'kysely'
import type { LimitPurchaseValues, PromotionValues } from '../../contract/marketing.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import { isPostgres } from '../db/migrations/dialect-ddl.ts'
import type { Database, Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { KINDS_OF, NOT_FOUND, type PromotionGroup, stateOf } from './promotion-state.ts'
import { PROMOTION_COLUMNS, ownPromotions } from './promotion-tabs.ts'
import { findRecord } from './promotions.repository.ts'

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0]

/** Saves of one merchant run one at a time (PostgreSQL; SQLite's write transactions already do). */
async function lockMerchant(trx: Trx, partyId: string): Promise<void> {
  if (isPostgres(trx)) await sql`select id from party where id = ${partyId} for update`.execute(trx)
}

/** The products of the caller, by id; a foreign or deleted one is refused at its row. */
async function ownProducts(trx: Trx, partyId: string, ids: number[], field: (i: number) => string) {
  const rows = await trx
    .selectFrom('product')
    .select(['id', 'name', 'min_price'])
    .where('party_id', '=', partyId)
    .where('is_deleted', '=', 0)
    .where('id', 'in', ids)
    .execute()
  const byId = new Map(rows.map((r) => [Number(r.id), r]))
  ids.forEach((id, i) => {
    if (!byId.has(id)) throw ApiError.invalidInput(field(i), 'notFound')
  })
  return byId
}

/**
 * Refuses a promotion of `group` sharing a product with another not-ended, not-stopped one of
 * the same group whose window intersects [startAt, endAt): field `products`, a message naming
 * the product and the other promotion.
 */
async function assertNoOverlap(
  trx: Trx,
  partyId: string,
  group: PromotionGroup,
  self: number | undefined,
  window: { startAt: string; endAt: string },
  productIds: number[],
  now: string,
): Promise<void> {
  const clash = await trx
    .selectFrom('promotion')
    .innerJoin('promotion_product as pp', 'pp.promotion_id', 'promotion.id')
    .innerJoin('product as p', 'p.id', 'pp.product_id')
    .select(['promotion.name as other', 'p.name as product'])
    .where('promotion.party_id', '=', partyId)
    .where('promotion.kind', 'in', [...KINDS_OF[group]])
    .where('promotion.status', 'in', ['ACTIVE', 'DRAFT'])
    .where('promotion.end_at', '>', now)
    .where('promotion.start_at', '<', window.endAt)
    .where('promotion.end_at', '>', window.startAt)
    .where('pp.product_id', 'in', productIds)
    .where((eb) => (self === undefined ? eb.lit(true) : eb('promotion.id', '!=', self)))
    .orderBy('promotion.id')
    .orderBy('pp.id')
    .executeTakeFirst()
  if (clash) {
    throw new ApiError(
      ResultCode.invalidInput,
      group === 'PRICE' ? 'marketing.overlap' : 'marketing.limitOverlap',
      { product: clash.product, other: clash.other },
      { field: 'products', reason: 'overlap' },
    )
  }
}

/**
 * Inserts a new promotion row (ACTIVE) or updates the one being edited, whose products are
 * then written afresh by the caller: the one write shared by promotions and purchase limits.
 */
async function writePromotionRow(
  trx: Trx,
  partyId: string,
  self: number | undefined,
  values: Omit<Insertable<Database['promotion']>, 'party_id' | 'status' | 'created_at'>,
  now: string,
): Promise<number> {
  if (self === undefined) {
    const row = await trx
      .insertInto('promotion')
      .values({ ...values, party_id: partyId, status: 'ACTIVE', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  }
  await trx
    .updateTable('promotion')
    .set(values)
    .where('id', '=', self)
    .where('party_id', '=', partyId)
    .execute()
  await trx
    .deleteFrom('promotion_product')
    .where('promotion_id', '=', self)
    .where('party_id', '=', partyId)
    .execute()
  return self
}

/** A promotion being changed must exist in the group and not have started. */
async function editable(trx: Trx, partyId: string, id: number, group: PromotionGroup, now: string) {
  const record = await ownPromotions(trx, partyId, group)
    .where('promotion.id', '=', id)
    .select(PROMOTION_COLUMNS)
    .executeTakeFirst()
  if (!record) throw ApiError.notFound(NOT_FOUND)
  if (stateOf(record.status, record.start_at, record.end_at, now) !== 'NOT_STARTED')
    throw ApiError.conflict('marketing.notEditable')
  return record
}

function checkWindow(
  window: { startAt: string; endAt: string },
  now: string,
): { startAt: string; endAt: string } {
  const startAt = new Date(window.startAt).toISOString()
  const endAt = new Date(window.endAt).toISOString()
  if (endAt <= now) throw ApiError.invalidInput('endAt', 'inThePast')
  return { startAt, endAt }
}

export async function savePromotion(
  db: Db,
  partyId: string,
  input: PromotionValues,
  now: string,
): Promise<number> {
  const window = checkWindow(input, now)
  const productIds = input.products.map((p) => Number(p.productId))
  return db.transaction().execute(async (trx) => {
    await lockMerchant(trx, partyId)
    const self = input.id === undefined ? undefined : Number(input.id)
    if (self !== undefined) await editable(trx, partyId, self, 'PRICE', now)
    const products = await ownProducts(trx, partyId, productIds, (i) => `products.${i}.productId`)
    if (input.kind === 'SPECIAL_PRICE') {
      input.products.forEach((p, i) => {
        const min = Number(products.get(Number(p.productId))?.min_price ?? 0)
        if (p.promoPrice !== null && min > 0 && p.promoPrice >= min)
          throw ApiError.invalidInput(`products.${i}.promoPrice`, 'notBelowPrice')
      })
    }
    await assertNoOverlap(trx, partyId, 'PRICE', self, window, productIds, now)
    const values = {
      name: input.name,
      kind: input.kind,
      start_at: window.startAt,
      end_at: window.endAt,
      threshold_amount: input.kind === 'FULL_REDUCTION' ? (input.thresholdAmount ?? 0) : 0,
      reduce_amount: input.kind === 'FULL_REDUCTION' ? (input.reduceAmount ?? 0) : 0,
      discount_permille: input.kind === 'DISCOUNT' ? (input.discountPermille ?? 1000) : 1000,
      description: input.description,
      updated_at: now,
    }
    const id = await writePromotionRow(trx, partyId, self, values, now)
    await trx
      .insertInto('promotion_product')
      .values(
        input.products.map((p) => ({
          party_id: partyId,
          promotion_id: id,
          product_id: Number(p.productId),
          promo_price: input.kind === 'SPECIAL_PRICE' ? p.promoPrice : null,
        })),
      )
      .execute()
    return id
  })
}

/** Ends a running or not-started promotion (or rule) now: it shows as stopped. */
export async function stopPromotion(
  db: Db,
  partyId: string,
  id: number,
  group: PromotionGroup,
  now: string,
): Promise<void> {
  const record = await findRecord(db, partyId, id, group)
  if (!record) throw ApiError.notFound(NOT_FOUND)
  const state = stateOf(record.status, record.start_at, record.end_at, now)
  if (state !== 'RUNNING' && state !== 'NOT_STARTED') throw ApiError.conflict('marketing.notStoppable')
  await db
    .updateTable('promotion')
    .set({ status: 'CANCELLED', updated_at: now })
    .where('id', '=', id)
    .where('party_id', '=', partyId)
    .execute()
}

/** Deletes a promotion (or rule) that has not started, with its products. */
export async function deletePromotion(
  db: Db,
  partyId: string,
  id: number,
  group: PromotionGroup,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const record = await ownPromotions(trx, partyId, group)
      .where('promotion.id', '=', id)
      .select(PROMOTION_COLUMNS)
      .executeTakeFirst()
    if (!record) throw ApiError.notFound(NOT_FOUND)
    if (stateOf(record.status, record.start_at, record.end_at, now) !== 'NOT_STARTED')
      throw ApiError.conflict('marketing.notDeletable')
    await trx
      .deleteFrom('promotion_product')
      .where('promotion_id', '=', id)
      .where('party_id', '=', partyId)
      .execute()
    await trx.deleteFrom('promotion').where('id', '=', id).where('party_id', '=', partyId).execute()
  })
}

export async function saveLimitRule(
  db: Db,
  partyId: string,
  input: LimitPurchaseValues,
  now: string,
): Promise<number> {
  const window = checkWindow(input, now)
  const productId = Number(input.productId)
  return db.transaction().execute(async (trx) => {
    await lockMerchant(trx, partyId)
    const self = input.id === undefined ? undefined : Number(input.id)
    if (self !== undefined) await editable(trx, partyId, self, 'LIMIT', now)
    await ownProducts(trx, partyId, [productId], () => 'productId')
    await assertNoOverlap(trx, partyId, 'LIMIT', self, window, [productId], now)
    const values = {
      name: input.name,
      kind: 'LIMIT_PURCHASE',
      start_at: window.startAt,
      end_at: window.endAt,
      per_buyer_limit: input.perBuyerLimit,
      updated_at: now,
    }
    const id = await writePromotionRow(trx, partyId, self, values, now)
    await trx
      .insertInto('promotion_product')
      .values({ party_id: partyId, promotion_id: id, product_id: productId, limit_quantity: 0 })
      .execute()
    return id
  })
}
