// Serves uploaded files back (GET /control/uploadFile/<name>). Names are 128-bit random and
// server-made, so they work as capabilities for <img> tags (which cannot send the login
// header). The type is the one sniffed at upload; nosniff, a sandboxing CSP and
// `inline` stop a browser from treating the bytes as anything but an image.
import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { isStoredName, storedContentType } from './image-upload.ts'

export const uploadRoutes = new Hono<AppEnv>().get('/uploadFile/:name', async (c) => {
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
