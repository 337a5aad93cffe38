// Request and response schemas of the product set-up calls (route group /product-management):
// the material library (folders and images), freight templates, the stock / price /
// distribution-price spreadsheet imports and barcode maintenance. The server validates with
// these; the browser imports the types only and its limits from product-setup.constants.ts.
import { z } from 'zod'
import { recordIdString } from './record-id.ts'
import { pageRequest } from './paging.schema.ts'
import { STOCK_REASON_MAX } from './stock.constants.ts'
import { imageUploadForm } from './uploads.schema.ts'
import {
  FREE_OVER_AMOUNT,
  FREIGHT_FEE,
  FREIGHT_PRICING_MODES,
  FREIGHT_UNITS,
  IMPORT_CALL_ROWS,
  IMPORT_KINDS,
  IMPORT_ROW_PROBLEMS,
  MAX_BARCODE_BATCH,
  MAX_BARCODE_LENGTH,
  MAX_FOLDER_NAME_LENGTH,
  MAX_FREIGHT_RULES,
  MAX_IMPORT_LINE,
  MAX_IMPORT_VALUE_LENGTH,
  MAX_MATERIAL_NAME_LENGTH,
  MAX_MOVE_COUNT,
  MAX_SKU_CODE_LENGTH,
  MAX_TEMPLATE_NAME_LENGTH,
} from './product-setup.constants.ts'

const id = (error = 'notAnId') => recordIdString({ malformed: error }, 0)
const name = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' })
const int = (limit: { min: number; max: number }) =>
  z.coerce.number().int({ error: 'integer' }).min(limit.min).max(limit.max)
const flag = z.union([z.literal(0), z.literal(1)])
const isoTime = z.string()

// ---- material library ----

export const materialFolder = z.object({ groupId: z.string(), name: z.string(), count: z.number().int() })
export type MaterialFolder = z.infer<typeof materialFolder>
export const materialFolders = z.object({
  list: z.array(materialFolder),
  /** Images in no folder. */
  ungroupedCount: z.number().int(),
  total: z.number().int(),
})
export type MaterialFolders = z.infer<typeof materialFolders>

export const saveMaterialFolderRequest = z.object({
  groupId: id().optional(),
  name: name(MAX_FOLDER_NAME_LENGTH),
})
export const groupIdRequest = z.object({ groupId: id() })

/** groupId: a folder, 'none' for images in no folder, left out for every image. */
export const materialListRequest = pageRequest.extend({
  groupId: z.union([id(), z.literal('none')]).optional(),
  search: z.string().trim().max(100, { error: 'tooLong' }).optional(),
})
export type MaterialListRequest = z.input<typeof materialListRequest>

export const materialRow = z.object({
  materialId: z.string(),
  groupId: z.string().nullable(),
  name: z.string(),
  url: z.string(),
  /**
   * The image's thumbnail (at most MATERIAL_THUMBNAIL_SIZE px on its long side), for lists;
   * null when it has none (a seeded URL, an upload from before thumbnails): show `url` then.
   */
  thumbnailUrl: z.string().nullable(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
})
export type MaterialRow = z.infer<typeof materialRow>

export const renameMaterialRequest = z.object({ materialId: id(), name: name(MAX_MATERIAL_NAME_LENGTH) })
export const moveMaterialsRequest = z.object({
  materialIds: z.array(id()).min(1, { error: 'required' }).max(MAX_MOVE_COUNT, { error: 'tooMany' }),
  /** The target folder; null moves them out of every folder. */
  groupId: id().nullable(),
})
export const materialIdRequest = z.object({ materialId: id() })

// ---- freight templates ----

export const freightListRequest = pageRequest.extend({
  search: z.string().trim().max(100, { error: 'tooLong' }).optional(),
})
export type FreightListRequest = z.input<typeof freightListRequest>

export const freightRow = z.object({
  templateId: z.string(),
  name: z.string(),
  pricingMode: z.enum(FREIGHT_PRICING_MODES),
  isFree: flag,
  isDefault: flag,
  ruleCount: z.number().int(),
  productCount: z.number().int(),
  updatedAt: z.string(),
})
export type FreightRow = z.infer<typeof freightRow>

const ruleFields = {
  /** Province ids the rule covers; [] is the default rule (everywhere else). */
  regionIds: z.array(z.string().regex(/^\d{6}$/, { error: 'notARegion' })).max(40, { error: 'tooMany' }),
  firstUnits: int(FREIGHT_UNITS),
  firstFee: int(FREIGHT_FEE),
  extraUnits: int(FREIGHT_UNITS),
  extraFee: int(FREIGHT_FEE),
  /** Free shipping from this order amount (fen); null: never free by amount. */
  freeOverAmount: int(FREE_OVER_AMOUNT).nullable(),
}
export const freightRule = z.object(ruleFields)
export type FreightRule = z.infer<typeof freightRule>

export const saveFreightTemplateRequest = z.object({
  templateId: id().optional(),
  name: name(MAX_TEMPLATE_NAME_LENGTH),
  pricingMode: z.enum(FREIGHT_PRICING_MODES, { error: 'unknownMode' }),
  isFree: flag,
  isDefault: flag,
  shipFromProvinceId: z
    .string()
    .regex(/^\d{6}$/, { error: 'notARegion' })
    .nullable(),
  shipFromCityId: z
    .string()
    .regex(/^\d{6}$/, { error: 'notARegion' })
    .nullable(),
  rules: z.array(freightRule).max(MAX_FREIGHT_RULES + 1, { error: 'tooMany' }),
  /** The updatedAt the edit started from; a template changed since is refused (40900). */
  updatedAt: isoTime.optional(),
})
export type SaveFreightTemplateInput = z.input<typeof saveFreightTemplateRequest>

export const freightDetail = z.object({
  templateId: z.string(),
  name: z.string(),
  pricingMode: z.enum(FREIGHT_PRICING_MODES),
  isFree: flag,
  isDefault: flag,
  shipFromProvinceId: z.string().nullable(),
  shipFromCityId: z.string().nullable(),
  rules: z.array(
    z.object({ ...ruleFields, regionIds: z.array(z.string()), regionNames: z.array(z.string()) }),
  ),
  productCount: z.number().int(),
  updatedAt: z.string(),
})
export type FreightDetail = z.infer<typeof freightDetail>
export const templateIdRequest = z.object({ templateId: id() })

// ---- spreadsheet imports ----

export const importRow = z.tuple([
  /** The row's line in the file (for the error list). */
  z.number().int().min(1).max(MAX_IMPORT_LINE),
  // Longer than the limits by a margin so a too-long cell is a problem of its row, not of the call.
  z.string().max(MAX_SKU_CODE_LENGTH + 200, { error: 'tooLong' }),
  z.string().max(MAX_IMPORT_VALUE_LENGTH + 200, { error: 'tooLong' }),
])
/** Rows as [line, skuCode, value] tuples, compact; a file's rows come in chunks of IMPORT_CALL_ROWS. */
export const importRequest = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'unknownKind' }),
  rows: z.array(importRow).min(1, { error: 'noRows' }).max(IMPORT_CALL_ROWS, { error: 'tooMany' }),
  /** INVENTORY: why the stock changes, kept on each movement of the stock ledger. */
  reason: z.string().trim().max(STOCK_REASON_MAX, { error: 'tooLong' }).default(''),
})
export type ImportRequest = z.input<typeof importRequest>

export const importRowError = z.object({
  line: z.number().int(),
  skuCode: z.string(),
  problem: z.enum(IMPORT_ROW_PROBLEMS),
})
export type ImportRowError = z.infer<typeof importRowError>

export const importPreview = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  /** Every problem of the call's rows, in line order. */
  errors: z.array(importRowError),
  errorCount: z.number().int(),
  /** The first rows as they would be written: current and new value (stock or fen). */
  sample: z.array(
    z.object({
      line: z.number().int(),
      skuCode: z.string(),
      productName: z.string(),
      spec: z.string(),
      current: z.number().int(),
      next: z.number().int(),
    }),
  ),
})
export type ImportPreview = z.infer<typeof importPreview>

/** The current values an import kind sets, SKU by SKU: the pre-filled template and the export. */
export const importValuesRequest = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'unknownKind' }),
  /** The last SKU code of the previous page (codes ascending); absent for the first. */
  after: z.string().max(MAX_SKU_CODE_LENGTH, { error: 'tooLong' }).optional(),
  limit: z.number().int().min(1, { error: 'tooSmall' }).max(IMPORT_CALL_ROWS, { error: 'tooLarge' }),
})
export type ImportValuesRequest = z.input<typeof importValuesRequest>
export const importValues = z.object({
  rows: z.array(
    z.object({
      skuCode: z.string(),
      productNo: z.string(),
      productName: z.string(),
      spec: z.string(),
      value: z.number().int(),
    }),
  ),
  /** Pass as `after` for the next page; null when this was the last. */
  next: z.string().nullable(),
})
export type ImportValues = z.infer<typeof importValues>

export const importResult = z.object({ updated: z.number().int(), unchanged: z.number().int() })
export type ImportResult = z.infer<typeof importResult>

// ---- barcodes ----

export const barcodeListRequest = pageRequest.extend({
  search: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  /** Only SKUs with no barcode. */
  missingOnly: z.boolean().optional(),
})
export type BarcodeListRequest = z.input<typeof barcodeListRequest>

export const barcodeRow = z.object({
  skuId: z.string(),
  skuCode: z.string(),
  productName: z.string(),
  spec: z.string(),
  barCode: z.string(),
})
export type BarcodeRow = z.infer<typeof barcodeRow>

export const saveBarcodesRequest = z.object({
  items: z
    .array(
      z.object({
        skuId: id(),
        barCode: z.string().trim().max(MAX_BARCODE_LENGTH, { error: 'tooLong' }),
      }),
    )
    .min(1, { error: 'required' })
    .max(MAX_BARCODE_BATCH, { error: 'tooMany' }),
})
export type SaveBarcodesInput = z.input<typeof saveBarcodesRequest>

/** uploadMaterial's form: the image (contract/uploads.schema.ts) and the folder to file it in. */
export const uploadMaterialForm = imageUploadForm.extend({
  groupId: z
    .string()
    .regex(/^(\d{1,12})?$/, { error: 'notAnId' })
    .optional(),
})
