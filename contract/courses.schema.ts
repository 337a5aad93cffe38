// Request and response schemas of the usage tutorials (SPEC.md section 2: courseList and
// courseDetails, linked from the top bar). Every signed-in user reads them; the tutorials are
// shared by every merchant (the `course` table has no owner). The browser imports types only.
import { z } from 'zod'
import { recordId } from './record-id.ts'
import { MAX_COURSE_KEYWORD_LENGTH } from './courses.constants.ts'
import { pageRequest } from './paging.schema.ts'

export { MAX_COURSE_KEYWORD_LENGTH } from './courses.constants.ts'

const courseId = recordId()

export const courseListRequest = pageRequest.extend({
  keyword: z.string().trim().max(MAX_COURSE_KEYWORD_LENGTH, { error: 'tooLong' }).optional(),
})
export type CourseListRequest = z.input<typeof courseListRequest>

export const courseIdRequest = z.object({ id: courseId })

/** A row of the tutorial list. */
export const courseRow = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  /** '' when the tutorial has no video. */
  videoUrl: z.string(),
  sort: z.number().int(),
  publishedAt: z.string(),
})
export type CourseRow = z.infer<typeof courseRow>

/** A tutorial with its body (HTML, sanitized before it is sent). */
export const courseDetail = courseRow.extend({ body: z.string() })
export type CourseDetail = z.infer<typeof courseDetail>
