// The in-page mock's ImageProcessor (server/storage/image-processor.ts): the browser's own
// decoder (createImageBitmap, upright by EXIF orientation) and encoder
// (OffscreenCanvas.convertToBlob), so an upload in the demo is re-encoded from its pixels like
// on the Node server and gets a thumbnail. What the canvas writes: JPEG stays JPEG, WebP stays
// WebP where the browser can write it (else PNG), PNG and GIF become PNG (a canvas cannot write
// GIF; an animated GIF keeps its first frame). Where the page has no OffscreenCanvas (an old
// browser, a test without DOM), the mock falls back to the strip-only pass-through.
import {
  CONTENT_TYPES,
  type EncodedImage,
  ImageDecodeError,
  type ImageProcessor,
  MAX_IMAGE_PIXELS,
  THUMBNAIL_SIZE,
} from '../server/storage/image-processor.ts'

const EXT_OF: Readonly<Record<string, EncodedImage['ext']>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

async function encode(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
): Promise<EncodedImage> {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')
  if (!context) throw new ImageDecodeError('no 2d context')
  context.drawImage(bitmap, 0, 0, width, height)
  const blob = await canvas.convertToBlob({ type, quality: 0.85 })
  // A browser that cannot write the type writes PNG, and says so in blob.type.
  const ext = EXT_OF[blob.type] ?? 'png'
  return { bytes: new Uint8Array(await blob.arrayBuffer()), contentType: CONTENT_TYPES[ext], ext }
}

export function browserImageProcessor(): ImageProcessor | undefined {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return undefined
  return {
    async process(bytes, kind) {
      let bitmap: ImageBitmap
      try {
        const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: CONTENT_TYPES[kind] })
        bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' })
      } catch (error) {
        throw new ImageDecodeError(error)
      }
      try {
        const { width, height } = bitmap
        if (width === 0 || height === 0 || width * height > MAX_IMAGE_PIXELS)
          throw new ImageDecodeError('size')
        const type = kind === 'jpg' ? 'image/jpeg' : kind === 'webp' ? 'image/webp' : 'image/png'
        const image = await encode(bitmap, width, height, type)
        const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(width, height))
        const thumbnail = await encode(
          bitmap,
          Math.max(1, Math.round(width * scale)),
          Math.max(1, Math.round(height * scale)),
          image.contentType,
        )
        return { image, thumbnail, width, height }
      } finally {
        bitmap.close()
      }
    },
  }
}
