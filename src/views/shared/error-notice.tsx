// The one way to show a failed call: an alert with the server's message and, where the call
// can be repeated, a retry button. A page that words the failure itself ("The dashboard could
// not be loaded: …") passes its sentence as `text`; the look, the role and the retry are the same
// everywhere.
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'

export interface ErrorNoticeProps {
  /** The failed call's error (code null: the server could not be reached). */
  error?: { message: string; code?: number | null } | undefined
  /** The page's own sentence, shown instead of the generic one. */
  text?: string | undefined
  onRetry?: () => void
  /** The retry button's label when "Retry" does not say enough. */
  retryLabel?: string
}

export function ErrorNotice({ error, text, onRetry, retryLabel }: ErrorNoticeProps) {
  const { t } = useTranslation('shared')
  if (!error && !text) return null
  const message =
    text ?? (error?.code === null ? t('errors.transport') : t('errors.failed', { message: error?.message }))
  return (
    <div className="error-notice p-message p-message-error" role="alert">
      <i className="pi pi-times-circle" aria-hidden="true" />
      <span className="error-notice-text">{message}</span>
      {onRetry && (
        <Button
          type="button"
          size="small"
          label={retryLabel ?? t('actions.retry')}
          icon="pi pi-refresh"
          onClick={onRetry}
        />
      )}
    </div>
  )
}
