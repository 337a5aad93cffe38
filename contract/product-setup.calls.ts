// The /control calls of product set-up: the material library, freight templates, spreadsheet imports and
// barcodes, a part of products.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import { defineCalls, read, write } from './calls.ts'
import { pageOf } from './paging.schema.ts'
import {
  barcodeListRequest,
  barcodeRow,
  freightDetail,
  freightListRequest,
  freightRow,
  groupIdRequest,
  importPreview,
  importRequest,
  importValues,
  importValuesRequest,
  importResult,
  materialFolders,
  materialIdRequest,
  materialListRequest,
  materialRow,
  moveMaterialsRequest,
  renameMaterialRequest,
  saveBarcodesRequest,
  saveFreightTemplateRequest,
  saveMaterialFolderRequest,
  templateIdRequest,
  uploadMaterialForm,
} from './product-setup.schema.ts'
import { emptyRequest } from './shared.schema.ts'

export const productSetupCalls = defineCalls({
  getMaterialFolders: { request: emptyRequest, response: materialFolders, access: 'products', audit: read },
  saveMaterialFolder: {
    request: saveMaterialFolderRequest,
    response: z.object({ groupId: z.string() }),
    access: 'products',
    audit: write('materialFolder', 'groupId'),
  },
  deleteMaterialFolder: {
    request: groupIdRequest,
    response: z.null(),
    access: 'products',
    audit: write('materialFolder', 'groupId'),
  },
  getMaterialList: {
    request: materialListRequest,
    response: pageOf(materialRow),
    access: 'products',
    audit: read,
  },
  uploadMaterial: {
    input: 'form',
    request: uploadMaterialForm,
    response: materialRow,
    access: 'products',
    audit: write(),
  },
  renameMaterial: {
    request: renameMaterialRequest,
    response: z.null(),
    access: 'products',
    audit: write('material', 'materialId'),
  },
  moveMaterials: {
    request: moveMaterialsRequest,
    response: z.object({ moved: z.number().int() }),
    access: 'products',
    audit: write('material', 'materialIds'),
  },
  deleteMaterial: {
    request: materialIdRequest,
    response: z.null(),
    access: 'products',
    audit: write('material', 'materialId'),
  },
  getFreightTemplateList: {
    request: freightListRequest,
    response: pageOf(freightRow),
    access: 'products',
    audit: read,
  },
  getFreightTemplateDetail: {
    request: templateIdRequest,
    response: freightDetail,
    access: 'products',
    audit: read,
  },
  saveFreightTemplate: {
    request: saveFreightTemplateRequest,
    response: z.object({ templateId: z.string() }),
    access: 'products',
    audit: write('freightTemplate', 'templateId'),
  },
  deleteFreightTemplate: {
    request: templateIdRequest,
    response: z.null(),
    access: 'products',
    audit: write('freightTemplate', 'templateId'),
  },
  previewProductImport: { request: importRequest, response: importPreview, access: 'products', audit: read },
  applyProductImport: { request: importRequest, response: importResult, access: 'products', audit: write() },
  getImportValues: { request: importValuesRequest, response: importValues, access: 'products', audit: read },
  getSkuBarcodeList: {
    request: barcodeListRequest,
    response: pageOf(barcodeRow),
    access: 'products',
    audit: read,
  },
  saveSkuBarcodes: {
    request: saveBarcodesRequest,
    response: z.object({ updated: z.number().int() }),
    access: 'products',
    audit: write(),
  },
})
