// /control calls of the third-party platform (SPEC.md section 7, Integration): the ERP list,
// the merchant's connection parameters and the products synced from the platform.
import type { Page } from '../../contract/paging.schema.ts'
import type {
  ErpNameList,
  ErpParameters,
  PlatformProductDetail,
  PlatformProductRow,
} from '../../contract/third-platform.schema.ts'
import { control } from './http.ts'

export function getErpNameList(signal?: AbortSignal): Promise<ErpNameList> {
  return control('getErpNameListFromNewMerchant', { body: {}, signal })
}

export function getErpParameters(erpInfoId: string, signal?: AbortSignal): Promise<ErpParameters> {
  return control('getErpParameterFromNewMerchant', { body: { erpInfoId }, signal })
}

/** A secret sent as '' keeps the stored one. */
export function saveErpParameters(
  input: { erpInfoId: string; parameters: Record<string, string>; enabled: 0 | 1 },
  signal?: AbortSignal,
): Promise<ErpParameters> {
  return control('savePartyErpParameter', { body: input, signal })
}

export interface PlatformProductListArgs {
  page: number
  pageSize: number
  keyword?: string
  sortField?: string
  sortOrder?: 'asc' | 'desc'
}

export function getPlatformProductList(
  args: PlatformProductListArgs,
  signal?: AbortSignal,
): Promise<Page<PlatformProductRow>> {
  return control('getPlatformProductList', { body: args, signal })
}

export function getPlatformProductDetail(id: number, signal?: AbortSignal): Promise<PlatformProductDetail> {
  return control('getPlatformProductDetail', { body: { id }, signal })
}
