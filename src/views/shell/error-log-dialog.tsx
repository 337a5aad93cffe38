import { useSelector } from '../shared/actors.ts'
import { Dialog } from 'primereact/dialog'
import { useTranslation } from 'react-i18next'
import type { ErrorEntry } from '../../machines/shell/error-log.machine.ts'
import { useAppDialogsRef, useErrorLogRef } from '../../root-context.tsx'
import { formatDateTime } from '../shared/date-time.ts'

export function errorReport(entries: readonly ErrorEntry[], userAgent: string): string {
  const lines = entries.map((e) =>
    [`[${e.at}] ${e.url}`, e.message, e.stack ?? ''].filter(Boolean).join('\n'),
  )
  return [`User agent: ${userAgent}`, ...lines].join('\n\n')
}

/** The error log (SPEC.md section 8): what went wrong, ready to copy into a support request. */
export default function ErrorLogDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t, i18n } = useTranslation('shell')
  const errorLog = useErrorLogRef()
  const dialogs = useAppDialogsRef()
  const entries = useSelector(errorLog, (s) => s.context.entries)

  async function copy() {
    try {
      await navigator.clipboard.writeText(errorReport(entries, navigator.userAgent))
      dialogs.send({ type: 'toast.show', severity: 'success', summary: { key: 'shell:errorLog.copied' } })
    } catch {
      dialogs.send({
        type: 'toast.show',
        severity: 'warn',
        summary: { key: 'shell:errorLog.copyFailed' },
        life: 4000,
      })
    }
  }

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('errorLog.title')}
      className="error-log"
      draggable={false}
      resizable={false}
      footer={
        <div className="error-log__footer">
          <button
            type="button"
            className="p-button p-component p-button-text"
            onClick={() => {
              errorLog.send({ type: 'errorLog.clear' })
              onHide()
            }}
          >
            <span className="pi pi-trash p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t('errorLog.clear')}</span>
          </button>
          <button type="button" className="p-button p-component" onClick={copy}>
            <span className="pi pi-copy p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t('errorLog.copy')}</span>
          </button>
        </div>
      }
    >
      <p className="error-log__intro">{t('errorLog.intro')}</p>
      <table className="error-log__table">
        <thead>
          <tr>
            <th scope="col">{t('errorLog.time')}</th>
            <th scope="col">{t('errorLog.page')}</th>
            <th scope="col">{t('errorLog.message')}</th>
          </tr>
        </thead>
        <tbody>
          {[...entries].reverse().map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.at, i18n.resolvedLanguage, 'dateTimeSeconds')}</td>
              <td>
                <code>{entry.url}</code>
              </td>
              <td>
                <div className="error-log__message">{entry.message}</div>
                {entry.stack && <pre className="error-log__stack">{entry.stack}</pre>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  )
}
