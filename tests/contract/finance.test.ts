import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  BillingInfo,
  BillRow,
  PaymentRow,
  StatementDetail,
  StatementRow,
} from '../../contract/finance.schema.ts'
import { FINANCE_CALLS } from '../../contract/finance.constants.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const T = FINANCE_CALLS.trade
const R = FINANCE_CALLS.repair

describe.each(DATABASES)('financial and repair settlement on %s', (kind) => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp(kind)
    for (const u of [
      'tradebase',
      'distributionpro',
      'sub_user_sale',
      'repairfin',
      'repairmember',
      'ordering',
    ]) {
      tokens[u] = await loginAs(t, u)
    }
  })
  afterAll(async () => {
    await t.close()
  })

  const partyOf = async (username: string) =>
    (
      await t.db
        .selectFrom('user_login')
        .select('party_id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).party_id

  async function statements(
    token: string,
    body: Record<string, unknown> = {},
    name: string = T.statementList,
  ) {
    const answer = await call<Page<StatementRow>>(t, name, { token, body: { pageSize: 100, ...body } })
    expect(answer.code).toBe(ResultCode.ok)
    return answer.data
  }
  async function detail(token: string, statementId: string, name: string = T.statementDetail) {
    const answer = await call<StatementDetail>(t, name, { token, body: { statementId } })
    expect(answer.code).toBe(ResultCode.ok)
    return answer.data
  }
  async function statementRow(id: string) {
    return t.db.selectFrom('statement').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow()
  }

  it('opens financial settlement to the trade roles and repair settlement to REPAIRFIN only', async () => {
    for (const u of ['tradebase', 'distributionpro', 'sub_user_sale']) {
      for (const name of Object.values(T)) {
        const answer = await call(t, name, { token: tokens[u], body: {} })
        expect(answer.code, `${name} as ${u}`).not.toBe(ResultCode.forbidden)
      }
      expect((await call(t, R.statementList, { token: tokens[u], body: {} })).code).toBe(ResultCode.forbidden)
    }
    for (const name of Object.values(R)) {
      const answer = await call(t, name, { token: tokens.repairfin, body: {} })
      expect(answer.code, `${name} as repairfin`).not.toBe(ResultCode.forbidden)
    }
    for (const name of Object.values(T)) {
      expect((await call(t, name, { token: tokens.repairfin, body: {} })).code, name).toBe(
        ResultCode.forbidden,
      )
    }
    for (const u of ['repairmember', 'ordering']) {
      expect((await call(t, T.statementList, { token: tokens[u], body: {} })).code).toBe(ResultCode.forbidden)
      expect((await call(t, R.statementList, { token: tokens[u], body: {} })).code).toBe(ResultCode.forbidden)
    }
    expect((await call(t, T.statementList, { body: {} })).code).not.toBe(ResultCode.ok)
  })

  it('lists the caller’s statements with filters, and the sub-account sees its merchant’s', async () => {
    const all = await statements(tokens.distributionpro as string)
    expect(all.total).toBeGreaterThan(0)
    const party = await partyOf('distributionpro')
    const rows = await t.db
      .selectFrom('statement')
      .select('id')
      .where('party_id', '=', party)
      .where('domain', '=', 'TRADE')
      .execute()
    expect(all.total).toBe(rows.length)
    for (const s of all.list) expect(s.outstandingAmount).toBe(s.totalAmount - s.paidAmount)
    const sub = await statements(tokens.sub_user_sale as string)
    expect(sub.total).toBe(all.total)
    const confirmed = await statements(tokens.distributionpro as string, { status: 'CONFIRMED' })
    expect(confirmed.list.every((s) => s.status === 'CONFIRMED')).toBe(true)
    const payable = await statements(tokens.distributionpro as string, { payable: true })
    expect(payable.total).toBeGreaterThan(0)
    expect(payable.list.every((s) => s.status === 'CONFIRMED' || s.status === 'PARTIALLY_PAID')).toBe(true)
    expect(payable.total).toBe(
      all.list.filter((s) => s.status === 'CONFIRMED' || s.status === 'PARTIALLY_PAID').length,
    )
    const first = all.list[0] as StatementRow
    const found = await statements(tokens.distributionpro as string, { search: first.statementNo })
    expect(found.list.map((s) => s.statementId)).toEqual([first.statementId])
    const literal = await statements(tokens.distributionpro as string, { search: '%' })
    expect(literal.total).toBe(0)
    const bad = await call(t, T.statementList, { token: tokens.distributionpro, body: { status: 'PAID' } })
    expect(bad.code).toBe(ResultCode.invalidInput)
    expect(bad.data).toMatchObject({ field: 'status' })
  })

  it('adds every statement up to the fen against its rows and its orders', async () => {
    const token = tokens.tradebase as string
    const party = await partyOf('tradebase')
    const { list } = await statements(token)
    expect(list.length).toBeGreaterThan(2)
    for (const row of list) {
      const d = await detail(token, row.statementId)
      const bills = await t.db
        .selectFrom('bill_detail')
        .selectAll()
        .where('statement_id', '=', Number(row.statementId))
        .execute()
      const items = bills.reduce((s, b) => s + Number(b.amount), 0)
      const payments = await t.db
        .selectFrom('payment')
        .selectAll()
        .where('statement_id', '=', Number(row.statementId))
        .where('status', '=', 'CONFIRMED')
        .execute()
      const paid = payments.reduce((s, p) => s + Number(p.amount), 0)
      const earlier = await t.db
        .selectFrom('statement')
        .selectAll()
        .where('party_id', '=', party)
        .where('domain', '=', 'TRADE')
        .where('counterparty_party_id', '=', d.counterpartyPartyId)
        .where('status', '!=', 'CANCELLED')
        .execute()
      const opening = earlier
        .filter(
          (s) =>
            s.period_start < d.periodStart ||
            (s.period_start === d.periodStart && s.id < Number(d.statementId)),
        )
        .reduce((s, e) => s + Number(e.total_amount) - Number(e.paid_amount), 0)
      expect(d.itemsAmount).toBe(items)
      expect(d.bills.reduce((s, b) => s + b.amount, 0)).toBe(items)
      expect(d.bills).toHaveLength(bills.length)
      expect(d.paymentsAmount).toBe(paid)
      expect(d.openingBalance).toBe(opening)
      expect(d.closingBalance).toBe(opening + items - paid)
      // Every order line is the order's paid amount, every refund line minus the refund.
      for (const b of d.bills) {
        if (b.sourceType === 'ORDER') {
          const order = await t.db
            .selectFrom('sales_order')
            .select(['pay_amount', 'order_no'])
            .where('id', '=', Number(b.sourceId))
            .where('party_id', '=', party)
            .executeTakeFirstOrThrow()
          expect(b.amount).toBe(Number(order.pay_amount))
          expect(b.sourceNo).toBe(order.order_no)
        }
      }
    }
  })

  it('adds repair statements up against the repair jobs they settle', async () => {
    const token = tokens.repairfin as string
    const { list } = await statements(token, {}, R.statementList)
    expect(list.length).toBeGreaterThan(0)
    const d = await detail(token, (list[0] as StatementRow).statementId, R.statementDetail)
    expect(d.bills.length).toBeGreaterThan(0)
    for (const b of d.bills) {
      expect(b.sourceType).toBe('REPAIR')
      const job = await t.db
        .selectFrom('repair_order')
        .select(['total_amount', 'statement_id'])
        .where('id', '=', Number(b.sourceId))
        .executeTakeFirstOrThrow()
      expect(b.amount).toBe(Number(job.total_amount ?? 0))
      expect(String(job.statement_id)).toBe(d.statementId)
    }
    expect(d.closingBalance).toBe(d.openingBalance + d.itemsAmount - d.paymentsAmount)
    // The trade merchant's statement ids are not in the repair book, and the other way round.
    const trade = await statements(tokens.tradebase as string)
    const foreign = await call(t, R.statementDetail, {
      token,
      body: { statementId: (trade.list[0] as StatementRow).statementId },
    })
    expect(foreign.code).toBe(ResultCode.notFound)
  })

  it('keeps a merchant out of another merchant’s statements and payment notes', async () => {
    const mine = await statements(tokens.tradebase as string, { status: 'OPEN' })
    const target = mine.list[0] as StatementRow
    const before = await statementRow(target.statementId)
    const other = tokens.distributionpro as string
    expect(
      (await call(t, T.statementDetail, { token: other, body: { statementId: target.statementId } })).code,
    ).toBe(ResultCode.notFound)
    const edit = await call(t, T.editStatement, {
      token: other,
      body: { statementId: target.statementId, version: target.version, remark: 'x' },
    })
    expect(edit.code).toBe(ResultCode.notFound)
    const confirm = await call(t, T.confirmStatement, {
      token: other,
      body: { statementId: target.statementId, version: target.version },
    })
    expect(confirm.code).toBe(ResultCode.notFound)
    const bills = await call<Page<BillRow>>(t, T.billDetailList, {
      token: other,
      body: { statementId: target.statementId },
    })
    expect(bills.data.total).toBe(0)
    expect(await statementRow(target.statementId)).toEqual(before)
  })

  it('edits an open statement, refuses a stale version, and refuses any edit once confirmed', async () => {
    const token = tokens.tradebase as string
    const open = (await statements(token, { status: 'OPEN' })).list[0] as StatementRow
    const edited = await call<{ version: number }>(t, T.editStatement, {
      token,
      body: { statementId: open.statementId, version: open.version, remark: '  月底前核对  ' },
    })
    expect(edited.code).toBe(ResultCode.ok)
    expect(edited.data.version).toBe(open.version + 1)
    expect((await statementRow(open.statementId)).remark).toBe('月底前核对')

    // Stale: the version the user loaded.
    const stale = await call(t, T.editStatement, {
      token,
      body: { statementId: open.statementId, version: open.version, remark: 'stale' },
    })
    expect(stale.code).toBe(ResultCode.conflict)
    expect((await statementRow(open.statementId)).remark).toBe('月底前核对')

    // An adjustment item moves the total and the closing balance to the fen.
    const before = await detail(token, open.statementId)
    const adj = await call<{ version: number }>(t, T.addAdjustment, {
      token,
      body: { statementId: open.statementId, version: before.version, amount: '-12.34', remark: '运费补贴' },
    })
    expect(adj.code).toBe(ResultCode.ok)
    const after = await detail(token, open.statementId)
    expect(after.itemsAmount).toBe(before.itemsAmount - 1234)
    expect(after.billCount).toBe(before.billCount + 1)
    expect(after.closingBalance).toBe(before.closingBalance - 1234)
    expect(after.bills.some((b) => b.sourceType === 'ADJUSTMENT' && b.amount === -1234)).toBe(true)

    const confirmed = await call<{ version: number }>(t, T.confirmStatement, {
      token,
      body: { statementId: open.statementId, version: after.version },
    })
    expect(confirmed.code).toBe(ResultCode.ok)
    const locked = await statementRow(open.statementId)
    expect(locked.status).toBe('CONFIRMED')
    const billsBefore = await t.db
      .selectFrom('bill_detail')
      .select('id')
      .where('statement_id', '=', Number(open.statementId))
      .execute()

    for (const [name, body] of [
      [T.editStatement, { remark: 'after confirm' }],
      [T.addAdjustment, { amount: '5', remark: 'late fee' }],
      [T.confirmStatement, {}],
    ] as const) {
      const refused = await call(t, name, {
        token,
        body: { statementId: open.statementId, version: confirmed.data.version, ...body },
      })
      expect(refused.code, name).toBe(ResultCode.conflict)
    }
    expect(await statementRow(open.statementId)).toEqual(locked)
    const billsAfter = await t.db
      .selectFrom('bill_detail')
      .select('id')
      .where('statement_id', '=', Number(open.statementId))
      .execute()
    expect(billsAfter).toHaveLength(billsBefore.length)
  })

  it('validates a payment note and records it against a confirmed statement to the fen', async () => {
    const token = tokens.distributionpro as string
    const confirmed = (await statements(token, { status: 'CONFIRMED' })).list.find(
      (s) => s.totalAmount > 1000,
    )
    expect(confirmed).toBeDefined()
    const s = await detail(token, (confirmed as StatementRow).statementId)
    const base = {
      statementId: s.statementId,
      version: s.version,
      method: 'BANK_TRANSFER',
      bankCode: 'ICBC',
      paidAt: t.clock.now().toISOString(),
    }
    for (const [amount, reason] of [
      ['0', 'positive'],
      ['-1', 'positive'],
      ['1.234', 'twoDecimals'],
      ['12a', 'format'],
      ['', 'required'],
      [(s.payableAmount + 1) / 100, 'aboveOutstanding'],
    ] as const) {
      const refused = await call(t, T.createPaymentNote, { token, body: { ...base, amount } })
      expect(refused.code, String(amount)).toBe(ResultCode.invalidInput)
      expect(refused.data, String(amount)).toMatchObject({ field: 'amount', reason })
    }
    const noBank = await call(t, T.createPaymentNote, {
      token,
      body: { ...base, amount: '1', bankCode: 'NOPE' },
    })
    expect(noBank.data).toMatchObject({ field: 'bankCode', reason: 'notFound' })
    expect((await statementRow(s.statementId)).version).toBe(s.version)

    // Stale statement version: conflict.
    const stale = await call(t, T.createPaymentNote, {
      token,
      body: { ...base, version: s.version - 1, amount: '1' },
    })
    expect(stale.code).toBe(ResultCode.conflict)

    const created = await call<{ paymentId: string; paymentNo: string }>(t, T.createPaymentNote, {
      token,
      body: { ...base, amount: '1234.5', note: '首期' },
    })
    expect(created.code).toBe(ResultCode.ok)
    const after = await detail(token, s.statementId)
    expect(after.paidAmount).toBe(s.paidAmount + 123450)
    expect(after.status).toBe('PARTIALLY_PAID')
    expect(after.closingBalance).toBe(s.closingBalance - 123450)
    const note = after.payments.find((p) => p.paymentId === created.data.paymentId) as PaymentRow
    expect(note.amount).toBe(123450)
    expect(note.amountInWords).toBe('壹仟贰佰叁拾肆元伍角整')
    expect(note.bankName).not.toBe('')
    const listed = await call<Page<PaymentRow>>(t, T.paymentNoteList, {
      token,
      body: { search: created.data.paymentNo },
    })
    expect(listed.data.list.map((p) => p.paymentId)).toEqual([created.data.paymentId])

    // Paying the rest (less any pending note) and confirming the pending ones settles it.
    const rest = after.payableAmount
    const pay = await call(t, T.createPaymentNote, {
      token,
      body: { ...base, version: after.version, amount: (rest / 100).toFixed(2) },
    })
    expect(pay.code).toBe(ResultCode.ok)
    let last = await detail(token, s.statementId)
    for (const p of last.payments.filter((x) => x.status === 'PENDING')) {
      expect((await call(t, T.confirmPaymentNote, { token, body: { paymentId: p.paymentId } })).code).toBe(
        ResultCode.ok,
      )
    }
    last = await detail(token, s.statementId)
    expect(last.status).toBe('SETTLED')
    expect(last.paidAmount).toBe(last.totalAmount)
    expect(last.payable).toBe(false)
    const more = await call(t, T.createPaymentNote, {
      token,
      body: { ...base, version: last.version, amount: '1' },
    })
    expect(more.code).toBe(ResultCode.conflict)
  })

  it('refuses a payment note on an open statement, and decides pending notes once', async () => {
    const token = tokens.tradebase as string
    const open = (await statements(token, { status: 'OPEN' })).list[0] as StatementRow
    const refused = await call(t, T.createPaymentNote, {
      token,
      body: {
        statementId: open.statementId,
        version: open.version,
        amount: '1',
        method: 'CASH',
        paidAt: t.clock.now().toISOString(),
      },
    })
    expect(refused.code).toBe(ResultCode.conflict)
    expect(
      await t.db
        .selectFrom('payment')
        .select('id')
        .where('statement_id', '=', Number(open.statementId))
        .execute(),
    ).toHaveLength(0)

    const pending = await call<Page<PaymentRow>>(t, T.paymentNoteList, { token, body: { status: 'PENDING' } })
    const p = pending.data.list[0] as PaymentRow
    expect(p).toBeDefined()
    const noReason = await call(t, T.rejectPaymentNote, {
      token,
      body: { paymentId: p.paymentId, reason: ' ' },
    })
    expect(noReason.data).toMatchObject({ field: 'reason', reason: 'required' })
    const rejected = await call(t, T.rejectPaymentNote, {
      token,
      body: { paymentId: p.paymentId, reason: '未到账' },
    })
    expect(rejected.code).toBe(ResultCode.ok)
    const again = await call(t, T.confirmPaymentNote, { token, body: { paymentId: p.paymentId } })
    expect(again.code).toBe(ResultCode.conflict)
    const row = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('id', '=', Number(p.paymentId))
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('REJECTED')
    expect(row.note).toContain('未到账')
    const foreign = await call(t, T.confirmPaymentNote, {
      token: tokens.distributionpro,
      body: { paymentId: p.paymentId },
    })
    expect(foreign.code).toBe(ResultCode.notFound)
  })

  it('reads and saves billing information with a bank from getBank', async () => {
    const token = tokens.tradebase as string
    const current = await call<BillingInfo | null>(t, T.billingInfo, { token, body: {} })
    expect(current.code).toBe(ResultCode.ok)
    expect(current.data?.titleType).toBe('COMPANY')
    const banks = await call<{ code: string; name: string }[]>(t, 'getBank', { token, method: 'GET' })
    const bank = banks.data[1] as { code: string; name: string }
    const values = {
      titleType: 'COMPANY',
      invoiceTitle: '贝斯特商贸有限公司',
      taxNo: '91310000ma1k4xyz2q',
      bankCode: bank.code,
      bankBranch: '上海分行',
      accountNo: '6222020200112233',
      address: '上海市浦东新区 1 号',
      phone: '021-12345678',
      email: 'fin@example.cn',
    }
    const saved = await call<BillingInfo>(t, T.saveBillingInfo, { token, body: values })
    expect(saved.code).toBe(ResultCode.ok)
    expect(saved.data).toMatchObject({
      taxNo: '91310000MA1K4XYZ2Q',
      bankCode: bank.code,
      bankName: bank.name,
    })
    const read = await call<BillingInfo>(t, T.billingInfo, { token, body: {} })
    expect(read.data).toEqual(saved.data)
    for (const [over, field, reason] of [
      [{ taxNo: '' }, 'taxNo', 'required'],
      [{ taxNo: '123' }, 'taxNo', 'format'],
      [{ invoiceTitle: '  ' }, 'invoiceTitle', 'required'],
      [{ accountNo: '12ab' }, 'accountNo', 'format'],
      [{ bankCode: 'NOPE' }, 'bankCode', 'notFound'],
    ] as const) {
      const refused = await call(t, T.saveBillingInfo, { token, body: { ...values, ...over } })
      expect(refused.data, field).toMatchObject({ field, reason })
    }
    expect((await call<BillingInfo>(t, T.billingInfo, { token, body: {} })).data).toEqual(saved.data)
    // The repair book keeps its own billing information.
    const repair = await call<BillingInfo>(t, R.billingInfo, { token: tokens.repairfin, body: {} })
    expect(repair.data.invoiceTitle).not.toBe('贝斯特商贸有限公司')
  })

  it('lists bill details down to the order, by statement and type', async () => {
    const token = tokens.tradebase as string
    const s = (await statements(token, { status: 'SETTLED' })).list[0] as StatementRow
    const bills = await call<Page<BillRow>>(t, T.billDetailList, {
      token,
      body: { statementId: s.statementId, pageSize: 100 },
    })
    expect(bills.data.total).toBe(s.billCount)
    expect(bills.data.list.reduce((sum, b) => sum + b.amount, 0)).toBe(s.totalAmount)
    expect(bills.data.list.every((b) => b.statementNo === s.statementNo)).toBe(true)
    const orders = await call<Page<BillRow>>(t, T.billDetailList, { token, body: { sourceType: 'ORDER' } })
    expect(orders.data.list.every((b) => b.sourceType === 'ORDER' && b.sourceId !== null)).toBe(true)
    const one = orders.data.list[0] as BillRow
    const found = await call<Page<BillRow>>(t, T.billDetailList, { token, body: { search: one.sourceNo } })
    expect(found.data.list.map((b) => b.billId)).toContain(one.billId)
    const unbilled = await call<Page<BillRow>>(t, T.billDetailList, { token, body: { unbilled: true } })
    expect(unbilled.data.list.every((b) => b.statementId === null)).toBe(true)
  })

  it('gathers unbilled items of one counterparty into a new open statement, all or nothing', async () => {
    const token = tokens.tradebase as string
    const unbilled = async () =>
      (await call<Page<BillRow>>(t, T.billDetailList, { token, body: { unbilled: true, pageSize: 100 } }))
        .data
    const before = await unbilled()
    const byParty = new Map<string, BillRow[]>()
    for (const b of before.list)
      byParty.set(b.counterpartyPartyId, [...(byParty.get(b.counterpartyPartyId) ?? []), b])
    const [party, group] = [...byParty].sort((a, b) => b[1].length - a[1].length)[0] ?? []
    expect(group && group.length >= 2, 'two unbilled items of one counterparty in the seed').toBe(true)
    const picked = (group as BillRow[]).slice(0, 2)
    const other = before.list.find((b) => b.counterpartyPartyId !== party) as BillRow
    expect(other, 'an unbilled item of another counterparty in the seed').toBeDefined()
    const statementCount = (await statements(token)).total

    // Refused whole, nothing written: mixed counterparties, an empty list, another merchant's item.
    const mixed = await call(t, T.createStatement, {
      token,
      body: { billIds: [picked[0]?.billId, other.billId] },
    })
    expect([mixed.code, mixed.data]).toEqual([
      ResultCode.invalidInput,
      expect.objectContaining({ field: 'billIds', reason: 'mixedCounterparties' }),
    ])
    const empty = await call(t, T.createStatement, { token, body: { billIds: [] } })
    expect([empty.code, empty.data]).toEqual([
      ResultCode.invalidInput,
      expect.objectContaining({ field: 'billIds', reason: 'required' }),
    ])
    const foreign = await call(t, T.createStatement, {
      token: tokens.distributionpro as string,
      body: { billIds: [picked[0]?.billId] },
    })
    expect(foreign.code).toBe(ResultCode.notFound)
    const repairBook = await call(t, R.createStatement, {
      token: tokens.repairfin as string,
      body: { billIds: [picked[0]?.billId] },
    })
    expect(repairBook.code).toBe(ResultCode.notFound)
    expect((await statements(token)).total).toBe(statementCount)
    expect((await unbilled()).total).toBe(before.total)

    const created = await call<{ statementId: string; statementNo: string }>(t, T.createStatement, {
      token,
      body: { billIds: picked.map((b) => b.billId) },
    })
    expect(created.code, created.message).toBe(ResultCode.ok)
    const s = await detail(token, created.data.statementId)
    expect(s).toMatchObject({
      statementNo: created.data.statementNo,
      status: 'OPEN',
      editable: true,
      billCount: 2,
      itemsAmount: picked.reduce((sum, b) => sum + b.amount, 0),
      paidAmount: 0,
    })
    expect(s.bills.map((b) => b.billId).sort()).toEqual(picked.map((b) => b.billId).sort())
    expect(s.closingBalance).toBe(s.openingBalance + s.itemsAmount)
    expect((await unbilled()).total).toBe(before.total - 2)
    // The same items again: someone was quicker.
    const again = await call(t, T.createStatement, { token, body: { billIds: [picked[0]?.billId] } })
    expect(again.code).toBe(ResultCode.conflict)
    const sub = await call(t, T.createStatement, {
      token: tokens.ordering as string,
      body: { billIds: [other.billId] },
    })
    expect(sub.code).toBe(ResultCode.forbidden)
  })
})
