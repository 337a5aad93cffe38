// control() takes its call names and answer types from the call catalogue (contract/*.calls.ts,
// merged in contract/all-calls.ts), by type only. These are checked by the type check
// (`npm run typecheck`): a `@ts-expect-error` that no longer finds an error fails it.
import { describe, expectTypeOf, it } from 'vitest'
import type { OrderDetail } from '../../../contract/orders.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import type { RankItem } from '../../../contract/distribution.schema.ts'
import { control } from '../../../src/services/http.ts'

describe('control()', () => {
  it('answers the type of the call’s response schema', () => {
    expectTypeOf(control<'getOrderDetail'>).returns.resolves.toEqualTypeOf<OrderDetail>()
    expectTypeOf(control<'getRankData'>).returns.resolves.toEqualTypeOf<Page<RankItem>>()
    expectTypeOf(control<'deleteDistributionRank'>).returns.resolves.toEqualTypeOf<null>()
  })

  it('refuses a name no catalogue holds, and the stored-file address, which answers no envelope', () => {
    // @ts-expect-error a misspelled call
    expectTypeOf(control).toBeCallableWith('getOrderLis')
    // @ts-expect-error GET /control/uploadFile/<name> is a file, not a call of control()
    expectTypeOf(control).toBeCallableWith('uploadFile/:name')
  })

  it('refuses an answer used as another type', () => {
    // @ts-expect-error getOrderDetail answers an OrderDetail, whose orderId is a string
    expectTypeOf(control<'getOrderDetail'>).returns.resolves.toEqualTypeOf<{ orderId: number }>()
  })
})
