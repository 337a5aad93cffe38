// The export of a list to a spreadsheet, one look wherever a list offers it: the button, and
// while the rows are read "n of total" with a progress bar and a stop button (role status, so a
// screen reader hears the count). The machine that reads the rows is the area's own.
import { Button } from 'primereact/button'
import { lazy, Suspense } from 'react'
import './export-progress.css'

// Shown only while an export runs: loaded then, not with the list page (its route budget).
const ProgressBar = lazy(() => import('primereact/progressbar').then((m) => ({ default: m.ProgressBar })))

export function ExportButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <Button type="button" label={label} icon="pi pi-download" outlined size="small" onClick={onClick} />
}

export function ExportProgress({
  text,
  percent,
  progressLabel,
  stopLabel,
  onStop,
}: {
  /** "n of total read", in the area's words. */
  text: string
  percent: number
  /** The progress bar's accessible name. */
  progressLabel: string
  stopLabel: string
  onStop: () => void
}) {
  return (
    <div className="export-progress" role="status">
      <span>{text}</span>
      <Suspense fallback={null}>
        <ProgressBar value={percent} showValue={false} aria-label={progressLabel} />
      </Suspense>
      <Button
        type="button"
        icon="pi pi-times"
        text
        rounded
        size="small"
        aria-label={stopLabel}
        title={stopLabel}
        onClick={onStop}
      />
    </div>
  )
}
