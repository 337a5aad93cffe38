// Deleting a salesman (salesmen page): one without members is simply deleted; one with
// members needs a choice, reassign them to another salesman (who must be chosen) or leave
// them without one. The server refuses a deletion that strands members the same way.
import type { SalesmanItem } from '../../../contract/distribution.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export type SalesmanDeleteDraft = {
  membersAction: 'REASSIGN' | 'UNASSIGN'
  reassignTo: number | null
}

export const SALESMAN_DELETE_DRAFT: SalesmanDeleteDraft = { membersAction: 'REASSIGN', reassignTo: null }

export function salesmanDeleteChecks(salesman: Pick<SalesmanItem, 'memberCount'>) {
  return (v: SalesmanDeleteDraft): FieldErrors =>
    salesman.memberCount > 0 && v.membersAction === 'REASSIGN' && v.reassignTo === null
      ? { reassignTo: { reason: 'required' } }
      : {}
}

/** What deleteSalesman is told to do with the members (nothing when there are none). */
export function toSalesmanDeleteChoice(
  salesman: Pick<SalesmanItem, 'memberCount'>,
  v: SalesmanDeleteDraft,
): { membersAction: 'REASSIGN' | 'UNASSIGN'; reassignTo?: number } | undefined {
  if (salesman.memberCount === 0) return undefined
  return v.membersAction === 'REASSIGN' && v.reassignTo !== null
    ? { membersAction: 'REASSIGN', reassignTo: v.reassignTo }
    : { membersAction: 'UNASSIGN' }
}
