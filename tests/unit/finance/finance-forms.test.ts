// The settlement forms' browser checks refuse what the contract refuses, with the same reason.
import { describe, expect, it } from 'vitest'
import { parseYuan } from '../../../contract/finance.constants.ts'
import { createPaymentNoteRequest, saveBillingInfoRequest } from '../../../contract/finance.schema.ts'
import {
  billingInfoDraft,
  billingInfoRequest,
  validateBillingInfo,
} from '../../../src/machines/finance/billing-info-form.ts'
import {
  amountInWords,
  emptyPaymentNote,
  paymentNoteRequest,
  validatePaymentNote,
} from '../../../src/machines/finance/payment-note-form.ts'
import { validateAdjustment } from '../../../src/machines/finance/statement-edit-form.ts'
import { statementSelection } from '../../../src/machines/finance/statement-selection.ts'

const now = new Date('2026-11-20T02:00:00.000Z')

describe('parseYuan', () => {
  it.each([
    ['1234.5', { fen: 123450 }],
    ['0.01', { fen: 1 }],
    [' 12 ', { fen: 1200 }],
    ['10000000', { fen: 1_000_000_000 }],
    ['10000000.01', { reason: 'tooLarge' }],
    ['0', { reason: 'positive' }],
    ['-3', { reason: 'positive' }],
    ['1.234', { reason: 'twoDecimals' }],
    ['1,000', { reason: 'format' }],
    ['', { reason: 'required' }],
  ] as const)('%s', (text, expected) => {
    expect(parseYuan(text)).toEqual(expected)
  })

  it('takes a signed amount for an adjustment', () => {
    expect(parseYuan('-12.34', true)).toEqual({ fen: -1234 })
    expect(parseYuan('-0', true)).toEqual({ reason: 'positive' })
  })
})

describe('payment note form', () => {
  const draft = {
    ...emptyPaymentNote(now, { statementId: '7', version: 2 }),
    amount: '100.5',
    bankCode: 'ICBC',
  }

  it('shows the amount in Chinese uppercase while typing', () => {
    expect(amountInWords('100.5')).toBe('壹佰元伍角整')
    expect(amountInWords('1234.56')).toBe('壹仟贰佰叁拾肆元伍角陆分')
    expect(amountInWords('1.234')).toBe('')
  })

  it('refuses what the server refuses, at the field', () => {
    expect(validatePaymentNote(draft, 20000)).toEqual({})
    expect(validatePaymentNote(draft, 10000)).toEqual({ amount: { reason: 'aboveOutstanding' } })
    for (const [amount, reason] of [
      ['0', 'positive'],
      ['1.001', 'twoDecimals'],
      ['x', 'format'],
    ] as const) {
      expect(validatePaymentNote({ ...draft, amount }, undefined).amount).toEqual({ reason })
      const server = createPaymentNoteRequest.safeParse(paymentNoteRequest({ ...draft, amount }))
      expect(server.error?.issues[0]?.message).toBe(reason)
    }
    expect(validatePaymentNote({ ...draft, statementId: '' }, undefined).statementId).toEqual({
      reason: 'required',
    })
    expect(validatePaymentNote({ ...draft, accountNo: '12ab' }, undefined).accountNo).toEqual({
      reason: 'format',
    })
  })

  it('sends the bank only with a bank transfer', () => {
    expect(createPaymentNoteRequest.parse(paymentNoteRequest(draft))).toMatchObject({
      amount: 10050,
      bankCode: 'ICBC',
    })
    expect(paymentNoteRequest({ ...draft, method: 'CASH' }).bankCode).toBeNull()
  })
})

describe('billing information form', () => {
  const valid = {
    ...billingInfoDraft(null),
    invoiceTitle: '贝斯特商贸有限公司',
    taxNo: '91310000ma1k4xyz2q',
    accountNo: '6222020200112233',
  }

  it('asks a company title for its tax number, like the server', () => {
    expect(validateBillingInfo(valid)).toEqual({})
    expect(saveBillingInfoRequest.parse(billingInfoRequest(valid)).taxNo).toBe('91310000MA1K4XYZ2Q')
    expect(validateBillingInfo({ ...valid, taxNo: '' }).taxNo).toEqual({ reason: 'required' })
    expect(validateBillingInfo({ ...valid, titleType: 'PERSONAL', taxNo: '' })).toEqual({})
    expect(validateBillingInfo({ ...valid, taxNo: '123' }).taxNo).toEqual({ reason: 'format' })
    expect(validateBillingInfo({ ...valid, email: 'nope' }).email).toEqual({ reason: 'format' })
    expect(validateBillingInfo({ ...valid, invoiceTitle: ' ' }).invoiceTitle).toEqual({ reason: 'required' })
    expect(validateBillingInfo({ ...valid, invoiceTitle: 'x'.repeat(201) }).invoiceTitle).toEqual({
      reason: 'tooLong',
      max: 200,
    })
  })
})

describe('statement adjustment form', () => {
  it('takes a signed amount and a required note', () => {
    expect(validateAdjustment({ amount: '-5', remark: '运费补贴' })).toEqual({})
    expect(validateAdjustment({ amount: '0', remark: '' })).toEqual({
      amount: { reason: 'positive' },
      remark: { reason: 'required' },
    })
  })
})

describe('statementSelection', () => {
  const bill = (billId: string, counterpartyPartyId: string, amount: number) => ({
    billId,
    statementId: null,
    statementNo: null,
    counterpartyPartyId,
    counterpartyName: `Dealer ${counterpartyPartyId}`,
    sourceType: 'ORDER' as const,
    sourceId: billId,
    sourceNo: `SO${billId}`,
    amount,
    occurredAt: '2026-11-01T02:00:00.000Z',
    remark: '',
  })

  it('adds up the items of one counterparty, and refuses none or several counterparties', () => {
    expect(statementSelection([])).toEqual({ kind: 'none' })
    expect(statementSelection([bill('1', 'P1', 100), bill('2', 'P2', 5)])).toEqual({ kind: 'mixed' })
    expect(statementSelection([bill('1', 'P1', 12_345), bill('2', 'P1', -345)])).toEqual({
      kind: 'ready',
      billIds: ['1', '2'],
      counterpartyName: 'Dealer P1',
      count: 2,
      total: 12_000,
    })
  })
})
