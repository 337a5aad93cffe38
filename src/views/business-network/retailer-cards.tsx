// Random retailers of the network (getRandomBusiRetailerFromNewMerchant) for the current
// region and category filter; each opens busiFriendDetail. "Show others" draws again.
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { RandomRetailerRequest } from '../../../contract/business-profile.schema.ts'
import { getRandomBusiRetailer } from '../../services/business-profile.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { pathTo } from '../../routes/paths.ts'

export function RetailerCards({ filter }: { filter: RandomRetailerRequest }) {
  const { t } = useTranslation('business-profile')
  const retailers = useLoad((signal) => getRandomBusiRetailer(filter, signal))
  return (
    <section className="busi-card" aria-labelledby="busi-retailers-title">
      <header className="busi-actions-row" style={{ justifyContent: 'space-between' }}>
        <h2 id="busi-retailers-title">{t('opportunities.retailers')}</h2>
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-refresh"
          label={t('opportunities.refreshRetailers')}
          onClick={retailers.reload}
        />
      </header>
      <ErrorNotice error={retailers.error} onRetry={retailers.retry} />
      {retailers.data?.length === 0 && <p className="busi-muted">{t('opportunities.retailersEmpty')}</p>}
      <ul className="busi-retailers">
        {retailers.data?.map((r) => (
          <li key={r.partyId}>
            <Link href={pathTo('busiFriendDetail', { partyId: r.partyId })}>{r.companyName}</Link>
            <span className="busi-muted">
              {t(`businessType.${r.businessType}`)}
              {r.regionName ? ` · ${r.regionName}` : ''}
            </span>
            {r.mainBusiness && <span>{r.mainBusiness}</span>}
            {r.securityPaid === 1 && <span className="busi-badge">{t('opportunities.securityPaid')}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
