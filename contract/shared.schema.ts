// Request shapes that calls of every area share. The server validates with these at run time;
// the browser imports the types only.
import { z } from 'zod'
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
