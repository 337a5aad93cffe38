// The caller's data scope (server/shared/data-scope.ts) as the member, rank and group calls use
// it: a scoped salesperson lists, reads and changes only its own customers; a member outside the
// scope is answered as not found, as another merchant's is.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { membersInScope, scopeOfCall } from '../shared/data-scope.ts'

/** A write naming a member outside the caller's scope is answered as not found, and changes nothing. */
export async function requireMembersInScope(c: Context<AppEnv>, memberIds: readonly number[]): Promise<void> {
  if (!(await membersInScope(c.get('deps').db, await scopeOfCall(c), memberIds)))
    throw ApiError.notFound('members.notFound')
}
