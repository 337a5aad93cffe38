// What every seed module receives, and the helpers they share. A module is a function
// `(ctx: SeedContext) => Promise<void>`; the orchestrator (seed-demo.ts) gives each one its
// own Faker seeded from (seed, the module's fixed offset), so rows added in one module never
// change another module's rows.
import { businessStamp } from '../../../contract/business-time.ts'
import { Faker, en, zh_CN } from '@faker-js/faker'
import { type Insertable, sql } from 'kysely'
import type { PasswordHasher } from '../../security/password-hasher.ts'
import type { Database, Db } from '../schema.ts'

export interface SeedOptions {
  seed: number
  /** The instant the demo world is built at; every date is relative to it. */
  now: Date
  hasher: PasswordHasher
  /** Adds at least 100,000 orders to tradebase for performance work (`--large`). */
  large?: boolean
  /**
   * Ten times that (`--huge`, huge.seed.ts): 1,000,000 orders for tradebase, and 100,000 more
   * SKUs and members for distributionpro. Implies `large`.
   */
  huge?: boolean
}

export interface SeedContext {
  /** The transaction the whole seed runs in. */
  db: Db
  seed: number
  now: Date
  nowIso: string
  hasher: PasswordHasher
  large: boolean
  huge: boolean
  /** This module's own Faker (locale zh_CN, then en). */
  faker: Faker
  /** Explicit integer keys, shared by all modules in their fixed order (see IdAllocator). */
  ids: IdAllocator
  /** insertRows on ctx.db. */
  insert<T extends keyof Database & string>(
    table: T,
    rows: readonly Insertable<Database[T]>[],
    chunk?: number,
  ): Promise<void>
}

export type SeedModule = (ctx: SeedContext) => Promise<void>

export function moduleFaker(seed: number, offset: number): Faker {
  const faker = new Faker({ locale: [zh_CN, en] })
  faker.seed([seed, offset])
  return faker
}

/**
 * Hands out integer keys per table so parent and child rows can be written in batches
 * without reading keys back (which SQLite, sql.js and PostgreSQL would each do differently).
 * PostgreSQL's serial sequences are moved past them afterwards (syncSequences).
 */
export class IdAllocator {
  readonly #next = new Map<string, number>()
  next(table: keyof Database): number {
    const id = this.#next.get(table) ?? 1
    this.#next.set(table, id + 1)
    return id
  }
  peek(table: keyof Database): number {
    return this.#next.get(table) ?? 1
  }
}

const MINUTE = 60_000
const DAY = 86_400_000

/** An ISO timestamp `ms` before ctx.now. */
export function ago(ctx: Pick<SeedContext, 'now'>, ms: number): string {
  return new Date(ctx.now.getTime() - ms).toISOString()
}
export const minutes = (n: number) => n * MINUTE
export const hours = (n: number) => n * 60 * MINUTE
export const days = (n: number) => n * DAY

/** Adds `ms` to an ISO timestamp. */
export function plus(iso: string, ms: number): string {
  return new Date(new Date(iso).getTime() + ms).toISOString()
}

/** yyyymmdd of an ISO timestamp (business numbers). */
export function ymd(iso: string): string {
  return businessStamp(new Date(iso), 8)
}

/** A Chinese mobile number. */
export function mobile(faker: Faker): string {
  return `1${faker.helpers.arrayElement(['35', '36', '38', '39', '50', '58', '77', '86', '88', '89'])}${faker.string.numeric(8)}`
}

/**
 * Inserts rows in batches of `chunk` (one statement each). Every row of a table must carry
 * the same columns: SQLite has no DEFAULT keyword inside VALUES, so Kysely cannot fill gaps.
 */
export async function insertRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  chunk = 200,
): Promise<void> {
  if (rows.length === 0) return
  const width = Object.keys(rows[0] as object).length
  for (let i = 0; i < rows.length; i += chunk) {
    const batch = rows.slice(i, i + chunk)
    for (const row of batch) {
      if (Object.keys(row as object).length !== width) {
        throw new Error(`seed: rows of ${table} differ in their columns`)
      }
    }
    await db
      .insertInto(table)
      // biome-ignore lint/suspicious/noExplicitAny: Kysely's per-table insert types do not narrow through a generic table name
      .values(batch as any)
      .execute()
      .catch((error: unknown) => {
        throw new Error(`seed: inserting into ${table} failed: ${String(error)}`, { cause: error })
      })
  }
}

/** Tables whose key is a serial on PostgreSQL (integer `id`). */
const SERIAL_TABLES: readonly (keyof Database)[] = [
  'login_attempt',
  'product_category',
  'product_brand',
  'course',
  'upload',
  'freight_template',
  'freight_template_rule',
  'product',
  'product_sku',
  'product_image',
  'material_group',
  'material',
  'sales_order',
  'sales_order_line',
  'shipment',
  'after_sale',
  'status_history',
  'dis_rank',
  'dis_group',
  'dis_salesman',
  'dis_member',
  'dis_cooperation_application',
  'dis_product',
  'dis_product_sku',
  'activity',
  'vip_order',
  'catalogue',
  'catalogue_order',
  'catalogue_order_line',
  'promotion',
  'promotion_product',
  'statement',
  'payment',
  'billing_info',
  'bill_detail',
  'announcement',
  'announcement_click',
  'message',
  'busi_friend_apply',
  'chat_record',
  'exchange_certificate',
  'exchange_application',
  'repair_order',
  'repair_order_item',
  'project',
  'project_order',
  'project_order_line',
  'platform_product',
  'stock_movement',
]

/**
 * After explicit keys were written, moves each PostgreSQL serial past the highest key so
 * later inserts without a key do not collide. SQLite needs nothing: its rowid already does.
 */
export async function syncSequences(db: Db, isPostgres: boolean): Promise<void> {
  if (!isPostgres) return
  const calls = SERIAL_TABLES.map(
    (t) => `setval(pg_get_serial_sequence('${t}', 'id'), coalesce((select max(id) from ${t}), 0) + 1, false)`,
  )
  await sql.raw(`select ${calls.join(',\n')}`).execute(db)
}
