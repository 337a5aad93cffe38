// Money reaches the books (issue 30): the consumer of the domain events that posts bill lines,
// once per event (the outbox applies each event once per consumer; the unique index
// bill_detail_source_once makes a second posting of a document impossible as well):
// - afterSale.refunded: a negative AFTER_SALE line in the seller's trade book, naming the request;
// - order.completed: an ORDER line of the order's pay amount in the seller's trade book;
// - repair.finished: a REPAIR line of the job's total in the REPAIR book of the party that settles
//   the shop (repair_setting.settlement_party_id), the shop as counterparty.
// As the demo seed does, only documents with a counterparty merchant are booked: an order of a
// buyer without a merchant account (a storefront customer) is settled at the till, not on a
// statement. A line is unbilled until a statement takes it (createStatement).
import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { DomainEvent, EventConsumer } from '../events/domain-events.ts'

type Trx = Transaction<Database>

interface BillLine {
  partyId: string
  domain: 'TRADE' | 'REPAIR'
  counterparty: string
  sourceType: 'ORDER' | 'AFTER_SALE' | 'REPAIR'
  sourceId: number
  sourceNo: string
  amount: number
  at: string
}

async function post(trx: Trx, line: BillLine, nowIso: string): Promise<void> {
  await trx
    .insertInto('bill_detail')
    .values({
      party_id: line.partyId,
      domain: line.domain,
      counterparty_party_id: line.counterparty,
      statement_id: null,
      source_type: line.sourceType,
      source_id: line.sourceId,
      source_no: line.sourceNo,
      amount: line.amount,
      occurred_at: line.at,
      created_at: nowIso,
    })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

const payload = (e: DomainEvent) => (e.payload ?? {}) as Record<string, unknown>

/** The seller's order an event names, with the buyer's merchant account (null: a storefront buyer). */
function orderOf(trx: Trx, partyId: string, orderId: number) {
  return trx
    .selectFrom('sales_order')
    .select(['order_no', 'buyer_party_id', 'pay_amount'])
    .where('party_id', '=', partyId)
    .where('id', '=', orderId)
    .executeTakeFirst()
}

/** A line of the seller's trade book about one of its orders, when its buyer is a merchant. */
async function tradeLine(
  trx: Trx,
  e: DomainEvent,
  orderId: number,
  line: (order: {
    order_no: string
    pay_amount: number
  }) => Pick<BillLine, 'sourceType' | 'sourceId' | 'sourceNo' | 'amount'>,
): Promise<BillLine | undefined> {
  const order = await orderOf(trx, e.partyId, orderId)
  if (!order?.buyer_party_id) return undefined
  return {
    partyId: e.partyId,
    domain: 'TRADE',
    counterparty: order.buyer_party_id,
    at: e.createdAt,
    ...line(order),
  }
}

const refundLine = (trx: Trx, e: DomainEvent) => {
  const p = payload(e)
  return tradeLine(trx, e, Number(p.orderId), () => ({
    sourceType: 'AFTER_SALE',
    sourceId: Number(e.aggregateId),
    sourceNo: String(p.afterSaleNo ?? ''),
    amount: -Number(p.refundAmount ?? 0),
  }))
}

const orderLine = (trx: Trx, e: DomainEvent) =>
  tradeLine(trx, e, Number(e.aggregateId), (order) => ({
    sourceType: 'ORDER',
    sourceId: Number(e.aggregateId),
    sourceNo: order.order_no,
    amount: Number(order.pay_amount),
  }))

async function repairLine(trx: Trx, e: DomainEvent): Promise<BillLine | undefined> {
  const p = payload(e)
  if (p.to !== 'FINISHED') return undefined
  const setting = await trx
    .selectFrom('repair_setting')
    .select(['settlement_party_id'])
    .where('party_id', '=', e.partyId)
    .executeTakeFirst()
  if (!setting?.settlement_party_id) return undefined
  return {
    partyId: setting.settlement_party_id,
    domain: 'REPAIR',
    counterparty: e.partyId,
    sourceType: 'REPAIR',
    sourceId: Number(e.aggregateId),
    sourceNo: String(p.repairNo ?? ''),
    amount: Number(p.totalAmount ?? 0),
    at: e.createdAt,
  }
}

const LINE_OF: Record<string, (trx: Trx, e: DomainEvent) => Promise<BillLine | undefined>> = {
  'afterSale.refunded': refundLine,
  'order.completed': orderLine,
  'repair.finished': repairLine,
}

export const booksConsumer: EventConsumer = {
  name: 'books',
  types: Object.keys(LINE_OF),
  async apply(trx, event) {
    const line = await LINE_OF[event.type]?.(trx, event)
    if (line) await post(trx, line, event.createdAt)
  },
}
