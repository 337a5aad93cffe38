// The permission catalogue's invariants (contract/permissions.ts, issue 33): every key names
// real calls and pages, no call is covered twice (so a missing key refuses exactly its calls),
// and every call a sub-user's role reaches outside the session's own calls is covered, so a
// merchant can narrow all of it.
import { describe, expect, it } from 'vitest'
import { ALL_CALLS } from '../../../contract/all-calls.ts'
import { accessAdmits, type CallDef } from '../../../contract/calls.ts'
import { defaultPermissions, PERMISSIONS, permissionOf } from '../../../contract/permissions.ts'
import { SUB_ACCOUNT_ROLES } from '../../../contract/roles.ts'
import { pagesOf } from '../../../src/routes/route-access.ts'
import { ROUTE_TABLE } from '../../../src/routes/route-table.ts'

const calls = ALL_CALLS as Record<string, CallDef>

describe('the permission catalogue', () => {
  it('names only catalogued calls and route-table pages, each in one key', () => {
    const pageIds = new Set(pagesOf(ROUTE_TABLE).map((p) => p.route.id))
    const seenCalls = new Map<string, string>()
    const seenPages = new Map<string, string>()
    for (const p of PERMISSIONS) {
      for (const name of p.calls) {
        expect(calls[name], `${p.key}: ${name}`).toBeDefined()
        expect(seenCalls.get(name), `${name} in two keys`).toBeUndefined()
        seenCalls.set(name, p.key)
      }
      for (const page of p.pages) {
        expect(pageIds.has(page), `${p.key}: page ${page}`).toBe(true)
        expect(seenPages.get(page), `${page} in two keys`).toBeUndefined()
        seenPages.set(page, p.key)
      }
      if ('parent' in p && p.parent) expect(permissionOf(p.parent)?.roles).toEqual(p.roles)
    }
  })

  it('covers every area call a sub-user role may make', () => {
    const covered = new Set(PERMISSIONS.flatMap((p) => p.calls))
    const uncovered = Object.entries(calls)
      .filter(([, def]) => typeof def.access !== 'string' || !['public', 'session'].includes(def.access))
      .filter(([, def]) => SUB_ACCOUNT_ROLES.some((role) => accessAdmits(def.access, [role])))
      .map(([name]) => name)
      .filter((name) => !covered.has(name))
    expect(uncovered).toEqual([])
  })

  it('gives each sub-user role the keys its areas reach as defaults', () => {
    expect(defaultPermissions(['SUB_USER_WX'])).toEqual(['repair.view', 'repair.update', 'messages.view'])
    expect(defaultPermissions(['SUB_USER_BUS_MAG'])).toContain('finance.confirmStatement')
    expect(defaultPermissions(['SUB_USER_BUS_MAG'])).not.toContain('repair.view')
  })
})
