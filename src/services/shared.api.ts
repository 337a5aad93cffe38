// Reference data every area reads (docs/api.md, Distribution set-up: regions and categories):
// the region chain and the public product categories. Every call sends the `data` payload.
import type { CategoryItem, RegionItem } from '../../contract/shared.schema.ts'
import { control } from './http.ts'

function call<T>(name: string, data: object = {}, signal?: AbortSignal): Promise<T> {
  return control<T>(name, { body: { data }, ...(signal ? { signal } : {}) })
}

export const geoProvinceList = (signal?: AbortSignal) => call<RegionItem[]>('geoProvinceList', {}, signal)
export const findCityByProvince = (provinceId: string, signal?: AbortSignal) =>
  call<RegionItem[]>('findCityByProvince', { provinceId }, signal)
export const findCountiesByCity = (cityId: string, signal?: AbortSignal) =>
  call<RegionItem[]>('findCountiesByCity', { cityId }, signal)
export const getPublicCategory = (signal?: AbortSignal) =>
  call<CategoryItem[]>('getPublicCategory', {}, signal)
