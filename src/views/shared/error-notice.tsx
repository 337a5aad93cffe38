// The one way to show a failed call: an alert with the server's message and, where the call
// can be repeated, a retry button.
import './shared-locales.ts'
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'

export interface ErrorNoticeProps {
  error: { message: string; code?: number | null } | undefined
  onRetry?: () => void
}

export function ErrorNotice({ error, onRetry }: ErrorNoticeProps) {
  const { t } = useTranslation('shared')
  if (!error) return null
  return (
    <div className="error-notice p-message p-message-error" role="alert">
      <i className="pi pi-times-circle" aria-hidden="true" />
      <span className="error-notice-text">
        {error.code === null ? t('errors.transport') : t('errors.failed', { message: error.message })}
      </span>
      {onRetry && (
        <Button
          type="button"
          size="small"
          label={t('actions.retry')}
          icon="pi pi-refresh"
          onClick={onRetry}
        />
      )}
    </div>
  )
}
