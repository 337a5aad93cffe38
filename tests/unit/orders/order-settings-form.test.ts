// The order settings' draft (the unpaid orders' time limit in minutes or hours): shown in whole
// hours when it is, checked at the field within 15 minutes .. 15 days as the contract's schema,
// and sent in minutes.
import { describe, expect, it } from 'vitest'
import { saveOrderSettingsRequest } from '../../../contract/orders.schema.ts'
import {
  toOrderSettingsDraft,
  toOrderSettingsRequest,
  validateOrderSettings,
} from '../../../src/machines/orders/order-settings-form.ts'

describe('order settings draft', () => {
  it('shows whole hours in hours and anything else in minutes', () => {
    expect(toOrderSettingsDraft({ payTimeoutMinutes: 1440 })).toEqual({
      payTimeoutMinutes: '24',
      unit: 'HOURS',
    })
    expect(toOrderSettingsDraft({ payTimeoutMinutes: 90 })).toEqual({
      payTimeoutMinutes: '90',
      unit: 'MINUTES',
    })
  })

  it('sends minutes', () => {
    expect(toOrderSettingsRequest({ payTimeoutMinutes: ' 2 ', unit: 'HOURS' })).toEqual({
      payTimeoutMinutes: 120,
    })
    expect(toOrderSettingsRequest({ payTimeoutMinutes: '45', unit: 'MINUTES' })).toEqual({
      payTimeoutMinutes: 45,
    })
  })

  it('refuses at the field what the server refuses, and accepts what it accepts', () => {
    const cases = [
      [{ payTimeoutMinutes: '', unit: 'MINUTES' }, 'required'],
      [{ payTimeoutMinutes: '1.5', unit: 'HOURS' }, 'integer'],
      [{ payTimeoutMinutes: '14', unit: 'MINUTES' }, 'payTimeoutRange'],
      [{ payTimeoutMinutes: '0', unit: 'HOURS' }, 'payTimeoutRange'],
      [{ payTimeoutMinutes: '361', unit: 'HOURS' }, 'payTimeoutRange'],
      [{ payTimeoutMinutes: '15', unit: 'MINUTES' }, undefined],
      [{ payTimeoutMinutes: '360', unit: 'HOURS' }, undefined],
    ] as const
    for (const [draft, reason] of cases) {
      expect(validateOrderSettings(draft).payTimeoutMinutes?.reason, JSON.stringify(draft)).toBe(reason)
      if (reason === undefined)
        expect(saveOrderSettingsRequest.safeParse(toOrderSettingsRequest(draft)).success).toBe(true)
      else if (reason !== 'required' && reason !== 'integer')
        expect(saveOrderSettingsRequest.safeParse(toOrderSettingsRequest(draft)).success).toBe(false)
    }
  })
})
