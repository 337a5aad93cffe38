// Re-encoding of uploaded images (issue 20 item 6). The magic bytes only say how a file
// starts; a polyglot (a valid PNG/JPEG/GIF/WebP with HTML or script appended or in a chunk or
// comment) passes that check. So every upload is decoded and written anew from its pixels:
// nothing of the original bytes but the picture survives, and what does not decode is
// refused. One interface, two hosts: sharp on the Node server (sharp-image-processor.ts,
// imported lazily so the page never pulls it) and the browser's decoder in the in-page mock
// (mock-server/browser-image-processor.ts). `stripImage` below is the pass-through for a host
// without a decoder: it keeps the structure, drops metadata chunks and everything after the end.

/** One encoded picture: its bytes and the type and extension they are served with. */
export interface EncodedImage {
  bytes: Uint8Array
  contentType: string
  ext: 'png' | 'jpg' | 'gif' | 'webp'
}

export interface ProcessedImage {
  image: EncodedImage
  /** At most THUMBNAIL_SIZE px on its long side; undefined when the host makes none. */
  thumbnail: EncodedImage | undefined
  width: number
  height: number
}

export interface ImageProcessor {
  /**
   * Decodes, orients, strips metadata and re-encodes. `kind` is the sniffed type of the
   * input. Throws ImageDecodeError when the bytes are not a picture it can decode.
   */
  process(bytes: Uint8Array, kind: EncodedImage['ext']): Promise<ProcessedImage>
}

export class ImageDecodeError extends Error {
  constructor(cause?: unknown) {
    super('not a decodable image', cause === undefined ? undefined : { cause })
    this.name = 'ImageDecodeError'
  }
}

/** The thumbnails' long side, in px (lists and the material library). */
export const THUMBNAIL_SIZE = 240

/** At most this many pixels (width × height) are decoded: a small file can claim a huge canvas. */
export const MAX_IMAGE_PIXELS = 40_000_000

export const CONTENT_TYPES: Readonly<Record<EncodedImage['ext'], string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

// ---- pass-through: structure-preserving strip, no decoding ----

/** A byte, 0 past the end (the parsers then fail on lengths, never read undefined). */
const byteAt = (b: Uint8Array, i: number): number => b[i] ?? 0

const u32be = (b: Uint8Array, at: number) =>
  ((byteAt(b, at) << 24) | (byteAt(b, at + 1) << 16) | (byteAt(b, at + 2) << 8) | byteAt(b, at + 3)) >>> 0
const u32le = (b: Uint8Array, at: number) =>
  (byteAt(b, at) | (byteAt(b, at + 1) << 8) | (byteAt(b, at + 2) << 16) | (byteAt(b, at + 3) << 24)) >>> 0

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

// PNG: the critical chunks and the few that change how pixels look; no text, no EXIF, nothing after IEND.
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'acTL',
  'fcTL',
  'fdAT',
])
function stripPng(b: Uint8Array): Uint8Array {
  const parts = [b.subarray(0, 8)]
  let at = 8
  while (at + 12 <= b.length) {
    const len = u32be(b, at)
    const type = String.fromCharCode(
      byteAt(b, at + 4),
      byteAt(b, at + 5),
      byteAt(b, at + 6),
      byteAt(b, at + 7),
    )
    const end = at + 12 + len
    if (end > b.length) throw new ImageDecodeError()
    if (PNG_KEEP.has(type)) parts.push(b.subarray(at, end))
    at = end
    if (type === 'IEND') return concat(parts)
  }
  throw new ImageDecodeError()
}

// JPEG: drop comments and APPn segments but JFIF (APP0) and Adobe (APP14, colour transform);
// stop at EOI.
function stripJpeg(b: Uint8Array): Uint8Array {
  const parts = [b.subarray(0, 2)]
  let at = 2
  while (at + 2 <= b.length) {
    if (byteAt(b, at) !== 0xff) throw new ImageDecodeError()
    const marker = byteAt(b, at + 1)
    if (marker === 0xd9) {
      parts.push(b.subarray(at, at + 2))
      return concat(parts)
    }
    // Fill bytes and the markers that have no length (TEM, RSTn).
    if (marker === 0xff) {
      at++
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(b.subarray(at, at + 2))
      at += 2
      continue
    }
    if (at + 4 > b.length) throw new ImageDecodeError()
    const len = (byteAt(b, at + 2) << 8) | byteAt(b, at + 3)
    const end = at + 2 + len
    if (end > b.length) throw new ImageDecodeError()
    const isApp = marker >= 0xe0 && marker <= 0xef
    if (!(marker === 0xfe || (isApp && marker !== 0xe0 && marker !== 0xee))) parts.push(b.subarray(at, end))
    at = end
    if (marker === 0xda) {
      // Entropy-coded data: runs to the next marker that is neither a stuffed 0xFF00 nor RSTn.
      let scan = at
      while (
        scan + 1 < b.length &&
        !(
          byteAt(b, scan) === 0xff &&
          byteAt(b, scan + 1) !== 0 &&
          (byteAt(b, scan + 1) < 0xd0 || byteAt(b, scan + 1) > 0xd7)
        )
      )
        scan++
      parts.push(b.subarray(at, scan))
      at = scan
    }
  }
  throw new ImageDecodeError()
}

// GIF: header, screen descriptor and colour table, then blocks; comment and plain-text
// extensions and application extensions but NETSCAPE (looping) are dropped; stops at the trailer.
function stripGif(b: Uint8Array): Uint8Array {
  if (b.length < 13) throw new ImageDecodeError()
  const subBlocks = (from: number) => {
    let at = from
    while (at < b.length && byteAt(b, at) !== 0) at += byteAt(b, at) + 1
    if (at >= b.length) throw new ImageDecodeError()
    return at + 1
  }
  let at = 13 + (byteAt(b, 10) & 0x80 ? 3 * 2 ** ((byteAt(b, 10) & 7) + 1) : 0)
  const parts = [b.subarray(0, at)]
  while (at < b.length) {
    const intro = byteAt(b, at)
    if (intro === 0x3b) {
      parts.push(b.subarray(at, at + 1))
      return concat(parts)
    }
    if (intro === 0x21) {
      const label = byteAt(b, at + 1)
      const end = subBlocks(at + 2)
      const netscape = label === 0xff && String.fromCharCode(...b.subarray(at + 3, at + 11)) === 'NETSCAPE'
      if (label === 0xf9 || netscape) parts.push(b.subarray(at, end))
      at = end
    } else if (intro === 0x2c) {
      const packed = byteAt(b, at + 9)
      const table = packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0
      const end = subBlocks(at + 10 + table + 1)
      parts.push(b.subarray(at, end))
      at = end
    } else throw new ImageDecodeError()
  }
  throw new ImageDecodeError()
}

// WebP: the RIFF container's own length, without EXIF and XMP chunks.
function stripWebp(b: Uint8Array): Uint8Array {
  const total = 8 + u32le(b, 4)
  if (total > b.length || total < 12) throw new ImageDecodeError()
  const parts: Uint8Array[] = []
  let at = 12
  while (at + 8 <= total) {
    const type = String.fromCharCode(byteAt(b, at), byteAt(b, at + 1), byteAt(b, at + 2), byteAt(b, at + 3))
    const len = u32le(b, at + 4)
    const end = at + 8 + len + (len & 1)
    if (end > total) throw new ImageDecodeError()
    if (type !== 'EXIF' && type !== 'XMP ') parts.push(b.subarray(at, end))
    at = end
  }
  const body = concat(parts)
  const head = new Uint8Array(12)
  head.set(b.subarray(0, 12))
  new DataView(head.buffer).setUint32(4, body.length + 4, true)
  return concat([head, body])
}

/**
 * The pass-through: the same picture bytes without metadata and trailing data. It does not
 * decode, so it cannot see a payload inside pixel data; hosts with a decoder re-encode instead.
 */
export function stripImage(bytes: Uint8Array, kind: EncodedImage['ext']): Uint8Array {
  try {
    if (kind === 'png') return stripPng(bytes)
    if (kind === 'jpg') return stripJpeg(bytes)
    if (kind === 'gif') return stripGif(bytes)
    return stripWebp(bytes)
  } catch (error) {
    throw error instanceof ImageDecodeError ? error : new ImageDecodeError(error)
  }
}

/** For a host without a decoder: strips (see stripImage), makes no thumbnail. */
export const passThroughImageProcessor: ImageProcessor = {
  async process(bytes, kind) {
    return {
      image: { bytes: stripImage(bytes, kind), contentType: CONTENT_TYPES[kind], ext: kind },
      thumbnail: undefined,
      width: 0,
      height: 0,
    }
  },
}
