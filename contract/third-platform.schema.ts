// Request and response schemas of the third-party platform (SPEC.md section 7, Integration:
// getErpNameListFromNewMerchant, getErpParameterFromNewMerchant, savePartyErpParameter; and
// the platform's products, /third-platform: platform, platformProductDetails). A secret
// parameter is stored encrypted and never answered: the answer says only whether it is set.
// The browser imports the types only (values from third-platform.constants.ts).
import { z } from 'zod'
import { recordId } from './record-id.ts'
import { pageRequest } from './paging.schema.ts'
import { MAX_ERP_PARAMETER_LENGTH, MAX_PLATFORM_KEYWORD_LENGTH } from './third-platform.constants.ts'

export { MAX_ERP_PARAMETER_LENGTH, MAX_PLATFORM_KEYWORD_LENGTH, NO_ERP } from './third-platform.constants.ts'

const erpInfoId = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })
const id = recordId()

export const erpIdRequest = z.object({ erpInfoId })

export const saveErpParameterRequest = z.object({
  erpInfoId,
  /** Parameter values by key. A secret left out or '' keeps the stored one. */
  parameters: z.record(z.string(), z.string().trim().max(MAX_ERP_PARAMETER_LENGTH, { error: 'tooLong' })),
  enabled: z.coerce.number().int().min(0).max(1, { error: 'flag' }).default(1),
})
export type SaveErpParameterRequest = z.input<typeof saveErpParameterRequest>

export const platformProductListRequest = pageRequest.extend({
  keyword: z.string().trim().max(MAX_PLATFORM_KEYWORD_LENGTH, { error: 'tooLong' }).optional(),
})
export type PlatformProductListRequest = z.input<typeof platformProductListRequest>

export const platformProductIdRequest = z.object({ id })

/** One ERP the merchant may connect. */
export const erpPlatformItem = z.object({
  erpInfoId: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  /** The merchant has saved parameters for it. */
  configured: z.boolean(),
})
export type ErpPlatformItem = z.infer<typeof erpPlatformItem>

export const erpNameList = z.object({
  /** The merchant's chosen ERP ('0' when none). */
  current: z.string(),
  list: z.array(erpPlatformItem),
})
export type ErpNameList = z.infer<typeof erpNameList>

/** One connection parameter as the browser sees it: a secret's value is never sent. */
export const erpParameterField = z.object({
  key: z.string(),
  secret: z.boolean(),
  /** The stored value of a plain parameter; always '' for a secret. */
  value: z.string(),
  /** Whether a value is stored (for a secret: whether it is set). */
  isSet: z.boolean(),
})
export type ErpParameterField = z.infer<typeof erpParameterField>

export const erpParameters = z.object({
  erpInfoId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  fields: z.array(erpParameterField),
  lastSyncAt: z.string().nullable(),
  /** null until the merchant saves parameters for this ERP. */
  updatedAt: z.string().nullable(),
})
export type ErpParameters = z.infer<typeof erpParameters>

export const platformProductRow = z.object({
  id: z.number().int(),
  erpInfoId: z.string(),
  erpName: z.string(),
  externalId: z.string(),
  name: z.string(),
  skuCode: z.string(),
  barCode: z.string(),
  /** Fen. */
  price: z.number().int(),
  stock: z.number().int(),
  imageUrl: z.string(),
  /** The local product it matches, or null. */
  productId: z.number().int().nullable(),
  syncedAt: z.string(),
})
export type PlatformProductRow = z.infer<typeof platformProductRow>

export const platformProductDetail = platformProductRow.extend({
  /** The matched local product's name ('' when none). */
  productName: z.string(),
})
export type PlatformProductDetail = z.infer<typeof platformProductDetail>
