// Data access for the usage tutorials: one list shared by every merchant (the `course` table
// carries no party_id), only the tutorials already published.
import type { CourseDetail, CourseRow } from '../../contract/courses.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { sql } from 'kysely'

const ROW_COLUMNS = [
  'course.id',
  'course.title',
  'course.summary',
  'course.cover_url',
  'course.video_url',
  'course.sort',
  'course.published_at',
] as const

interface Row {
  id: number
  title: string
  summary: string
  cover_url: string
  video_url: string
  sort: number
  published_at: string
}

function toRow(r: Row): CourseRow {
  return {
    id: Number(r.id),
    title: r.title,
    summary: r.summary,
    coverUrl: r.cover_url,
    videoUrl: r.video_url,
    sort: Number(r.sort),
    publishedAt: r.published_at,
  }
}

function published(db: Db, nowIso: string) {
  return db.selectFrom('course').where('course.published_at', '<=', nowIso)
}

/** Published tutorials, by their position, searched in the title and the summary. */
export function listCourses(
  db: Db,
  filter: { keyword?: string | undefined },
  page: PageParams,
  nowIso: string,
): Promise<Page<CourseRow>> {
  let query = published(db, nowIso).select(ROW_COLUMNS)
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword)
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(course.title)`, 'like', pattern),
        eb(sql<string>`lower(course.summary)`, 'like', pattern),
      ]),
    )
  }
  return paginate(query, page, {
    sortable: { sort: 'course.sort', title: 'course.title', publishedAt: 'course.published_at' },
    defaultSort: { field: 'sort', order: 'asc' },
    tieBreaker: 'course.id',
    map: toRow,
  })
}

/** A published tutorial, or undefined (no such id, or not published yet). */
export async function findCourse(db: Db, id: number, nowIso: string): Promise<CourseDetail | undefined> {
  const row = await published(db, nowIso)
    .where('course.id', '=', id)
    .select([...ROW_COLUMNS, 'course.body'])
    .executeTakeFirst()
  return row ? { ...toRow(row), body: row.body } : undefined
}
