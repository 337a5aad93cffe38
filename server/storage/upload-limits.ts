// Per-tenant upload limits (issue 20 item 6): a quota on the bytes a merchant keeps stored and a
// rate of uploads per window. Both are counted from the `upload` table, so every server process
// sharing one database enforces the same numbers (nothing is kept in process memory).

export interface UploadLimits {
  /** Bytes a tenant may keep stored: images plus thumbnails of uploads not deleted. */
  quotaBytes: number
  /** Uploads a tenant may make within `windowMs` (deleted ones count too). */
  perWindow: number
  windowMs: number
}

export const defaultUploadLimits: UploadLimits = {
  quotaBytes: 500 * 1024 * 1024,
  perWindow: 60,
  windowMs: 10 * 60 * 1000,
}

function positive(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`not a positive number: ${raw}`)
  return n
}

/**
 * UPLOAD_QUOTA_MB (default 500), UPLOAD_RATE_COUNT (default 60) and UPLOAD_RATE_MINUTES
 * (default 10). A value that is not a positive number stops the start, like other settings.
 */
export function uploadLimitsFromEnv(env: Record<string, string | undefined>): UploadLimits {
  return {
    quotaBytes: Math.round(
      positive(env.UPLOAD_QUOTA_MB, defaultUploadLimits.quotaBytes / 1024 / 1024) * 1024 * 1024,
    ),
    perWindow: Math.floor(positive(env.UPLOAD_RATE_COUNT, defaultUploadLimits.perWindow)),
    windowMs: Math.round(positive(env.UPLOAD_RATE_MINUTES, defaultUploadLimits.windowMs / 60_000) * 60_000),
  }
}
