import { useSelector } from './actors.ts'
import { useTranslation } from 'react-i18next'
import type { Toast } from '../../machines/shell/app-dialogs.machine.ts'
import { useAppDialogsRef } from '../../root-context.tsx'
import { ModalDialog } from './modal-dialog.tsx'

const SEVERITY_ICON: Record<Toast['severity'], string> = {
  error: 'pi pi-times-circle',
  success: 'pi pi-check',
  info: 'pi pi-info-circle',
  warn: 'pi pi-exclamation-triangle',
}

/** The toasts and the session dialogs of SPEC.md section 8, on every page including login. */
export function AppDialogs() {
  const { t } = useTranslation()
  const ref = useAppDialogsRef()
  const toasts = useSelector(ref, (s) => s.context.toasts)
  const sessionEnded = useSelector(ref, (s) => s.hasTag('sessionEnded'))
  const transportFailed = useSelector(ref, (s) => s.hasTag('transportFailed'))
  const dialog = sessionEnded ? 'sessionEnded' : transportFailed ? 'transportFailed' : undefined

  return (
    <>
      <section className="app-toasts p-toast p-component" aria-label={t('toast.region')}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.severity === 'error' ? 'alert' : 'status'}
            className={`p-toast-message p-toast-message-${toast.severity}`}
          >
            <div className="p-toast-message-content">
              <span className={`${SEVERITY_ICON[toast.severity]} p-toast-message-icon`} aria-hidden="true" />
              <div className="p-toast-message-text">
                <span className="p-toast-summary">
                  {'key' in toast.summary ? t(toast.summary.key) : toast.summary.text}
                </span>
                {toast.detail && (
                  <div className="p-toast-detail">
                    {'key' in toast.detail ? t(toast.detail.key) : toast.detail.text}
                  </div>
                )}
              </div>
              <button
                type="button"
                className="p-toast-icon-close p-link"
                aria-label={t('toast.dismiss')}
                onClick={() => ref.send({ type: 'toast.dismiss', id: toast.id })}
              >
                <span className="pi pi-times" aria-hidden="true" />
              </button>
            </div>
          </div>
        ))}
      </section>
      {dialog && (
        <ModalDialog
          icon="pi pi-exclamation-triangle"
          title={t(`dialogs.${dialog}.title`)}
          onCancel={() => ref.send({ type: 'dialog.cancel' })}
          footer={
            <>
              <button
                type="button"
                className="p-button p-component p-button-text"
                onClick={() => ref.send({ type: 'dialog.cancel' })}
              >
                <span className="p-button-label">{t('actions.cancel')}</span>
              </button>
              <button
                type="button"
                data-autofocus
                className="p-button p-component"
                onClick={() => ref.send({ type: 'dialog.confirm' })}
              >
                <span className="p-button-label">{t('actions.reLogin')}</span>
              </button>
            </>
          }
        >
          <p>{t(`dialogs.${dialog}.message`)}</p>
        </ModalDialog>
      )}
    </>
  )
}
