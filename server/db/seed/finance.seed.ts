// Financial settlement (domain TRADE) of the trade merchants: a bill line per completed
// business order and per refund, monthly statements per buyer in every status, payment notes
// and billing info. Repair settlement (domain REPAIR) is built with the repair orders in
// repair-projects.seed.ts, whose jobs it settles.
import type { Faker } from '@faker-js/faker'
import { regionOf } from './geo-regions.data.ts'
import {
  businessDate,
  businessDayStart,
  monthStart as businessMonthStart,
  nextMonthStart,
} from '../../../contract/business-time.ts'
import type { NewBillDetail, NewBillingInfo, NewPayment, NewStatement, SettlementDomain } from '../schema.ts'
import { BANKS } from './reference.seed.ts'
import { demoAccount, TRADE_MERCHANTS } from './demo-accounts.ts'
import { type SeedContext, days, hours, plus } from './seed-context.ts'
import { personName, streetAddress } from './cn-names.ts'

export interface BillSource {
  counterparty: string
  sourceType: 'ORDER' | 'AFTER_SALE' | 'REPAIR' | 'ADJUSTMENT'
  sourceId: number
  sourceNo: string
  amount: number
  occurredAt: string
  /**
   * REPAIR: true for a settled job (its statement is SETTLED), false for a finished one (its
   * statement is not paid yet). Unset: the statement's status follows the month's age.
   */
  settled?: boolean
}

export interface Books {
  statements: NewStatement[]
  bills: NewBillDetail[]
  payments: NewPayment[]
  /** statement id per source id (REPAIR: the repair order is linked back). */
  statementOfSource: Map<number, { statementId: number; status: string; settledAt: string | null }>
}

/** First instant of the business month (the merchant's time zone) `iso` is in. */
function monthStart(iso: string): Date {
  return new Date(businessDayStart(businessMonthStart(businessDate(new Date(iso)))))
}

const METHODS = ['BANK_TRANSFER', 'BANK_TRANSFER', 'ALIPAY', 'WECHAT'] as const

/**
 * Groups bill sources per counterparty and month into statements. Bills of the current month
 * stay unbilled; last month's statements are OPEN or CONFIRMED; the month before is
 * CONFIRMED or PARTIALLY_PAID; older months are SETTLED. Keys come from ctx.ids.
 */
export function buildBooks(
  ctx: SeedContext,
  faker: Faker,
  partyId: string,
  domain: SettlementDomain,
  loginId: string,
  sources: readonly BillSource[],
  numberPrefix: string,
): Books {
  const books: Books = { statements: [], bills: [], payments: [], statementOfSource: new Map() }
  const current = monthStart(ctx.nowIso).getTime()
  const groups = new Map<string, BillSource[]>()
  for (const s of [...sources].sort(
    (a, b) => a.occurredAt.localeCompare(b.occurredAt) || a.sourceId - b.sourceId,
  )) {
    const month = monthStart(s.occurredAt).getTime()
    const flag = s.settled === undefined ? '' : s.settled ? 'settled' : 'unpaid'
    const key = month >= current ? `open|${s.counterparty}|${flag}` : `${month}|${s.counterparty}|${flag}`
    const list = groups.get(key) ?? []
    list.push(s)
    groups.set(key, list)
  }
  const keys = [...groups.keys()].sort()
  let seq = 0
  for (const key of keys) {
    const list = groups.get(key) as BillSource[]
    const [monthKey, counterparty] = key.split('|') as [string, string]
    let statementId: number | null = null
    let status = ''
    let settledAt: string | null = null
    if (monthKey !== 'open') {
      const start = new Date(Number(monthKey))
      const month = businessDate(start)
      const end = new Date(Date.parse(businessDayStart(nextMonthStart(month))) - 1000)
      const monthsAgo = Math.round((current - start.getTime()) / days(30.4))
      const settled = list[0]?.settled
      status =
        settled === true
          ? 'SETTLED'
          : settled === false
            ? faker.helpers.arrayElement(['OPEN', 'CONFIRMED'])
            : monthsAgo <= 1
              ? faker.helpers.arrayElement(['OPEN', 'CONFIRMED'])
              : monthsAgo === 2
                ? faker.helpers.arrayElement(['CONFIRMED', 'PARTIALLY_PAID'])
                : 'SETTLED'
      statementId = ctx.ids.next('statement')
      const total = list.reduce((s, b) => s + b.amount, 0)
      const created = plus(end.toISOString(), hours(faker.number.int({ min: 2, max: 48 })))
      const confirmed = status === 'OPEN' ? null : plus(created, days(faker.number.int({ min: 1, max: 3 })))
      const paid = status === 'SETTLED' ? total : status === 'PARTIALLY_PAID' ? Math.round(total / 2) : 0
      settledAt =
        status === 'SETTLED'
          ? new Date(
              Math.min(
                new Date(plus(confirmed ?? created, days(faker.number.int({ min: 3, max: 15 })))).getTime(),
                ctx.now.getTime() - hours(2),
              ),
            ).toISOString()
          : null
      seq++
      books.statements.push({
        id: statementId,
        party_id: partyId,
        domain,
        statement_no: `${numberPrefix}${month.slice(0, 7).replace('-', '')}${String(seq).padStart(4, '0')}`,
        counterparty_party_id: counterparty,
        period_start: start.toISOString(),
        period_end: end.toISOString(),
        bill_count: list.length,
        total_amount: total,
        paid_amount: paid,
        status,
        remark: '',
        created_at: created,
        confirmed_at: confirmed,
        settled_at: settledAt,
        updated_at: settledAt ?? confirmed ?? created,
        version: status === 'OPEN' ? 1 : status === 'CONFIRMED' ? 2 : 3,
      })
      if (paid > 0) {
        const method = faker.helpers.arrayElement(METHODS)
        const bank = method === 'BANK_TRANSFER' ? (faker.helpers.arrayElement(BANKS)[0] as string) : null
        const paidAt = settledAt ?? plus(confirmed ?? created, days(2))
        books.payments.push({
          id: ctx.ids.next('payment'),
          party_id: partyId,
          domain,
          payment_no: `FK${paidAt.slice(0, 10).replaceAll('-', '')}${String(books.payments.length + 1).padStart(4, '0')}`,
          statement_id: statementId,
          counterparty_party_id: counterparty,
          direction: domain === 'REPAIR' ? 'OUT' : 'IN',
          amount: paid,
          method,
          bank_code: bank,
          account_no: bank ? `6222${faker.string.numeric(12)}` : '',
          voucher_url: '',
          note: status === 'PARTIALLY_PAID' ? '首期款' : '对账单结清',
          status: 'CONFIRMED',
          paid_at: paidAt,
          confirmed_at: plus(paidAt, hours(3)),
          created_by: loginId,
          created_at: paidAt,
        })
      }
      if (status === 'CONFIRMED' && faker.datatype.boolean()) {
        // A payment note waiting for confirmation.
        const paidAt = plus(confirmed ?? created, days(1))
        books.payments.push({
          id: ctx.ids.next('payment'),
          party_id: partyId,
          domain,
          payment_no: `FK${paidAt.slice(0, 10).replaceAll('-', '')}${String(books.payments.length + 1).padStart(4, '0')}`,
          statement_id: statementId,
          counterparty_party_id: counterparty,
          direction: domain === 'REPAIR' ? 'OUT' : 'IN',
          amount: Math.round(total / 3),
          method: 'BANK_TRANSFER',
          bank_code: 'ICBC',
          account_no: `6222${faker.string.numeric(12)}`,
          voucher_url: '',
          note: '已转账，请确认',
          status: 'PENDING',
          paid_at: paidAt,
          confirmed_at: null,
          created_by: loginId,
          created_at: paidAt,
        })
      }
    }
    for (const b of list) {
      books.bills.push({
        id: ctx.ids.next('bill_detail'),
        party_id: partyId,
        domain,
        counterparty_party_id: b.counterparty,
        statement_id: statementId,
        source_type: b.sourceType,
        source_id: b.sourceId,
        source_no: b.sourceNo,
        amount: b.amount,
        occurred_at: b.occurredAt,
        remark: '',
        created_at: b.occurredAt,
      })
      if (statementId) books.statementOfSource.set(b.sourceId, { statementId, status, settledAt })
    }
  }
  return books
}

export function billingInfos(
  ctx: SeedContext,
  faker: Faker,
  partyId: string,
  domain: SettlementDomain,
  companyName: string,
  /** The company's own full address and phone (its party's): an invoice carries them. */
  home?: { address: string; phone: string },
): NewBillingInfo[] {
  const created = new Date(ctx.now.getTime() - days(150)).toISOString()
  // The draws stay, so every value after them is as it was.
  const taxNo = `91${faker.string.numeric(6)}${faker.string.alphanumeric({ length: 10, casing: 'upper' })}`
  const accountNo = `5719${faker.string.numeric(12)}`
  const drawnAddress = streetAddress(faker)
  const drawnPhone = `0${faker.string.numeric(3)}-${faker.string.numeric(8)}`
  return [
    {
      id: ctx.ids.next('billing_info'),
      party_id: partyId,
      domain,
      title_type: 'COMPANY',
      invoice_title: companyName,
      tax_no: taxNo,
      bank_code: 'CMB',
      bank_branch: '招商银行股份有限公司营业部',
      account_no: accountNo,
      address: home?.address || drawnAddress,
      phone: home?.phone || drawnPhone,
      email: 'finance@demo.example.cn',
      is_default: 1,
      created_at: created,
      updated_at: created,
    },
    {
      id: ctx.ids.next('billing_info'),
      party_id: partyId,
      domain,
      title_type: 'PERSONAL',
      invoice_title: personName(faker),
      tax_no: '',
      bank_code: null,
      bank_branch: '',
      account_no: '',
      address: '',
      phone: '',
      email: 'invoice@demo.example.cn',
      is_default: 0,
      created_at: plus(created, days(10)),
      updated_at: plus(created, days(10)),
    },
  ]
}

export async function seedFinance(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const statements: NewStatement[] = []
  const bills: NewBillDetail[] = []
  const payments: NewPayment[] = []
  const infos: NewBillingInfo[] = []
  for (const username of TRADE_MERCHANTS) {
    const acc = demoAccount(username)
    const orders = await ctx.db
      .selectFrom('sales_order')
      .select(['id', 'order_no', 'buyer_party_id', 'pay_amount', 'completed_at'])
      .where('party_id', '=', acc.partyId)
      .where('status', '=', 'COMPLETED')
      .where('buyer_party_id', 'is not', null)
      .orderBy('id')
      .execute()
    const refunds = await ctx.db
      .selectFrom('after_sale')
      .select(['id', 'after_sale_no', 'buyer_party_id', 'refund_amount', 'completed_at'])
      .where('party_id', '=', acc.partyId)
      .where('status', '=', 'COMPLETED')
      .where('refund_amount', '>', 0)
      .where('buyer_party_id', 'is not', null)
      .orderBy('id')
      .execute()
    const sources: BillSource[] = [
      ...orders.map((o) => ({
        counterparty: o.buyer_party_id as string,
        sourceType: 'ORDER' as const,
        sourceId: o.id,
        sourceNo: o.order_no,
        amount: o.pay_amount,
        occurredAt: o.completed_at as string,
      })),
      ...refunds.map((r) => ({
        counterparty: r.buyer_party_id as string,
        sourceType: 'AFTER_SALE' as const,
        sourceId: r.id,
        sourceNo: r.after_sale_no,
        amount: -r.refund_amount,
        occurredAt: r.completed_at as string,
      })),
    ]
    const books = buildBooks(ctx, faker, acc.partyId, 'TRADE', acc.userLoginId, sources, 'DZ')
    // A loop, not push(...rows): the huge seed's million bills overflow the argument list.
    for (const row of books.statements) statements.push(row)
    for (const row of books.bills) bills.push(row)
    for (const row of books.payments) payments.push(row)
    infos.push(
      ...billingInfos(ctx, faker, acc.partyId, 'TRADE', acc.merchantName, await homeOf(ctx, acc.partyId)),
    )
  }
  await ctx.insert('statement', statements)
  await ctx.insert('bill_detail', bills)
  await ctx.insert('payment', payments)
  await ctx.insert('billing_info', infos)
}

/** A party's full address (region, then street) and phone, as its invoices and cards show them. */
export async function homeOf(ctx: SeedContext, partyId: string): Promise<{ address: string; phone: string }> {
  const party = await ctx.db
    .selectFrom('party')
    .select(['county_id', 'address', 'contact_phone'])
    .where('id', '=', partyId)
    .executeTakeFirstOrThrow()
  return {
    address: party.county_id ? `${regionOf(party.county_id).text}${party.address}` : party.address,
    phone: party.contact_phone,
  }
}
