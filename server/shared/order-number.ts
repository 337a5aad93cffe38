import { businessStamp } from '../../contract/business-time.ts'

/**
 * An order number: a prefix naming the kind of order, the business wall-clock second (the
 * merchant's date, contract/business-time.ts), and 8 random digits. Orders
 * placed in one second (many buyers, one seller; a retried click) must not collide on the unique
 * order_no: with 8 digits two orders of one second collide once in 10^8, not once in 10^4.
 */
export function orderNumber(prefix: 'BO' | 'BS' | 'VIP' | 'AS', now: Date): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => (b % 10).toString()).join('')
  return `${prefix}${businessStamp(now)}${random}`
}
