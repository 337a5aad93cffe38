// A SKU's stock history (issue 29; contract/stock.schema.ts): its movements in the ledger
// stock_movement, newest first, paged, scoped by the caller's party id: another merchant's SKU is
// not found. The SKU's stock itself and the other stock queries are in stock.repository.ts.
import { addDays, businessDayStart } from '../../contract/business-time.ts'
import type { Page } from '../../contract/paging.schema.ts'
import {
  STOCK_HISTORY_COUNT_CAP,
  type StockActorKind,
  type StockMovementKind,
} from '../../contract/stock.constants.ts'
import type { StockMovementRow } from '../../contract/stock.schema.ts'
import type { Db } from '../db/schema.ts'
import { cappedTotal, type PageParams, paginate } from '../http/paging.ts'
import { requireSkuStock } from './stock.repository.ts'

export interface HistoryFilter {
  skuId: number
  kind?: StockMovementKind | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  beforeId?: number | undefined
}

function actorKindOf(actor: string | null, ownName: string | null): StockActorKind {
  if (actor === null) return 'SYSTEM'
  return ownName === null ? 'OTHER_MERCHANT' : 'USER'
}

/**
 * A SKU's movements, newest first, paged; the count stops at STOCK_HISTORY_COUNT_CAP (the
 * answer then says `totalIsCapped`). Every statement walks the index (party_id, sku_id, id).
 */
export async function listSkuHistory(
  db: Db,
  partyId: string,
  f: HistoryFilter,
  page: PageParams,
): Promise<Page<StockMovementRow>> {
  await requireSkuStock(db, partyId, f.skuId)
  let base = db
    .selectFrom('stock_movement as m')
    .where('m.party_id', '=', partyId)
    .where('m.sku_id', '=', f.skuId)
  if (f.kind !== undefined) base = base.where('m.kind', '=', f.kind)
  if (f.startDate !== undefined) base = base.where('m.created_at', '>=', businessDayStart(f.startDate))
  if (f.endDate !== undefined) base = base.where('m.created_at', '<', businessDayStart(addDays(f.endDate, 1)))
  if (f.beforeId !== undefined) base = base.where('m.id', '<', f.beforeId)
  const counted = base.select('m.id').limit(STOCK_HISTORY_COUNT_CAP + 1)
  const rows = base
    // The actor's name when it is one of the merchant's logins (a buyer's is not ours to show).
    .leftJoin('user_login as u', (j) =>
      j.onRef('u.id', '=', 'm.actor').onRef('u.party_id', '=', 'm.party_id'),
    )
    .select([
      'm.id',
      'm.created_at',
      'm.kind',
      'm.quantity',
      'm.reserved_change',
      'm.on_hand_after',
      'm.reserved_after',
      'm.source_type',
      'm.source_id',
      'm.source_no',
      'm.reason',
      'm.actor',
      'u.display_name',
    ])
  return paginate(rows, page, {
    sortable: { at: 'm.id' },
    defaultSort: { field: 'at', order: 'desc' },
    tieBreaker: 'm.id',
    countTotal: async () => {
      const row = await db
        .selectFrom(counted.as('c'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
      return cappedTotal(Number(row?.n ?? 0), STOCK_HISTORY_COUNT_CAP)
    },
    map: (r): StockMovementRow => ({
      movementId: String(r.id),
      at: r.created_at,
      kind: r.kind,
      onHandChange: Number(r.quantity),
      reservedChange: Number(r.reserved_change),
      onHandAfter: Number(r.on_hand_after),
      reservedAfter: Number(r.reserved_after),
      sourceType: r.source_type,
      sourceId: r.source_id === null ? null : String(r.source_id),
      sourceNo: r.source_no,
      reason: r.reason,
      actorKind: actorKindOf(r.actor, r.display_name),
      actorName: r.display_name ?? '',
    }),
  })
}
