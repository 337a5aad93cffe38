// A sales order row for a test that writes orders straight into the database (the summaries'
// triggers, the statistics, the dashboard's world): the fields the test is about, and plain
// values for the rest (a consumer order with no region, salesman or dates but its creation).
import type { NewSalesOrder } from '../../server/db/schema.ts'

type Given = Pick<NewSalesOrder, 'party_id' | 'order_no' | 'status' | 'created_at' | 'pay_amount'> &
  Partial<NewSalesOrder>

export function salesOrderRow(given: Given): NewSalesOrder {
  return {
    channel: 'MALL',
    buyer_party_id: null,
    buyer_name: 'buyer',
    receiver_name: 'receiver',
    receiver_phone: '13800000000',
    province_id: null,
    city_id: null,
    county_id: null,
    address: 'address',
    salesman_id: null,
    goods_amount: given.pay_amount,
    paid_at: null,
    shipped_at: null,
    completed_at: null,
    cancelled_at: null,
    updated_at: given.created_at,
    ...given,
  }
}
