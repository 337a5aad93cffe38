// The distribution set-up calls (docs/api.md, Distribution set-up): distribution
// products, freight templates, minimum order money, supplier info and avatar upload,
// agreement, mini-program, open membership. Every call sends the `data` payload.
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import type {
  Agreement,
  DisProductDetail,
  DisProductListRequest,
  DisProductRow,
  EditMpActivityRequest,
  FreightTemplateItem,
  MembershipState,
  MpActivityDetail,
  MpActivityListRequest,
  MpActivityProductListRequest,
  MpActivityProductRow,
  MpActivityRow,
  MpDialogSetting,
  MpDialogSettingRequest,
  PaidVipOrder,
  SaveSupplierInfoRequest,
  StatisticsSubscribe,
  StoreMinOrderMoneyItem,
  SupplierInfo,
  UpdateDisProductRequest,
  VipOrder,
} from '../../contract/distribution-setup.schema.ts'
import type { MemberItem } from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

function call<T>(name: string, data: object = {}, signal?: AbortSignal): Promise<T> {
  return control<T>(name, { body: { data }, ...(signal ? { signal } : {}) })
}

// ---- distribution products ----
export const disGetMyProductList = (req: DisProductListRequest, signal?: AbortSignal) =>
  call<Page<DisProductRow>>('disGetMyProductList', req, signal)
export const addApplyDisProductList = (productIds: string[], isMixed: 0 | 1) =>
  call<{ added: number }>('addApplyDisProductList', { productIds, isMixed })
export const updateDisStatus = (ids: string[], status: 'ON' | 'OFF') =>
  call<{ count: number }>('updateDisStatus', { ids, status })
export const deleteDisProduct = (ids: string[]) => call<{ count: number }>('deleteDisProduct', { ids })
export const getDisProductDetailById = (id: string, signal?: AbortSignal) =>
  call<DisProductDetail>('getDisProductDetailById', { id }, signal)
export const updateDisProduct = (req: UpdateDisProductRequest) =>
  call<DisProductDetail>('updateDisProduct', req)
export const getFreightTemplates = (signal?: AbortSignal) =>
  call<FreightTemplateItem[]>('getFreightTemplates', {}, signal)
export const saveStoreMinOrderMoney = (storePartyId: string, minOrderMoney: number) =>
  call<StoreMinOrderMoneyItem>('saveStoreMinOrderMoney', { storePartyId, minOrderMoney })
export const removeStoreMinOrderMoney = (storePartyId: string) =>
  call<null>('removeStoreMinOrderMoney', { storePartyId })

// ---- supplier info, avatar, agreement ----
export const getDistributionSupplierInfo = (signal?: AbortSignal) =>
  call<SupplierInfo>('getDistributionSupplierInfo', {}, signal)
export const saveDistributionSupplierInfo = (req: SaveSupplierInfoRequest) =>
  call<SupplierInfo>('saveDistributionSupplierInfo', req)
/** multipart/form-data: the image in the field `file` (the server checks its content). */
export function avatarUpload(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData()
  form.set('file', file, file.name)
  return control<UploadResponse>('avatarUpload', { body: form, ...(signal ? { signal } : {}) })
}
export const getDistributionAgreement = (signal?: AbortSignal) =>
  call<Agreement>('getDistributionAgreement', {}, signal)
export const saveDistributionAgreement = (content: string) =>
  call<Agreement>('saveDistributionAgreement', { content })

// ---- mini-program ----
export const getMpDialogInfo = (signal?: AbortSignal) => call<MpDialogSetting>('getMpDialogInfo', {}, signal)
export const createMpDialogSetting = (req: MpDialogSettingRequest) =>
  call<MpDialogSetting>('createMpDialogSetting', req)
export const getMpActivityList = (req: MpActivityListRequest, signal?: AbortSignal) =>
  call<Page<MpActivityRow>>('getMpActivityList', req, signal)
export const sortMpActivity = (ids: string[]) => call<null>('sortMpActivity', { ids })
export const removeMpActivity = (id: string) => call<null>('removeMpActivity', { id })
export const changeMpActivityStatus = (id: string, status: 'ENABLED' | 'DISABLED') =>
  call<MpActivityDetail>('changeMpActivityStatus', { id, status })
export const getMpActivityDetailById = (id: string, signal?: AbortSignal) =>
  call<MpActivityDetail>('getMpActivityDetailById', { id }, signal)
export const editMpActivity = (req: EditMpActivityRequest) => call<MpActivityDetail>('editMpActivity', req)
export const getMpActivityProductList = (req: MpActivityProductListRequest, signal?: AbortSignal) =>
  call<Page<MpActivityProductRow>>('getMpActivityProductList', req, signal)
export const getMiniStatisticsSubscribeMessage = (signal?: AbortSignal) =>
  call<StatisticsSubscribe>('getMiniStatisticsSubscribeMessage', {}, signal)
export const editStatisticsStatus = (enabled: 0 | 1) =>
  call<StatisticsSubscribe>('editStatisticsStatus', { enabled })

// ---- open membership ----
export const getOpenVipInfo = (signal?: AbortSignal) => call<MembershipState>('getOpenVipInfo', {}, signal)
export const prepareOpenVipOrder = (planCode: string) => call<VipOrder>('prepareOpenVipOrder', { planCode })
export const getOpenVipOrder = (orderNo: string, signal?: AbortSignal) =>
  call<VipOrder>('getOpenVipOrder', { orderNo }, signal)
export const payOpenVipOrder = (orderNo: string) => call<PaidVipOrder>('payOpenVipOrder', { orderNo })

/** Member stores for the minimum-order-money picker (getMemberData of the members page). */
export function searchMemberStores(keyword: string, signal?: AbortSignal): Promise<Page<MemberItem>> {
  return call<Page<MemberItem>>(
    'getMemberData',
    { page: 1, pageSize: 20, ...(keyword ? { keyword } : {}), status: 'ENABLED' },
    signal,
  )
}
