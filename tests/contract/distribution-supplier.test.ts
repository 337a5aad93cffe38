// Supplier info with the avatar upload and the region cascade, and the agreement (sanitized
// rich text), on SQLite and PostgreSQL.
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { Agreement, SupplierInfo } from '../../contract/distribution-setup.schema.ts'
import { PNG_BYTES, regionChain } from './distribution-setup.fixtures.ts'
import { call, checkedAnswer, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

async function upload(
  t: TestApp,
  token: string | undefined,
  file: Blob,
  name: string,
): Promise<{ code: number; data: UploadResponse & { field?: string; reason?: string } }> {
  const form = new FormData()
  form.set('file', file, name)
  const res = await t.app.request('/control/avatarUpload', {
    method: 'POST',
    headers: token ? { externalLoginKey: token } : {},
    body: form,
  })
  return checkedAnswer<UploadResponse & { field?: string; reason?: string }>('avatarUpload', await res.json())
}

describe.each(DATABASES)('supplier info, avatar upload and agreement on %s', (kind) => {
  let t: TestApp
  let pro: string
  let base: string
  let tcbase: string
  let trade: string
  let chain: { province: string; city: string; county: string }

  beforeAll(async () => {
    t = await createTestApp(kind)
    chain = await regionChain(t.db)
    pro = await loginAs(t, 'distributionpro')
    base = await loginAs(t, 'distributionbase')
    tcbase = await loginAs(t, 'tcbase')
    trade = await loginAs(t, 'tradebase')
  })
  afterAll(async () => {
    await t.close()
  })

  it('stores a PNG under a server-made name, records it and serves it back as an image', async () => {
    const res = await upload(t, pro, new Blob([PNG_BYTES], { type: 'text/plain' }), '../../etc/passwd.html')
    expect(res.code).toBe(ResultCode.ok)
    // Re-encoded (issue 20 item 6): the stored size is the new file's, not the upload's.
    expect(res.data).toMatchObject({ contentType: 'image/png', sizeBytes: expect.any(Number) })
    expect(res.data.url).toMatch(/^\/control\/uploadFile\/[0-9a-f]{32}\.png$/)
    const row = await t.db
      .selectFrom('upload')
      .selectAll()
      .where('id', '=', Number(res.data.uploadId))
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      party_id: 'P10006',
      user_login_id: 'U10006',
      purpose: 'AVATAR',
      content_type: 'image/png',
    })
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/)

    const served = await t.app.request(res.data.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    const servedBytes = new Uint8Array(await served.arrayBuffer())
    expect(servedBytes.length).toBe(row.size_bytes)
    expect(servedBytes.subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8))
    expect((await t.app.request('/control/uploadFile/..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
    expect((await t.app.request(`/control/uploadFile/${'0'.repeat(32)}.png`)).status).toBe(404)
  })

  it('refuses a text file named .png, an empty file and a file over 2 MB, storing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('upload')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const text = await upload(
      t,
      pro,
      new Blob(['<script>alert(1)</script>'], { type: 'image/png' }),
      'logo.png',
    )
    expect(text).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'file', reason: 'notAnImage' },
    })
    const svg = await upload(t, pro, new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), 'logo.svg')
    expect(svg.data).toEqual({ field: 'file', reason: 'notAnImage' })
    const empty = await upload(t, pro, new Blob([]), 'logo.png')
    expect(empty.data).toEqual({ field: 'file', reason: 'empty' })
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG_BYTES)
    const large = await upload(t, pro, new Blob([big], { type: 'image/png' }), 'big.png')
    expect(large).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'file', reason: 'tooLarge' },
    })
    const missing = await t.app.request('/control/avatarUpload', {
      method: 'POST',
      headers: { externalLoginKey: pro, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(((await missing.json()) as { data: unknown }).data).toEqual({ field: 'file', reason: 'required' })
    expect(await count()).toBe(before)
  })

  it('refuses uploads to roles outside the area and without a session', async () => {
    expect((await upload(t, tcbase, new Blob([PNG_BYTES]), 'a.png')).code).toBe(ResultCode.forbidden)
    expect((await upload(t, undefined, new Blob([PNG_BYTES]), 'a.png')).code).toBe(ResultCode.invalidToken)
  })

  it('starts from the party’s own data, then saves the info with logo and region chain', async () => {
    // tradebase has never saved its supplier info.
    const first = await call<SupplierInfo>(t, 'getDistributionSupplierInfo', { token: trade })
    expect(first.data).toMatchObject({ companyName: '贝斯特商贸有限公司', updatedAt: null, minOrderMoney: 0 })

    const logo = await upload(t, pro, new Blob([PNG_BYTES]), 'logo.png')
    const saved = await call<SupplierInfo>(t, 'saveDistributionSupplierInfo', {
      token: pro,
      body: {
        companyName: '  鹏程供应链 ',
        logoUrl: logo.data.url,
        contactName: '狄鹏',
        contactPhone: '021-5555 0101',
        provinceId: chain.province,
        cityId: chain.city,
        countyId: chain.county,
        address: '一号路 8 号',
        intro: '<p>专注<strong>厨具</strong></p><img src=x onerror="alert(1)">',
        minOrderMoney: 100000,
      },
    })
    expect(saved.code).toBe(ResultCode.ok)
    expect(saved.data).toMatchObject({
      companyName: '鹏程供应链',
      logoUrl: logo.data.url,
      countyId: chain.county,
      minOrderMoney: 100000,
      updatedAt: t.clock.now().toISOString(),
    })
    expect(saved.data.intro).toContain('<strong>厨具</strong>')
    expect(saved.data.intro).not.toContain('onerror')
    const again = await call<SupplierInfo>(t, 'getDistributionSupplierInfo', { token: pro })
    expect(again.data).toEqual(saved.data)
  })

  it('validates the supplier info: required name, phone, money, region chain, own uploads only', async () => {
    const before = await call<SupplierInfo>(t, 'getDistributionSupplierInfo', { token: pro })
    const good = {
      companyName: '鹏程',
      provinceId: chain.province,
      cityId: chain.city,
      countyId: chain.county,
    }
    const other = await t.db
      .selectFrom('geo_region')
      .select('id')
      .where('level', '=', 'COUNTY')
      .where('parent_id', '!=', chain.city)
      .executeTakeFirst()
    const foreignLogo = await upload(t, base, new Blob([PNG_BYTES]), 'theirs.png')
    const cases: [Record<string, unknown>, { field: string; reason: string }][] = [
      [
        { ...good, companyName: '   ' },
        { field: 'companyName', reason: 'required' },
      ],
      [
        { ...good, contactPhone: 'call me' },
        { field: 'contactPhone', reason: 'phone' },
      ],
      [
        { ...good, minOrderMoney: 10.5 },
        { field: 'minOrderMoney', reason: 'integer' },
      ],
      [
        { ...good, minOrderMoney: -1 },
        { field: 'minOrderMoney', reason: 'min0' },
      ],
      [
        { ...good, provinceId: null },
        { field: 'provinceId', reason: 'required' },
      ],
      [
        { ...good, cityId: chain.county },
        { field: 'cityId', reason: 'notFound' },
      ],
      [
        { ...good, provinceId: 'NOPE' },
        { field: 'provinceId', reason: 'notFound' },
      ],
      [
        { ...good, logoUrl: 'https://evil.example/x.png' },
        { field: 'logoUrl', reason: 'notAnUpload' },
      ],
      [
        { ...good, logoUrl: foreignLogo.data.url },
        { field: 'logoUrl', reason: 'notAnUpload' },
      ],
    ]
    if (other)
      cases.push([
        { ...good, countyId: other.id },
        { field: 'countyId', reason: 'notInParent' },
      ])
    for (const [body, expected] of cases) {
      const res = await call(t, 'saveDistributionSupplierInfo', { token: pro, body })
      expect(res.code, JSON.stringify(expected)).toBe(ResultCode.invalidInput)
      expect(res.data).toEqual(expected)
    }
    const after = await call<SupplierInfo>(t, 'getDistributionSupplierInfo', { token: pro })
    expect(after.data).toEqual(before.data)
  })

  it('keeps each merchant’s supplier info to itself', async () => {
    const mine = await call<SupplierInfo>(t, 'getDistributionSupplierInfo', { token: pro })
    const theirs = await call<SupplierInfo>(t, 'getDistributionSupplierInfo', { token: base })
    expect(theirs.data.companyName).toBe('斌达分销有限公司')
    expect(theirs.data.logoUrl).not.toBe(mine.data.logoUrl)
    expect(theirs.data.updatedAt).not.toBe(mine.data.updatedAt)
    expect((await call(t, 'getDistributionSupplierInfo', { token: tcbase })).code).toBe(ResultCode.forbidden)
    expect(
      (await call(t, 'saveDistributionSupplierInfo', { token: tcbase, body: { companyName: 'x' } })).code,
    ).toBe(ResultCode.forbidden)
  })

  it('saves the agreement with scripts, handlers and javascript: links stripped', async () => {
    const empty = await call<Agreement>(t, 'getDistributionAgreement', { token: trade })
    expect(empty.data).toEqual({ content: '', updatedAt: null })
    const theirsBefore = await call<Agreement>(t, 'getDistributionAgreement', { token: base })
    const res = await call<Agreement>(t, 'saveDistributionAgreement', {
      token: pro,
      body: {
        content:
          '<h2>分销协议</h2><p onclick="steal()">第一条<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a>',
      },
    })
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.content).toContain('<h2>分销协议</h2>')
    expect(res.data.content).toContain('第一条')
    expect(res.data.content).not.toMatch(/script|onclick|javascript:/i)
    const stored = await call<Agreement>(t, 'getDistributionAgreement', { token: pro })
    expect(stored.data).toEqual(res.data)
    // Another merchant's agreement is its own.
    expect((await call<Agreement>(t, 'getDistributionAgreement', { token: base })).data).toEqual(
      theirsBefore.data,
    )
    expect(theirsBefore.data.content).not.toContain('第一条')
  })

  it('validates and authorizes the agreement', async () => {
    expect((await call(t, 'saveDistributionAgreement', { token: pro, body: {} })).data).toEqual({
      field: 'content',
      reason: 'required',
    })
    expect(
      (await call(t, 'saveDistributionAgreement', { token: pro, body: { content: 'x'.repeat(100_001) } }))
        .data,
    ).toEqual({ field: 'content', reason: 'tooLong', max: 100_000 })
    expect((await call(t, 'getDistributionAgreement', { token: tcbase })).code).toBe(ResultCode.forbidden)
    expect((await call(t, 'saveDistributionAgreement', { token: tcbase, body: { content: 'x' } })).code).toBe(
      ResultCode.forbidden,
    )
  })
})
