// The delivery note's sender and footer in the seller's order settings (issue 35): empty, the
// business profile's name, address and phone; saved, the seller's own; bad values refused at the
// field with nothing saved; a caller that sends only the time limit keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusiProfile } from '../../contract/business-profile.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { OrderSettings } from '../../contract/orders.schema.ts'
import { call, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('delivery note settings on %s', (kind) => {
  let t: TestApp
  let trade: string
  let pro: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    pro = await loginAs(t, 'distributionpro')
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (token: string) => call<OrderSettings>(t, 'getOrderSettings', { token })
  const save = (token: string, body: Record<string, unknown>) =>
    call<OrderSettings>(t, 'saveOrderSettings', { token, body })

  it('defaults the sender to the business profile and prints no footer', async () => {
    const profile = (await call<BusiProfile | null>(t, 'getBusiDetail', { token: pro, body: {} })).data
    if (!profile) throw new Error('distributionpro has no business profile in the seed')
    const s = (await get(pro)).data
    expect(s).toMatchObject({ senderName: '', senderAddress: '', senderPhone: '', deliveryNoteFooter: '' })
    expect(s.senderDefaults.name).toBe(profile.companyName)
    expect(s.senderDefaults.phone).toBe(profile.contactPhone)
    // The region and the street address, as an envelope reads.
    expect(s.senderDefaults.address).toBe([profile.regionName, profile.address].filter(Boolean).join(' '))
    expect(s.senderDefaults.address).toContain(profile.address)
  })

  it('saves the sender and the footer, trimmed, for this merchant only', async () => {
    const body = {
      payTimeoutMinutes: 60,
      senderName: '  杭州仓发货组 ',
      senderAddress: '浙江省杭州市余杭区文一西路 969 号 3 号库',
      senderPhone: '0571-88886666',
      deliveryNoteFooter: '如有破损请 48 小时内联系客服。',
    }
    const saved = await save(pro, body)
    expect(saved.code).toBe(ResultCode.ok)
    expect(saved.data).toMatchObject({ ...body, senderName: '杭州仓发货组', payTimeoutMinutes: 60 })
    expect((await get(pro)).data).toMatchObject({ ...body, senderName: '杭州仓发货组' })
    // Only the time limit: the sender and the footer stay.
    await save(pro, { payTimeoutMinutes: 90 })
    expect((await get(pro)).data).toMatchObject({
      payTimeoutMinutes: 90,
      senderPhone: '0571-88886666',
      deliveryNoteFooter: body.deliveryNoteFooter,
    })
    // Another merchant's note is untouched.
    expect((await get(trade)).data).toMatchObject({ senderName: '', deliveryNoteFooter: '' })
    // Emptied: the profile's sender again.
    const cleared = await save(pro, {
      payTimeoutMinutes: 90,
      senderName: '',
      senderAddress: '',
      senderPhone: '',
      deliveryNoteFooter: '',
    })
    expect(cleared.data).toMatchObject({
      senderName: '',
      senderAddress: '',
      senderPhone: '',
      deliveryNoteFooter: '',
    })
  })

  it('refuses a bad phone or a too long field at the field and saves nothing', async () => {
    const before = (await get(trade)).data
    const cases: [Record<string, unknown>, string, string, number?][] = [
      [{ senderPhone: '12345' }, 'senderPhone', 'phone'],
      [{ senderPhone: '1380013800a' }, 'senderPhone', 'phone'],
      [{ senderName: '名'.repeat(101) }, 'senderName', 'tooLong', 100],
      [{ senderAddress: '路'.repeat(301) }, 'senderAddress', 'tooLong', 300],
      [{ deliveryNoteFooter: '谢'.repeat(201) }, 'deliveryNoteFooter', 'tooLong', 200],
      [{ senderName: 5 }, 'senderName', 'required'],
    ]
    for (const [extra, field, reason, max] of cases) {
      const res = await save(trade, { payTimeoutMinutes: 45, senderName: '好名字', ...extra })
      expect(res.code, JSON.stringify(extra)).toBe(ResultCode.invalidInput)
      expect(res.data, JSON.stringify(extra)).toMatchObject({ field, reason, ...(max ? { max } : {}) })
    }
    expect((await get(trade)).data).toEqual(before)
    // A mobile and a landline without the dash both pass.
    for (const senderPhone of ['13800138000', '02188886666'])
      expect((await save(trade, { payTimeoutMinutes: 45, senderPhone })).code).toBe(ResultCode.ok)
  })
})
