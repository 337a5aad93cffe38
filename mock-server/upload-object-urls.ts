// The mock keeps uploads in the page (its database), and an <img> request never reaches Mirage:
// the app's upload paths are resolved to object URLs of those bytes instead. The page passes
// this resolver to the app (src/main.tsx); the mock writes into no module of the app.
import { sniffImage, UPLOAD_URL_PREFIX } from '../server/storage/image-upload.ts'
import type { PeekableUploadStore } from './mock-upload-store.ts'

/** A src for each upload path: an object URL of the stored bytes (made once per file). */
export function uploadObjectUrls(store: PeekableUploadStore): (url: string) => string {
  const urls = new Map<string, string>()
  return (url) => {
    if (!url.startsWith(UPLOAD_URL_PREFIX)) return url
    const name = url.slice(UPLOAD_URL_PREFIX.length)
    const cached = urls.get(name)
    if (cached) return cached
    const bytes = store.peek(name)
    if (!bytes || typeof URL.createObjectURL !== 'function') return url
    const objectUrl = URL.createObjectURL(
      new Blob([bytes as Uint8Array<ArrayBuffer>], { type: sniffImage(bytes)?.contentType ?? '' }),
    )
    urls.set(name, objectUrl)
    return objectUrl
  }
}
