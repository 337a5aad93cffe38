// Request shapes that calls of every area share. The server validates with these at run time;
// the browser imports the types only.
import { z } from 'zod'
import {
  DELIVERY_PHONE_PATTERN,
  MAX_DELIVERY_ADDRESS_LENGTH,
  MAX_RECEIVER_NAME_LENGTH,
} from './shared.constants.ts'
import { recordId } from './record-id.ts'

/** Calls without input still validate that the body is an object. */
export const emptyRequest = z.object({})

/** Ids travel as decimal strings or numbers; the server works with positive integers. */
const id = recordId()
/** A region code of geo_region (province, city or county). */
export const regionId = z.string({ error: 'required' }).trim().max(12, { error: 'tooLong' })

// ---- regions and categories: reference data every signed-in user reads ----

export const findCityByProvinceRequest = z.object({ provinceId: regionId.min(1, { error: 'required' }) })
export const findCountiesByCityRequest = z.object({ cityId: regionId.min(1, { error: 'required' }) })
export const regionItem = z.object({ id: z.string(), name: z.string() })
export type RegionItem = z.infer<typeof regionItem>

export const publicCategoryRequest = z.object({ parentId: id.optional() })
export const categoryItem = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  level: z.number().int(),
  name: z.string(),
})
export type CategoryItem = z.infer<typeof categoryItem>

/** GET getBank: the banks a merchant can choose for billing info and payment notes. */
export const bankItem = z.object({ code: z.string(), name: z.string() })
export type BankItem = z.infer<typeof bankItem>
export type BankListResponse = BankItem[]

// ---- delivery: where an order ships, as the buyer gives it (business and catalogue orders) ----

/** The delivery phone rule (a mainland mobile or a landline), shared by every phone of a delivery. */
export const deliveryPhonePattern = new RegExp(DELIVERY_PHONE_PATTERN)

/** Where an order ships; absent from a request, the buyer's business profile. */
export const deliveryRequest = z.object({
  receiverName: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_RECEIVER_NAME_LENGTH, { error: 'tooLong' }),
  receiverPhone: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(deliveryPhonePattern, { error: 'phone' }),
  address: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_DELIVERY_ADDRESS_LENGTH, { error: 'tooLong' }),
})
