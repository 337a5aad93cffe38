// Money reaches the books (issue 30), on SQLite and PostgreSQL: a live refund posts one negative
// AFTER_SALE line in the seller's trade book that the next statement takes; a finished repair
// posts one REPAIR line in the book of the party that settles the shop; a repair statement paid
// in full settles its jobs; replaying the events posts nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { FINANCE_CALLS } from '../../contract/finance.constants.ts'
import type { BillRow, StatementDetail } from '../../contract/finance.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { RepairDetail } from '../../contract/repair.schema.ts'
import { replayConsumer, runConsumers } from '../../server/events/domain-events.ts'
import { checkBooks } from '../../server/finance/books-consistency.ts'
import { booksConsumer } from '../../server/finance/books.consumer.ts'
import { DOMAIN_CONSUMERS } from '../../server/domain-consumers.ts'
import { partyOf } from './distribution-helpers.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const T = FINANCE_CALLS.trade
const R = FINANCE_CALLS.repair

describe.each(DATABASES)('books from domain events on %s', (kind) => {
  let t: TestApp
  let trade: string
  let shop: string
  let fin: string
  let tradeParty: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    shop = await loginAs(t, 'repairmember')
    fin = await loginAs(t, 'repairfin')
    tradeParty = await partyOf(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  /**
   * The consumers' work is visible once they ran: the call's own process runs them before it
   * answers, but on PostgreSQL an event waits until no older transaction is running (other test
   * files share the server), so read until it is there.
   */
  async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
    const until = Date.now() + 45_000
    for (;;) {
      const v = await read()
      if (done(v) || Date.now() > until) return v
      await runConsumers(t.db, DOMAIN_CONSUMERS)
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  it('finds the demo books consistent: statements add up, every refund and finished job booked once', async () => {
    expect((await checkBooks(t.db)).problems).toEqual([])
  })

  const bills = async (token: string, name: string, body: Record<string, unknown>) =>
    (await call<Page<BillRow>>(t, name, { token, body: { pageSize: 100, ...body } })).data.list

  it('posts a live refund as one negative AFTER_SALE line that the next statement takes', async () => {
    // A refund-only request of a company buyer, waiting for its refund.
    const target = await t.db
      .selectFrom('after_sale as a')
      .innerJoin('sales_order as o', (j) =>
        j.onRef('o.id', '=', 'a.order_id').onRef('o.party_id', '=', 'a.party_id'),
      )
      .select(['a.id', 'a.version', 'a.after_sale_no', 'a.refund_amount', 'o.buyer_party_id'])
      .where('a.party_id', '=', tradeParty)
      .where('a.status', '=', 'WAIT_REFUND')
      .where('o.buyer_party_id', 'is not', null)
      .orderBy('a.id')
      .executeTakeFirstOrThrow()
    const search = { search: target.after_sale_no, sourceType: 'AFTER_SALE' }
    expect(await bills(trade, T.billDetailList, search)).toEqual([])

    const refunded = await call(t, 'refundAfterSale', {
      token: trade,
      body: { afterSaleId: Number(target.id), version: Number(target.version) },
    })
    expect(refunded.code, refunded.message).toBe(ResultCode.ok)
    const lines = await eventually(
      () => bills(trade, T.billDetailList, search),
      (l) => l.length > 0,
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      sourceType: 'AFTER_SALE',
      sourceNo: target.after_sale_no,
      amount: -Number(target.refund_amount),
      counterpartyPartyId: target.buyer_party_id,
    })
    expect(lines[0]?.statementId ?? null).toBeNull()

    // The next statement of that buyer takes it, and its total counts it.
    const line = lines[0] as BillRow
    const created = await call<{ statementId: string }>(t, T.createStatement, {
      token: trade,
      body: { billIds: [line.billId] },
    })
    expect(created.code, created.message).toBe(ResultCode.ok)
    const s = (
      await call<StatementDetail>(t, T.statementDetail, {
        token: trade,
        body: { statementId: created.data.statementId },
      })
    ).data
    expect(s.bills.map((b) => b.billId)).toEqual([line.billId])
    expect(s.itemsAmount).toBe(-Number(target.refund_amount))

    // Replaying every event posts nothing twice.
    await replayConsumer(t.db, booksConsumer, { fromEventId: 1 })
    expect(await bills(trade, T.billDetailList, search)).toHaveLength(1)
  })

  it('posts a finished repair to the repair book; its statement paid in full settles the job', async () => {
    const job = await t.db
      .selectFrom('repair_order')
      .select(['id'])
      .where('status', '=', 'REPAIRING')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const before = (
      await call<RepairDetail>(t, 'getRepairDetails', { token: shop, body: { repairId: job.id } })
    ).data
    const finished = await call<RepairDetail>(t, 'updateRepairStatus', {
      token: shop,
      body: {
        repairId: before.repairId,
        version: before.version,
        event: 'repair.finished',
        result: '已修复',
        items: [{ kind: 'LABOR', name: '维修费', unitPrice: 12000, quantity: 1 }],
      },
    })
    expect(finished.code, finished.message).toBe(ResultCode.ok)
    expect(finished.data).toMatchObject({ status: 'FINISHED', totalAmount: 12000 })

    const search = { search: before.repairNo, sourceType: 'REPAIR' }
    const lines = await eventually(
      () => bills(fin, R.billDetailList, search),
      (l) => l.length > 0,
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ sourceType: 'REPAIR', sourceNo: before.repairNo, amount: 12000 })

    // A statement of it, confirmed and paid in full, settles the job.
    const created = await call<{ statementId: string }>(t, R.createStatement, {
      token: fin,
      body: { billIds: [(lines[0] as BillRow).billId] },
    })
    expect(created.code, created.message).toBe(ResultCode.ok)
    const detail = async () =>
      (
        await call<StatementDetail>(t, R.statementDetail, {
          token: fin,
          body: { statementId: created.data.statementId },
        })
      ).data
    const open = await detail()
    const confirmed = await call(t, R.confirmStatement, {
      token: fin,
      body: { statementId: open.statementId, version: open.version },
    })
    expect(confirmed.code, confirmed.message).toBe(ResultCode.ok)
    const toPay = await detail()
    const paid = await call(t, R.createPaymentNote, {
      token: fin,
      body: {
        statementId: toPay.statementId,
        version: toPay.version,
        amount: (toPay.payableAmount / 100).toFixed(2),
        method: 'BANK_TRANSFER',
        bankCode: 'ICBC',
        paidAt: t.clock.now().toISOString(),
      },
    })
    expect(paid.code, paid.message).toBe(ResultCode.ok)
    expect((await detail()).status).toBe('SETTLED')
    const settled = await eventually(
      async () =>
        (await call<RepairDetail>(t, 'getRepairDetails', { token: shop, body: { repairId: job.id } })).data,
      (d) => d.status === 'SETTLED',
    )
    expect(settled.status).toBe('SETTLED')
    expect(settled.history.at(-1)).toMatchObject({ event: 'repair.settled', fromStatus: 'FINISHED' })

    // Replaying posts no second line and settles nothing again.
    await replayConsumer(t.db, booksConsumer, { fromEventId: 1 })
    await runConsumers(t.db, DOMAIN_CONSUMERS)
    expect(await bills(fin, R.billDetailList, search)).toHaveLength(1)
    const history = (
      await call<RepairDetail>(t, 'getRepairDetails', { token: shop, body: { repairId: job.id } })
    ).data.history
    expect(history.filter((h) => h.event === 'repair.settled')).toHaveLength(1)
  })

  it('still finds the books consistent after the live work above, and names a tampered line', async () => {
    await runConsumers(t.db, DOMAIN_CONSUMERS)
    expect((await checkBooks(t.db)).problems).toEqual([])
    const line = await t.db
      .selectFrom('bill_detail')
      .select(['id', 'amount', 'source_no'])
      .where('source_type', '=', 'AFTER_SALE')
      .where('statement_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('bill_detail')
      .set({ amount: Number(line.amount) - 1 })
      .where('id', '=', line.id)
      .execute()
    const { problems } = await checkBooks(t.db)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`refund ${line.source_no}`),
        expect.stringMatching(/^statement /),
      ]),
    )
    await t.db
      .updateTable('bill_detail')
      .set({ amount: Number(line.amount) })
      .where('id', '=', line.id)
      .execute()
  })
})
