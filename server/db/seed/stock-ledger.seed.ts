// The stock ledger of the demo world (issue 29), written last from what the other modules made:
// the movements the seeded orders and after-sales imply, so that every SKU's ledger sums to its
// stock and its reserved quantity equals what its open orders have not shipped yet.
//
// Per SKU, in time order: an OPENING_BALANCE (on hand before the seeded history: today's stock
// plus what shipped minus what came back), then each order line's ORDER_RESERVED at the order's
// creation, each shipment line's SHIPPED, a cancelled or closed order's RESERVATION_RELEASED of
// what it had not shipped, a received return's RETURNED and an exchange's RETURNED + SHIPPED.
// product_sku.stock is left as the products module made it; product_sku.reserved is set from the
// ledger. Seeded orders were placed without the ledger's check, so a few SKUs hold more than
// they have (available < 0), as a shop that oversold before it had a ledger would.
//
// One INSERT … SELECT (the balances after each movement are window sums), the same on SQLite,
// sql.js and PostgreSQL: the large seed's 300,000 movements would take three times as long as
// rows built here and inserted in batches. Ids follow the ORDER BY, so they rise with time and
// every engine gives the same rows. No domain events: the seed is history, not changes for
// consumers to apply.
import { sql } from 'kysely'
import type { SeedContext } from './seed-context.ts'

export async function seedStockLedger(ctx: SeedContext): Promise<void> {
  await sql`insert into stock_movement (party_id, sku_id, product_id, kind, quantity, reserved_change,
      on_hand_after, reserved_after, source_type, source_id, source_no, reason, actor, event_id, created_at)
    with lines as (
      select l.id as line_id, l.party_id, l.sku_id, l.order_id, l.quantity, l.shipped_quantity,
        o.order_no, o.status, o.created_at, coalesce(o.cancelled_at, o.updated_at) as closed_at
      from sales_order_line l
        join sales_order o on o.id = l.order_id and o.party_id = l.party_id
      where l.sku_id is not null
    ),
    returned as (
      select l.party_id, l.sku_id, a.id, a.after_sale_no, a.quantity, h.event, h.user_login_id, h.created_at
      from after_sale a
        join status_history h on h.party_id = a.party_id and h.subject_type = 'AFTER_SALE'
          and h.subject_id = a.id and h.event in ('afterSale.received', 'afterSale.exchangeShipped')
        join lines l on l.line_id = a.order_line_id
      where a.quantity > 0
    ),
    moves as (
      select party_id, sku_id, 'ORDER_RESERVED' as kind, 0 as quantity, quantity as reserved_change,
        'ORDER' as source_type, order_id as source_id, order_no as source_no,
        cast(null as varchar(32)) as actor, created_at as at, 1 as k, line_id as n, 0 as n2
      from lines
      union all
      select party_id, sku_id, 'RESERVATION_RELEASED', 0, shipped_quantity - quantity,
        'ORDER', order_id, order_no, null, closed_at, 2, line_id, 0
      from lines
      where status in ('CANCELLED', 'CLOSED') and quantity > shipped_quantity
      union all
      select l.party_id, l.sku_id, 'SHIPPED', -sl.quantity, -sl.quantity,
        'ORDER', l.order_id, l.order_no, s.shipped_by, s.shipped_at, 3, sl.shipment_id, l.line_id
      from shipment_line sl
        join shipment s on s.id = sl.shipment_id and s.party_id = sl.party_id
        join lines l on l.line_id = sl.order_line_id
      union all
      select party_id, sku_id, 'RETURNED', quantity, 0,
        'AFTER_SALE', id, after_sale_no, user_login_id, created_at, 4, id, 0
      from returned
      union all
      select party_id, sku_id, 'SHIPPED', -quantity, 0,
        'AFTER_SALE', id, after_sale_no, user_login_id, created_at, 5, id, 0
      from returned
      where event = 'afterSale.exchangeShipped'
    ),
    history as (
      select sku_id, sum(quantity) as on_hand, min(at) as first_at from moves group by sku_id
    ),
    opening as (
      select s.party_id, s.id as sku_id, 'OPENING_BALANCE' as kind,
        s.stock - coalesce(h.on_hand, 0) as quantity, 0 as reserved_change,
        'OPENING' as source_type, cast(null as integer) as source_id, '' as source_no,
        cast(null as varchar(32)) as actor,
        case when h.first_at < s.created_at then h.first_at else s.created_at end as at,
        0 as k, s.id as n, 0 as n2
      from product_sku s
        left join history h on h.sku_id = s.id
    ),
    everything as (
      select * from opening
      union all
      select * from moves
    )
    select e.party_id, e.sku_id, s.product_id, e.kind, e.quantity, e.reserved_change,
      sum(e.quantity) over w, sum(e.reserved_change) over w,
      e.source_type, e.source_id, e.source_no, '', e.actor, null, e.at
    from everything e
      join product_sku s on s.id = e.sku_id
    window w as (partition by e.sku_id order by e.at, e.k, e.n, e.n2 rows between unbounded preceding and current row)
    order by e.at, e.sku_id, e.k, e.n, e.n2`.execute(ctx.db)
  await sql`update product_sku set reserved = coalesce((select sum(m.reserved_change) from stock_movement m
      where m.party_id = product_sku.party_id and m.sku_id = product_sku.id), 0)`.execute(ctx.db)
}
