import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { type PageEntry, titleKey } from '../../routes/route-access.ts'
import { HOME_PATH } from '../../routes/route-table.ts'

/** Home / group / page, in the current language. */
export function BreadcrumbNav({
  page,
  fallbackTitle,
}: {
  page: PageEntry | undefined
  fallbackTitle?: string
}) {
  const { t } = useTranslation()
  const onHome = page?.route.path === HOME_PATH
  const current = page ? t(titleKey(page.route)) : fallbackTitle
  return (
    <nav aria-label={t('shell:breadcrumb')} className="breadcrumb">
      <ol>
        <li>
          {onHome ? (
            <span aria-current="page">{t('routes:pages.dashboard')}</span>
          ) : (
            <Link href={HOME_PATH}>{t('routes:pages.dashboard')}</Link>
          )}
        </li>
        {page?.group && (
          <li>
            <span className="breadcrumb__group">{t(titleKey(page.group))}</span>
          </li>
        )}
        {!onHome && current && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  )
}
