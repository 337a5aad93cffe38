// The distribution set-up calls (docs/api.md, Distribution set-up): distribution
// products, freight templates, minimum order money, supplier info and avatar upload,
// agreement, mini-program, open membership. Every call sends the `data` payload.
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import type {
  DisProductListRequest,
  EditMpActivityRequest,
  MpActivityListRequest,
  MpActivityProductListRequest,
  MpDialogSettingRequest,
  SaveSupplierInfoRequest,
  UpdateDisProductRequest,
} from '../../contract/distribution-setup.schema.ts'
import type { MemberItem } from '../../contract/distribution.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { ControlAnswer, PostCall } from '../../contract/all-calls.ts'
import { control } from './http.ts'

function call<N extends PostCall>(
  name: N,
  data: object = {},
  signal?: AbortSignal,
): Promise<ControlAnswer<N>> {
  return control(name, { body: { data }, ...(signal ? { signal } : {}) })
}

// ---- distribution products ----
export const disGetMyProductList = (req: DisProductListRequest, signal?: AbortSignal) =>
  call('disGetMyProductList', req, signal)
export const addApplyDisProductList = (productIds: string[], isMixed: 0 | 1) =>
  call('addApplyDisProductList', { productIds, isMixed })
export const updateDisStatus = (ids: string[], status: 'ON' | 'OFF') =>
  call('updateDisStatus', { ids, status })
export const deleteDisProduct = (ids: string[]) => call('deleteDisProduct', { ids })
export const getDisProductDetailById = (id: string, signal?: AbortSignal) =>
  call('getDisProductDetailById', { id }, signal)
export const updateDisProduct = (req: UpdateDisProductRequest) => call('updateDisProduct', req)
export const getFreightTemplates = (signal?: AbortSignal) => call('getFreightTemplates', {}, signal)
export const saveStoreMinOrderMoney = (storePartyId: string, minOrderMoney: number) =>
  call('saveStoreMinOrderMoney', { storePartyId, minOrderMoney })
export const removeStoreMinOrderMoney = (storePartyId: string) =>
  call('removeStoreMinOrderMoney', { storePartyId })

// ---- supplier info, avatar, agreement ----
export const getDistributionSupplierInfo = (signal?: AbortSignal) =>
  call('getDistributionSupplierInfo', {}, signal)
export const saveDistributionSupplierInfo = (req: SaveSupplierInfoRequest) =>
  call('saveDistributionSupplierInfo', req)
/** multipart/form-data: the image in the field `file` (the server checks its content). */
export function avatarUpload(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData()
  form.set('file', file, file.name)
  return control('avatarUpload', { body: form, ...(signal ? { signal } : {}) })
}
export const getDistributionAgreement = (signal?: AbortSignal) => call('getDistributionAgreement', {}, signal)
export const saveDistributionAgreement = (content: string) => call('saveDistributionAgreement', { content })

// ---- mini-program ----
export const getMpDialogInfo = (signal?: AbortSignal) => call('getMpDialogInfo', {}, signal)
export const createMpDialogSetting = (req: MpDialogSettingRequest) => call('createMpDialogSetting', req)
export const getMpActivityList = (req: MpActivityListRequest, signal?: AbortSignal) =>
  call('getMpActivityList', req, signal)
export const sortMpActivity = (ids: string[]) => call('sortMpActivity', { ids })
export const removeMpActivity = (id: string) => call('removeMpActivity', { id })
export const changeMpActivityStatus = (id: string, status: 'ENABLED' | 'DISABLED') =>
  call('changeMpActivityStatus', { id, status })
export const getMpActivityDetailById = (id: string, signal?: AbortSignal) =>
  call('getMpActivityDetailById', { id }, signal)
export const editMpActivity = (req: EditMpActivityRequest) => call('editMpActivity', req)
export const getMpActivityProductList = (req: MpActivityProductListRequest, signal?: AbortSignal) =>
  call('getMpActivityProductList', req, signal)
export const getMiniStatisticsSubscribeMessage = (signal?: AbortSignal) =>
  call('getMiniStatisticsSubscribeMessage', {}, signal)
export const editStatisticsStatus = (enabled: 0 | 1) => call('editStatisticsStatus', { enabled })

// ---- open membership ----
export const getOpenVipInfo = (signal?: AbortSignal) => call('getOpenVipInfo', {}, signal)
export const prepareOpenVipOrder = (planCode: string) => call('prepareOpenVipOrder', { planCode })
export const getOpenVipOrder = (orderNo: string, signal?: AbortSignal) =>
  call('getOpenVipOrder', { orderNo }, signal)
export const payOpenVipOrder = (orderNo: string) => call('payOpenVipOrder', { orderNo })

/** Member stores for the minimum-order-money picker (getMemberData of the members page). */
export function searchMemberStores(keyword: string, signal?: AbortSignal): Promise<Page<MemberItem>> {
  return call(
    'getMemberData',
    { page: 1, pageSize: 20, ...(keyword ? { keyword } : {}), status: 'ENABLED' },
    signal,
  )
}
