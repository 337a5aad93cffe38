// control() takes its call names and answer types from the call catalogue (contract/*.calls.ts,
// merged in contract/all-calls.ts), by type only. These are checked by the type check
// (`npm run typecheck`): a `@ts-expect-error` that no longer finds an error fails it.
import { describe, expectTypeOf, it } from 'vitest'
import type { OrderDetail } from '../../../contract/orders.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import type { RankItem } from '../../../contract/distribution.schema.ts'
import type { BankListResponse } from '../../../contract/shared.schema.ts'
import { control } from '../../../src/services/http.ts'

// Never called: the functions only carry the types control() gives them.
const detail = () => control('getOrderDetail', { body: { orderId: '1' } })
const ranks = () => control('getRankData', { body: { data: {} } })
const banks = () => control('getBank', { method: 'GET' })

describe('control()', () => {
  it('answers the type of the call’s response schema', () => {
    expectTypeOf(detail).returns.resolves.toEqualTypeOf<OrderDetail>()
    expectTypeOf(ranks).returns.resolves.toEqualTypeOf<Page<RankItem>>()
    expectTypeOf(banks).returns.resolves.toEqualTypeOf<BankListResponse>()
  })

  it('refuses a name no catalogue holds, and the stored-file address, which answers no envelope', () => {
    // @ts-expect-error a misspelled call
    expectTypeOf(() => control('getOrderLis')).toBeFunction()
    // @ts-expect-error GET /control/uploadFile/<name> is a file, not a call of control()
    expectTypeOf(() => control('uploadFile/:name', { method: 'GET' })).toBeFunction()
  })

  it('makes a call with its catalogue method', () => {
    // @ts-expect-error getBank is a GET call (input 'query'): without the method it would be posted
    expectTypeOf(() => control('getBank')).toBeFunction()
    // @ts-expect-error getOrderDetail is a POST call
    expectTypeOf(() => control('getOrderDetail', { method: 'GET' })).toBeFunction()
  })

  it('refuses an answer used as another type', () => {
    // @ts-expect-error getOrderDetail answers an OrderDetail, whose orderId is a string
    expectTypeOf(detail).returns.resolves.toEqualTypeOf<{ orderId: number }>()
  })
})
