// The stock ledger's consistency check (issue 29; `npm run stock:check`): for every SKU, its on
// hand (product_sku.stock) equals the sum of its ledger's `quantity`, its reserved quantity
// equals the sum of the ledger's `reserved_change` and what its open orders have not shipped yet
// (ORDER_STATUSES_HOLDING_STOCK), and neither is negative; a SKU removed from its product has a
// ledger that sums to nothing. Reads only; one grouped pass over each table.
import { sql } from 'kysely'
import { ORDER_STATUSES_HOLDING_STOCK } from '../../contract/stock.constants.ts'
import type { Db } from '../db/schema.ts'

export type StockProblemKind =
  /** on hand differs from the sum of the ledger's on-hand changes */
  | 'onHandLedger'
  /** reserved differs from the sum of the ledger's reserved changes */
  | 'reservedLedger'
  /** reserved differs from the open orders' quantities not shipped yet */
  | 'reservedOrders'
  /** on hand or reserved below zero */
  | 'negative'
  /** a removed SKU whose ledger does not sum to zero */
  | 'removedSku'

export interface StockProblem {
  kind: StockProblemKind
  partyId: string
  skuId: number
  skuCode: string
  /** What the SKU row says (on hand or reserved), and what it should be. */
  actual: number
  expected: number
}

export interface StockCheck {
  /** SKUs checked. */
  skus: number
  problems: StockProblem[]
}

/** Checks every SKU (or one merchant's); answers the problems found, none when consistent. */
export async function checkStockConsistency(db: Db, options: { partyId?: string } = {}): Promise<StockCheck> {
  const party = options.partyId
  const mine = (column: string) => (party === undefined ? sql`true` : sql`${sql.ref(column)} = ${party}`)
  const open = sql.join([...ORDER_STATUSES_HOLDING_STOCK])
  const { rows } = await sql<{
    id: number
    party_id: string
    sku_code: string
    stock: number
    reserved: number
    ledger_on_hand: number | null
    ledger_reserved: number | null
    open_quantity: number | null
  }>`select s.id, s.party_id, s.sku_code, s.stock, s.reserved,
      m.on_hand as ledger_on_hand, m.reserved as ledger_reserved, o.quantity as open_quantity
    from product_sku s
      left join (select party_id, sku_id, sum(quantity) as on_hand, sum(reserved_change) as reserved
        from stock_movement where ${mine('party_id')} group by party_id, sku_id) m
        on m.party_id = s.party_id and m.sku_id = s.id
      left join (select l.party_id, l.sku_id, sum(l.quantity - l.shipped_quantity) as quantity
        from sales_order_line l
          join sales_order o on o.id = l.order_id and o.party_id = l.party_id
        where ${mine('l.party_id')} and l.sku_id is not null and o.status in (${open})
        group by l.party_id, l.sku_id) o
        on o.party_id = s.party_id and o.sku_id = s.id
    where ${mine('s.party_id')}
    order by s.party_id, s.id`.execute(db)
  const problems: StockProblem[] = []
  for (const r of rows) {
    const sku = { partyId: r.party_id, skuId: Number(r.id), skuCode: r.sku_code }
    const stock = Number(r.stock)
    const reserved = Number(r.reserved)
    const ledgerOnHand = Number(r.ledger_on_hand ?? 0)
    const ledgerReserved = Number(r.ledger_reserved ?? 0)
    const openQuantity = Number(r.open_quantity ?? 0)
    if (stock !== ledgerOnHand)
      problems.push({ kind: 'onHandLedger', ...sku, actual: stock, expected: ledgerOnHand })
    if (reserved !== ledgerReserved)
      problems.push({ kind: 'reservedLedger', ...sku, actual: reserved, expected: ledgerReserved })
    if (reserved !== openQuantity)
      problems.push({ kind: 'reservedOrders', ...sku, actual: reserved, expected: openQuantity })
    if (stock < 0) problems.push({ kind: 'negative', ...sku, actual: stock, expected: 0 })
    if (reserved < 0) problems.push({ kind: 'negative', ...sku, actual: reserved, expected: 0 })
  }
  const { rows: removed } = await sql<{
    party_id: string
    sku_id: number
    on_hand: number
    reserved: number
  }>`
    select m.party_id, m.sku_id, sum(m.quantity) as on_hand, sum(m.reserved_change) as reserved
    from stock_movement m
    where ${mine('m.party_id')}
      and not exists (select 1 from product_sku s where s.party_id = m.party_id and s.id = m.sku_id)
    group by m.party_id, m.sku_id
    having sum(m.quantity) <> 0 or sum(m.reserved_change) <> 0
    order by m.party_id, m.sku_id`.execute(db)
  for (const r of removed) {
    problems.push({
      kind: 'removedSku',
      partyId: r.party_id,
      skuId: Number(r.sku_id),
      skuCode: '',
      actual: Number(r.on_hand),
      expected: 0,
    })
  }
  return { skus: rows.length, problems }
}

/** One line per problem, for the command's output. */
export function describeProblem(p: StockProblem): string {
  const what = {
    onHandLedger: 'on hand differs from its ledger',
    reservedLedger: 'reserved differs from its ledger',
    reservedOrders: 'reserved differs from its open orders',
    negative: 'below zero',
    removedSku: 'removed SKU whose ledger is not zero',
  }[p.kind]
  return `${p.partyId} SKU ${p.skuId}${p.skuCode ? ` (${p.skuCode})` : ''}: ${what}: ${p.actual}, expected ${p.expected}`
}
