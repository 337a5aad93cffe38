// Stock, price and distribution-price imports (inventoryImport, priceImport, disPriceImport).
// The browser parses the spreadsheet and sends its rows as [line, skuCode, value]; preview
// checks every row and writes nothing; apply checks again and, only when no row has a
// problem, writes every change in one transaction (the products' denormalised min/max price
// and total stock are recomputed in it too). Rows name SKUs by code, scoped by the caller.
import { sql } from 'kysely'
import {
  type ImportKind,
  type ImportRowProblem,
  importCodeProblem,
  MAX_SKU_CODE_LENGTH,
  parseImportValue,
} from '../../contract/product-setup.constants.ts'
import type {
  ImportPreview,
  ImportResult,
  ImportRowError,
  ImportValues,
} from '../../contract/product-setup.schema.ts'
import type { Db } from '../db/schema.ts'
import { recordEvent } from '../events/domain-events.ts'
import { ApiError } from '../http/api-error.ts'
import { adjustStock } from './stock-ledger.ts'

/** Kept below both databases' limit of bound parameters per statement. */
const CHUNK = 500
const SAMPLE_ROWS = 50

type Row = readonly [number, string, string]

interface Target {
  skuId: number
  productId: number
  productName: string
  spec: string
  current: number
}

interface Checked {
  line: number
  skuCode: string
  target: Target
  next: number
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** What each SKU code of the file points at, for this kind of import. */
async function targetsOf(
  db: Db,
  partyId: string,
  kind: ImportKind,
  codes: string[],
): Promise<Map<string, Target>> {
  const found = new Map<string, Target>()
  for (const part of chunks(codes)) {
    if (kind === 'DIS_PRICE') {
      const rows = await db
        .selectFrom('product_sku as s')
        .innerJoin('product as p', 'p.id', 's.product_id')
        .innerJoin('dis_product_sku as d', (j) =>
          j.onRef('d.sku_id', '=', 's.id').on('d.party_id', '=', partyId),
        )
        .select(['s.sku_code', 's.id', 's.product_id', 'p.name', 's.spec', 'd.dis_price'])
        .where('s.party_id', '=', partyId)
        .where('p.is_deleted', '=', 0)
        .where('s.sku_code', 'in', part)
        .execute()
      for (const r of rows) {
        found.set(r.sku_code, {
          skuId: Number(r.id),
          productId: Number(r.product_id),
          productName: r.name,
          spec: r.spec,
          current: Number(r.dis_price),
        })
      }
      continue
    }
    const rows = await db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select(['s.sku_code', 's.id', 's.product_id', 'p.name', 's.spec', 's.price', 's.stock'])
      .where('s.party_id', '=', partyId)
      .where('p.is_deleted', '=', 0)
      .where('s.sku_code', 'in', part)
      .execute()
    for (const r of rows) {
      found.set(r.sku_code, {
        skuId: Number(r.id),
        productId: Number(r.product_id),
        productName: r.name,
        spec: r.spec,
        current: Number(kind === 'INVENTORY' ? r.stock : r.price),
      })
    }
  }
  return found
}

/** SKU codes that exist for the merchant but are not on distribution (a clearer problem). */
async function existingCodes(db: Db, partyId: string, codes: string[]): Promise<Set<string>> {
  const out = new Set<string>()
  for (const part of chunks(codes)) {
    const rows = await db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select('s.sku_code')
      .where('s.party_id', '=', partyId)
      .where('p.is_deleted', '=', 0)
      .where('s.sku_code', 'in', part)
      .execute()
    for (const r of rows) out.add(r.sku_code)
  }
  return out
}

async function check(
  db: Db,
  partyId: string,
  kind: ImportKind,
  rows: readonly Row[],
): Promise<{ ok: Checked[]; errors: ImportRowError[] }> {
  const codes = [
    ...new Set(rows.map((r) => r[1].trim()).filter((c) => c !== '' && c.length <= MAX_SKU_CODE_LENGTH)),
  ]
  const targets = await targetsOf(db, partyId, kind, codes)
  const missing = codes.filter((c) => !targets.has(c))
  const existing =
    kind === 'DIS_PRICE' && missing.length > 0 ? await existingCodes(db, partyId, missing) : new Set()
  const ok: Checked[] = []
  const errors: ImportRowError[] = []
  const seen = new Set<string>()
  for (const [line, rawCode, rawValue] of rows) {
    const skuCode = rawCode.trim()
    const refuse = (problem: ImportRowProblem) => errors.push({ line, skuCode, problem })
    const codeProblem = importCodeProblem(skuCode)
    if (codeProblem) {
      refuse(codeProblem)
      continue
    }
    if (seen.has(skuCode)) {
      refuse('duplicateRow')
      continue
    }
    seen.add(skuCode)
    const target = targets.get(skuCode)
    if (!target) {
      refuse(existing.has(skuCode) ? 'notOnDistribution' : 'unknownSku')
      continue
    }
    const parsed = parseImportValue(kind, rawValue)
    if ('problem' in parsed) {
      refuse(parsed.problem)
      continue
    }
    ok.push({ line, skuCode, target, next: parsed.value })
  }
  errors.sort((a, b) => a.line - b.line)
  return { ok, errors }
}

export async function previewImport(
  db: Db,
  partyId: string,
  kind: ImportKind,
  rows: readonly Row[],
): Promise<ImportPreview> {
  const { ok, errors } = await check(db, partyId, kind, rows)
  return {
    total: rows.length,
    valid: ok.length,
    errors,
    errorCount: errors.length,
    sample: ok.slice(0, SAMPLE_ROWS).map((c) => ({
      line: c.line,
      skuCode: c.skuCode,
      productName: c.target.productName,
      spec: c.target.spec,
      current: c.target.current,
      next: c.next,
    })),
  }
}

/** `update … set col = case id when … end where id in (…)`, one statement per chunk. */
async function setByCase(
  db: Db,
  table: 'product_sku' | 'dis_product_sku',
  keyColumn: 'id' | 'sku_id',
  column: 'price' | 'dis_price',
  partyId: string,
  changes: { key: number; value: number }[],
  nowIso: string,
): Promise<void> {
  for (const part of chunks(changes)) {
    const cases = sql.join(
      part.map((c) => sql`when ${c.key} then cast(${c.value} as integer)`),
      sql` `,
    )
    const touch = table === 'product_sku' ? sql`, updated_at = ${nowIso}` : sql``
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = case ${sql.ref(keyColumn)} ${cases} end${touch}
      where party_id = ${partyId} and ${sql.ref(keyColumn)} in (${sql.join(part.map((c) => c.key))})`.execute(
      db,
    )
  }
}

/**
 * An INVENTORY import sets each SKU's on hand through the stock ledger: one IMPORT movement per
 * SKU that changes, with the import's reason, all under one stock.adjusted event (the import
 * batch: the movements' source id is that event's id).
 */
export async function applyImport(
  db: Db,
  partyId: string,
  kind: ImportKind,
  rows: readonly Row[],
  nowIso: string,
  by: { actor?: string; reason?: string } = {},
): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    const { ok, errors } = await check(trx, partyId, kind, rows)
    if (errors.length > 0) {
      throw ApiError.conflict('imports.rowErrors', { count: errors.length }, { errorCount: errors.length })
    }
    const changed = ok.filter((c) => c.next !== c.target.current)
    const changes = changed.map((c) => ({ key: c.target.skuId, value: c.next }))
    if (kind === 'INVENTORY' && changes.length > 0) {
      const actor = by.actor ?? null
      const reason = by.reason ?? ''
      const eventId = await recordEvent(trx, {
        partyId,
        type: 'stock.adjusted',
        aggregateType: 'STOCK',
        aggregateId: partyId,
        payload: { kind: 'IMPORT', reason, skus: changes.map((c) => ({ skuId: c.key, onHand: c.value })) },
        actor,
        at: nowIso,
      })
      await adjustStock(
        trx,
        { partyId, actor, at: nowIso, eventId, source: { type: 'IMPORT', id: eventId }, reason },
        'IMPORT',
        changes.map((c) => ({ skuId: c.key, onHand: c.value })),
      )
    }
    if (kind === 'PRICE') await setByCase(trx, 'product_sku', 'id', 'price', partyId, changes, nowIso)
    if (kind === 'DIS_PRICE')
      await setByCase(trx, 'dis_product_sku', 'sku_id', 'dis_price', partyId, changes, nowIso)
    const productIds = [...new Set(changed.map((c) => c.target.productId))]
    for (const part of chunks(productIds)) {
      if (kind === 'DIS_PRICE') {
        await sql`update dis_product set
            min_dis_price = (select coalesce(min(d.dis_price), 0) from dis_product_sku d where d.dis_product_id = dis_product.id),
            max_dis_price = (select coalesce(max(d.dis_price), 0) from dis_product_sku d where d.dis_product_id = dis_product.id),
            updated_at = ${nowIso}
          where party_id = ${partyId} and product_id in (${sql.join(part)})`.execute(trx)
      } else {
        await sql`update product set
            min_price = (select coalesce(min(s.price), 0) from product_sku s where s.product_id = product.id),
            max_price = (select coalesce(max(s.price), 0) from product_sku s where s.product_id = product.id),
            total_stock = (select coalesce(sum(s.stock), 0) from product_sku s where s.product_id = product.id),
            updated_at = ${nowIso}
          where party_id = ${partyId} and id in (${sql.join(part)})`.execute(trx)
      }
    }
    return { updated: changed.length, unchanged: ok.length - changed.length }
  })
}

/**
 * The current value of every SKU an import kind can set (live products; DIS_PRICE: SKUs on
 * distribution), by SKU code ascending, a page after `after`: what the pre-filled template and
 * the round-trip export write, so an exported file imports back unchanged.
 */
export async function importValuesPage(
  db: Db,
  partyId: string,
  kind: ImportKind,
  after: string | undefined,
  limit: number,
): Promise<ImportValues> {
  let q = db
    .selectFrom('product_sku as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .where('s.party_id', '=', partyId)
    .where('p.is_deleted', '=', 0)
    .where('s.sku_code', '<>', '')
  if (after !== undefined) q = q.where('s.sku_code', '>', after)
  const rows =
    kind === 'DIS_PRICE'
      ? await q
          .innerJoin('dis_product_sku as d', (j) =>
            j.onRef('d.sku_id', '=', 's.id').on('d.party_id', '=', partyId),
          )
          .select(['s.sku_code', 'p.product_no', 'p.name', 's.spec', 'd.dis_price as value'])
          .orderBy('s.sku_code')
          .limit(limit + 1)
          .execute()
      : await q
          .select([
            's.sku_code',
            'p.product_no',
            'p.name',
            's.spec',
            kind === 'INVENTORY' ? 's.stock as value' : 's.price as value',
          ])
          .orderBy('s.sku_code')
          .limit(limit + 1)
          .execute()
  const page = rows.slice(0, limit)
  return {
    rows: page.map((r) => ({
      skuCode: r.sku_code,
      productNo: r.product_no,
      productName: r.name,
      spec: r.spec,
      value: Number(r.value),
    })),
    next: rows.length > limit ? (page.at(-1)?.sku_code ?? null) : null,
  }
}
