// Data access of the stock pages (issue 29; contract/stock.schema.ts): a SKU's stock and
// threshold, a product's SKUs, an order's stock effect per line, and the merchant's low-stock
// default (stock_setting); a SKU's movements are in stock-history.repository.ts. Every query is
// scoped by the caller's party id: another merchant's SKU, product or order is not found.
//
// One definition of low stock, used by the product list's tab, the dashboard's figure and the
// notice of server/products/stock-ledger.ts: a SKU's available (stock - reserved) at or below its
// own threshold, else the merchant's, else DEFAULT_LOW_STOCK_THRESHOLD
// (contract/stock.constants.ts).
import { type Expression, type SqlBool, sql } from 'kysely'
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  effectiveThreshold,
  isLowStock,
} from '../../contract/stock.constants.ts'
import type {
  OrderLineStockEffect,
  OrderStockEffect,
  ProductStock,
  SkuStockSummary,
  StockSettings,
} from '../../contract/stock.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'

type Reader = Pick<Db, 'selectFrom'>

// ---- the definition of low stock ----

/**
 * The threshold that applies to the SKUs of table alias `alias` (a product_sku), as SQL: its own,
 * else the merchant's setting, else the default. The setting is an uncorrelated subquery: both
 * engines evaluate it once per statement.
 */
export function thresholdSql(alias: string, partyId: string): Expression<number> {
  return sql<number>`coalesce(${sql.ref(`${alias}.low_stock_threshold`)},
    (select st.low_stock_threshold from stock_setting st where st.party_id = ${partyId}),
    ${DEFAULT_LOW_STOCK_THRESHOLD})`
}

/** True for the SKUs of alias `alias` at low stock (contract/stock.constants.ts isLowStock). */
export function lowStockSql(alias: string, partyId: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.stock`)} - ${sql.ref(`${alias}.reserved`)} <= ${thresholdSql(alias, partyId)}`
}

/** The merchant's default threshold: its setting, else DEFAULT_LOW_STOCK_THRESHOLD. */
export async function merchantThreshold(db: Reader, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('stock_setting')
    .select('low_stock_threshold')
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return effectiveThreshold(null, row ? Number(row.low_stock_threshold) : null)
}

/** SKUs of the merchant's live products at low stock (the dashboard's figure). */
export async function countLowStockSkus(db: Db, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('product_sku as s')
    .innerJoin('product as p', (j) =>
      j.onRef('p.id', '=', 's.product_id').onRef('p.party_id', '=', 's.party_id'),
    )
    .select((eb) => eb.fn.countAll().as('n'))
    .where('s.party_id', '=', partyId)
    .where('p.is_deleted', '=', 0)
    .where(lowStockSql('s', partyId))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

// ---- one SKU ----

interface SkuRow {
  id: number
  sku_code: string
  spec: string
  stock: number
  reserved: number
  low_stock_threshold: number | null
}

function summaryOf(
  s: SkuRow,
  merchant: number,
): Omit<SkuStockSummary, 'productId' | 'productNo' | 'productName' | 'mainImageUrl'> {
  const onHand = Number(s.stock)
  const reserved = Number(s.reserved)
  const own = s.low_stock_threshold === null ? null : Number(s.low_stock_threshold)
  const threshold = effectiveThreshold(own, merchant)
  return {
    skuId: String(s.id),
    skuCode: s.sku_code,
    spec: s.spec,
    onHand,
    reserved,
    available: onHand - reserved,
    ownThreshold: own,
    merchantThreshold: merchant,
    threshold,
    isLow: isLowStock(onHand - reserved, threshold),
  }
}

const SKU_COLUMNS = [
  's.id',
  's.sku_code',
  's.spec',
  's.stock',
  's.reserved',
  's.low_stock_threshold',
] as const

/** A SKU of one of the merchant's live products, with its stock; undefined when there is none. */
export async function findSkuStock(
  db: Db,
  partyId: string,
  skuId: number,
): Promise<SkuStockSummary | undefined> {
  const row = await db
    .selectFrom('product_sku as s')
    .innerJoin('product as p', (j) =>
      j.onRef('p.id', '=', 's.product_id').onRef('p.party_id', '=', 's.party_id'),
    )
    .select([...SKU_COLUMNS, 'p.id as product_id', 'p.product_no', 'p.name', 'p.main_image_url'])
    .where('s.party_id', '=', partyId)
    .where('s.id', '=', skuId)
    .where('p.is_deleted', '=', 0)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    ...summaryOf(row, await merchantThreshold(db, partyId)),
    productId: String(row.product_id),
    productNo: row.product_no,
    productName: row.name,
    mainImageUrl: row.main_image_url,
  }
}

export async function requireSkuStock(db: Db, partyId: string, skuId: number): Promise<SkuStockSummary> {
  const found = await findSkuStock(db, partyId, skuId)
  if (!found) throw ApiError.notFound('stock.noSuchSku')
  return found
}

/** Sets a SKU's own threshold (null: the merchant's applies); answers its stock. */
export async function saveSkuThreshold(
  db: Db,
  partyId: string,
  skuId: number,
  threshold: number | null,
  atIso: string,
): Promise<SkuStockSummary> {
  await requireSkuStock(db, partyId, skuId)
  await db
    .updateTable('product_sku')
    .set({ low_stock_threshold: threshold, updated_at: atIso })
    .where('party_id', '=', partyId)
    .where('id', '=', skuId)
    .execute()
  return requireSkuStock(db, partyId, skuId)
}

// ---- a product's SKUs ----

export async function findProductStock(
  db: Db,
  partyId: string,
  productId: number,
): Promise<ProductStock | undefined> {
  const product = await db
    .selectFrom('product')
    .select(['id', 'product_no', 'name'])
    .where('party_id', '=', partyId)
    .where('id', '=', productId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst()
  if (!product) return undefined
  const skus = await db
    .selectFrom('product_sku as s')
    .select([...SKU_COLUMNS])
    .where('s.party_id', '=', partyId)
    .where('s.product_id', '=', productId)
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute()
  const merchant = await merchantThreshold(db, partyId)
  return {
    productId: String(product.id),
    productNo: product.product_no,
    productName: product.name,
    skus: skus.map((s) => summaryOf(s, merchant)),
  }
}

// ---- an order's stock effect ----

/** What an order moved of each line's SKU, from the ledger; undefined when the order is not the merchant's. */
export async function findOrderStockEffect(
  db: Db,
  partyId: string,
  orderId: number,
): Promise<OrderStockEffect | undefined> {
  const order = await db
    .selectFrom('sales_order')
    .select('id')
    .where('party_id', '=', partyId)
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order) return undefined
  const lines = await db
    .selectFrom('sales_order_line')
    .select(['id', 'sku_id'])
    .where('party_id', '=', partyId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  const bySku = new Map<number, Omit<OrderLineStockEffect, 'orderLineId' | 'skuId'>>()
  const effectOf = (skuId: number) => {
    let e = bySku.get(skuId)
    if (!e) {
      e = { reserved: 0, shipped: 0, released: 0, returned: 0 }
      bySku.set(skuId, e)
    }
    return e
  }
  const moved = await db
    .selectFrom('stock_movement')
    .select((eb) => [
      'sku_id',
      'kind',
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('reserved_change').as('reserved_change'),
    ])
    .where('party_id', '=', partyId)
    .where('source_type', '=', 'ORDER')
    .where('source_id', '=', orderId)
    .groupBy(['sku_id', 'kind'])
    .execute()
  for (const m of moved) {
    const e = effectOf(Number(m.sku_id))
    if (m.kind === 'ORDER_RESERVED') e.reserved += Number(m.reserved_change)
    else if (m.kind === 'RESERVATION_RELEASED') e.released -= Number(m.reserved_change)
    else if (m.kind === 'SHIPPED') e.shipped -= Number(m.quantity)
  }
  const afterSales = await db
    .selectFrom('after_sale')
    .select('id')
    .where('party_id', '=', partyId)
    .where('order_id', '=', orderId)
    .execute()
  if (afterSales.length > 0) {
    const returned = await db
      .selectFrom('stock_movement')
      .select((eb) => ['sku_id', eb.fn.sum<number>('quantity').as('quantity')])
      .where('party_id', '=', partyId)
      .where('source_type', '=', 'AFTER_SALE')
      .where(
        'source_id',
        'in',
        afterSales.map((a) => Number(a.id)),
      )
      .where('kind', '=', 'RETURNED')
      .groupBy('sku_id')
      .execute()
    for (const r of returned) effectOf(Number(r.sku_id)).returned += Number(r.quantity)
  }
  return {
    orderId: String(order.id),
    lines: lines.map((l) => {
      const skuId = l.sku_id === null ? null : Number(l.sku_id)
      const e = skuId === null ? undefined : bySku.get(skuId)
      return {
        orderLineId: String(l.id),
        skuId: skuId === null ? null : String(skuId),
        reserved: e?.reserved ?? 0,
        shipped: e?.shipped ?? 0,
        released: e?.released ?? 0,
        returned: e?.returned ?? 0,
      }
    }),
  }
}

// ---- the merchant's settings ----

export async function getStockSettings(db: Db, partyId: string): Promise<StockSettings> {
  const row = await db
    .selectFrom('stock_setting')
    .select(['low_stock_threshold', 'updated_at'])
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return row
    ? { lowStockThreshold: Number(row.low_stock_threshold), updatedAt: row.updated_at }
    : { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD, updatedAt: null }
}

export async function saveStockSettings(
  db: Db,
  partyId: string,
  lowStockThreshold: number,
  atIso: string,
): Promise<StockSettings> {
  await db
    .insertInto('stock_setting')
    .values({ party_id: partyId, low_stock_threshold: lowStockThreshold, updated_at: atIso })
    .onConflict((oc) =>
      oc.column('party_id').doUpdateSet({ low_stock_threshold: lowStockThreshold, updated_at: atIso }),
    )
    .execute()
  return getStockSettings(db, partyId)
}
