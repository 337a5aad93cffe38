// The business profile and order forms' rules: the same limits as the contract, refused at the
// field; the request mapping sends what the server expects.
import { describe, expect, it } from 'vitest'
import {
  type BusiProfile,
  createBusinessOrderRequest,
  saveBusiPartyInfoRequest,
} from '../../../contract/business-profile.schema.ts'
import {
  orderDraft,
  orderRequest,
  pricedLines,
  profileDraft,
  profileRequest,
  validateOrder,
  validateProfile,
  withProfileDelivery,
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

  it('checks every cart line and the delivery at the request’s field names', () => {
    const delivery = { receiverName: '陶贝', receiverPhone: '13800001111', address: '人民路 1 号' }
    const cart = {
      ...orderDraft(7),
      ...delivery,
      lines: [
        { skuId: 7, quantity: 0 },
        { skuId: null, quantity: 2 },
      ],
    }
    const errors = validateOrder(cart)
    expect(errors['lines.0.quantity']).toEqual({ reason: 'range', min: 1, max: 9999 })
    expect(errors['lines.1.skuId']).toEqual({ reason: 'required' })
    expect(validateOrder({ ...orderDraft(7), receiverPhone: '12' })).toMatchObject({
      'delivery.receiverName': { reason: 'required' },
      'delivery.receiverPhone': { reason: 'phone' },
      'delivery.address': { reason: 'required' },
    })
    expect(pricedLines(cart)).toBeNull()
    const ok = {
      ...cart,
      lines: [
        { skuId: 7, quantity: 3 },
        { skuId: 9, quantity: 1 },
      ],
    }
    expect(validateOrder(ok)).toEqual({})
    expect(pricedLines(ok)).toEqual([
      { skuId: 7, quantity: 3 },
      { skuId: 9, quantity: 1 },
    ])
    const req = orderRequest('P1', { ...ok, remark: ' 尽快 ' })
    expect(req).toEqual({ partyId: 'P1', lines: ok.lines, remark: '尽快', delivery })
    expect(createBusinessOrderRequest.safeParse(req).success).toBe(true)
  })

  it('prefills only the empty delivery fields from the buyer’s profile', () => {
    const profile = {
      contactName: '陶贝',
      contactPhone: '13800001111',
      address: '人民路 1 号',
    } as BusiProfile
    expect(withProfileDelivery(orderDraft(7), profile)).toEqual(delivery(profile))
    expect(withProfileDelivery({ ...orderDraft(7), receiverName: '王' }, profile)).not.toHaveProperty(
      'receiverName',
    )
    expect(withProfileDelivery(orderDraft(7), null)).toEqual({})
  })
})

function delivery(p: BusiProfile) {
  return { receiverName: p.contactName, receiverPhone: p.contactPhone, address: p.address }
}
