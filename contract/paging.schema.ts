// The one list request/response shape: server-side paging, sorting and filtering
// (DESIGN.md: lists never load a whole table into the browser). Every list call's request
// schema extends `pageRequest` with its own filters; every list answers `Page<T>`.
import { z } from 'zod'
import { MAX_PAGE_SIZE } from './paging.constants.ts'

export { MAX_PAGE_SIZE }

export const pageRequest = z.object({
  /** 1-based page number. */
  page: z.coerce.number().int({ error: 'integer' }).min(1, { error: 'min1' }).default(1),
  pageSize: z.coerce
    .number()
    .int({ error: 'integer' })
    .min(1, { error: 'min1' })
    .max(MAX_PAGE_SIZE, { error: `max${MAX_PAGE_SIZE}` })
    .default(20),
  /** A field name from the call's own sortable list; validated by the handler. */
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: 'ascOrDesc' }).optional(),
})
export type PageRequest = z.input<typeof pageRequest>

export interface Page<T> {
  list: T[]
  /** How many rows match; when `totalIsCapped`, at least this many (the count stopped there). */
  total: number
  page: number
  pageSize: number
  /**
   * Present and true when the server stopped counting at `total` (a broad text search over a
   * large list): the list shows "10,000+" and pages through the first `total` rows.
   */
  totalIsCapped?: boolean
}

/** The response schema of a list call whose rows are `item`: infers to Page<z.infer<item>>. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    totalIsCapped: z.boolean().optional(),
  })
}
