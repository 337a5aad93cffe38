// Limits of the usage tutorials (SPEC.md section 2: courseList, courseDetails), without the
// schema library: courses.schema.ts validates with them and the browser's filter uses them.

/** Longest keyword of the tutorial search, after trimming. */
export const MAX_COURSE_KEYWORD_LENGTH = 100
