// The choices of the product pages: categories (getPublicCategory, named "parent / child"),
// brands (getProductBrand) and, for the form, the merchant's freight templates.
import { getPublicCategory } from '../../services/shared.api.ts'
import type { CategoryItem } from '../../../contract/shared.schema.ts'
import { getFreightTemplates } from '../../services/distribution-setup.api.ts'
import { getProductBrand } from '../../services/products.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { pathTo } from '../../routes/paths.ts'

export const PRODUCT_LIST = pathTo('productList')

export interface Option {
  label: string
  value: string
}

/** Every category, a child named after its parent ("Tools / Hand tools"), in tree order. */
export function categoryOptions(items: readonly CategoryItem[]): Option[] {
  const names = new Map(items.map((c) => [c.id, c.name]))
  const tops = items.filter((c) => c.parentId === null)
  return tops.flatMap((top) => [
    { label: top.name, value: top.id },
    ...items
      .filter((c) => c.parentId === top.id)
      .map((c) => ({ label: `${names.get(top.id) ?? ''} / ${c.name}`, value: c.id })),
  ])
}

export function useCategoryAndBrandOptions() {
  const categories = useLoad((signal) => getPublicCategory(signal))
  const brands = useLoad((signal) => getProductBrand(signal))
  return {
    categories: categoryOptions(categories.data ?? []),
    brands: (brands.data ?? []).map((b) => ({ label: b.name, value: b.id })),
    error: categories.error ?? brands.error,
    retry: () => {
      categories.retry()
      brands.retry()
    },
  }
}

export function useFreightTemplateOptions() {
  const templates = useLoad((signal) => getFreightTemplates(signal))
  return {
    options: (templates.data ?? []).map((f) => ({ label: f.name, value: f.id })),
    error: templates.error,
  }
}
