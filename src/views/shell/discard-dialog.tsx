import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import { useTabsRef } from '../../root-context.tsx'
import { ModalDialog } from '../shared/modal-dialog.tsx'

/** Asks before closing, refreshing or logging out discards a tab's unsaved input. */
export function DiscardDialog() {
  const { t } = useTranslation('shell')
  const tabs = useTabsRef()
  const pending = useSelector(tabs, (s) => s.context.pending)
  if (!pending) return null
  const cancel = () => tabs.send({ type: 'tabs.cancelDiscard' })
  return (
    <ModalDialog
      icon="pi pi-exclamation-triangle"
      title={t('discard.title')}
      onCancel={cancel}
      footer={
        <>
          <button
            type="button"
            data-autofocus
            className="p-button p-component p-button-text"
            onClick={cancel}
          >
            <span className="p-button-label">{t('discard.cancel')}</span>
          </button>
          <button
            type="button"
            className="p-button p-component p-button-danger"
            onClick={() => tabs.send({ type: 'tabs.confirmDiscard' })}
          >
            <span className="p-button-label">{t('discard.confirm')}</span>
          </button>
        </>
      }
    >
      <p>{pending.kind === 'logout' ? t('discard.logoutMessage') : t('discard.message')}</p>
    </ModalDialog>
  )
}
