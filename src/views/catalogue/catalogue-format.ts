// How the catalogue pages show a catalogue's status and validity.
import { formatDateTime } from '../shared/date-time.ts'

export const STATUS_SEVERITY = { DRAFT: 'secondary', PUBLISHED: 'success', CLOSED: 'warning' } as const
export const AUDIT_SEVERITY = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const

export function validityOf(row: { startAt: string | null; endAt: string | null }, lang: string): string {
  if (!row.startAt || !row.endAt) return '—'
  return `${formatDateTime(row.startAt, lang, 'date')} – ${formatDateTime(row.endAt, lang, 'date')}`
}
