import { describe, expect, it } from 'vitest'
import {
  SALESMAN_DELETE_DRAFT,
  salesmanDeleteChecks,
  toSalesmanDeleteChoice,
} from './salesman-delete-form.ts'

describe('salesman delete form', () => {
  it('deletes a salesman without members with no choice to make', () => {
    const none = { memberCount: 0 }
    expect(salesmanDeleteChecks(none)(SALESMAN_DELETE_DRAFT)).toEqual({})
    expect(toSalesmanDeleteChoice(none, SALESMAN_DELETE_DRAFT)).toBeUndefined()
  })

  it('asks whom to reassign the members to, or unassigns them', () => {
    const some = { memberCount: 4 }
    expect(salesmanDeleteChecks(some)(SALESMAN_DELETE_DRAFT)).toEqual({ reassignTo: { reason: 'required' } })
    expect(toSalesmanDeleteChoice(some, { membersAction: 'REASSIGN', reassignTo: 9 })).toEqual({
      membersAction: 'REASSIGN',
      reassignTo: 9,
    })
    const unassign = { membersAction: 'UNASSIGN' as const, reassignTo: null }
    expect(salesmanDeleteChecks(some)(unassign)).toEqual({})
    expect(toSalesmanDeleteChoice(some, unassign)).toEqual({ membersAction: 'UNASSIGN' })
  })
})
