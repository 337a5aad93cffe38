// /control calls of the product catalogue: brands, the product list, one product, its save,
// batch shelf status and delete, and the after-sales information (docs/api.md, Products).
// Categories come from getPublicCategory (src/services/distribution-setup.api.ts).
import type {
  AfterSaleInfo,
  AfterSaleInfoInput,
  BrandItem,
  ProductDetail,
  ProductInput,
  ProductListResponse,
  ProductTab,
} from '../../contract/products.schema.ts'
import { type ListQuery, toListRequest } from '../../contract/list-query.ts'
import { control } from './http.ts'

export function getProductBrand(signal?: AbortSignal): Promise<BrandItem[]> {
  return control('getProductBrand', { body: {}, signal })
}

/** The product list's filters; empty ones are left out of the request. */
export interface ProductListFilters {
  keyword?: string | undefined
  categoryId?: string | undefined
  brandId?: string | undefined
  tab?: ProductTab | undefined
}

export function getProductList(
  query: ListQuery<ProductListFilters>,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  return control('getProductList', { body: toListRequest(query), signal })
}

export function getProductDetail(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  return control('getProductDetail', { body: { productId }, signal })
}

export function createProduct(input: ProductInput, signal?: AbortSignal): Promise<ProductDetail> {
  return control('createProduct', { body: input, signal })
}

export function editProduct(
  productId: string,
  updatedAt: string,
  input: ProductInput,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  return control('editProduct', { body: { ...input, productId, updatedAt }, signal })
}

export function updateProductStatus(
  productIds: string[],
  status: 'ON_SALE' | 'OFF_SALE',
  signal?: AbortSignal,
): Promise<{ count: number }> {
  return control('updateProductStatus', { body: { productIds, status }, signal })
}

export function deleteProducts(productIds: string[], signal?: AbortSignal): Promise<{ count: number }> {
  return control('deleteProducts', { body: { productIds }, signal })
}

export function getAfterSaleInfo(signal?: AbortSignal): Promise<AfterSaleInfo> {
  return control('getAfterSaleInfo', { body: {}, signal })
}

export function saveAfterSaleInfo(input: AfterSaleInfoInput, signal?: AbortSignal): Promise<AfterSaleInfo> {
  return control('saveAfterSaleInfo', { body: input, signal })
}
