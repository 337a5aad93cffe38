// The one frame of a page that shows or edits one record: while the record loads, one
// placeholder (the page's title, busy); a failed load, the error with a retry; no such record
// (a missing or malformed id, or the server's not found), RecordNotFound with a way back; then
// the page itself, with the record. Pages differ only in what they render with it.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorNotice } from './error-notice.tsx'
import { isRecordNotFound, RecordNotFound } from './record-not-found.tsx'

export interface LoadedRecord<T> {
  data: T | undefined
  error?: { code?: number | null; message: string } | undefined
  retry: () => void
}

export interface RecordFrameProps<T> {
  /** The page's title: the busy placeholder's name and the not-found heading. */
  title: string
  /** The list the record is opened from. */
  backTo: string
  /** The not-found state's way back, when "Back to the list" does not say enough. */
  backLabel?: string
  loaded: LoadedRecord<T>
  /** The address names no record (its id is missing or malformed): nothing is loaded. */
  missing?: boolean
  children: (record: T) => ReactNode
}

export function RecordFrame<T>({ title, backTo, backLabel, loaded, missing, children }: RecordFrameProps<T>) {
  if (missing || isRecordNotFound(loaded.error))
    return <RecordNotFound title={title} backTo={backTo} backLabel={backLabel} />
  if (loaded.data === undefined) {
    return (
      <section className="page" aria-busy={!loaded.error} aria-label={title}>
        <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
        {!loaded.error && <RecordLoading title={title} />}
      </section>
    )
  }
  return <>{children(loaded.data)}</>
}

/** The one placeholder while a record loads. */
export function RecordLoading({ title }: { title: string }) {
  const { t } = useTranslation('shared')
  return (
    <p className="record-loading" role="status">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('recordNotFound.loading', { title })}
    </p>
  )
}
