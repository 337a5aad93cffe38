// The /control calls of the usage tutorials, for every signed-in user.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read } from './calls.ts'
import { courseDetail, courseIdRequest, courseListRequest, courseRow } from './courses.schema.ts'
import { pageOf } from './paging.schema.ts'

export const coursesCalls = defineCalls({
  getCourseList: { request: courseListRequest, response: pageOf(courseRow), access: 'session', audit: read },
  getCourseDetail: { request: courseIdRequest, response: courseDetail, access: 'session', audit: read },
})
