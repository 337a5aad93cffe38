import { expect, it } from 'vitest'
import { orderNumber } from './order-number.ts'

it('numbers an order by the business date and time, not UTC (issue 35)', () => {
  // Placed at 00:36:05 on the 27th in Beijing, 16:36:05 on the 26th in UTC.
  expect(orderNumber('BO', new Date('2026-11-26T16:36:05.000Z'))).toMatch(/^BO20261127003605\d{8}$/)
})
