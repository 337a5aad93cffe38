// /control calls of the business profile, the opportunities list, cooperation, business
// product orders and the business security deposit (SPEC.md section 7, Business network:
// Business profile and cooperation; Reference data: city and county lists).
import type { RegionItem } from '../../contract/shared.schema.ts'
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import type {
  BuildCooperationRequest,
  BusiProfile,
  BusiSecurityInfo,
  BusiSecurityOrder,
  BusinessInfoCheck,
  BusinessOrderCreated,
  BusinessOrderQuote,
  BusinessProduct,
  DeliveryAddress,
  BusinessProductRequest,
  CooperationBuilt,
  CreateBusinessOrderRequest,
  OpportunityItem,
  OpportunityListRequest,
  RandomRetailerRequest,
  RetailerCard,
  SaveBusiPartyInfoRequest,
} from '../../contract/business-profile.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

const opts = (body: object, signal?: AbortSignal) => ({ body, ...(signal ? { signal } : {}) })

/** The caller's own profile (null before it is filled in), or another merchant's public one. */
export function getBusiDetail(partyId?: string, signal?: AbortSignal): Promise<BusiProfile | null> {
  return control('getBusiDetail', opts(partyId ? { partyId } : {}, signal))
}

export function saveBusiPartyInfo(req: SaveBusiPartyInfoRequest, signal?: AbortSignal): Promise<BusiProfile> {
  return control('saveBusiPartyInfo', opts(req, signal))
}

/** multipart/form-data with the image in the field `file`; the server checks its content. */
export function imageUpload(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData()
  form.set('file', file, file.name)
  return control('imageUpload', { body: form, ...(signal ? { signal } : {}) })
}

export function checkUserIsHaveBusinessInfo(signal?: AbortSignal): Promise<BusinessInfoCheck> {
  return control('checkUserIsHaveBusinessInfo', opts({}, signal))
}

export function getBusinessOpportunityList(
  req: OpportunityListRequest,
  signal?: AbortSignal,
): Promise<Page<OpportunityItem>> {
  return control('getBusinessOpportunityList', opts(req, signal))
}

export function getRandomBusiRetailer(
  req: RandomRetailerRequest,
  signal?: AbortSignal,
): Promise<RetailerCard[]> {
  return control('getRandomBusiRetailerFromNewMerchant', opts(req, signal))
}

export function getCityInfo(provinceId: string, signal?: AbortSignal): Promise<RegionItem[]> {
  return control('getCityInfoFromNewMerchant', opts({ provinceId }, signal))
}

export function getCountyInfo(cityId: string, signal?: AbortSignal): Promise<RegionItem[]> {
  return control('getCountyInfoFromNewMerchant', opts({ cityId }, signal))
}

export function buildBusinessCooperation(
  req: BuildCooperationRequest,
  signal?: AbortSignal,
): Promise<CooperationBuilt> {
  return control('buildBusinessCooperation', opts(req, signal))
}

export function getBusinessProductByType(
  req: BusinessProductRequest,
  signal?: AbortSignal,
): Promise<Page<BusinessProduct>> {
  return control('getBusinessProductByType', opts(req, signal))
}

export function createBusinessProductPcOrder(
  req: CreateBusinessOrderRequest,
  signal?: AbortSignal,
): Promise<BusinessOrderCreated> {
  return control('createBusinessProductPcOrder', opts(req, signal))
}

export function quoteBusinessOrder(
  req: CreateBusinessOrderRequest,
  signal?: AbortSignal,
): Promise<BusinessOrderQuote> {
  return control('quoteBusinessOrder', opts(req, signal))
}

/** The buyer's earlier deliveries, newest first: what the cart offers to choose. */
export function getOwnDeliveryAddresses(signal?: AbortSignal): Promise<DeliveryAddress[]> {
  return control('getOwnDeliveryAddresses', opts({}, signal))
}

export function getBusiSecurityInfo(signal?: AbortSignal): Promise<BusiSecurityInfo> {
  return control('getBusiSecurityInfo', opts({}, signal))
}

export function prepareBusiSecurityOrder(signal?: AbortSignal): Promise<BusiSecurityOrder> {
  return control('prepareBusiSecurityOrder', opts({}, signal))
}

export function payBusiSecurityOrder(orderNo: string, signal?: AbortSignal): Promise<BusiSecurityOrder> {
  return control('payBusiSecurityOrder', opts({ orderNo }, signal))
}
