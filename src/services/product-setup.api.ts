// /control calls of the product set-up pages: the material library, freight templates, the
// spreadsheet imports and barcode maintenance (docs/api.md, Product set-up).
import type { ListQuery } from '../../contract/list-query.ts'
import { toListRequest } from '../../contract/list-query.ts'
import { type ImportKind, MATERIAL_UPLOAD_FIELD } from '../../contract/product-setup.constants.ts'
import type { MaterialRow, SaveFreightTemplateInput } from '../../contract/product-setup.schema.ts'
import type { PostCall } from '../../contract/all-calls.ts'
import { control } from './http.ts'

const call = <N extends PostCall>(name: N, body: unknown, signal?: AbortSignal) =>
  control(name, { body, ...(signal ? { signal } : {}) })

// ---- material library ----
export const getMaterialFolders = (signal?: AbortSignal) => call('getMaterialFolders', {}, signal)
export const saveMaterialFolder = (v: { groupId?: string; name: string }) => call('saveMaterialFolder', v)
export const deleteMaterialFolder = (groupId: string) => call('deleteMaterialFolder', { groupId })
export interface MaterialFilters {
  /** A folder id, 'none' for images in no folder, undefined for all. */
  groupId?: string | undefined
  search?: string | undefined
}
export const getMaterialList = (query: ListQuery<MaterialFilters>, signal?: AbortSignal) =>
  call('getMaterialList', toListRequest(query), signal)
/** multipart/form-data: the image in `file` (the server checks its content and size). */
export function uploadMaterial(
  file: File,
  groupId: string | undefined,
  signal?: AbortSignal,
): Promise<MaterialRow> {
  const form = new FormData()
  form.set(MATERIAL_UPLOAD_FIELD, file, file.name)
  if (groupId && groupId !== 'none') form.set('groupId', groupId)
  return control('uploadMaterial', { body: form, ...(signal ? { signal } : {}) })
}
export const renameMaterial = (materialId: string, name: string) =>
  call('renameMaterial', { materialId, name })
export const moveMaterials = (materialIds: string[], groupId: string | null) =>
  call('moveMaterials', { materialIds, groupId })
export const deleteMaterial = (materialId: string) => call('deleteMaterial', { materialId })

// ---- freight templates ----
export const getFreightTemplateList = (
  query: ListQuery<{ search?: string | undefined }>,
  signal?: AbortSignal,
) => call('getFreightTemplateList', toListRequest(query), signal)
export const getFreightTemplateDetail = (templateId: string, signal?: AbortSignal) =>
  call('getFreightTemplateDetail', { templateId }, signal)
export const saveFreightTemplate = (v: SaveFreightTemplateInput) => call('saveFreightTemplate', v)
export const deleteFreightTemplate = (templateId: string) => call('deleteFreightTemplate', { templateId })

// ---- spreadsheet imports ----
export type ImportRowTuple = [line: number, skuCode: string, value: string]
export const previewProductImport = (kind: ImportKind, rows: ImportRowTuple[], signal?: AbortSignal) =>
  call('previewProductImport', { kind, rows }, signal)
export const applyProductImport = (kind: ImportKind, rows: ImportRowTuple[], signal?: AbortSignal) =>
  call('applyProductImport', { kind, rows }, signal)
export const getImportValues = (kind: ImportKind, after: string | undefined, limit: number, signal?: AbortSignal) =>
  call('getImportValues', { kind, limit, ...(after === undefined ? {} : { after }) }, signal)

// ---- barcodes ----
export interface BarcodeFilters {
  search?: string | undefined
  missingOnly?: boolean | undefined
}
export const getSkuBarcodeList = (query: ListQuery<BarcodeFilters>, signal?: AbortSignal) =>
  call('getSkuBarcodeList', toListRequest(query), signal)
export const saveSkuBarcodes = (items: { skuId: string; barCode: string }[]) =>
  call('saveSkuBarcodes', { items })
