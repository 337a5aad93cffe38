// Calls on uploaded images themselves (issue 20 item 6). The upload calls live in their areas
// (imageUpload, avatarUpload, uploadAccountAvatar, uploadMaterial...) and answer
// `uploadResponse` (below); GET /control/uploadFile/<name> serves them.
import { z } from 'zod'
import { recordIdString } from './record-id.ts'

/** Every upload call: multipart/form-data with the image in the field `file`, at most 2 MB. */
export const AVATAR_UPLOAD_FIELD = 'file'
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024
export const uploadResponse = z.object({
  uploadId: z.string(),
  /** A path the app can show (GET, served with the sniffed content type). */
  url: z.string(),
  /** The thumbnail (at most 240 px on its long side, same type) for lists; `url` when there is none. */
  thumbnailUrl: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  originalName: z.string(),
})
export type UploadResponse = z.infer<typeof uploadResponse>

const uploadId = recordIdString({}, 0)

/** deleteUpload: one of the caller's tenant's uploads that no record uses. */
export const deleteUploadRequest = z.object({ uploadId })
export type DeleteUploadRequest = z.infer<typeof deleteUploadRequest>

/**
 * The form of every upload call (catalogue `input: 'form'`): the image in the field `file`. It
 * describes the call; the routes read the form with readForm and check the file's content and
 * size themselves (server/storage/image-upload.ts), not with this schema.
 */
export const imageUploadForm = z.object({ [AVATAR_UPLOAD_FIELD]: z.instanceof(Blob) })

/** GET /control/uploadFile/<name> answers the stored file's bytes, not an envelope. */
export const storedFileBytes = z.instanceof(Blob)
