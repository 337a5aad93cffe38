import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { titleKey } from '../../routes/route-access.ts'
import { usePageRoute } from './page-context.ts'

/** What a page that a later release builds shows until then: its route, title and menu entry are real. */
export default function ComingSoonPage() {
  const { t } = useTranslation('shell')
  const { route } = usePageRoute()
  const title = t(titleKey(route))
  // Cached pages stay in the document side by side: ids must be unique per page.
  const headingId = useId()
  return (
    <section className="coming-soon" aria-labelledby={headingId}>
      <span className={`${route.icon ?? 'pi pi-hourglass'} coming-soon__icon`} aria-hidden="true" />
      <span className="coming-soon__badge">{t('comingSoon.badge')}</span>
      <h1 id={headingId}>{t('comingSoon.heading', { page: title })}</h1>
      <p>{t('comingSoon.text')}</p>
      <Link href="/dashboard" className="p-button p-component">
        <span className="pi pi-home p-button-icon-left" aria-hidden="true" />
        <span className="p-button-label">{t('common:actions.backToDashboard')}</span>
      </Link>
    </section>
  )
}
