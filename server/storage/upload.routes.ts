// Serves uploaded files back (GET /control/uploadFile/<name>) and deletes unused ones
// (POST /control/deleteUpload). Names are 128-bit random and server-made, so they work as
// capabilities for <img> tags (which cannot send the login header). The type is the one the
// file was re-encoded to; nosniff, a sandboxing CSP and `inline` stop a browser from treating
// the bytes as anything but an image.
import { Hono } from 'hono'
import { deleteUploadRequest } from '../../contract/uploads.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { deleteUpload, isStoredName, storedContentType } from './image-upload.ts'

export const uploadRoutes = new Hono<AppEnv>()
  .get('/uploadFile/:name', async (c) => {
    const name = c.req.param('name')
    if (!isStoredName(name)) return c.body(null, 404)
    const { db, uploads } = c.get('deps')
    const contentType = await storedContentType(db, name)
    const bytes = contentType ? await uploads.get(name) : undefined
    if (!contentType || !bytes) return c.body(null, 404)
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, max-age=86400, immutable',
    })
  })
  // Any signed-in user of the tenant: uploads are made from many areas, and only unused ones
  // of the caller's own tenant can go.
  .post('/deleteUpload', requireSession, async (c) => {
    const { uploadId } = await body(c, deleteUploadRequest)
    const deps = c.get('deps')
    await deleteUpload(deps, c.get('caller').partyId, Number(uploadId), deps.clock.now())
    return ok(c, null)
  })
