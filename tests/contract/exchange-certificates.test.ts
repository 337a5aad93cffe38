// Business-card exchange (route group /exchange-certificate) on SQLite and PostgreSQL: roles,
// tenant isolation, card validation, the logo upload, applying, and the owner's decision
// (accept, or reject with a required reason; only from PENDING; only by the owner).
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import type {
  ApplyDetail,
  ApplyRow,
  CertificateDetail,
  CertificateRow,
  CreateCertificateRequest,
} from '../../contract/exchange-certificates.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { demoAccount } from '../../server/db/seed/demo-accounts.ts'
import { PNG_BYTES } from './distribution-setup.fixtures.ts'
import { call, checkedAnswer, createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

const card = (over: Partial<CreateCertificateRequest> = {}): CreateCertificateRequest => ({
  title: '销售名片',
  companyName: '贝斯特商贸有限公司',
  contactName: '陶贝',
  position: '销售总监',
  phone: '13800138000',
  email: 'sales@example.cn',
  wechat: 'wx_sales',
  address: '上海市浦东新区世纪大道 1 号',
  logoUrl: '',
  intro: '专注五金工具批发。',
  ...over,
})

describe.each(DATABASES)('exchange certificates on %s', (kind) => {
  let t: TestApp
  let trade: string
  let ordering: string
  let dbase: string
  let pro: string
  let sale: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    trade = await loginAs(t, 'tradebase')
    ordering = await loginAs(t, 'ordering')
    dbase = await loginAs(t, 'distributionbase')
    pro = await loginAs(t, 'distributionpro')
    sale = await loginAs(t, 'sub_user_sale')
  })
  afterAll(async () => {
    await t.close()
  })

  const list = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await call<Page<CertificateRow>>(t, 'getExchangeCertificateList', { token, body })
    expect(res.code).toBe(ResultCode.ok)
    return res.data
  }
  const applies = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await call<Page<ApplyRow>>(t, 'getExchangeApplyList', { token, body })
    expect(res.code).toBe(ResultCode.ok)
    return res.data
  }
  const cardOf = async (username: string) => {
    const row = await t.db
      .selectFrom('exchange_certificate')
      .select('id')
      .where('party_id', '=', demoAccount(username).partyId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    return String(row.id)
  }
  const applicationRow = (id: string) =>
    t.db.selectFrom('exchange_application').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow()
  const pendingFrom = async (applicant: string, owner: string) => {
    const row = await t.db
      .selectFrom('exchange_application')
      .select('id')
      .where('applicant_party_id', '=', demoAccount(applicant).partyId)
      .where('party_id', '=', demoAccount(owner).partyId)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow()
    return String(row.id)
  }
  const noticesTo = async (username: string) =>
    t.db
      .selectFrom('message')
      .select(['title', 'content', 'ref_id'])
      .where('user_login_id', '=', demoAccount(username).userLoginId)
      .where('ref_type', '=', 'EXCHANGE_APPLY')
      .execute()

  it('answers the area’s roles and refuses the others and callers without a session', async () => {
    for (const token of [trade, ordering, dbase, pro, sale]) {
      expect((await call(t, 'getExchangeCertificateList', { token })).code).toBe(ResultCode.ok)
      expect((await call(t, 'getExchangeApplyList', { token })).code).toBe(ResultCode.ok)
    }
    for (const username of ['tcbase', 'experience', 'bindmember', 'repairfin', 'sub_user_wx']) {
      const token = await loginAs(t, username)
      for (const name of [
        'getExchangeCertificateList',
        'getExchangeCertificateDetail',
        'createExchangeCertificate',
        'applyExchangeCertificate',
        'getExchangeApplyList',
        'getExchangeApplyDetail',
        'acceptExchangeApply',
        'rejectExchangeApply',
      ]) {
        expect((await call(t, name, { token, body: { id: '1', appliedId: '1' } })).code, name).toBe(
          ResultCode.forbidden,
        )
      }
    }
    expect((await call(t, 'getExchangeCertificateList', {})).code).toBe(ResultCode.invalidToken)
  })

  it('lists the caller’s own cards and the other merchants’ cards without their contacts', async () => {
    const mine = await list(trade)
    expect(mine.list.map((c) => c.companyName)).toEqual(['贝斯特商贸有限公司'])
    expect(mine.list.every((c) => c.mine)).toBe(true)
    const market = await list(trade, { scope: 'MARKET' })
    expect(market.total).toBe(4)
    expect(market.list.some((c) => c.mine)).toBe(false)
    expect((await list(trade, { scope: 'MARKET', keyword: '鹏程' })).list.map((c) => c.companyName)).toEqual([
      '鹏程供应链有限公司',
    ])
    // A sub-account sees its merchant's cards.
    expect((await list(sale)).list.map((c) => c.companyName)).toEqual(['鹏程供应链有限公司'])

    // Own card: everything. Exchanged (tradebase and distributionpro, accepted): contacts shown.
    const own = await call<CertificateDetail>(t, 'getExchangeCertificateDetail', {
      token: trade,
      body: { id: await cardOf('tradebase') },
    })
    expect(own.data).toMatchObject({ mine: true, contactsShown: true, email: 'tradebase@demo.example.cn' })
    const exchanged = await call<CertificateDetail>(t, 'getExchangeCertificateDetail', {
      token: trade,
      body: { id: await cardOf('distributionpro') },
    })
    expect(exchanged.data).toMatchObject({ mine: false, exchanged: true, contactsShown: true })
    expect(exchanged.data.phone).not.toBe('')
    // Not exchanged: the public face only.
    const stranger = await call<CertificateDetail>(t, 'getExchangeCertificateDetail', {
      token: dbase,
      body: { id: await cardOf('distributionpro') },
    })
    expect(stranger.data).toMatchObject({
      contactsShown: false,
      phone: '',
      email: '',
      wechat: '',
      address: '',
    })
  })

  it('refuses a disabled card of another merchant, an unknown id and a malformed id', async () => {
    const id = await cardOf('distributionbase')
    await t.db
      .updateTable('exchange_certificate')
      .set({ status: 'DISABLED' })
      .where('id', '=', Number(id))
      .execute()
    try {
      expect((await call(t, 'getExchangeCertificateDetail', { token: trade, body: { id } })).code).toBe(
        ResultCode.notFound,
      )
      expect((await call(t, 'getExchangeCertificateDetail', { token: dbase, body: { id } })).code).toBe(
        ResultCode.ok,
      )
      expect((await list(trade, { scope: 'MARKET' })).list.map((c) => c.id)).not.toContain(id)
    } finally {
      await t.db
        .updateTable('exchange_certificate')
        .set({ status: 'ACTIVE' })
        .where('id', '=', Number(id))
        .execute()
    }
    expect(
      (await call(t, 'getExchangeCertificateDetail', { token: trade, body: { id: '999999' } })).code,
    ).toBe(ResultCode.notFound)
    expect(await call(t, 'getExchangeCertificateDetail', { token: trade, body: { id: 'x' } })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'id', reason: 'notAnId' },
    })
  })

  it('creates a card, and refuses bad fields at the field without writing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('exchange_certificate')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    for (const [over, field, reason] of [
      [{ phone: '12ab' }, 'phone', 'phone'],
      [{ phone: '' }, 'phone', 'required'],
      [{ email: 'not-an-email' }, 'email', 'email'],
      [{ title: '   ' }, 'title', 'required'],
      [{ companyName: 'x'.repeat(201) }, 'companyName', 'tooLong'],
      [{ intro: 'x'.repeat(1001) }, 'intro', 'tooLong'],
      [{ logoUrl: 'https://evil.example/x.png' }, 'logoUrl', 'notAnUpload'],
      [{ logoUrl: '/control/uploadFile/00000000000000000000000000000000.png' }, 'logoUrl', 'notAnUpload'],
    ] as const) {
      const res = await call(t, 'createExchangeCertificate', { token: ordering, body: card(over) })
      expect(res, JSON.stringify(over)).toMatchObject({
        code: ResultCode.invalidInput,
        data: { field, reason },
      })
    }
    expect((await call(t, 'createExchangeCertificate', { token: ordering, body: [1] })).code).toBe(
      ResultCode.invalidInput,
    )
    expect(await count()).toBe(before)

    // With a logo of its own upload.
    const form = new FormData()
    form.set('file', new Blob([PNG_BYTES]), 'logo.png')
    const res = await t.app.request('/control/exchangeCertificateLogoUpload', {
      method: 'POST',
      headers: { externalLoginKey: ordering },
      body: form,
    })
    const logo = checkedAnswer<UploadResponse>('exchangeCertificateLogoUpload', await res.json())
    expect(logo.code).toBe(ResultCode.ok)
    // Another merchant may not use it.
    expect(
      await call(t, 'createExchangeCertificate', { token: trade, body: card({ logoUrl: logo.data.url }) }),
    ).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'logoUrl', reason: 'notAnUpload' } })
    const created = await call<{ id: string }>(t, 'createExchangeCertificate', {
      token: ordering,
      body: card({ title: '  订货名片 ', email: '', logoUrl: logo.data.url }),
    })
    expect(created.code).toBe(ResultCode.ok)
    const detail = await call<CertificateDetail>(t, 'getExchangeCertificateDetail', {
      token: ordering,
      body: { id: created.data.id },
    })
    expect(detail.data).toMatchObject({ title: '订货名片', email: '', logoUrl: logo.data.url, mine: true })
    expect((await list(ordering)).total).toBe(2)
  })

  it('refuses an upload that is not an image and uploads outside the area', async () => {
    const upload = async (token: string) => {
      const form = new FormData()
      form.set('file', new Blob(['hello']), 'a.txt')
      const res = await t.app.request('/control/exchangeCertificateLogoUpload', {
        method: 'POST',
        headers: { externalLoginKey: token },
        body: form,
      })
      return (await res.json()) as { code: number; data: unknown }
    }
    expect(await upload(trade)).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'file' } })
    expect((await upload(await loginAs(t, 'tcbase'))).code).toBe(ResultCode.forbidden)
  })

  it('applies with one’s own card to another merchant’s, and tells the owner', async () => {
    const target = await cardOf('distributionpro')
    const mine = await cardOf('distributionbase')
    const applied = await call<{ id: string }>(t, 'applyExchangeCertificate', {
      token: dbase,
      body: { certificateId: target, applicantCertificateId: mine, message: '  想交换名片 ' },
    })
    expect(applied.code).toBe(ResultCode.ok)
    expect(await applicationRow(applied.data.id)).toMatchObject({ status: 'PENDING', message: '想交换名片' })
    const notices = await noticesTo('distributionpro')
    expect(notices.map((n) => n.ref_id)).toContain(applied.data.id)
    // The owner (and its sub-account) sees it received; the applicant sees it sent.
    expect((await applies(pro)).list.map((a) => a.id)).toContain(applied.data.id)
    expect((await applies(sale)).list.map((a) => a.id)).toContain(applied.data.id)
    const sent = await applies(dbase, { direction: 'SENT' })
    expect(sent.list.find((a) => a.id === applied.data.id)).toMatchObject({
      direction: 'SENT',
      partyName: '鹏程供应链有限公司',
    })
    const detail = await call<CertificateDetail>(t, 'getExchangeCertificateDetail', {
      token: dbase,
      body: { id: target },
    })
    expect(detail.data.pendingApplyId).toBe(applied.data.id)

    // Twice: conflict. Already exchanged: conflict. Own card as target, a foreign card offered,
    // an unknown target: refused, nothing written.
    const before = (await applies(pro)).total
    expect(
      (
        await call(t, 'applyExchangeCertificate', {
          token: dbase,
          body: { certificateId: target, applicantCertificateId: mine },
        })
      ).code,
    ).toBe(ResultCode.conflict)
    expect(
      (
        await call(t, 'applyExchangeCertificate', {
          token: trade,
          body: { certificateId: target, applicantCertificateId: await cardOf('tradebase') },
        })
      ).code,
    ).toBe(ResultCode.conflict)
    expect(
      await call(t, 'applyExchangeCertificate', {
        token: dbase,
        body: { certificateId: mine, applicantCertificateId: mine },
      }),
    ).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'certificateId', reason: 'notYourself' },
    })
    expect(
      await call(t, 'applyExchangeCertificate', {
        token: ordering,
        body: { certificateId: target, applicantCertificateId: mine },
      }),
    ).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'applicantCertificateId' } })
    expect(
      (
        await call(t, 'applyExchangeCertificate', {
          token: dbase,
          body: { certificateId: '999999', applicantCertificateId: mine },
        })
      ).code,
    ).toBe(ResultCode.notFound)
    expect(
      await call(t, 'applyExchangeCertificate', {
        token: dbase,
        body: { certificateId: target, applicantCertificateId: mine, message: 'x'.repeat(501) },
      }),
    ).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'message', reason: 'tooLong' } })
    expect((await applies(pro)).total).toBe(before)
  })

  it('shows an application to its two merchants only', async () => {
    const id = await pendingFrom('ordering', 'tradebase')
    const owner = await call<ApplyDetail>(t, 'getExchangeApplyDetail', { token: trade, body: { id } })
    expect(owner.data).toMatchObject({ direction: 'RECEIVED', status: 'PENDING', canDecide: true })
    expect(owner.data.applicantCertificate?.companyName).toBe('定远订货部')
    const applicant = await call<ApplyDetail>(t, 'getExchangeApplyDetail', { token: ordering, body: { id } })
    expect(applicant.data).toMatchObject({ direction: 'SENT', canDecide: false })
    expect((await call(t, 'getExchangeApplyDetail', { token: pro, body: { id } })).code).toBe(
      ResultCode.notFound,
    )
    expect((await call(t, 'getExchangeApplyDetail', { token: trade, body: { id: '999999' } })).code).toBe(
      ResultCode.notFound,
    )
  })

  it('accepts an application addressed to the caller: isSuccess Y, contacts shown both ways', async () => {
    const id = await pendingFrom('ordering', 'tradebase')
    const ownerCard = await cardOf('tradebase')
    const before = await call<CertificateDetail>(t, 'getExchangeCertificateDetail', {
      token: ordering,
      body: { id: ownerCard },
    })
    expect(before.data.contactsShown).toBe(false)
    // Not addressed to the caller: the applicant is refused, a stranger gets not found.
    expect((await call(t, 'acceptExchangeApply', { token: ordering, body: { appliedId: id } })).code).toBe(
      ResultCode.forbidden,
    )
    expect((await call(t, 'acceptExchangeApply', { token: pro, body: { appliedId: id } })).code).toBe(
      ResultCode.notFound,
    )
    expect((await applicationRow(id)).status).toBe('PENDING')

    const accepted = await call(t, 'acceptExchangeApply', { token: trade, body: { appliedId: id } })
    expect(accepted).toMatchObject({ code: ResultCode.ok, data: { isSuccess: 'Y' } })
    expect(await applicationRow(id)).toMatchObject({
      status: 'ACCEPTED',
      decided_at: t.clock.now().toISOString(),
    })
    const after = await call<CertificateDetail>(t, 'getExchangeCertificateDetail', {
      token: ordering,
      body: { id: ownerCard },
    })
    expect(after.data).toMatchObject({ exchanged: true, contactsShown: true })
    expect((await noticesTo('ordering')).some((n) => n.ref_id === id && n.title === '名片交换已通过')).toBe(
      true,
    )
    const history = await t.db
      .selectFrom('status_history')
      .selectAll()
      .where('subject_type', '=', 'EXCHANGE_APPLY')
      .where('subject_id', '=', Number(id))
      .execute()
    expect(history).toMatchObject([
      { from_status: 'PENDING', to_status: 'ACCEPTED', event: 'apply.accepted' },
    ])

    // Deciding again: conflict, nothing changes.
    expect((await call(t, 'acceptExchangeApply', { token: trade, body: { appliedId: id } })).code).toBe(
      ResultCode.conflict,
    )
    expect(
      (await call(t, 'rejectExchangeApply', { token: trade, body: { rejId: id, rejectText: '不了' } })).code,
    ).toBe(ResultCode.conflict)
    expect(await applicationRow(id)).toMatchObject({ status: 'ACCEPTED', reject_text: '' })
  })

  it('rejects only with a reason, and only what is pending and addressed to the caller', async () => {
    const id = await pendingFrom('distributionbase', 'tradebase')
    for (const rejectText of [undefined, '', '   ']) {
      expect(
        await call(t, 'rejectExchangeApply', { token: trade, body: { rejId: id, rejectText } }),
      ).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'rejectText', reason: 'required' } })
    }
    expect(
      await call(t, 'rejectExchangeApply', {
        token: trade,
        body: { rejId: id, rejectText: 'x'.repeat(501) },
      }),
    ).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'rejectText', reason: 'tooLong' } })
    expect(
      (await call(t, 'rejectExchangeApply', { token: dbase, body: { rejId: id, rejectText: '不' } })).code,
    ).toBe(ResultCode.forbidden)
    expect(
      (await call(t, 'rejectExchangeApply', { token: ordering, body: { rejId: id, rejectText: '不' } })).code,
    ).toBe(ResultCode.notFound)
    expect(
      await call(t, 'rejectExchangeApply', { token: trade, body: { rejId: 'abc', rejectText: '不' } }),
    ).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'rejId', reason: 'notAnId' } })
    expect((await applicationRow(id)).status).toBe('PENDING')

    const rejected = await call(t, 'rejectExchangeApply', {
      token: trade,
      body: { rejId: id, rejectText: '  暂无合作计划 ' },
    })
    expect(rejected).toMatchObject({ code: ResultCode.ok, data: { isSuccess: 'Y' } })
    expect(await applicationRow(id)).toMatchObject({ status: 'REJECTED', reject_text: '暂无合作计划' })
    expect((await noticesTo('distributionbase')).some((n) => n.content.includes('暂无合作计划'))).toBe(true)
    const received = await applies(trade, { status: 'REJECTED' })
    expect(received.list.find((a) => a.id === id)).toMatchObject({ rejectText: '暂无合作计划' })
    expect((await call(t, 'acceptExchangeApply', { token: trade, body: { appliedId: id } })).code).toBe(
      ResultCode.conflict,
    )
    expect((await applicationRow(id)).status).toBe('REJECTED')
  })

  it('answers hostile list requests with the field at fault', async () => {
    expect(await call(t, 'getExchangeApplyList', { token: trade, body: { status: 'DONE' } })).toMatchObject({
      code: ResultCode.invalidInput,
      data: { field: 'status' },
    })
    expect(
      await call(t, 'getExchangeCertificateList', { token: trade, body: { scope: 'ALL' } }),
    ).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'scope' } })
    expect(
      await call(t, 'getExchangeCertificateList', { token: trade, body: { sortField: '__proto__' } }),
    ).toMatchObject({ code: ResultCode.invalidInput, data: { field: 'sortField', reason: 'notSortable' } })
    expect(await call(t, 'getExchangeApplyList', { token: trade, body: { pageSize: 10_000 } })).toMatchObject(
      { code: ResultCode.invalidInput, data: { field: 'pageSize' } },
    )
  })
})
