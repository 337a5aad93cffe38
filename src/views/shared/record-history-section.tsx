// A record's change history on its detail page, loaded once the record is drawn (issue 37): a
// card below the record, whose list and texts the record need not wait for. The repair detail
// drew no other table: its first load went from 106 to 50 kB gzip beyond the frame (PrimeReact's
// DataTable, paginator and dropdown came with the history); the order detail's from 120 to 117.
import { lazy, Suspense } from 'react'
import type { RecordHistoryProps } from './record-history.tsx'

const RecordHistory = lazy(() => import('./record-history.tsx').then((m) => ({ default: m.RecordHistory })))

export function RecordHistorySection(props: RecordHistoryProps) {
  return (
    <Suspense
      fallback={<div className={props.bare ? 'record-history' : 'card record-history'} aria-busy="true" />}
    >
      <RecordHistory {...props} />
    </Suspense>
  )
}
