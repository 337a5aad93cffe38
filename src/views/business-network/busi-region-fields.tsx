// Province → city → county for the business network, through the shared region-cascade
// machine with the network's reference calls (getCityInfoFromNewMerchant,
// getCountyInfoFromNewMerchant). Used by the profile form and the opportunities filter.
import { geoProvinceList } from '../../services/shared.api.ts'
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Dropdown } from 'primereact/dropdown'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { type RegionChain, regionCascadeMachine } from '../../machines/shared/region-cascade.machine.ts'
import { getCityInfo, getCountyInfo } from '../../services/business-profile.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'

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
  const latest = useRef(onChange)
  latest.current = onChange
  const [logic] = useState(() =>
    regionCascadeMachine.provide({
      actors: {
        loadProvinces: fromPromise(({ signal }) => geoProvinceList(signal)),
        loadCities: fromPromise(({ input, signal }) => getCityInfo(input.parentId, signal)),
        loadCounties: fromPromise(({ input, signal }) => getCountyInfo(input.parentId, signal)),
      },
      actions: {
        changed: ({ context }) =>
          latest.current({
            provinceId: context.provinceId,
            cityId: context.cityId,
            countyId: context.countyId,
          }),
      },
    }),
  )
  const ref = useActorRef(logic, { input: initial })
  useEffect(() => {
    if (resetTo) ref.send({ type: 'region.reset', chain: resetTo })
  }, [resetTo, ref])
  const c = useSelector(ref, (s) => s.context)
  const loading = useSelector(ref, (s) => s.hasTag('loading'))
  const options = (items: { id: string; name: string }[]) =>
    items.map((r) => ({ label: r.name, value: r.id }))
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
        options={options(items)}
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
