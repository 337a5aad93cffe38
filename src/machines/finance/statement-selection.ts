// Which unbilled items may become one new statement: a statement is with one counterparty, so
// a selection across counterparties is refused here, before the server would refuse it.
import type { BillRow } from '../../../contract/finance.schema.ts'

export type StatementSelection =
  | { kind: 'none' }
  | { kind: 'mixed' }
  | { kind: 'ready'; billIds: string[]; counterpartyName: string; count: number; total: number }

export function statementSelection(rows: readonly BillRow[]): StatementSelection {
  const first = rows[0]
  if (!first) return { kind: 'none' }
  if (rows.some((r) => r.counterpartyPartyId !== first.counterpartyPartyId)) return { kind: 'mixed' }
  return {
    kind: 'ready',
    billIds: rows.map((r) => r.billId),
    counterpartyName: first.counterpartyName,
    count: rows.length,
    total: rows.reduce((sum, r) => sum + r.amount, 0),
  }
}
