// Role-switch tokens (SPEC.md section 4): `<ROLE>-token` stands for that role's demo account.
// Only the in-page mock wires this into AppDeps.resolveDevToken (mock-server/mock-deps.ts);
// the Node server's deps leave the hook out, so there such a token is refused (50008). It
// lives here, beside the session code it feeds, so server tests can exercise it without the mock.
import { ADMIN_ROLE, demoUserName, ROLE_SWITCH_TOKEN_SUFFIX, ROLES, type Role } from '../../contract/roles.ts'
import type { DevTokenCaller } from '../app-deps.ts'
import type { Db } from '../db/schema.ts'
import { findLoginByUsername } from './session.repository.ts'

function roleOfDevToken(token: string): Role | typeof ADMIN_ROLE | undefined {
  if (!token.endsWith(ROLE_SWITCH_TOKEN_SUFFIX)) return undefined
  const name = token.slice(0, -ROLE_SWITCH_TOKEN_SUFFIX.length)
  if (name === ADMIN_ROLE) return ADMIN_ROLE
  return (ROLES as readonly string[]).includes(name) ? (name as Role) : undefined
}

/** `TRADEBASE-token` → the `tradebase` demo account, if it exists and is enabled. */
export async function resolveRoleSwitchToken(db: Db, token: string): Promise<DevTokenCaller | undefined> {
  const role = roleOfDevToken(token)
  if (!role) return undefined
  const login = await findLoginByUsername(db, demoUserName(role))
  if (login?.enabled !== 1) return undefined
  return { userLoginId: login.id, partyId: login.party_id, dataScope: login.data_scope }
}
