// Calls on uploaded images themselves (issue 20 item 6). The upload calls live in their areas
// (imageUpload, avatarUpload, uploadAccountAvatar, uploadMaterial...) and answer
// `uploadResponse` (distribution-setup.schema.ts); GET /control/uploadFile/<name> serves them.
import { z } from 'zod'

const uploadId = z.coerce.string({ error: 'required' }).regex(/^\d{1,12}$/, { error: 'notAnId' })

/** deleteUpload: one of the caller's tenant's uploads that no record uses. */
export const deleteUploadRequest = z.object({ uploadId })
export type DeleteUploadRequest = z.infer<typeof deleteUploadRequest>

export const uploadsResponses = {
  deleteUpload: z.null(),
} satisfies Record<string, z.ZodType>
