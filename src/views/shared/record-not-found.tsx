// The one "record not found" state of a detail page (a member, an applicant, a rank's or a
// group's members, ...): opened with no id, a malformed id, or the id of a record this merchant
// does not have. One heading, one sentence and a way back to the list, instead of a blank
// title over two error banners.
import { Button } from 'primereact/button'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import { ResultCode } from '../../../contract/codes.ts'

export interface RecordNotFoundProps {
  /** The page's own title ("Member details"), kept as the heading so the tab still says where you are. */
  title: string
  /** The list the record would have been opened from. */
  backTo: string
  /** The button's label; "Back to the list" when not given. */
  backLabel?: string
}

export function RecordNotFound({ title, backTo, backLabel }: RecordNotFoundProps) {
  const { t } = useTranslation('shared')
  const headingId = useId()
  return (
    <section className="page" aria-labelledby={headingId}>
      <div className="status-page record-not-found" role="status">
        <span className="pi pi-search status-page__icon" aria-hidden="true" />
        <h1 id={headingId}>{t('recordNotFound.heading', { title })}</h1>
        <p className="status-page__text">{t('recordNotFound.text')}</p>
        <div className="status-page__actions">
          <Button
            type="button"
            icon="pi pi-arrow-left"
            label={backLabel ?? t('recordNotFound.back')}
            onClick={() => navigate(backTo)}
          />
        </div>
      </div>
    </section>
  )
}

/** A record id from the query string: a positive whole number, else undefined (absent or malformed). */
export function recordIdParam(search: string, name: string): number | undefined {
  const raw = new URLSearchParams(search).get(name)
  if (raw === null || !/^[1-9][0-9]{0,14}$/.test(raw.trim())) return undefined
  return Number(raw)
}

/**
 * Whether a failed load means "there is no such record": the server's not-found, or its
 * invalid-input answer to the id itself. Any other failure (transport, 50000) is an error to
 * retry, shown with ErrorNotice.
 */
export function isRecordNotFound(error: { code?: number | null } | undefined): boolean {
  return error?.code === ResultCode.notFound || error?.code === ResultCode.invalidInput
}
