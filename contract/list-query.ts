// What a paged, sorted, filtered list asks the server for, and the request body it becomes.
// Pure (no zod): the browser's list machine and its services both use it, and services never
// import machines (DESIGN.md, Layout).

export type SortOrder = 'asc' | 'desc'

/** What the list asks the server for; `filters` is the list's own filter object. */
export interface ListQuery<F extends object = Record<string, unknown>> {
  page: number
  pageSize: number
  sortField?: string | undefined
  sortOrder?: SortOrder | undefined
  filters: F
}

/** The body of a list call: the paging fields, the sort and the list's filters (an empty one left out). */
export type ListRequest<F extends object> = F & {
  page: number
  pageSize: number
  sortField?: string
  sortOrder?: SortOrder
}

/** The request a list call sends: the paging fields plus the filters, empty filters left out. */
export function toListRequest<F extends object>(query: ListQuery<F>): ListRequest<F> {
  const out: Record<string, unknown> = { page: query.page, pageSize: query.pageSize }
  if (query.sortField) {
    out.sortField = query.sortField
    out.sortOrder = query.sortOrder ?? 'asc'
  }
  for (const [key, value] of Object.entries(query.filters)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value
  }
  return out as ListRequest<F>
}
