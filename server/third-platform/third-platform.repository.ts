// Data access for the third-party platform: the ERP list, the caller's merchant's connection
// parameters (secrets sealed before they are stored, never read back in clear) and the
// products synced from the platform. Everything is scoped by the caller's party_id.
import type { Page } from '../../contract/paging.schema.ts'
import type {
  ErpNameList,
  ErpParameters,
  PlatformProductDetail,
  PlatformProductRow,
} from '../../contract/third-platform.schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { sql } from 'kysely'
import { isSealed, sealSecret } from './secret-box.ts'

interface SpecEntry {
  key: string
  secret: boolean
}

function specOf(text: string): SpecEntry[] {
  const parsed = JSON.parse(text || '[]') as { key: string; secret: number | boolean }[]
  return parsed.map((p) => ({ key: p.key, secret: Boolean(p.secret) }))
}

function storedOf(text: string | undefined): Record<string, string> {
  if (!text) return {}
  const parsed = JSON.parse(text) as Record<string, unknown>
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : '']))
}

async function findPlatform(db: Db, erpInfoId: string) {
  const platform = await db
    .selectFrom('erp_platform')
    .select(['id', 'name', 'parameter_spec'])
    .where('id', '=', erpInfoId)
    .where('enabled', '=', 1)
    .executeTakeFirst()
  if (!platform) throw ApiError.notFound('thirdPlatform.noSuchErp')
  return platform
}

export async function erpNameList(db: Db, partyId: string): Promise<ErpNameList> {
  const [party, platforms, saved] = await Promise.all([
    db.selectFrom('party').select('erp_info_id').where('id', '=', partyId).executeTakeFirst(),
    db
      .selectFrom('erp_platform')
      .select(['id', 'name', 'logo_url'])
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('party_erp_parameter').select('erp_info_id').where('party_id', '=', partyId).execute(),
  ])
  const configured = new Set(saved.map((s) => s.erp_info_id))
  return {
    current: party?.erp_info_id || '0',
    list: platforms.map((p) => ({
      erpInfoId: p.id,
      name: p.name,
      logoUrl: p.logo_url,
      configured: configured.has(p.id),
    })),
  }
}

/** The caller's parameters for one ERP: plain values as stored, secrets as "set or not" only. */
export async function erpParameters(db: Db, partyId: string, erpInfoId: string): Promise<ErpParameters> {
  const platform = await findPlatform(db, erpInfoId)
  const row = await db
    .selectFrom('party_erp_parameter')
    .select(['parameters', 'enabled', 'last_sync_at', 'updated_at'])
    .where('party_id', '=', partyId)
    .where('erp_info_id', '=', erpInfoId)
    .executeTakeFirst()
  const stored = storedOf(row?.parameters)
  return {
    erpInfoId: platform.id,
    name: platform.name,
    enabled: row ? Boolean(row.enabled) : false,
    fields: specOf(platform.parameter_spec).map(({ key, secret }) => {
      const value = stored[key] ?? ''
      return { key, secret, value: secret ? '' : value, isSet: value !== '' }
    }),
    lastSyncAt: row?.last_sync_at ?? null,
    updatedAt: row?.updated_at ?? null,
  }
}

/**
 * Saves the caller's parameters for one ERP and makes it the merchant's chosen ERP. Every plain
 * parameter is required; a secret left out or '' keeps the stored one (required when none is
 * stored); a new secret is sealed before it is written. A key the ERP does not have is refused.
 */
export async function saveErpParameters(
  db: Db,
  partyId: string,
  input: { erpInfoId: string; parameters: Record<string, string>; enabled: number },
  passphrase: string,
  nowIso: string,
): Promise<void> {
  const platform = await findPlatform(db, input.erpInfoId)
  const spec = specOf(platform.parameter_spec)
  const unknown = Object.keys(input.parameters).find((k) => !spec.some((s) => s.key === k))
  if (unknown !== undefined) throw ApiError.invalidInput(`parameters.${unknown}`, 'unknownParameter')
  const existing = await db
    .selectFrom('party_erp_parameter')
    .select('parameters')
    .where('party_id', '=', partyId)
    .where('erp_info_id', '=', input.erpInfoId)
    .executeTakeFirst()
  const stored = storedOf(existing?.parameters)
  const next: Record<string, string> = {}
  for (const { key, secret } of spec) {
    const given = input.parameters[key] ?? ''
    if (secret) {
      if (given !== '') next[key] = await sealSecret(given, passphrase)
      else if (stored[key])
        next[key] = isSealed(stored[key]) ? stored[key] : await sealSecret(stored[key], passphrase)
      else throw ApiError.invalidInput(`parameters.${key}`, 'required')
    } else {
      if (given === '') throw ApiError.invalidInput(`parameters.${key}`, 'required')
      next[key] = given
    }
  }
  const parameters = JSON.stringify(next)
  await db.transaction().execute(async (trx) => {
    if (existing) {
      await trx
        .updateTable('party_erp_parameter')
        .set({ parameters, enabled: input.enabled, updated_at: nowIso })
        .where('party_id', '=', partyId)
        .where('erp_info_id', '=', input.erpInfoId)
        .execute()
    } else {
      await trx
        .insertInto('party_erp_parameter')
        .values({
          party_id: partyId,
          erp_info_id: input.erpInfoId,
          parameters,
          enabled: input.enabled,
          last_sync_at: null,
          updated_at: nowIso,
        })
        .execute()
    }
    await trx.updateTable('party').set({ erp_info_id: input.erpInfoId }).where('id', '=', partyId).execute()
  })
}

const PRODUCT_COLUMNS = [
  'platform_product.id',
  'platform_product.erp_info_id',
  'erp_platform.name as erp_name',
  'platform_product.external_id',
  'platform_product.name',
  'platform_product.sku_code',
  'platform_product.bar_code',
  'platform_product.price',
  'platform_product.stock',
  'platform_product.image_url',
  'platform_product.product_id',
  'platform_product.synced_at',
] as const

interface ProductRow {
  id: number
  erp_info_id: string
  erp_name: string
  external_id: string
  name: string
  sku_code: string
  bar_code: string
  price: number
  stock: number
  image_url: string
  product_id: number | null
  synced_at: string
}

function toProduct(r: ProductRow): PlatformProductRow {
  return {
    id: Number(r.id),
    erpInfoId: r.erp_info_id,
    erpName: r.erp_name,
    externalId: r.external_id,
    name: r.name,
    skuCode: r.sku_code,
    barCode: r.bar_code,
    price: Number(r.price),
    stock: Number(r.stock),
    imageUrl: r.image_url,
    productId: r.product_id === null ? null : Number(r.product_id),
    syncedAt: r.synced_at,
  }
}

function ownProducts(db: Db, partyId: string) {
  return db
    .selectFrom('platform_product')
    .innerJoin('erp_platform', 'erp_platform.id', 'platform_product.erp_info_id')
    .where('platform_product.party_id', '=', partyId)
}

export function listPlatformProducts(
  db: Db,
  partyId: string,
  filter: { keyword?: string | undefined },
  page: PageParams,
): Promise<Page<PlatformProductRow>> {
  let query = ownProducts(db, partyId).select(PRODUCT_COLUMNS)
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword)
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(platform_product.name)`, 'like', pattern),
        eb(sql<string>`lower(platform_product.sku_code)`, 'like', pattern),
        eb(sql<string>`lower(platform_product.external_id)`, 'like', pattern),
      ]),
    )
  }
  return paginate(query, page, {
    sortable: {
      syncedAt: 'platform_product.synced_at',
      name: 'platform_product.name',
      price: 'platform_product.price',
      stock: 'platform_product.stock',
    },
    defaultSort: { field: 'syncedAt', order: 'desc' },
    tieBreaker: 'platform_product.id',
    map: toProduct,
  })
}

export async function findPlatformProduct(
  db: Db,
  partyId: string,
  id: number,
): Promise<PlatformProductDetail | undefined> {
  const row = await ownProducts(db, partyId)
    .leftJoin('product', (join) =>
      join.onRef('product.id', '=', 'platform_product.product_id').on('product.party_id', '=', partyId),
    )
    .select([...PRODUCT_COLUMNS, 'product.name as product_name'])
    .where('platform_product.id', '=', id)
    .executeTakeFirst()
  return row ? { ...toProduct(row), productName: row.product_name ?? '' } : undefined
}
