// The caller's data scope (server/shared/data-scope.ts) as the member, rank and group calls use
// it: a scoped salesperson lists, reads and changes only its own customers; a member outside the
// scope is answered as not found, as another merchant's is.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { customerScopeOf, membersInScope } from '../shared/data-scope.ts'

/** The caller's data scope: null, every member of the merchant. */
export const scopeOf = (c: Context<AppEnv>) => customerScopeOf(c.get('deps').db, c.get('caller'))

/** A write naming a member outside the caller's scope is answered as not found, and changes nothing. */
export async function requireMembersInScope(c: Context<AppEnv>, memberIds: readonly number[]): Promise<void> {
  if (!(await membersInScope(c.get('deps').db, await scopeOf(c), memberIds)))
    throw ApiError.notFound('members.notFound')
}
