// Whether the signed-in user works as repair staff (SUB_USER_WX without the merchant's role):
// staff see their assigned jobs only and take the work steps; the server enforces the same.
import { ADMIN_ROLE } from '../../../contract/roles.ts'
import { SessionActor } from '../../session-context.tsx'

export function useIsRepairStaff(): boolean {
  return SessionActor.useSelector((s) => {
    const roles = s.context.user?.roles ?? []
    return roles.includes('SUB_USER_WX') && !roles.includes('REPAIRMEMBER') && !roles.includes(ADMIN_ROLE)
  })
}
