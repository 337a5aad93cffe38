// The business profile and order forms' rules: the same limits as the contract, refused at the
// field; the request mapping sends what the server expects.
import { describe, expect, it } from 'vitest'
import { saveBusiPartyInfoRequest } from '../../../contract/business-profile.schema.ts'
import {
  orderDraft,
  orderFieldError,
  orderRequest,
  profileDraft,
  profileRequest,
  validateOrder,
  validateProfile,
} from '../../../src/machines/business-network/profile-form.ts'

const filled = () => ({
  ...profileDraft(null, '贝斯特'),
  contactName: '陶贝',
  contactPhone: '13800001111',
  provinceId: '11',
  cityId: '1101',
})

describe('business profile form', () => {
  it('refuses a missing contact, a bad phone and a missing province at their fields', () => {
    const errors = validateProfile({ ...profileDraft(null), contactPhone: '12' })
    expect(errors.companyName).toEqual({ reason: 'required' })
    expect(errors.contactName).toEqual({ reason: 'required' })
    expect(errors.contactPhone).toEqual({ reason: 'phone' })
    expect(errors.provinceId).toEqual({ reason: 'required' })
    expect(validateProfile(filled())).toEqual({})
    expect(validateProfile({ ...filled(), contactPhone: '010-12345678' })).toEqual({})
    expect(validateProfile({ ...filled(), companyName: 'x'.repeat(201) }).companyName).toEqual({
      reason: 'tooLong',
      max: 200,
    })
  })

  it('maps a valid draft to a request the server schema accepts', () => {
    const req = profileRequest({ ...filled(), categoryIds: ['3', '5'], isPublic: false })
    const parsed = saveBusiPartyInfoRequest.safeParse(req)
    expect(parsed.success).toBe(true)
    expect(req).toMatchObject({ countyId: '', categoryIds: [3, 5], isPublic: 0 })
  })

  it('checks the order quantity and finds a line refusal at the quantity field', () => {
    expect(validateOrder({ ...orderDraft(7), quantity: 0 }).quantity).toEqual({
      reason: 'range',
      min: 1,
      max: 9999,
    })
    expect(validateOrder(orderDraft(null)).skuId).toEqual({ reason: 'required' })
    expect(orderRequest('P1', { ...orderDraft(7), quantity: 3 })).toEqual({
      partyId: 'P1',
      lines: [{ skuId: 7, quantity: 3 }],
      remark: '',
    })
    expect(orderFieldError({ 'lines.0.quantity': { reason: 'overStock', max: 4 } }, 'quantity')).toEqual({
      reason: 'overStock',
      max: 4,
    })
    expect(orderFieldError({ quantity: { reason: 'overPurchaseLimit', max: 2 } }, 'quantity')?.max).toBe(2)
  })
})
