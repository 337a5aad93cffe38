// Province → city → county, one dropdown per level, through the region-cascade machine.
import { useActorRef, useSelector } from './actors.ts'
import { Dropdown } from 'primereact/dropdown'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { type RegionChain, regionCascadeMachine } from '../../machines/shared/region-cascade.machine.ts'
import * as api from '../../services/shared.api.ts'
import { ErrorNotice } from './error-notice.tsx'
import { FormField } from './form-field.tsx'

export interface RegionFieldsProps {
  initial: RegionChain
  onChange: (chain: RegionChain) => void
  errors: { provinceId?: string | undefined; cityId?: string | undefined; countyId?: string | undefined }
}

/**
 * The region a form's draft starts from. Drafts keep their region under RegionChain's own keys
 * beside other fields; the cascade gets just the three.
 */
export function regionOf(draft: RegionChain): RegionChain {
  return { provinceId: draft.provinceId, cityId: draft.cityId, countyId: draft.countyId }
}

/** A form's errors at the three levels, which it names by the draft's region keys. */
export function regionErrors(message: (field: string) => string | undefined): RegionFieldsProps['errors'] {
  return { provinceId: message('provinceId'), cityId: message('cityId'), countyId: message('countyId') }
}

export function RegionFields({ initial, onChange, errors }: RegionFieldsProps) {
  const { t } = useTranslation('shared')
  const latest = useRef(onChange)
  latest.current = onChange
  const [logic] = useState(() =>
    regionCascadeMachine.provide({
      actors: {
        loadProvinces: fromPromise(({ signal }) => api.geoProvinceList(signal)),
        loadCities: fromPromise(({ input, signal }) => api.findCityByProvince(input.parentId, signal)),
        loadCounties: fromPromise(({ input, signal }) => api.findCountiesByCity(input.parentId, signal)),
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
  const c = useSelector(ref, (s) => s.context)
  const loading = useSelector(ref, (s) => s.hasTag('loading'))
  const options = (items: { id: string; name: string }[]) =>
    items.map((r) => ({ label: r.name, value: r.id }))
  return (
    <>
      <FormField id="region-province" label={t('region.province')} error={errors.provinceId}>
        <Dropdown
          value={c.provinceId}
          options={options(c.provinces)}
          filter
          loading={loading && c.provinces.length === 0}
          onChange={(e) => ref.send({ type: 'region.province', id: e.value ?? null })}
        />
      </FormField>
      <FormField id="region-city" label={t('region.city')} error={errors.cityId}>
        <Dropdown
          value={c.cityId}
          options={options(c.cities)}
          disabled={!c.provinceId}
          filter
          onChange={(e) => ref.send({ type: 'region.city', id: e.value ?? null })}
        />
      </FormField>
      <FormField id="region-county" label={t('region.county')} error={errors.countyId}>
        <Dropdown
          value={c.countyId}
          options={options(c.counties)}
          disabled={!c.cityId}
          filter
          onChange={(e) => ref.send({ type: 'region.county', id: e.value ?? null })}
        />
      </FormField>
      {c.error && <ErrorNotice error={c.error} onRetry={() => ref.send({ type: 'region.retry' })} />}
    </>
  )
}
