import { describe, expect, it } from 'vitest'
import { pathTo } from './paths.ts'
import { BUILT_PAGE_IDS } from './route-table.ts'

describe('pathTo', () => {
  it('builds a page path from the route table', () => {
    expect(pathTo('orderDetails')).toBe('/order-management/orderDetails')
    expect(pathTo('messageIndex')).toBe('/message/index')
    expect(pathTo('dashboard')).toBe('/dashboard')
  })

  it('adds the query parameters, encoded, and leaves out the absent ones', () => {
    expect(pathTo('orderDetails', { orderId: 42 })).toBe('/order-management/orderDetails?orderId=42')
    expect(pathTo('busiFriendDetail', { partyId: 'P 1&2', infoId: undefined })).toBe(
      '/business-opportunities/busiFriendDetail?partyId=P+1%262',
    )
    expect(
      new URLSearchParams(pathTo('waitShipmentOrder', { orderNos: 'A1,B2' }).split('?')[1]).get('orderNos'),
    ).toBe('A1,B2')
  })

  it('knows every built page', () => {
    for (const id of BUILT_PAGE_IDS) expect(pathTo(id)).toMatch(/^\//)
  })
})
