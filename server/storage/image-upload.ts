// Image uploads (ASVS 5.2, 5.3; issue 20 item 6): limited in size, the type decided by the
// file's content (magic bytes), never by its name or the browser's claim; then decoded and
// re-encoded (image-processor.ts), so no byte of the upload but its picture is kept, with a
// thumbnail beside it; counted against the tenant's quota and upload rate (upload-limits.ts);
// stored under a server-made name; served back with the sniffed type and headers that stop a
// browser running it. An upload no record uses can be deleted (deleteUpload), which frees quota.
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { AppDeps } from '../app-deps.ts'
import type { Db } from '../db/schema.ts'
import { lockTenant } from '../shared/tenant-lock.ts'
import { ApiError } from '../http/api-error.ts'
import {
  type EncodedImage,
  ImageDecodeError,
  type ImageProcessor,
  passThroughImageProcessor,
} from './image-processor.ts'
import { isUploadReferenced } from './upload-references.ts'
import { defaultUploadLimits, type UploadLimits } from './upload-limits.ts'

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

/** Where an uploaded file is served from; the app shows it from this path. */
export const UPLOAD_URL_PREFIX = '/control/uploadFile/'

interface ImageKind {
  contentType: string
  ext: EncodedImage['ext']
  matches(b: Uint8Array): boolean
}

const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0) =>
  b.length >= at + bytes.length && bytes.every((v, i) => b[at + i] === v)

// SVG is deliberately absent: it can carry script.
const IMAGE_KINDS: readonly ImageKind[] = [
  {
    contentType: 'image/png',
    ext: 'png',
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { contentType: 'image/jpeg', ext: 'jpg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    contentType: 'image/gif',
    ext: 'gif',
    matches: (b) =>
      startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
      startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]),
  },
  {
    contentType: 'image/webp',
    ext: 'webp',
    matches: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8),
  },
]

/** The image kind of these bytes, or undefined when they are not an image we accept. */
export function sniffImage(bytes: Uint8Array): { contentType: string; ext: EncodedImage['ext'] } | undefined {
  const kind = IMAGE_KINDS.find((k) => k.matches(bytes))
  return kind ? { contentType: kind.contentType, ext: kind.ext } : undefined
}

// An image is `<32 hex>.<ext>`, its thumbnail `<32 hex>-t.<ext>`.
const STORED_NAME = /^[0-9a-f]{32}(-t)?\.(png|jpg|gif|webp)$/

/** The image's stored name for a thumbnail's name; the name itself for an image. */
function imageNameOf(name: string): string {
  return name.replace('-t.', '.')
}

/** True for names this module makes (images and thumbnails); anything else is refused before touching storage. */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name)
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** What storing an upload needs from the host (AppDeps). */
export type UploadDeps = Pick<AppDeps, 'db' | 'uploads' | 'images' | 'uploadLimits'>

const MB = 1024 * 1024

/** The tenant's stored bytes (uploads not deleted) and its uploads since `since`. */
async function usage(db: Db, partyId: string, since: string): Promise<{ bytes: number; recent: number }> {
  const stored = await db
    .selectFrom('upload')
    .select((eb) =>
      eb.fn.sum<number | string | null>(eb('size_bytes', '+', eb.ref('thumb_bytes'))).as('bytes'),
    )
    .where('party_id', '=', partyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  const recent = await db
    .selectFrom('upload')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('party_id', '=', partyId)
    .where('created_at', '>=', since)
    .executeTakeFirst()
  return { bytes: Number(stored?.bytes ?? 0), recent: Number(recent?.n ?? 0) }
}

/** Refuses when `adding` more bytes or one more upload would pass the tenant's limits. */
async function requireWithinLimits(
  db: Db,
  limits: UploadLimits,
  partyId: string,
  now: Date,
  adding: number,
): Promise<void> {
  const since = new Date(now.getTime() - limits.windowMs).toISOString()
  const { bytes, recent } = await usage(db, partyId, since)
  if (recent >= limits.perWindow) {
    throw new ApiError(ResultCode.tooManyRequests, 'uploads.tooMany', {
      count: limits.perWindow,
      minutes: Math.round(limits.windowMs / 60_000),
    })
  }
  if (bytes + adding > limits.quotaBytes) {
    throw new ApiError(ResultCode.conflict, 'uploads.quotaExceeded', {
      quotaMb: Math.round(limits.quotaBytes / MB),
      usedMb: Math.round((bytes / MB) * 10) / 10,
    })
  }
}

/**
 * Checks an uploaded file, re-encodes it and stores it with its thumbnail. `field` names the
 * form field in the error, so the browser can show the message at the right input. Nothing is
 * stored when any check refuses: size, type, decoding, the tenant's upload rate or quota.
 */
export async function storeImageUpload(
  deps: UploadDeps,
  input: {
    file: unknown
    field: string
    partyId: string
    userLoginId: string
    purpose: string
    now: Date
  },
): Promise<UploadResponse> {
  const { db, uploads } = deps
  const images: ImageProcessor = deps.images ?? passThroughImageProcessor
  const limits = deps.uploadLimits ?? defaultUploadLimits
  const { file, field, partyId, now } = input
  if (!(file instanceof Blob)) throw ApiError.invalidInput(field, 'required')
  if (file.size === 0) throw ApiError.invalidInput(field, 'empty')
  if (file.size > MAX_IMAGE_BYTES) throw ApiError.invalidInput(field, 'tooLarge')
  // Before any decoding work: a tenant over its rate or quota costs no CPU.
  await requireWithinLimits(db, limits, partyId, now, 0)
  const original = new Uint8Array(await file.arrayBuffer())
  const kind = sniffImage(original)
  if (!kind) throw ApiError.invalidInput(field, 'notAnImage')

  let processed: Awaited<ReturnType<ImageProcessor['process']>>
  try {
    processed = await images.process(original, kind.ext)
  } catch (error) {
    if (error instanceof ImageDecodeError) throw ApiError.invalidInput(field, 'notAnImage')
    throw error
  }
  const { image, thumbnail } = processed
  const hexName = hex(crypto.getRandomValues(new Uint8Array(16)))
  const storedName = `${hexName}.${image.ext}`
  const thumbName = thumbnail ? `${hexName}-t.${thumbnail.ext}` : null
  const thumbBytes = thumbnail?.bytes.length ?? 0
  const sha256 = hex(
    new Uint8Array(await crypto.subtle.digest('SHA-256', image.bytes as Uint8Array<ArrayBuffer>)),
  )
  // Kept only for display; never used as a path.
  const originalName = (file instanceof File ? file.name : '').slice(0, 255)

  await uploads.put(storedName, image.bytes)
  if (thumbnail && thumbName) await uploads.put(thumbName, thumbnail.bytes)
  let id: number
  try {
    // One tenant's uploads are counted and inserted one at a time (several processes share
    // the database), so two parallel uploads cannot both take the last of the quota.
    id = await db.transaction().execute(async (trx) => {
      await lockTenant(trx, partyId)
      await requireWithinLimits(trx, limits, partyId, now, image.bytes.length + thumbBytes)
      const row = await trx
        .insertInto('upload')
        .values({
          party_id: partyId,
          user_login_id: input.userLoginId,
          purpose: input.purpose,
          stored_name: storedName,
          original_name: originalName,
          content_type: image.contentType,
          size_bytes: image.bytes.length,
          sha256,
          created_at: now.toISOString(),
          thumb_name: thumbName,
          thumb_bytes: thumbBytes,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    })
  } catch (error) {
    await uploads.remove(storedName)
    if (thumbName) await uploads.remove(thumbName)
    throw error
  }
  const url = `${UPLOAD_URL_PREFIX}${storedName}`
  return {
    uploadId: String(id),
    url,
    thumbnailUrl: thumbName ? `${UPLOAD_URL_PREFIX}${thumbName}` : url,
    contentType: image.contentType,
    sizeBytes: image.bytes.length,
    originalName,
  }
}

/**
 * Deletes one of the tenant's uploads that no record uses (upload-references.ts): its files go
 * at once and its bytes leave the quota; the row stays, marked deleted, for the upload rate.
 * Another tenant's upload, or one already deleted, is not found; one in use is refused.
 */
export async function deleteUpload(
  deps: Pick<AppDeps, 'db' | 'uploads'>,
  partyId: string,
  uploadId: number,
  now: Date,
): Promise<void> {
  const { db, uploads } = deps
  const row = await db
    .selectFrom('upload')
    .select(['id', 'stored_name', 'thumb_name'])
    .where('party_id', '=', partyId)
    .where('id', '=', uploadId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!row) throw ApiError.notFound('uploads.noSuchUpload')
  if (await isUploadReferenced(db, { id: row.id, storedName: row.stored_name, partyId }))
    throw ApiError.conflict('uploads.inUse')
  const marked = await db
    .updateTable('upload')
    .set({ deleted_at: now.toISOString() })
    .where('party_id', '=', partyId)
    .where('id', '=', uploadId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (Number(marked.numUpdatedRows) === 0) throw ApiError.notFound('uploads.noSuchUpload')
  await uploads.remove(row.stored_name)
  if (row.thumb_name) await uploads.remove(row.thumb_name)
}

/** Uploads younger than this are never swept: a form may have one it has not saved yet. */
export const SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000

/**
 * Deletes every upload (of any merchant) older than `minAgeMs` that no record names, as
 * deleteUpload would; `npm run uploads:sweep` runs it. Returns how many it looked at and deleted.
 */
export async function sweepUnusedUploads(
  deps: Pick<AppDeps, 'db' | 'uploads'>,
  now: Date,
  minAgeMs = SWEEP_MIN_AGE_MS,
): Promise<{ checked: number; deleted: number }> {
  const { db, uploads } = deps
  const cutoff = new Date(now.getTime() - minAgeMs).toISOString()
  let checked = 0
  let deleted = 0
  let after = 0
  for (;;) {
    const batch = await db
      .selectFrom('upload')
      .select(['id', 'party_id', 'stored_name', 'thumb_name'])
      .where('deleted_at', 'is', null)
      .where('created_at', '<', cutoff)
      .where('id', '>', after)
      .orderBy('id')
      .limit(200)
      .execute()
    if (batch.length === 0) return { checked, deleted }
    for (const row of batch) {
      after = row.id
      checked++
      if (await isUploadReferenced(db, { id: row.id, storedName: row.stored_name, partyId: row.party_id }))
        continue
      await db
        .updateTable('upload')
        .set({ deleted_at: now.toISOString() })
        .where('party_id', '=', row.party_id)
        .where('id', '=', row.id)
        .where('deleted_at', 'is', null)
        .execute()
      await uploads.remove(row.stored_name)
      if (row.thumb_name) await uploads.remove(row.thumb_name)
      deleted++
    }
  }
}

/**
 * True when `url` is empty or one of this tenant's uploads: a merchant may only point its
 * logo or covers at files it uploaded itself.
 */
export async function isOwnUploadUrl(db: Db, partyId: string, url: string): Promise<boolean> {
  if (url === '') return true
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return false
  const name = url.slice(UPLOAD_URL_PREFIX.length)
  if (!isStoredName(name)) return false
  const row = await db
    .selectFrom('upload')
    .select('thumb_name')
    .where('party_id', '=', partyId)
    .where('stored_name', '=', imageNameOf(name))
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined && (name === imageNameOf(name) || row.thumb_name === name)
}

/** An image field keeps its current value or names one of the merchant's own uploads. */
export async function requireOwnUpload(
  db: Db,
  partyId: string,
  image: { field: string; url: string; current: string },
): Promise<void> {
  if (image.url !== image.current && !(await isOwnUploadUrl(db, partyId, image.url))) {
    throw ApiError.invalidInput(image.field, 'notAnUpload')
  }
}

/**
 * The type the file was stored with (a thumbnail: its image's); undefined for an unknown or
 * deleted name. Thumbnails are found through their image's indexed stored name.
 */
export async function storedContentType(db: Db, storedName: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('upload')
    .select(['content_type', 'thumb_name'])
    .where('stored_name', '=', imageNameOf(storedName))
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!row) return undefined
  return storedName === imageNameOf(storedName) || row.thumb_name === storedName
    ? row.content_type
    : undefined
}
