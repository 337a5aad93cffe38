// /control calls of project management (/project-management): a bound member's projects, a
// project's orders and an order's details.
import type { Page } from '../../contract/paging.schema.ts'
import type { ProjectOrderStatus, ProjectStatus } from '../../contract/projects.constants.ts'
import type { ProjectOrderDetail, ProjectOrderRow, ProjectRow } from '../../contract/projects.schema.ts'
import { control } from './http.ts'

export interface ProjectListArgs {
  page: number
  pageSize: number
  status?: ProjectStatus | undefined
  keyword?: string | undefined
  sortField?: string | undefined
  sortOrder?: 'asc' | 'desc' | undefined
}

export function getProjectList(args: ProjectListArgs, signal?: AbortSignal): Promise<Page<ProjectRow>> {
  return control('getProjectList', { body: args, signal })
}

export interface ProjectOrderListArgs {
  projectId: number
  page: number
  pageSize: number
  status?: ProjectOrderStatus | undefined
  keyword?: string | undefined
  sortField?: string | undefined
  sortOrder?: 'asc' | 'desc' | undefined
}

export function getProjectOrderList(
  args: ProjectOrderListArgs,
  signal?: AbortSignal,
): Promise<Page<ProjectOrderRow>> {
  return control('getProjectOrderList', { body: args, signal })
}

export function getProjectOrderDetails(orderId: number, signal?: AbortSignal): Promise<ProjectOrderDetail> {
  return control('getProjectOrderDetails', { body: { orderId }, signal })
}
