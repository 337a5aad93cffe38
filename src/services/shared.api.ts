// Reference data every area reads (docs/api.md, Distribution set-up: regions and categories):
// the region chain and the public product categories. Every call sends the `data` payload.
import type { ControlAnswer, PostCall } from '../../contract/all-calls.ts'
import { control } from './http.ts'

function call<N extends PostCall>(
  name: N,
  data: object = {},
  signal?: AbortSignal,
): Promise<ControlAnswer<N>> {
  return control(name, { body: { data }, ...(signal ? { signal } : {}) })
}

export const geoProvinceList = (signal?: AbortSignal) => call('geoProvinceList', {}, signal)
export const findCityByProvince = (provinceId: string, signal?: AbortSignal) =>
  call('findCityByProvince', { provinceId }, signal)
export const findCountiesByCity = (cityId: string, signal?: AbortSignal) =>
  call('findCountiesByCity', { cityId }, signal)
export const getPublicCategory = (signal?: AbortSignal) => call('getPublicCategory', {}, signal)
