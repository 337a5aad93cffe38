// Whether the signed-in person may take an action (issue 33): a sub-user narrowed by permission
// keys (contract/permissions.ts) is not offered a button whose calls the server would refuse.
// Merchant accounts and admin are not narrowed (`permissions` null). The key is a plain string,
// so the shell carries no copy of the catalogue.
import { SessionActor } from '../../session-context.tsx'

export function usePermission(key: string): boolean {
  return SessionActor.useSelector((s) => {
    const held = s.context.user?.permissions
    return held === null || held === undefined || held.includes(key)
  })
}
