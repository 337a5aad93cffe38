// Applies a validated page request to a Kysely select: sort (only by an allow-listed field),
// offset/limit, and a total from the same filtered query.
import type { SelectQueryBuilder } from 'kysely'
import type { Page } from '../../contract/paging.schema.ts'
import { ApiError } from './api-error.ts'

export interface PageParams {
  page: number
  pageSize: number
  sortField?: string | undefined
  sortOrder?: 'asc' | 'desc' | undefined
}

/**
 * A count that stopped past `cap` (a capped count reads at most cap + 1 matches): the total to
 * answer, and `totalIsCapped` when there are more (contract/paging.schema.ts).
 */
export function cappedTotal(n: number, cap: number): { total: number; totalIsCapped?: boolean } {
  return n > cap ? { total: cap, totalIsCapped: true } : { total: n }
}

/**
 * `sortable` maps the API's field names to SQL columns; `tieBreaker` keeps paging stable when
 * sort values repeat (usually the primary key).
 */
export async function paginate<DB, TB extends keyof DB, O, Row>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: PageParams,
  options: {
    sortable: Record<string, string>
    defaultSort: { field: string; order: 'asc' | 'desc' }
    tieBreaker: string
    map: (row: O) => Row
    /**
     * Counts the matches instead of a plain count(*) of the query, e.g. a capped count that
     * stops at a limit (contract/paging.schema.ts, `totalIsCapped`).
     */
    countTotal?: () => Promise<{ total: number; totalIsCapped?: boolean }>
  },
): Promise<Page<Row>> {
  const field = params.sortField ?? options.defaultSort.field
  // Own properties only: a plain-object lookup of `constructor` or `__proto__` finds Object.prototype.
  const column = Object.hasOwn(options.sortable, field) ? options.sortable[field] : undefined
  if (!column) throw ApiError.invalidInput('sortField', 'notSortable')
  const order = params.sortOrder ?? (params.sortField ? 'asc' : options.defaultSort.order)

  const rowsOfPage = () =>
    query
      // biome-ignore lint/suspicious/noExplicitAny: column names come from the allow-list above
      .orderBy(column as any, order)
      // biome-ignore lint/suspicious/noExplicitAny: see above
      .orderBy(options.tieBreaker as any, order)
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize)
      .execute()

  let total: number
  let totalIsCapped = false
  let rows: O[]
  if (options.countTotal) {
    // The count and the page at once: on PostgreSQL each has a connection of its own, so a
    // count that takes a few statements (the product list's tabs) no longer waits for the page
    // or the page for it. SQLite's one connection runs them in turn, as before.
    const [counted, pageRows] = await Promise.all([options.countTotal(), rowsOfPage()])
    total = counted.total
    totalIsCapped = counted.totalIsCapped ?? false
    rows = pageRows
  } else {
    const countRow = await query
      .clearSelect()
      .clearOrderBy()
      // biome-ignore lint/suspicious/noExplicitAny: the count column is added to any select shape
      .select((eb: any) => eb.fn.countAll().as('total'))
      .executeTakeFirst()
    total = Number((countRow as { total?: number | string } | undefined)?.total ?? 0)
    rows = await rowsOfPage()
  }
  const list = rows.map(options.map)
  const page = { list, total, page: params.page, pageSize: params.pageSize }
  return totalIsCapped ? { ...page, totalIsCapped: true } : page
}
