// Every /control call, classified for the audit trail (issue 20 item 9, ASVS 16): a `write`
// (recorded after it succeeds, naming the record of the body's id field), a `read`, or an
// `untracked` write that changes no business record (session bookkeeping, read marks), with
// the reason. The classification is each call's `audit` in its catalogue (contract/<area>.calls.ts,
// contract/calls.ts AuditClass): whoever adds a call decides there, and
// tests/contract/call-catalogue.test.ts fails when the app serves a call that no catalogue holds,
// so a new write route cannot go unrecorded by omission.
import { callEntries } from '../../contract/all-calls.ts'
import type { AuditClass } from '../../contract/calls.ts'

export type AuditCall = AuditClass

/** By call name (the path after /control/, as mounted). */
export const AUDIT_CALLS: Readonly<Record<string, AuditCall>> = Object.fromEntries(
  callEntries().map(([name, call]) => [name, call.audit]),
)

/** The classification of a call, or undefined for a call the table does not know. */
export function auditCallOf(name: string): AuditCall | undefined {
  return Object.hasOwn(AUDIT_CALLS, name) ? AUDIT_CALLS[name] : undefined
}
