// The Node server's ImageProcessor: libvips through sharp. Decodes (at most MAX_IMAGE_PIXELS),
// turns the picture upright by its EXIF orientation, and writes it anew in the same format
// family with no metadata (sharp copies none unless asked); a 240 px thumbnail beside it.
// sharp is imported on first use, so code that only names this module never loads libvips.
import {
  CONTENT_TYPES,
  type EncodedImage,
  ImageDecodeError,
  type ImageProcessor,
  MAX_IMAGE_PIXELS,
  THUMBNAIL_SIZE,
} from './image-processor.ts'

type SharpFn = typeof import('sharp')['default']
type Sharp = import('sharp').Sharp

let loading: Promise<SharpFn> | undefined
function loadSharp(): Promise<SharpFn> {
  loading ??= import('sharp').then((m) => m.default)
  return loading
}

function encode(pipeline: Sharp, ext: EncodedImage['ext']): Sharp {
  if (ext === 'png') return pipeline.png({ compressionLevel: 9 })
  if (ext === 'jpg') return pipeline.jpeg({ quality: 85, mozjpeg: true })
  if (ext === 'gif') return pipeline.gif()
  return pipeline.webp({ quality: 85 })
}

async function encoded(pipeline: Sharp, ext: EncodedImage['ext']): Promise<EncodedImage> {
  const bytes = new Uint8Array(await encode(pipeline, ext).toBuffer())
  return { bytes, contentType: CONTENT_TYPES[ext], ext }
}

export function sharpImageProcessor(): ImageProcessor {
  return {
    async process(bytes, kind) {
      const sharp = await loadSharp()
      const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const }
      let pages = 1
      let format: string | undefined
      try {
        const meta = await sharp(input, options).metadata()
        pages = meta.pages ?? 1
        format = meta.format
      } catch (error) {
        throw new ImageDecodeError(error)
      }
      // The decoder must agree with the magic bytes (a GIF header on a PNG body is refused).
      const expected = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp' }[kind]
      if (format !== expected) throw new ImageDecodeError(`decoded as ${format}`)
      const animated = pages > 1 && (kind === 'gif' || kind === 'webp')
      try {
        const source = sharp(input, { ...options, animated })
        const upright = animated ? source : source.rotate()
        const image = await encoded(upright.clone(), kind)
        const out = await sharp(image.bytes).metadata()
        const thumbnail = await encoded(
          sharp(input, options)
            .rotate()
            .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }),
          kind,
        )
        return { image, thumbnail, width: out.width ?? 0, height: out.pageHeight ?? out.height ?? 0 }
      } catch (error) {
        throw new ImageDecodeError(error)
      }
    },
  }
}
