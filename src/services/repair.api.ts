// /control calls of the repair service (/repair-management): the job list and its counts per
// status, a job's details and its lifecycle steps, the repair staff and the settings.
import type { Page } from '../../contract/paging.schema.ts'
import type { RepairStatus } from '../../contract/lifecycles/repair.lifecycle.ts'
import type { RepairItemKind, RepairStepEvent } from '../../contract/repair.constants.ts'
import type {
  RepairDetail,
  RepairRow,
  RepairSetting,
  RepairSettingInput,
  RepairStaffMember,
  RepairStatusCounts,
} from '../../contract/repair.schema.ts'
import { control } from './http.ts'

export interface RepairFilters {
  status?: RepairStatus | undefined
  dateFrom?: string | undefined
  dateTo?: string | undefined
  customer?: string | undefined
}

export interface RepairListArgs extends RepairFilters {
  page: number
  pageSize: number
  sortField?: string | undefined
  sortOrder?: 'asc' | 'desc' | undefined
}

export function getRepairList(args: RepairListArgs, signal?: AbortSignal): Promise<Page<RepairRow>> {
  return control('getRepairList', { body: args, signal })
}

export function getRepairStatusCount(
  filters: Omit<RepairFilters, 'status'>,
  signal?: AbortSignal,
): Promise<RepairStatusCounts> {
  return control('getRepairStatusCount', { body: filters, signal })
}

export function getRepairDetails(repairId: number, signal?: AbortSignal): Promise<RepairDetail> {
  return control('getRepairDetails', { body: { repairId }, signal })
}

export interface RepairStepArgs {
  repairId: number
  /** The version the page loaded: a step on another one is refused (40900). */
  version: number
  event: RepairStepEvent
  assigneeUserLoginId?: string
  reason?: string
  result?: string
  items?: { kind: RepairItemKind; name: string; unitPrice: number | null; quantity: number | null }[]
}

export function updateRepairStatus(step: RepairStepArgs, signal?: AbortSignal): Promise<RepairDetail> {
  return control('updateRepairStatus', { body: step, signal })
}

export function getRepairStaffList(signal?: AbortSignal): Promise<{ list: RepairStaffMember[] }> {
  return control('getRepairStaffList', { body: {}, signal })
}

export function getRepairSetting(signal?: AbortSignal): Promise<RepairSetting> {
  return control('getRepairSetting', { body: {}, signal })
}

export function saveRepairSetting(input: RepairSettingInput, signal?: AbortSignal): Promise<RepairSetting> {
  return control('saveRepairSetting', { body: input, signal })
}
