// Where uniqueness lives (docs/decisions/platform.md): in the database, as unique indexes, so it
// holds when two identical submits race on PostgreSQL (SQLite serialises writers, PostgreSQL does
// not). A repository still checks first to name the field in the common case; the race loser
// meets the index instead, and this is the one place that turns that error into the answer a
// check would have given (40000 duplicate at the field, or a 40900), never 50000.
import { ApiError } from '../http/api-error.ts'

/** A unique index (or constraint) a caller can hit, and the answer its violation gives. */
interface UniqueRule {
  table: string
  /** The indexed columns, in index order (SQLite's message names them, not the index). */
  columns: readonly string[]
  answer: () => ApiError
}

const duplicate = (field: string) => () => ApiError.invalidInput(field, 'duplicate')

/** Index name → answer. Indexes not listed here still answer 50000 (a bug to list it). */
const UNIQUE_RULES: Record<string, UniqueRule> = {
  material_group_party_name_uq: {
    table: 'material_group',
    columns: ['party_id', 'name'],
    answer: duplicate('name'),
  },
  freight_template_party_name_uq: {
    table: 'freight_template',
    columns: ['party_id', 'name'],
    answer: duplicate('name'),
  },
  busi_friend_apply_pending_uq: {
    table: 'busi_friend_apply',
    columns: ['party_id', 'apply_party_id'],
    answer: () => ApiError.conflict('friends.alreadyApplied'),
  },
  dis_rank_party_name_uq: { table: 'dis_rank', columns: ['party_id', 'name'], answer: duplicate('name') },
  dis_group_party_name_uq: { table: 'dis_group', columns: ['party_id', 'name'], answer: duplicate('name') },
  dis_salesman_party_phone_uq: {
    table: 'dis_salesman',
    columns: ['party_id', 'phone'],
    answer: duplicate('phone'),
  },
}

/** The index a unique violation names: PostgreSQL's 23505 or SQLite's SQLITE_CONSTRAINT_UNIQUE. */
export function violatedUniqueIndex(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown }
  if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : undefined
  const message = typeof e.message === 'string' ? e.message : ''
  // better-sqlite3 sets the code; sql.js (the mock) only has the message.
  if (e.code !== 'SQLITE_CONSTRAINT_UNIQUE' && !message.startsWith('UNIQUE constraint failed:'))
    return undefined
  const named = /UNIQUE constraint failed: index '([^']+)'/.exec(message)
  if (named) return named[1]
  const columns = /UNIQUE constraint failed: (.+)$/
    .exec(message)?.[1]
    ?.split(',')
    .map((c) => c.trim())
  if (!columns?.length) return undefined
  const wanted = columns.join(',')
  for (const [name, rule] of Object.entries(UNIQUE_RULES)) {
    if (rule.columns.map((c) => `${rule.table}.${c}`).join(',') === wanted) return name
  }
  return undefined
}

/** The answer for a unique violation on a listed index; undefined for any other error. */
export function duplicateAnswer(err: unknown): ApiError | undefined {
  const name = violatedUniqueIndex(err)
  return name ? UNIQUE_RULES[name]?.answer() : undefined
}
