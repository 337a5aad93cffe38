// /control calls of the usage tutorials (SPEC.md section 2: courseList, courseDetails).
import type { CourseDetail, CourseRow } from '../../contract/courses.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

export interface CourseListArgs {
  page: number
  pageSize: number
  keyword?: string
  sortField?: string
  sortOrder?: 'asc' | 'desc'
}

export function getCourseList(args: CourseListArgs, signal?: AbortSignal): Promise<Page<CourseRow>> {
  return control('getCourseList', { body: args, signal })
}

export function getCourseDetail(id: number, signal?: AbortSignal): Promise<CourseDetail> {
  return control('getCourseDetail', { body: { id }, signal })
}
