import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useWindowTitle } from './window-title.ts'
import { pathTo } from '../../routes/paths.ts'

export type StatusKind = 'forbidden' | 'notFound'

const CODE: Record<StatusKind, string> = { forbidden: '401', notFound: '404' }
const ICON: Record<StatusKind, string> = { forbidden: 'pi pi-lock', notFound: 'pi pi-compass' }

/** The 401 and 404 pages (SPEC.md section 2, Public routes), inside the shell or on their own. */
export function StatusPage({ kind, signedIn }: { kind: StatusKind; signedIn: boolean }) {
  const { t } = useTranslation()
  useWindowTitle(t(`status.${kind}.title`))
  const headingId = useId()
  return (
    <section className="status-page" aria-labelledby={headingId}>
      <span className={`${ICON[kind]} status-page__icon`} aria-hidden="true" />
      <p className="status-page__code">{CODE[kind]}</p>
      <h1 id={headingId}>{t(`status.${kind}.heading`)}</h1>
      <p className="status-page__text">{t(`status.${kind}.text`)}</p>
      <div className="status-page__actions">
        <button
          type="button"
          className="p-button p-component p-button-outlined"
          onClick={() => window.history.back()}
        >
          <span className="p-button-label">{t('actions.goBack')}</span>
        </button>
        <Link href={signedIn ? pathTo('dashboard') : '/login'} className="p-button p-component">
          <span className="p-button-label">
            {signedIn ? t('actions.backToDashboard') : t('actions.signIn')}
          </span>
        </Link>
      </div>
    </section>
  )
}
