// /control calls of the product set-up pages: the material library, freight templates, the
// spreadsheet imports and barcode maintenance (docs/api.md, Product set-up).
import type { ListQuery } from '../../contract/list-query.ts'
import { toListRequest } from '../../contract/list-query.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { type ImportKind, MATERIAL_UPLOAD_FIELD } from '../../contract/product-setup.constants.ts'
import type {
  BarcodeRow,
  FreightDetail,
  FreightRow,
  ImportPreview,
  ImportResult,
  MaterialFolders,
  MaterialRow,
  SaveFreightTemplateInput,
} from '../../contract/product-setup.schema.ts'
import { control } from './http.ts'

const call = <T>(name: string, body: unknown, signal?: AbortSignal) =>
  control<T>(name, { body, ...(signal ? { signal } : {}) })

// ---- material library ----
export const getMaterialFolders = (signal?: AbortSignal) =>
  call<MaterialFolders>('getMaterialFolders', {}, signal)
export const saveMaterialFolder = (v: { groupId?: string; name: string }) =>
  call<{ groupId: string }>('saveMaterialFolder', v)
export const deleteMaterialFolder = (groupId: string) => call<null>('deleteMaterialFolder', { groupId })
export interface MaterialFilters {
  /** A folder id, 'none' for images in no folder, undefined for all. */
  groupId?: string | undefined
  search?: string | undefined
}
export const getMaterialList = (query: ListQuery<MaterialFilters>, signal?: AbortSignal) =>
  call<Page<MaterialRow>>('getMaterialList', toListRequest(query), signal)
/** multipart/form-data: the image in `file` (the server checks its content and size). */
export function uploadMaterial(
  file: File,
  groupId: string | undefined,
  signal?: AbortSignal,
): Promise<MaterialRow> {
  const form = new FormData()
  form.set(MATERIAL_UPLOAD_FIELD, file, file.name)
  if (groupId && groupId !== 'none') form.set('groupId', groupId)
  return control<MaterialRow>('uploadMaterial', { body: form, ...(signal ? { signal } : {}) })
}
export const renameMaterial = (materialId: string, name: string) =>
  call<null>('renameMaterial', { materialId, name })
export const moveMaterials = (materialIds: string[], groupId: string | null) =>
  call<{ moved: number }>('moveMaterials', { materialIds, groupId })
export const deleteMaterial = (materialId: string) => call<null>('deleteMaterial', { materialId })

// ---- freight templates ----
export const getFreightTemplateList = (
  query: ListQuery<{ search?: string | undefined }>,
  signal?: AbortSignal,
) => call<Page<FreightRow>>('getFreightTemplateList', toListRequest(query), signal)
export const getFreightTemplateDetail = (templateId: string, signal?: AbortSignal) =>
  call<FreightDetail>('getFreightTemplateDetail', { templateId }, signal)
export const saveFreightTemplate = (v: SaveFreightTemplateInput) =>
  call<{ templateId: string }>('saveFreightTemplate', v)
export const deleteFreightTemplate = (templateId: string) =>
  call<null>('deleteFreightTemplate', { templateId })

// ---- spreadsheet imports ----
export type ImportRowTuple = [line: number, skuCode: string, value: string]
export const previewProductImport = (kind: ImportKind, rows: ImportRowTuple[], signal?: AbortSignal) =>
  call<ImportPreview>('previewProductImport', { kind, rows }, signal)
export const applyProductImport = (kind: ImportKind, rows: ImportRowTuple[], signal?: AbortSignal) =>
  call<ImportResult>('applyProductImport', { kind, rows }, signal)

// ---- barcodes ----
export interface BarcodeFilters {
  search?: string | undefined
  missingOnly?: boolean | undefined
}
export const getSkuBarcodeList = (query: ListQuery<BarcodeFilters>, signal?: AbortSignal) =>
  call<Page<BarcodeRow>>('getSkuBarcodeList', toListRequest(query), signal)
export const saveSkuBarcodes = (items: { skuId: string; barCode: string }[]) =>
  call<{ updated: number }>('saveSkuBarcodes', { items })
