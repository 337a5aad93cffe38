// Limits of announcement management (createAnn, editAnn), without the schema library:
// announcements.schema.ts validates with them on the server, and the browser's form shows
// them and refuses input beyond them at the field (the production bundle carries no zod).

/** Longest title, after trimming. */
export const MAX_TITLE_LENGTH = 200
/** Longest body (HTML). */
export const MAX_BODY_LENGTH = 100_000
/** Longest link or cover address. */
export const MAX_URL_LENGTH = 500
/** Position among the announcements. */
export const ANNOUNCEMENT_SORT = { min: 0, max: 9999 } as const
/** An announcement's states, in the order the editor offers them. */
export const ANNOUNCEMENT_STATUSES = ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] as const
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number]
