// The activity list's rules (mdActivityList), for the shared paged-list machine and the page:
// its filters and their request, moving a row up or down (sortMpActivity swaps the two rows'
// places), and the status a row's switch leads to.
import type {
  ActivityStatus,
  MpActivityListRequest,
  MpActivityRow,
} from '../../../contract/distribution-setup.schema.ts'
import { type ListQuery, toListRequest } from '../shared/paged-list.machine.ts'

/** The status filter's choices: every status of contract ACTIVITY_STATUSES. */
export const ACTIVITY_STATUS_FILTERS = ['ENABLED', 'DISABLED'] as const satisfies readonly ActivityStatus[]

export interface ActivityFilters extends Record<string, unknown> {
  keyword?: string | undefined
  status?: ActivityStatus | undefined
}

/** The filters as typed: a blank keyword or "all statuses" filters nothing. */
export function activityFilters(keyword: string, status: ActivityStatus | ''): ActivityFilters {
  const k = keyword.trim()
  return { ...(k ? { keyword: k } : {}), ...(status ? { status } : {}) }
}

export function activityListRequest(query: ListQuery<ActivityFilters>): MpActivityListRequest {
  return toListRequest(query) as MpActivityListRequest
}

/**
 * The ids to send to sortMpActivity to move `id` one place up (-1) or down (1) among the rows
 * shown, or undefined when it is already first or last.
 */
export function moveRequest(rows: readonly MpActivityRow[], id: string, by: -1 | 1): string[] | undefined {
  const i = rows.findIndex((r) => r.id === id)
  const other = i < 0 ? undefined : rows[i + by]
  return other ? [id, other.id] : undefined
}

/** The status a row's switch sets. */
export function toggledStatus(status: ActivityStatus): ActivityStatus {
  return status === 'ENABLED' ? 'DISABLED' : 'ENABLED'
}
