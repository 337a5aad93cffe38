// Upload hardening (issue 20 item 6) on SQLite and PostgreSQL: every image is decoded and
// re-encoded (a polyglot loses its payload, what does not decode is refused and nothing is
// stored), gets a thumbnail, counts against the tenant's quota and upload rate (kept in the
// database), and an upload no record uses can be deleted by its own tenant, which frees quota.
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { stripImage } from '../../server/storage/image-processor.ts'
import { SWEEP_MIN_AGE_MS, sweepUnusedUploads } from '../../server/storage/image-upload.ts'
import { UPLOAD_REFERENCES } from '../../server/storage/upload-references.ts'
import { defaultUploadLimits } from '../../server/storage/upload-limits.ts'
import { call, checkedAnswer, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'
import { SCHEMA } from './schema-spec.ts'

const PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>'
const hasPayload = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').includes('<script>')

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A PNG chunk with a correct CRC, so decoders accept it as a valid ancillary chunk. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

async function picture(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    [format]()
    .toBuffer()
}

/** The polyglots: a valid picture carrying HTML and script where viewers do not look. */
async function polyglots(): Promise<Array<{ name: string; bytes: Buffer; type: string }>> {
  const png = await picture('png')
  const jpeg = await picture('jpeg')
  const payload = Buffer.from(PAYLOAD, 'latin1')
  // tEXt right after IHDR (8 bytes of signature + 25 of IHDR).
  const pngText = Buffer.concat([
    png.subarray(0, 33),
    pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), payload])),
    png.subarray(33),
  ])
  const comment = Buffer.alloc(4)
  comment.writeUInt16BE(0xfffe, 0)
  comment.writeUInt16BE(payload.length + 2, 2)
  const jpegComment = Buffer.concat([jpeg.subarray(0, 2), comment, payload, jpeg.subarray(2)])
  return [
    { name: 'png-appended', bytes: Buffer.concat([png, payload]), type: 'image/png' },
    { name: 'png-text-chunk', bytes: pngText, type: 'image/png' },
    { name: 'jpeg-appended', bytes: Buffer.concat([jpeg, payload]), type: 'image/jpeg' },
    { name: 'jpeg-comment', bytes: jpegComment, type: 'image/jpeg' },
    { name: 'gif-appended', bytes: Buffer.concat([await picture('gif'), payload]), type: 'image/gif' },
    { name: 'webp-appended', bytes: Buffer.concat([await picture('webp'), payload]), type: 'image/webp' },
  ]
}

type Uploaded = UploadResponse & { field?: string; reason?: string }

async function upload(
  t: TestApp,
  token: string,
  bytes: Uint8Array,
  name = 'logo.png',
  language = 'en',
): Promise<{ code: number; message: string; data: Uploaded }> {
  const form = new FormData()
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  const res = await t.app.request('/control/avatarUpload', {
    method: 'POST',
    headers: { externalLoginKey: token, 'accept-language': language },
    body: form,
  })
  return checkedAnswer<Uploaded>('avatarUpload', await res.json())
}

describe.each(DATABASES)('upload hardening on %s', (kind) => {
  let t: TestApp
  let pro: string
  let trade: string
  const PARTY = 'P10006'

  const uploadRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('upload')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('party_id', '=', PARTY)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const storedBytes = async () =>
    Number(
      (
        await t.db
          .selectFrom('upload')
          .select((eb) => eb.fn.sum(eb('size_bytes', '+', eb.ref('thumb_bytes'))).as('bytes'))
          .where('party_id', '=', PARTY)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).bytes ?? 0,
    )
  const served = async (url: string) => {
    const res = await t.app.request(url)
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes: new Uint8Array(await res.arrayBuffer()),
    }
  }
  const deleteUpload = (token: string, uploadId: string, language = 'en') =>
    call(t, 'deleteUpload', { token, body: { uploadId }, headers: { 'accept-language': language } })

  beforeAll(async () => {
    t = await createTestApp(kind)
    pro = await loginAs(t, 'distributionpro')
    trade = await loginAs(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  it('re-encodes every polyglot: the picture comes back, the HTML and script do not', async () => {
    for (const poly of await polyglots()) {
      expect(hasPayload(poly.bytes), poly.name).toBe(true)
      const res = await upload(t, pro, poly.bytes, `${poly.name}.html`)
      expect(res.code, poly.name).toBe(ResultCode.ok)
      expect(res.data.contentType, poly.name).toBe(poly.type)
      const image = await served(res.data.url)
      expect(image.status, poly.name).toBe(200)
      expect(image.type, poly.name).toBe(poly.type)
      expect(hasPayload(image.bytes), poly.name).toBe(false)
      expect(image.bytes.length, poly.name).toBe(res.data.sizeBytes)
      const meta = await sharp(image.bytes).metadata()
      expect([meta.width, meta.height], poly.name).toEqual([320, 200])
      // The thumbnail beside it: same type, at most 240 px on the long side, no payload either.
      expect(res.data.thumbnailUrl, poly.name).toMatch(
        /^\/control\/uploadFile\/[0-9a-f]{32}-t\.(png|jpg|gif|webp)$/,
      )
      expect(res.data.thumbnailUrl.replace('-t.', '.'), poly.name).toBe(res.data.url)
      const thumb = await served(res.data.thumbnailUrl)
      expect(thumb.status, poly.name).toBe(200)
      expect(thumb.type, poly.name).toBe(poly.type)
      expect(hasPayload(thumb.bytes), poly.name).toBe(false)
      const thumbMeta = await sharp(thumb.bytes).metadata()
      expect([thumbMeta.width, thumbMeta.height], poly.name).toEqual([240, 150])
    }
  })

  it('turns a JPEG upright by its EXIF orientation and keeps no EXIF', async () => {
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const res = await upload(t, pro, sideways, 'photo.jpg')
    expect(res.code).toBe(ResultCode.ok)
    const meta = await sharp((await served(res.data.url)).bytes).metadata()
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([100, 300, undefined, undefined])
  })

  it('refuses what does not decode at the file field and stores nothing', async () => {
    const before = await uploadRows()
    const png = await picture('png')
    const cases = [
      // The PNG signature over HTML.
      Buffer.concat([png.subarray(0, 8), Buffer.from(PAYLOAD, 'latin1')]),
      // A PNG cut in the middle of its pixel data.
      png.subarray(0, Math.floor(png.length / 2)),
      // GIF magic bytes on a PNG body.
      Buffer.concat([Buffer.from('GIF89a', 'latin1'), png.subarray(6)]),
    ]
    for (const bytes of cases) {
      const res = await upload(t, pro, bytes)
      expect(res).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field: 'file', reason: 'notAnImage' },
      })
    }
    expect(await uploadRows()).toBe(before)
  })

  it('refuses an upload over the tenant quota, storing nothing; deleting an unused image frees it', async () => {
    const first = await upload(t, pro, await picture('png'))
    expect(first.code).toBe(ResultCode.ok)
    const used = await storedBytes()
    t.deps.uploadLimits = { ...defaultUploadLimits, quotaBytes: used + 10 }
    try {
      const rows = await uploadRows()
      const over = await upload(t, pro, await picture('png'), 'more.png', 'zh-CN')
      expect(over.code).toBe(ResultCode.conflict)
      expect(over.message).toContain('图片存储空间已满')
      expect(await uploadRows()).toBe(rows)
      expect(await storedBytes()).toBe(used)

      const deleted = await deleteUpload(pro, first.data.uploadId)
      expect(deleted.code).toBe(ResultCode.ok)
      expect(await storedBytes()).toBeLessThan(used)
      expect((await served(first.data.url)).status).toBe(404)
      expect((await served(first.data.thumbnailUrl)).status).toBe(404)
      // Deleted once: a second delete does not find it.
      expect((await deleteUpload(pro, first.data.uploadId)).code).toBe(ResultCode.notFound)

      expect((await upload(t, pro, await picture('png'), 'more.png')).code).toBe(ResultCode.ok)
    } finally {
      delete t.deps.uploadLimits
    }
  })

  it('refuses an upload over the tenant rate, counted from the database, until the window passes', async () => {
    const windowMs = 10 * 60 * 1000
    const since = new Date(t.clock.now().getTime() - windowMs).toISOString()
    const recent = Number(
      (
        await t.db
          .selectFrom('upload')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('party_id', '=', PARTY)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow()
      ).n,
    )
    t.deps.uploadLimits = { ...defaultUploadLimits, perWindow: recent + 1, windowMs }
    try {
      expect((await upload(t, pro, await picture('png'))).code).toBe(ResultCode.ok)
      const rows = await uploadRows()
      const limited = await upload(t, pro, await picture('png'), 'again.png', 'es')
      expect(limited.code).toBe(ResultCode.tooManyRequests)
      expect(limited.message).toContain('Demasiadas subidas')
      expect(await uploadRows()).toBe(rows)
      // Deleting does not reset the count: the row stays, marked deleted.
      const last = await t.db
        .selectFrom('upload')
        .select('id')
        .where('party_id', '=', PARTY)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect((await deleteUpload(pro, String(last.id))).code).toBe(ResultCode.ok)
      expect((await upload(t, pro, await picture('png'))).code).toBe(ResultCode.tooManyRequests)
      t.clock.advance(windowMs + 1000)
      expect((await upload(t, pro, await picture('png'))).code).toBe(ResultCode.ok)
    } finally {
      delete t.deps.uploadLimits
    }
  })

  it('refuses to delete an image a record uses, and another merchant cannot delete it at all', async () => {
    const res = await upload(t, pro, await picture('webp'))
    expect(res.code).toBe(ResultCode.ok)
    // The merchant's avatar names it.
    await t.db.updateTable('party').set({ avatar: res.data.url }).where('id', '=', PARTY).execute()
    const inUse = await deleteUpload(pro, res.data.uploadId, 'ja')
    expect(inUse.code).toBe(ResultCode.conflict)
    expect(inUse.message).toContain('削除できません')
    expect((await served(res.data.url)).status).toBe(200)

    // Another tenant's upload is not found, used or not, and stays.
    const unused = await upload(t, pro, await picture('gif'))
    expect((await deleteUpload(trade, unused.data.uploadId)).code).toBe(ResultCode.notFound)
    expect((await deleteUpload(trade, res.data.uploadId)).code).toBe(ResultCode.notFound)
    expect((await served(unused.data.url)).status).toBe(200)
    expect((await deleteUpload(pro, unused.data.uploadId)).code).toBe(ResultCode.ok)
  })

  it('is pinned only by its own merchant: another merchant naming it neither keeps it nor its bytes', async () => {
    const res = await upload(t, pro, await picture('png'))
    expect(res.code).toBe(ResultCode.ok)
    const tradeParty = (
      await t.db
        .selectFrom('user_login')
        .select('party_id')
        .where('username', '=', 'tradebase')
        .executeTakeFirstOrThrow()
    ).party_id
    // tradebase pastes distributionpro's file into its own rich text and its avatar.
    const product = await t.db
      .selectFrom('product')
      .select('id')
      .where('party_id', '=', tradeParty)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('product')
      .set({ description: `<p><img src="${res.data.url}"></p>` })
      .where('id', '=', product.id)
      .execute()
    await t.db
      .updateTable('party')
      .set({ avatar: res.data.thumbnailUrl })
      .where('id', '=', tradeParty)
      .execute()
    const before = await storedBytes()
    // The owner still deletes it, and its bytes leave the owner's quota.
    expect((await deleteUpload(pro, res.data.uploadId)).code).toBe(ResultCode.ok)
    expect((await served(res.data.url)).status).toBe(404)
    expect(await storedBytes()).toBeLessThan(before)
    // The owner's own reference still pins.
    const own = await upload(t, pro, await picture('png'))
    await t.db
      .updateTable('product')
      .set({ description: `<p><img src="${own.data.url}"></p>` })
      .where('party_id', '=', PARTY)
      .where('is_deleted', '=', 0)
      .execute()
    expect((await deleteUpload(pro, own.data.uploadId)).code).toBe(ResultCode.conflict)
  })

  it('refuses to delete an image of the material library while its material row exists', async () => {
    const res = await upload(t, pro, await picture('png'))
    await t.db
      .insertInto('material')
      .values({
        party_id: PARTY,
        group_id: null,
        kind: 'IMAGE',
        name: 'kept',
        url: `/elsewhere/${'f'.repeat(32)}.png`,
        upload_id: Number(res.data.uploadId),
        width: null,
        height: null,
        created_at: t.clock.now().toISOString(),
      })
      .execute()
    expect((await deleteUpload(pro, res.data.uploadId)).code).toBe(ResultCode.conflict)
  })

  it('sweeps uploads older than a day that no record names, of every merchant, and keeps the rest', async () => {
    const unused = await upload(t, pro, await picture('png'))
    const used = await upload(t, pro, await picture('jpeg'))
    await t.db.updateTable('party').set({ avatar: used.data.url }).where('id', '=', PARTY).execute()
    // A day has not passed: nothing of these is swept.
    await sweepUnusedUploads(t.deps, t.clock.now())
    expect((await served(unused.data.url)).status).toBe(200)
    t.clock.advance(SWEEP_MIN_AGE_MS + 60_000)
    // A day later the session has ended (12 h): sign in again.
    pro = await loginAs(t, 'distributionpro')
    const fresh = await upload(t, pro, await picture('gif'))
    const before = await storedBytes()
    const { deleted } = await sweepUnusedUploads(t.deps, t.clock.now())
    expect(deleted).toBeGreaterThan(0)
    expect((await served(unused.data.url)).status).toBe(404)
    expect((await served(unused.data.thumbnailUrl)).status).toBe(404)
    expect((await served(used.data.url)).status).toBe(200)
    expect((await served(fresh.data.url)).status).toBe(200)
    expect(await storedBytes()).toBeLessThan(before)
  })

  it('asks for a session and a valid id', async () => {
    expect((await call(t, 'deleteUpload', { body: { uploadId: '1' } })).code).not.toBe(ResultCode.ok)
    expect((await deleteUpload(pro, 'abc')).code).toBe(ResultCode.invalidInput)
  })
})

describe('upload references', () => {
  it('lists every column that can hold an image URL or HTML with one', () => {
    const listed = new Set(UPLOAD_REFERENCES.map((r) => `${r.table}.${r.column}`))
    // Columns that never hold an uploaded image: links to other sites and videos.
    const elsewhere = new Set([
      'course.video_url',
      'product.video_url',
      'announcement.external_url',
      'vip_plan.description',
      'upload.original_name',
      'repair_order.fault_description',
    ])
    const missing: string[] = []
    for (const [table, columns] of Object.entries(SCHEMA)) {
      for (const [column, type] of Object.entries(columns as Record<string, string>)) {
        if (!type.startsWith('string')) continue
        if (!/url|image|avatar|logo|cover|content|body|description|html|pic|photo|icon|banner/.test(column))
          continue
        if (/content_type|_id$/.test(column)) continue
        const name = `${table}.${column}`
        if (!listed.has(name) && !elsewhere.has(name)) missing.push(name)
      }
    }
    expect(missing).toEqual([])
  })
})

describe('the strip-only pass-through (hosts without a decoder)', () => {
  it('drops metadata chunks and trailing bytes of every format and refuses a broken structure', async () => {
    for (const poly of await polyglots()) {
      const kind = (
        { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' } as const
      )[poly.type as 'image/png']
      const stripped = stripImage(new Uint8Array(poly.bytes), kind)
      expect(hasPayload(stripped), poly.name).toBe(false)
      const meta = await sharp(stripped).metadata()
      expect([meta.width, meta.height], poly.name).toEqual([320, 200])
    }
    expect(() =>
      stripImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]), 'png'),
    ).toThrow()
  })
})
