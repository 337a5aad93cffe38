// Product set-up calls (route group /product-management, area `product`): the material
// library, freight templates, the spreadsheet imports and barcode maintenance. Every call is
// for the product area's roles and only touches the caller's own merchant's rows.
import { MAX_UPLOAD_BYTES } from '../../contract/uploads.schema.ts'
import { emptyRequest } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MATERIAL_UPLOAD_FIELD, MAX_MATERIAL_NAME_LENGTH } from '../../contract/product-setup.constants.ts'
import {
  barcodeListRequest,
  freightListRequest,
  groupIdRequest,
  importRequest,
  importValuesRequest,
  materialIdRequest,
  materialListRequest,
  moveMaterialsRequest,
  renameMaterialRequest,
  saveBarcodesRequest,
  saveFreightTemplateRequest,
  saveMaterialFolderRequest,
  templateIdRequest,
} from '../../contract/product-setup.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { answerError, ok } from '../http/envelope.ts'
import { body, readForm } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { storeImageUpload } from '../storage/image-upload.ts'
import { listBarcodes, saveBarcodes } from './barcodes.repository.ts'
import { deleteTemplate, findTemplate, listTemplates, saveTemplate } from './freight-templates.repository.ts'
import { applyImport, importValuesPage, previewImport } from './imports.repository.ts'
import {
  deleteFolder,
  deleteMaterial,
  insertMaterial,
  listFolders,
  listMaterials,
  moveMaterials,
  renameMaterial,
  requireFolder,
  saveFolder,
} from './materials.repository.ts'

const area = requireArea('products')

export const productSetupRoutes = new Hono<AppEnv>()
  // ---- material library ----
  .post('/getMaterialFolders', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await listFolders(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/saveMaterialFolder', requireSession, area, async (c) => {
    const req = await body(c, saveMaterialFolderRequest)
    const { db, clock } = c.get('deps')
    const groupId = await saveFolder(
      db,
      c.get('caller').partyId,
      { groupId: req.groupId === undefined ? undefined : Number(req.groupId), name: req.name },
      clock.now().toISOString(),
    )
    return ok(c, { groupId })
  })
  .post('/deleteMaterialFolder', requireSession, area, async (c) => {
    const { groupId } = await body(c, groupIdRequest)
    await deleteFolder(c.get('deps').db, c.get('caller').partyId, Number(groupId))
    return ok(c, null)
  })
  .post('/getMaterialList', requireSession, area, async (c) => {
    const req = await body(c, materialListRequest)
    return ok(c, await listMaterials(c.get('deps').db, c.get('caller').partyId, req, req))
  })
  .post(
    '/uploadMaterial',
    requireSession,
    area,
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => answerError(c, ApiError.invalidInput(MATERIAL_UPLOAD_FIELD, 'tooLarge')),
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? ''
      if (!type.includes('multipart/form-data'))
        throw ApiError.invalidInput(MATERIAL_UPLOAD_FIELD, 'required')
      const form = await readForm(c)
      const { db, clock } = c.get('deps')
      const caller = c.get('caller')
      const rawGroup = form.groupId
      let groupId: number | null = null
      if (typeof rawGroup === 'string' && rawGroup !== '') {
        if (!/^\d{1,12}$/.test(rawGroup)) throw ApiError.invalidInput('groupId', 'notAnId')
        groupId = Number(rawGroup)
        await requireFolder(db, caller.partyId, groupId)
      }
      const now = clock.now()
      const stored = await storeImageUpload(c.get('deps'), {
        file: form[MATERIAL_UPLOAD_FIELD],
        field: MATERIAL_UPLOAD_FIELD,
        partyId: caller.partyId,
        userLoginId: caller.userLoginId,
        purpose: 'MATERIAL',
        now,
      })
      const name = (stored.originalName.trim() || stored.url.split('/').pop() || 'image').slice(
        0,
        MAX_MATERIAL_NAME_LENGTH,
      )
      const row = await insertMaterial(
        db,
        caller.partyId,
        { groupId, name, url: stored.url, uploadId: Number(stored.uploadId), sizeBytes: stored.sizeBytes },
        now.toISOString(),
      )
      return ok(c, row)
    },
  )
  .post('/renameMaterial', requireSession, area, async (c) => {
    const { materialId, name } = await body(c, renameMaterialRequest)
    await renameMaterial(c.get('deps').db, c.get('caller').partyId, Number(materialId), name)
    return ok(c, null)
  })
  .post('/moveMaterials', requireSession, area, async (c) => {
    const req = await body(c, moveMaterialsRequest)
    const moved = await moveMaterials(
      c.get('deps').db,
      c.get('caller').partyId,
      req.materialIds.map(Number),
      req.groupId === null ? null : Number(req.groupId),
    )
    return ok(c, { moved })
  })
  .post('/deleteMaterial', requireSession, area, async (c) => {
    const { materialId } = await body(c, materialIdRequest)
    await deleteMaterial(c.get('deps').db, c.get('caller').partyId, Number(materialId))
    return ok(c, null)
  })
  // ---- freight templates ----
  .post('/getFreightTemplateList', requireSession, area, async (c) => {
    const req = await body(c, freightListRequest)
    return ok(c, await listTemplates(c.get('deps').db, c.get('caller').partyId, req, req))
  })
  .post('/getFreightTemplateDetail', requireSession, area, async (c) => {
    const { templateId } = await body(c, templateIdRequest)
    return ok(c, await findTemplate(c.get('deps').db, c.get('caller').partyId, Number(templateId)))
  })
  .post('/saveFreightTemplate', requireSession, area, async (c) => {
    const req = await body(c, saveFreightTemplateRequest)
    const { db, clock } = c.get('deps')
    const templateId = await saveTemplate(
      db,
      c.get('caller').partyId,
      { ...req, templateId: req.templateId === undefined ? undefined : Number(req.templateId) },
      clock.now().toISOString(),
    )
    return ok(c, { templateId })
  })
  .post('/deleteFreightTemplate', requireSession, area, async (c) => {
    const { templateId } = await body(c, templateIdRequest)
    await deleteTemplate(c.get('deps').db, c.get('caller').partyId, Number(templateId))
    return ok(c, null)
  })
  // ---- spreadsheet imports ----
  .post('/previewProductImport', requireSession, area, async (c) => {
    const { kind, rows } = await body(c, importRequest)
    return ok(c, await previewImport(c.get('deps').db, c.get('caller').partyId, kind, rows))
  })
  .post('/applyProductImport', requireSession, area, async (c) => {
    const { kind, rows, reason } = await body(c, importRequest)
    const { db, clock } = c.get('deps')
    const { partyId, userLoginId } = c.get('caller')
    return ok(
      c,
      await applyImport(db, partyId, kind, rows, clock.now().toISOString(), { actor: userLoginId, reason }),
    )
  })
  .post('/getImportValues', requireSession, area, async (c) => {
    const { kind, after, limit } = await body(c, importValuesRequest)
    return ok(c, await importValuesPage(c.get('deps').db, c.get('caller').partyId, kind, after, limit))
  })
  // ---- barcodes ----
  .post('/getSkuBarcodeList', requireSession, area, async (c) => {
    const req = await body(c, barcodeListRequest)
    return ok(c, await listBarcodes(c.get('deps').db, c.get('caller').partyId, req, req))
  })
  .post('/saveSkuBarcodes', requireSession, area, async (c) => {
    const { items } = await body(c, saveBarcodesRequest)
    const { db, clock } = c.get('deps')
    const updated = await saveBarcodes(
      db,
      c.get('caller').partyId,
      items.map((i) => ({ skuId: Number(i.skuId), barCode: i.barCode })),
      clock.now().toISOString(),
    )
    return ok(c, { updated })
  })
