// The order settings' draft (the unpaid orders' time limit in minutes or hours): shown in whole
// hours when it is, checked at the field within 15 minutes .. 15 days as the contract's schema,
// and sent in minutes; the delivery note's sender and footer checked as the server checks them
// (lengths, the delivery phone rule) and sent trimmed.
import { describe, expect, it } from 'vitest'
import { saveOrderSettingsRequest } from '../../../contract/orders.schema.ts'
import {
  toOrderSettingsDraft,
  toOrderSettingsRequest,
  validateOrderSettings,
} from '../../../src/machines/orders/order-settings-form.ts'

const note = { senderName: '', senderAddress: '', senderPhone: '', deliveryNoteFooter: '' }

describe('order settings draft', () => {
  it('shows whole hours in hours and anything else in minutes', () => {
    expect(toOrderSettingsDraft({ payTimeoutMinutes: 1440 })).toMatchObject({
      payTimeoutMinutes: '24',
      unit: 'HOURS',
    })
    expect(toOrderSettingsDraft({ payTimeoutMinutes: 90 })).toMatchObject({
      payTimeoutMinutes: '90',
      unit: 'MINUTES',
    })
  })

  it('sends minutes', () => {
    expect(toOrderSettingsRequest({ ...note, payTimeoutMinutes: ' 2 ', unit: 'HOURS' })).toMatchObject({
      payTimeoutMinutes: 120,
    })
    expect(toOrderSettingsRequest({ ...note, payTimeoutMinutes: '45', unit: 'MINUTES' })).toMatchObject({
      payTimeoutMinutes: 45,
    })
  })

  it('refuses at the field what the server refuses, and accepts what it accepts', () => {
    const cases = [
      [{ ...note, payTimeoutMinutes: '', unit: 'MINUTES' }, 'required'],
      [{ ...note, payTimeoutMinutes: '1.5', unit: 'HOURS' }, 'integer'],
      [{ ...note, payTimeoutMinutes: '14', unit: 'MINUTES' }, 'payTimeoutRange'],
      [{ ...note, payTimeoutMinutes: '0', unit: 'HOURS' }, 'payTimeoutRange'],
      [{ ...note, payTimeoutMinutes: '361', unit: 'HOURS' }, 'payTimeoutRange'],
      [{ ...note, payTimeoutMinutes: '15', unit: 'MINUTES' }, undefined],
      [{ ...note, payTimeoutMinutes: '360', unit: 'HOURS' }, undefined],
    ] as const
    for (const [draft, reason] of cases) {
      expect(validateOrderSettings(draft).payTimeoutMinutes?.reason, JSON.stringify(draft)).toBe(reason)
      if (reason === undefined)
        expect(saveOrderSettingsRequest.safeParse(toOrderSettingsRequest(draft)).success).toBe(true)
      else if (reason !== 'required' && reason !== 'integer')
        expect(saveOrderSettingsRequest.safeParse(toOrderSettingsRequest(draft)).success).toBe(false)
    }
  })

  it('checks the delivery note sender and footer as the server does, and sends them trimmed', () => {
    const base = { payTimeoutMinutes: '24', unit: 'HOURS' as const }
    const cases: [Partial<typeof note>, string, string | undefined][] = [
      [{ senderPhone: '12345' }, 'senderPhone', 'phone'],
      [{ senderPhone: '0571-8888666a' }, 'senderPhone', 'phone'],
      [{ senderPhone: ' 0571-88886666 ' }, 'senderPhone', undefined],
      [{ senderPhone: '13800138000' }, 'senderPhone', undefined],
      [{ senderName: '名'.repeat(101) }, 'senderName', 'tooLong'],
      [{ senderName: '名'.repeat(100) }, 'senderName', undefined],
      [{ senderAddress: '路'.repeat(301) }, 'senderAddress', 'tooLong'],
      [{ deliveryNoteFooter: '谢'.repeat(201) }, 'deliveryNoteFooter', 'tooLong'],
      [{ deliveryNoteFooter: '谢'.repeat(200) }, 'deliveryNoteFooter', undefined],
    ]
    for (const [values, field, reason] of cases) {
      const draft = { ...base, ...note, ...values }
      expect(validateOrderSettings(draft)[field]?.reason, JSON.stringify(values)).toBe(reason)
      expect(saveOrderSettingsRequest.safeParse(toOrderSettingsRequest(draft)).success).toBe(
        reason === undefined,
      )
    }
    const draft = toOrderSettingsDraft({
      payTimeoutMinutes: 60,
      senderName: '杭州仓',
      senderAddress: '',
      senderPhone: '',
      deliveryNoteFooter: '谢谢惠顾',
    })
    expect(draft).toMatchObject({ senderName: '杭州仓', deliveryNoteFooter: '谢谢惠顾' })
    expect(toOrderSettingsRequest({ ...draft, senderName: ' 杭州仓 ' })).toEqual({
      payTimeoutMinutes: 60,
      senderName: '杭州仓',
      senderAddress: '',
      senderPhone: '',
      deliveryNoteFooter: '谢谢惠顾',
    })
  })
})
