// Province → city → county for the business network, through the shared region-cascade
// machine with the network's reference calls (getCityInfoFromNewMerchant,
// getCountyInfoFromNewMerchant). Used by the profile form and the opportunities filter.
import { geoProvinceList } from '../../services/shared.api.ts'
import { Dropdown } from 'primereact/dropdown'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { RegionChain } from '../../machines/shared/region-cascade.machine.ts'
import { getCityInfo, getCountyInfo } from '../../services/business-profile.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { type RegionLoaders, regionOptions, useRegionCascade } from '../shared/region-fields.tsx'

/** The network's reference calls for the levels below a province. */
const networkLoaders: RegionLoaders = {
  provinces: geoProvinceList,
  cities: getCityInfo,
  counties: getCountyInfo,
}

export interface BusiRegionFieldsProps {
  idPrefix: string
  initial: RegionChain
  onChange: (chain: RegionChain) => void
  errors?: { provinceId?: string | undefined; cityId?: string | undefined; countyId?: string | undefined }
  /** Set to a new object to put the cascade back (a filter's reset). */
  resetTo?: RegionChain | undefined
}

export function BusiRegionFields({
  idPrefix,
  initial,
  onChange,
  errors = {},
  resetTo,
}: BusiRegionFieldsProps) {
  const { t } = useTranslation('business-profile')
  const { ref, context: c, loading } = useRegionCascade(networkLoaders, initial, onChange)
  useEffect(() => {
    if (resetTo) ref.send({ type: 'region.reset', chain: resetTo })
  }, [resetTo, ref])
  const level = (
    key: 'provinceId' | 'cityId' | 'countyId',
    label: string,
    items: { id: string; name: string }[],
    disabled: boolean,
    event: 'region.province' | 'region.city' | 'region.county',
  ) => (
    <FormField id={`${idPrefix}-${key}`} label={label} error={errors[key]}>
      <Dropdown
        value={c[key]}
        options={regionOptions(items)}
        disabled={disabled}
        filter
        showClear
        placeholder={t('opportunities.any')}
        loading={loading && key === 'provinceId' && items.length === 0}
        onChange={(e) => ref.send({ type: event, id: e.value ?? null })}
      />
    </FormField>
  )
  return (
    <>
      {level('provinceId', t('fields.province'), c.provinces, false, 'region.province')}
      {level('cityId', t('fields.city'), c.cities, !c.provinceId, 'region.city')}
      {level('countyId', t('fields.county'), c.counties, !c.cityId, 'region.county')}
      {c.error && <ErrorNotice error={c.error} onRetry={() => ref.send({ type: 'region.retry' })} />}
    </>
  )
}
