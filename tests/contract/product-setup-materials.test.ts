// Material library calls on SQLite and PostgreSQL: folders, multi-file upload with the content
// and size checks, rename, move, delete (refused while a product shows the image, naming it),
// roles, and a foreign merchant's ids.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { MaterialFolders, MaterialRow } from '../../contract/product-setup.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { PNG_BYTES } from './distribution-setup.fixtures.ts'
import { call, checkedAnswer, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

async function upload(t: TestApp, token: string, file: Blob, name: string, groupId?: string) {
  const form = new FormData()
  form.set('file', file, name)
  if (groupId) form.set('groupId', groupId)
  const res = await t.app.request('/control/uploadMaterial', {
    method: 'POST',
    headers: { externalLoginKey: token },
    body: form,
  })
  return checkedAnswer<MaterialRow & { field?: string; reason?: string }>('uploadMaterial', await res.json())
}

describe.each(DATABASES)('material library on %s', (kind) => {
  let t: TestApp
  let trade: string
  let foreignMaterialId: string
  let foreignGroupId: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    const foreign = demoAccount('distributionbase').partyId
    const m = await t.db
      .selectFrom('material')
      .select(['id', 'group_id'])
      .where('party_id', '=', foreign)
      .executeTakeFirstOrThrow()
    foreignMaterialId = String(m.id)
    foreignGroupId = String(m.group_id)
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists the caller’s folders with counts, and pages the images of one folder', async () => {
    const folders = await call<MaterialFolders>(t, 'getMaterialFolders', { token: trade, body: {} })
    expect(folders.code).toBe(ResultCode.ok)
    expect(folders.data.list.map((f) => f.name)).toEqual(['商品主图', '详情图', '活动海报'])
    expect(folders.data.total).toBe(24)
    const first = folders.data.list[0] as { groupId: string; count: number }
    const page = await call<Page<MaterialRow>>(t, 'getMaterialList', {
      token: trade,
      body: { groupId: first.groupId, pageSize: 5 },
    })
    expect(page.data.total).toBe(first.count)
    expect(page.data.list).toHaveLength(5)
    expect(page.data.list.every((m) => m.groupId === first.groupId)).toBe(true)
    const none = await call<Page<MaterialRow>>(t, 'getMaterialList', {
      token: trade,
      body: { groupId: 'none' },
    })
    expect(none.data.total).toBe(0)
  })

  it('uploads images into a folder, refusing a non-image and an oversized file', async () => {
    const folder = await call<{ groupId: string }>(t, 'saveMaterialFolder', {
      token: trade,
      body: { name: '新品' },
    })
    expect(folder.code).toBe(ResultCode.ok)
    const a = await upload(t, trade, new Blob([PNG_BYTES]), 'a.png', folder.data.groupId)
    const b = await upload(t, trade, new Blob([PNG_BYTES]), 'b.png', folder.data.groupId)
    expect(a.code).toBe(ResultCode.ok)
    expect(a.data).toMatchObject({
      name: 'a.png',
      groupId: folder.data.groupId,
      sizeBytes: expect.any(Number),
    })
    expect(a.data.url).toMatch(/^\/control\/uploadFile\/[0-9a-f]{32}\.png$/)
    expect(b.code).toBe(ResultCode.ok)
    const text = await upload(t, trade, new Blob(['<svg/>']), 'c.png')
    expect(text).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'file', reason: 'notAnImage' },
    })
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG_BYTES)
    const large = await upload(t, trade, new Blob([big]), 'big.png')
    expect(large).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'file', reason: 'tooLarge' },
    })
    const foreign = await upload(t, trade, new Blob([PNG_BYTES]), 'd.png', foreignGroupId)
    expect(foreign.code).toBe(ResultCode.notFound)
    const listed = await call<Page<MaterialRow>>(t, 'getMaterialList', {
      token: trade,
      body: { groupId: folder.data.groupId },
    })
    expect(listed.data.list.map((m) => m.name).sort()).toEqual(['a.png', 'b.png'])
  })

  it('renames, moves and deletes an unused image; refuses one a product shows, naming it', async () => {
    const mine = await upload(t, trade, new Blob([PNG_BYTES]), 'x.png')
    const id = mine.data.materialId
    expect(
      (await call(t, 'renameMaterial', { token: trade, body: { materialId: id, name: '主图-1' } })).code,
    ).toBe(ResultCode.ok)
    const blank = await call(t, 'renameMaterial', { token: trade, body: { materialId: id, name: ' ' } })
    expect(blank).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'name', reason: 'required' },
    })
    const folders = await call<MaterialFolders>(t, 'getMaterialFolders', { token: trade, body: {} })
    const target = (folders.data.list[1] as { groupId: string }).groupId
    const moved = await call<{ moved: number }>(t, 'moveMaterials', {
      token: trade,
      body: { materialIds: [id], groupId: target },
    })
    expect(moved.data.moved).toBe(1)
    const row = await t.db
      .selectFrom('material')
      .select(['name', 'group_id'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ name: '主图-1', group_id: Number(target) })
    // A product shows the image: refused with the product named, nothing deleted.
    const product = await t.db
      .selectFrom('product')
      .select(['id', 'name'])
      .where('party_id', '=', demoAccount('tradebase').partyId)
      .where('is_deleted', '=', 0)
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('product')
      .set({ main_image_url: mine.data.url })
      .where('id', '=', product.id)
      .execute()
    const refused = await call(t, 'deleteMaterial', { token: trade, body: { materialId: id } })
    expect(refused.code).toBe(ResultCode.conflict)
    expect(refused.message).toContain(product.name)
    expect(refused.data).toEqual({ productName: product.name, productCount: 1 })
    await t.db.updateTable('product').set({ main_image_url: '' }).where('id', '=', product.id).execute()
    expect((await call(t, 'deleteMaterial', { token: trade, body: { materialId: id } })).code).toBe(
      ResultCode.ok,
    )
    expect(
      await t.db.selectFrom('material').select('id').where('id', '=', Number(id)).executeTakeFirst(),
    ).toBeUndefined()
  })

  it('deletes a folder and keeps its images, in no folder', async () => {
    const folder = await call<{ groupId: string }>(t, 'saveMaterialFolder', {
      token: trade,
      body: { name: '临时' },
    })
    const img = await upload(t, trade, new Blob([PNG_BYTES]), 'keep.png', folder.data.groupId)
    const dup = await call(t, 'saveMaterialFolder', { token: trade, body: { name: '临时' } })
    expect(dup).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'name', reason: 'duplicate' } })
    expect(
      (await call(t, 'deleteMaterialFolder', { token: trade, body: { groupId: folder.data.groupId } })).code,
    ).toBe(ResultCode.ok)
    const row = await t.db
      .selectFrom('material')
      .select('group_id')
      .where('id', '=', Number(img.data.materialId))
      .executeTakeFirstOrThrow()
    expect(row.group_id).toBeNull()
  })

  it('treats a foreign merchant’s image and folder as not found and changes nothing', async () => {
    for (const [name, body] of [
      ['renameMaterial', { materialId: foreignMaterialId, name: 'mine' }],
      ['deleteMaterial', { materialId: foreignMaterialId }],
      ['moveMaterials', { materialIds: [foreignMaterialId], groupId: null }],
      ['deleteMaterialFolder', { groupId: foreignGroupId }],
      ['saveMaterialFolder', { groupId: foreignGroupId, name: 'mine' }],
    ] as const) {
      const res = await call(t, name, { token: trade, body })
      expect(res.code, name).toBe(ResultCode.notFound)
    }
    const still = await t.db
      .selectFrom('material')
      .select(['name', 'group_id'])
      .where('id', '=', Number(foreignMaterialId))
      .executeTakeFirstOrThrow()
    expect(still.group_id).toBe(Number(foreignGroupId))
    expect(still.name).not.toBe('mine')
    const list = await call<Page<MaterialRow>>(t, 'getMaterialList', {
      token: trade,
      body: { groupId: foreignGroupId },
    })
    expect(list.data.total).toBe(0)
  })

  it('lists an uploaded image with a thumbnail of at most 240 px, a seeded one without', async () => {
    const wide = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer()
    const up = await upload(t, trade, new Blob([new Uint8Array(wide)]), 'wide.png')
    expect(up.code).toBe(ResultCode.ok)
    expect(up.data.thumbnailUrl).toMatch(/^\/control\/uploadFile\/[0-9a-f]{32}-t\.png$/)
    const listed = await call<Page<MaterialRow>>(t, 'getMaterialList', {
      token: trade,
      body: { search: 'wide.png' },
    })
    const row = listed.data.list.find((m) => m.materialId === up.data.materialId)
    expect(row?.thumbnailUrl).toBe(up.data.thumbnailUrl)
    expect(row?.url).toBe(up.data.url)
    const thumb = await t.app.request(row?.thumbnailUrl ?? '')
    expect(thumb.status).toBe(200)
    const meta = await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata()
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(240)
    expect(meta).toMatchObject({ width: 240, height: 144 })
    const full = await sharp(
      new Uint8Array(await (await t.app.request(row?.url ?? '')).arrayBuffer()),
    ).metadata()
    expect(full).toMatchObject({ width: 1000, height: 600 })
    // Seeded images are plain URLs with no upload row: no thumbnail, the view shows the url.
    const all = await call<Page<MaterialRow>>(t, 'getMaterialList', { token: trade, body: { pageSize: 100 } })
    const seeded = all.data.list.filter((m) => !m.url.startsWith('/control/uploadFile/'))
    expect(seeded.length).toBeGreaterThan(0)
    expect(seeded.every((m) => m.thumbnailUrl === null)).toBe(true)
  })

  it('refuses roles outside the product area', async () => {
    const bind = await loginAs(t, 'bindmember')
    for (const name of ['getMaterialFolders', 'getMaterialList', 'deleteMaterial']) {
      const res = await call(t, name, { token: bind, body: { materialId: foreignMaterialId } })
      expect(res.code, name).toBe(ResultCode.forbidden)
    }
    const sub = await loginAs(t, 'sub_user_sale')
    expect((await call(t, 'getMaterialFolders', { token: sub, body: {} })).code).toBe(ResultCode.ok)
  })
})
