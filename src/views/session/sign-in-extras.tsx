// The login page's second way in (issue 36): "Use a passkey", and what a passkey attempt came
// to. Loaded after the login form paints; login-page.tsx registers its texts first (the login
// page's first bundle is at its budget).
import { useTranslation } from 'react-i18next'

export interface SignInExtrasProps {
  busy: boolean
  passkeyFailed: boolean
  onPasskey: () => void
}

export default function SignInExtras({ busy, passkeyFailed, onPasskey }: SignInExtrasProps) {
  const { t } = useTranslation('sign-in')
  return (
    <>
      {passkeyFailed && (
        <div role="alert" className="p-inline-message p-component p-inline-message-error login-card__error">
          {t('errors.passkeyFailed')}
        </div>
      )}
      <button
        type="button"
        className="p-button p-component p-button-outlined login-card__passkey"
        disabled={busy}
        onClick={onPasskey}
      >
        <span className="pi pi-key p-button-icon-left" aria-hidden="true" />
        <span className="p-button-label">{t('actions.passkey')}</span>
      </button>
    </>
  )
}
