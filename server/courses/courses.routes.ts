// The usage tutorials (SPEC.md section 2: courseList, courseDetails, linked from the top bar):
// every signed-in user reads them, whatever the role. A tutorial's body is rich text, sanitized
// again on the way out, so a row written by hand into the table cannot carry a script.
import { Hono } from 'hono'
import { courseIdRequest, courseListRequest } from '../../contract/courses.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { sanitizeHtml } from '../security/sanitize-html.ts'
import { findCourse, listCourses } from './courses.repository.ts'

export const coursesRoutes = new Hono<AppEnv>()
  .post('/getCourseList', requireSession, async (c) => {
    const input = await body(c, courseListRequest)
    const { db, clock } = c.get('deps')
    return ok(c, await listCourses(db, input, input, clock.now().toISOString()))
  })
  .post('/getCourseDetail', requireSession, async (c) => {
    const { id } = await body(c, courseIdRequest)
    const { db, clock } = c.get('deps')
    const course = await findCourse(db, id, clock.now().toISOString())
    if (!course) throw ApiError.notFound('courses.notFound')
    return ok(c, { ...course, body: sanitizeHtml(course.body) })
  })
