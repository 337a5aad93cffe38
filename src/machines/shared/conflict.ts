// The server's 40900 answer to a write: the record changed since the page loaded it (another
// tab, a colleague), or the step is no longer allowed in the state it is now in. Every machine
// follows one rule for it: load the record again and say why (the form machine for a saved
// draft, the record-load machine for a record a page holds, the order, after-sale and repair
// lifecycles for their steps). This is the one test of "is this a conflict".
import { ResultCode } from '../../../contract/codes.ts'

export function isConflict(error: unknown): boolean {
  return (
    error !== null && typeof error === 'object' && (error as { code?: unknown }).code === ResultCode.conflict
  )
}
