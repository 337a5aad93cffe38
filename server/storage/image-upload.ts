// Image uploads (ASVS 5.2, 5.3): limited in size, the type decided by the file's content
// (magic bytes), never by its name or the browser's claim; stored under a server-made
// name; served back with the sniffed type and headers that stop a browser running it.
import type { UploadResponse } from '../../contract/distribution-setup.schema.ts'
import type { Db } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { UploadStore } from './upload-store.ts'

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

/** Where an uploaded file is served from; the app shows it from this path. */
export const UPLOAD_URL_PREFIX = '/control/uploadFile/'

interface ImageKind {
  contentType: string
  ext: string
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
export function sniffImage(bytes: Uint8Array): { contentType: string; ext: string } | undefined {
  const kind = IMAGE_KINDS.find((k) => k.matches(bytes))
  return kind ? { contentType: kind.contentType, ext: kind.ext } : undefined
}

const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/

/** True for names this module makes; anything else is refused before touching storage. */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name)
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Checks an uploaded file and stores it. `field` names the form field in the error, so the
 * browser can show the message at the right input.
 */
export async function storeImageUpload(
  db: Db,
  store: UploadStore,
  input: {
    file: unknown
    field: string
    partyId: string
    userLoginId: string
    purpose: string
    now: Date
  },
): Promise<UploadResponse> {
  const { file, field } = input
  if (!(file instanceof Blob)) throw ApiError.invalidInput(field, 'required')
  if (file.size === 0) throw ApiError.invalidInput(field, 'empty')
  if (file.size > MAX_IMAGE_BYTES) throw ApiError.invalidInput(field, 'tooLarge')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffImage(bytes)
  if (!kind) throw ApiError.invalidInput(field, 'notAnImage')

  const storedName = `${hex(crypto.getRandomValues(new Uint8Array(16)))}.${kind.ext}`
  const sha256 = hex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)))
  // Kept only for display; never used as a path.
  const originalName = (file instanceof File ? file.name : '').slice(0, 255)
  await store.put(storedName, bytes)
  const row = await db
    .insertInto('upload')
    .values({
      party_id: input.partyId,
      user_login_id: input.userLoginId,
      purpose: input.purpose,
      stored_name: storedName,
      original_name: originalName,
      content_type: kind.contentType,
      size_bytes: bytes.length,
      sha256,
      created_at: input.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return {
    uploadId: String(row.id),
    url: `${UPLOAD_URL_PREFIX}${storedName}`,
    contentType: kind.contentType,
    sizeBytes: bytes.length,
    originalName,
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
    .select('id')
    .where('party_id', '=', partyId)
    .where('stored_name', '=', name)
    .executeTakeFirst()
  return row !== undefined
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

/** The type sniffed when the file was stored; undefined for an unknown name. */
export async function storedContentType(db: Db, storedName: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('upload')
    .select('content_type')
    .where('stored_name', '=', storedName)
    .executeTakeFirst()
  return row?.content_type
}
