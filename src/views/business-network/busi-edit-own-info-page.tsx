// busiEditOwnInfo: the merchant's own business profile (company, contact, regions, categories,
// logo and images). A merchant sent here by checkUserIsHaveBusinessInfo (?first=1) sees why,
// and goes on to the opportunities list once the profile is saved.
import { getPublicCategory } from '../../services/shared.api.ts'
import './business-profile-locales.ts'
import './business-profile.css'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { getBusiDetail } from '../../services/business-profile.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { BusiProfileForm } from './busi-profile-form.tsx'
import { pathTo } from '../../routes/paths.ts'

export const OPPORTUNITIES_PATH = pathTo('businessOpportunitiesList')

export default function BusiEditOwnInfoPage() {
  const { t, i18n } = useTranslation('business-profile')
  const first = new URLSearchParams(useSearch()).get('first') === '1'
  const [, navigate] = useLocation()
  const { show } = usePageToast()
  const profile = useLoad((signal) => getBusiDetail(undefined, signal))
  const categories = useLoad((signal) => getPublicCategory(signal))
  const loaded = profile.data !== undefined && categories.data !== undefined
  return (
    <section className="page" aria-labelledby="busi-profile-title" aria-busy={!loaded}>
      <header className="page-header">
        <h1 id="busi-profile-title">{t('profile.title')}</h1>
        {profile.data !== undefined && (
          <small>
            {profile.data
              ? t('profile.lastSaved', { at: formatDateTime(profile.data.updatedAt, i18n.resolvedLanguage) })
              : t('profile.neverSaved')}
          </small>
        )}
      </header>
      {first && (
        <p className="busi-card" role="status">
          {t('profile.notice')}
        </p>
      )}
      <ErrorNotice error={profile.error} onRetry={profile.retry} />
      <ErrorNotice error={categories.error} onRetry={categories.retry} />
      {loaded && (
        <BusiProfileForm
          profile={profile.data ?? null}
          categories={categories.data ?? []}
          onSaved={() => {
            show('success', t('profile.saved'))
            if (first) navigate(OPPORTUNITIES_PATH)
            else profile.reload()
          }}
        />
      )}
    </section>
  )
}
