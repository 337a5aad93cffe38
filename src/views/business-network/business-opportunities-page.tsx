// businessOpportunitiesList: other merchants' offers (their published announcements) with region
// and category filters, and random retailers of the network. A merchant without a business
// profile is first sent to fill it in (checkUserIsHaveBusinessInfo). Each row opens
// busiFriendDetail with the merchant's partyId and the offer's infoId.
import { getPublicCategory } from '../../services/shared.api.ts'
import './business-profile-locales.ts'
import './business-profile.css'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { OpportunityItem, OpportunityListRequest } from '../../../contract/business-profile.schema.ts'
import type { RegionChain } from '../../machines/shared/region-cascade.machine.ts'
import type { ListQuery } from '../../machines/shared/paged-list.machine.ts'
import { getBusinessOpportunityList } from '../../services/business-profile.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { BusiRegionFields } from './busi-region-fields.tsx'
import { RetailerCards } from './retailer-cards.tsx'
import { EDIT_PROFILE_PATH, useProfileGate } from './use-profile-gate.ts'
import { pathTo } from '../../routes/paths.ts'

type Filters = Pick<OpportunityListRequest, 'keyword' | 'provinceId' | 'cityId' | 'countyId' | 'categoryId'>
const NO_REGION: RegionChain = { provinceId: null, cityId: null, countyId: null }

const fetchOpportunities = (q: ListQuery<Filters>, signal: AbortSignal) =>
  getBusinessOpportunityList({ page: q.page, pageSize: q.pageSize, ...q.filters }, signal)

const detailPath = (r: OpportunityItem) =>
  pathTo('busiFriendDetail', { partyId: r.partyId, infoId: r.infoId })

/** The retailers follow the region and category filter (they have no offer title to search). */
function retailerFilter({ keyword: _keyword, ...rest }: Filters) {
  return { count: 6, ...rest }
}

export default function BusinessOpportunitiesPage() {
  const gate = useProfileGate()
  if (!gate.ready) {
    return (
      <section className="page" aria-busy={!gate.error}>
        <ErrorNotice error={gate.error} onRetry={gate.retry} />
      </section>
    )
  }
  return <OpportunitiesList />
}

function OpportunitiesList() {
  const { t, i18n } = useTranslation('business-profile')
  const [, navigate] = useLocation()
  const list = usePagedList(fetchOpportunities)
  const categories = useLoad((signal) => getPublicCategory(signal))
  const [keyword, setKeyword] = useState('')
  const [region, setRegion] = useState<RegionChain>(NO_REGION)
  const [categoryId, setCategoryId] = useState<string | null>(null)
  const [resetTo, setResetTo] = useState<RegionChain | undefined>(undefined)
  const [applied, setApplied] = useState<Filters>({})
  const search = () => {
    const filters: Filters = {
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(region.provinceId ? { provinceId: region.provinceId } : {}),
      ...(region.cityId ? { cityId: region.cityId } : {}),
      ...(region.countyId ? { countyId: region.countyId } : {}),
      ...(categoryId ? { categoryId: Number(categoryId) } : {}),
    }
    setApplied(filters)
    list.send({ type: 'list.filter', filters })
  }
  return (
    <section className="page busi-opps" aria-labelledby="busi-opps-title">
      <header className="page-header">
        <h1 id="busi-opps-title">{t('opportunities.title')}</h1>
        <div className="busi-header-actions">
          <Button
            label={t('opportunities.editProfile')}
            icon="pi pi-id-card"
            outlined
            onClick={() => navigate(EDIT_PROFILE_PATH)}
          />
          <Button
            label={t('opportunities.buySecurity')}
            icon="pi pi-shield"
            outlined
            onClick={() => navigate(pathTo('buyBusiSecurity'))}
          />
        </div>
      </header>
      <FilterBar
        label={t('opportunities.filterLabel')}
        onSearch={search}
        onReset={() => {
          setKeyword('')
          setCategoryId(null)
          setRegion(NO_REGION)
          setResetTo({ ...NO_REGION })
          setApplied({})
          list.send({ type: 'list.filter', filters: {} })
        }}
      >
        <TextFilter label={t('opportunities.keyword')} value={keyword} onChange={setKeyword} />
        <BusiRegionFields idPrefix="opp" initial={NO_REGION} resetTo={resetTo} onChange={setRegion} />
        <SelectFilter<string | null>
          label={t('opportunities.category')}
          value={categoryId}
          placeholder={t('opportunities.any')}
          options={[
            { label: t('opportunities.any'), value: null },
            ...(categories.data ?? []).map((c) => ({ label: c.name, value: c.id })),
          ]}
          onChange={setCategoryId}
        />
      </FilterBar>
      <PagedTable<OpportunityItem>
        list={list}
        dataKey="infoId"
        label={t('opportunities.title')}
        emptyMessage={t('opportunities.empty')}
      >
        <Column
          header={t('opportunities.columns.title')}
          body={(r: OpportunityItem) => <CellText text={r.title} />}
        />
        <Column
          header={t('opportunities.columns.company')}
          body={(r: OpportunityItem) => (
            <span>
              {r.companyName}{' '}
              {r.securityPaid === 1 && <span className="busi-badge">{t('opportunities.securityPaid')}</span>}
            </span>
          )}
        />
        <Column header={t('opportunities.columns.region')} body={(r: OpportunityItem) => r.regionName} />
        <Column
          header={t('opportunities.columns.mainBusiness')}
          body={(r: OpportunityItem) => <CellText text={r.mainBusiness} />}
        />
        <Column
          header={t('opportunities.columns.publishedAt')}
          body={(r: OpportunityItem) => formatDateTime(r.publishedAt, i18n.resolvedLanguage)}
        />
        <Column
          header={t('opportunities.columns.actions')}
          body={(r: OpportunityItem) => (
            <Button
              label={t('opportunities.open')}
              text
              size="small"
              aria-label={`${t('opportunities.open')}: ${r.title}`}
              onClick={() => navigate(detailPath(r))}
            />
          )}
        />
      </PagedTable>
      <RetailerCards key={JSON.stringify(applied)} filter={retailerFilter(applied)} />
    </section>
  )
}
