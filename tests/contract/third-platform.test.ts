// Third-party platform: the ERP list, the connection parameters (secrets sealed at rest and
// never answered in clear), the platform's products; roles, tenants, validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type {
  ErpNameList,
  ErpParameters,
  PlatformProductDetail,
  PlatformProductRow,
} from '../../contract/third-platform.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { DEV_SECRET_PASSPHRASE, openSecret } from '../../server/third-platform/secret-box.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('third-party platform on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  const pc = <T = unknown>(name: string, token: string, body: Record<string, unknown> = {}) =>
    call<T>(t, name, { token, body })
  const stored = async (username: string, erpInfoId: string) => {
    const row = await t.db
      .selectFrom('party_erp_parameter')
      .select('parameters')
      .where('party_id', '=', demoAccount(username).partyId)
      .where('erp_info_id', '=', erpInfoId)
      .executeTakeFirst()
    return row ? (JSON.parse(row.parameters) as Record<string, string>) : undefined
  }
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists the ERP platforms with the merchant’s chosen one and which are configured', async () => {
    const res = await pc<ErpNameList>('getErpNameListFromNewMerchant', trade)
    expect(res.code).toBe(ResultCode.ok)
    expect(res.data.current).toBe('JST')
    expect(res.data.list.map((p) => p.erpInfoId)).toEqual(['JST', 'WDT', 'GJP', 'KINGDEE', 'CHANJET', 'JKY'])
    expect(res.data.list.filter((p) => p.configured).map((p) => p.erpInfoId)).toEqual(['JST'])
    const none = await pc<ErpNameList>('getErpNameListFromNewMerchant', await loginAs(t, 'distributionbase'))
    expect(none.data.current).toBe('0')
  })

  it('answers plain parameters and says only whether a secret is set', async () => {
    const res = await pc<ErpParameters>('getErpParameterFromNewMerchant', trade, { erpInfoId: 'JST' })
    expect(res.code).toBe(ResultCode.ok)
    const secret = (await stored('tradebase', 'JST'))?.appSecret ?? ''
    // The demo seed stores it sealed too.
    expect(secret).toMatch(/^gcm1:/)
    expect(JSON.stringify(res)).not.toContain(secret)
    const byKey = Object.fromEntries(res.data.fields.map((f) => [f.key, f]))
    expect(byKey.appSecret).toEqual({ key: 'appSecret', secret: true, value: '', isSet: true })
    expect(byKey.shopCode?.value).toMatch(/^SHOP\d{4}$/)
    // Another merchant's parameters for the same ERP are not this merchant's.
    const other = await pc<ErpParameters>('getErpParameterFromNewMerchant', pro, { erpInfoId: 'JST' })
    expect(other.data.fields.every((f) => !f.isSet && f.value === '')).toBe(true)
    expect(other.data.updatedAt).toBeNull()
  })

  it('seals a new secret at rest, keeps it when left empty, and never answers it', async () => {
    const clear = 'my-very-secret-ERP-key-42'
    const saved = await pc<ErpParameters>('savePartyErpParameter', pro, {
      erpInfoId: 'GJP',
      parameters: { appKey: 'k-123', appSecret: clear, dbName: 'main' },
    })
    expect(saved.code).toBe(ResultCode.ok)
    expect(JSON.stringify(saved)).not.toContain(clear)
    expect(saved.data.fields.find((f) => f.key === 'appSecret')).toMatchObject({ value: '', isSet: true })
    const row = await stored('distributionpro', 'GJP')
    expect(JSON.stringify(row)).not.toContain(clear)
    expect(row?.appSecret).toMatch(/^gcm1:/)
    expect(await openSecret(row?.appSecret ?? '', DEV_SECRET_PASSPHRASE)).toBe(clear)
    await expect(openSecret(row?.appSecret ?? '', 'another key')).rejects.toThrow()
    // Chosen: the merchant's ERP is now GJP.
    expect((await pc<ErpNameList>('getErpNameListFromNewMerchant', pro)).data.current).toBe('GJP')
    // A save that leaves the secret empty keeps it; the plain values change.
    const again = await pc<ErpParameters>('savePartyErpParameter', pro, {
      erpInfoId: 'GJP',
      parameters: { appKey: 'k-456', appSecret: '', dbName: 'main' },
    })
    expect(again.data.fields.find((f) => f.key === 'appKey')?.value).toBe('k-456')
    expect((await stored('distributionpro', 'GJP'))?.appSecret).toBe(row?.appSecret)
    // A secret stored in clear before sealing existed is sealed on the next save that keeps it.
    await t.db
      .updateTable('party_erp_parameter')
      .set({ parameters: JSON.stringify({ appKey: 'abc', appSecret: 'legacy-clear', shopCode: 'SHOP0001' }) })
      .where('party_id', '=', demoAccount('tradebase').partyId)
      .where('erp_info_id', '=', 'JST')
      .execute()
    await pc('savePartyErpParameter', trade, {
      erpInfoId: 'JST',
      parameters: { appKey: 'abc', shopCode: 'SHOP0001' },
    })
    const resealed = (await stored('tradebase', 'JST'))?.appSecret ?? ''
    expect(resealed).toMatch(/^gcm1:/)
    expect(await openSecret(resealed, DEV_SECRET_PASSPHRASE)).toBe('legacy-clear')
  })

  it('refuses bad parameters at the field and changes nothing', async () => {
    const base = await loginAs(t, 'distributionbase')
    const save = (parameters: Record<string, string>, erpInfoId = 'KINGDEE') =>
      pc('savePartyErpParameter', base, { erpInfoId, parameters })
    const noSecret = await save({ clientId: 'c', accountId: 'a' })
    expect(noSecret.code).toBe(ResultCode.invalidInput)
    expect(noSecret.data).toMatchObject({ field: 'parameters.clientSecret', reason: 'required' })
    expect((await save({ clientSecret: 's', accountId: 'a' })).data).toMatchObject({
      field: 'parameters.clientId',
      reason: 'required',
    })
    expect((await save({ clientId: 'c', clientSecret: 's', accountId: 'a', extra: 'x' })).data).toMatchObject(
      {
        field: 'parameters.extra',
        reason: 'unknownParameter',
      },
    )
    expect((await save({ clientId: 'x'.repeat(201), clientSecret: 's', accountId: 'a' })).data).toMatchObject(
      {
        field: 'parameters.clientId',
        reason: 'tooLong',
      },
    )
    expect((await save({ a: 'b' }, 'NOPE')).code).toBe(ResultCode.notFound)
    expect((await pc('getErpParameterFromNewMerchant', base, { erpInfoId: 'NOPE' })).code).toBe(
      ResultCode.notFound,
    )
    expect(await stored('distributionbase', 'KINGDEE')).toBeUndefined()
    expect((await pc<ErpNameList>('getErpNameListFromNewMerchant', base)).data.current).toBe('0')
  })

  it('lists the merchant’s platform products, searched and paged, and opens one', async () => {
    const all = await pc<Page<PlatformProductRow>>('getPlatformProductList', trade, { pageSize: 50 })
    expect(all.code).toBe(ResultCode.ok)
    expect(all.data.total).toBe(40)
    expect(all.data.list.every((p) => p.erpInfoId === 'JST' && p.erpName === '聚水潭')).toBe(true)
    const first = all.data.list[0] as PlatformProductRow
    const found = await pc<Page<PlatformProductRow>>('getPlatformProductList', trade, {
      keyword: first.externalId,
    })
    expect(found.data.list.map((p) => p.id)).toEqual([first.id])
    const matched = all.data.list.find((p) => p.productId !== null) as PlatformProductRow
    const detail = await pc<PlatformProductDetail>('getPlatformProductDetail', trade, { id: matched.id })
    expect(detail.data).toMatchObject({ id: matched.id, name: matched.name })
    expect(detail.data.productName).not.toBe('')
    // Another merchant's product is not found; a bad id is refused at the field.
    expect((await pc('getPlatformProductDetail', pro, { id: matched.id })).code).toBe(ResultCode.notFound)
    expect((await pc('getPlatformProductDetail', trade, { id: 'x' })).data).toMatchObject({ field: 'id' })
    expect((await pc<Page<PlatformProductRow>>('getPlatformProductList', pro)).data.total).toBe(20)
  })

  it('is refused to roles outside the area with 40300', async () => {
    for (const user of ['repairmember', 'bindmember', 'sub_user_wx']) {
      const token = await loginAs(t, user)
      for (const [name, body] of [
        ['getErpNameListFromNewMerchant', {}],
        ['getErpParameterFromNewMerchant', { erpInfoId: 'JST' }],
        ['savePartyErpParameter', { erpInfoId: 'JST', parameters: {} }],
        ['getPlatformProductList', {}],
        ['getPlatformProductDetail', { id: 1 }],
      ] as const) {
        expect((await pc(name, token, body)).code, `${user} ${name}`).toBe(ResultCode.forbidden)
      }
    }
  })
})
