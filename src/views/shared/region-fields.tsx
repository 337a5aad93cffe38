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

/** Where a cascade reads its levels: the provinces, and the children of a province or city. */
export interface RegionLoaders {
  provinces: (signal: AbortSignal) => Promise<{ id: string; name: string }[]>
  cities: (provinceId: string, signal: AbortSignal) => Promise<{ id: string; name: string }[]>
  counties: (cityId: string, signal: AbortSignal) => Promise<{ id: string; name: string }[]>
}

/** The shared reference calls: what a form's region fields read unless an area has its own. */
const sharedLoaders: RegionLoaders = {
  provinces: api.geoProvinceList,
  cities: api.findCityByProvince,
  counties: api.findCountiesByCity,
}

/**
 * The region-cascade machine with its loaders, reporting every choice to `onChange`: what every
 * set of region dropdowns runs, whatever its markup (a form's fields, a filter's clearable ones).
 */
export function useRegionCascade(
  loaders: RegionLoaders,
  initial: RegionChain,
  onChange: (chain: RegionChain) => void,
) {
  const latest = useRef(onChange)
  latest.current = onChange
  const [logic] = useState(() =>
    regionCascadeMachine.provide({
      actors: {
        loadProvinces: fromPromise(({ signal }) => loaders.provinces(signal)),
        loadCities: fromPromise(({ input, signal }) => loaders.cities(input.parentId, signal)),
        loadCounties: fromPromise(({ input, signal }) => loaders.counties(input.parentId, signal)),
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
  const context = useSelector(ref, (s) => s.context)
  const loading = useSelector(ref, (s) => s.hasTag('loading'))
  return { ref, context, loading }
}

/** A cascade level's choices as dropdown options. */
export const regionOptions = (items: { id: string; name: string }[]) =>
  items.map((r) => ({ label: r.name, value: r.id }))

export function RegionFields({ initial, onChange, errors }: RegionFieldsProps) {
  const { t } = useTranslation('shared')
  const { ref, context: c, loading } = useRegionCascade(sharedLoaders, initial, onChange)
  return (
    <>
      <FormField id="region-province" label={t('region.province')} error={errors.provinceId}>
        <Dropdown
          value={c.provinceId}
          options={regionOptions(c.provinces)}
          filter
          loading={loading && c.provinces.length === 0}
          onChange={(e) => ref.send({ type: 'region.province', id: e.value ?? null })}
        />
      </FormField>
      <FormField id="region-city" label={t('region.city')} error={errors.cityId}>
        <Dropdown
          value={c.cityId}
          options={regionOptions(c.cities)}
          disabled={!c.provinceId}
          filter
          onChange={(e) => ref.send({ type: 'region.city', id: e.value ?? null })}
        />
      </FormField>
      <FormField id="region-county" label={t('region.county')} error={errors.countyId}>
        <Dropdown
          value={c.countyId}
          options={regionOptions(c.counties)}
          disabled={!c.cityId}
          filter
          onChange={(e) => ref.send({ type: 'region.county', id: e.value ?? null })}
        />
      </FormField>
      {c.error && <ErrorNotice error={c.error} onRetry={() => ref.send({ type: 'region.retry' })} />}
    </>
  )
}
