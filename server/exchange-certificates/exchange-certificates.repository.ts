// Data access for business cards (exchange_certificate) and the applications to exchange them
// (exchange_application). Tenant = the caller's merchant: its own cards in full, other
// merchants' ACTIVE cards without contact details unless the cards were exchanged; an
// application is seen by its two merchants and decided only by the card's owner.
import { recordNoticeEvent } from '../events/live-events.ts'
import type { Transaction } from 'kysely'
import type {
  ApplyDetail,
  ApplyRow,
  CertificateDetail,
  CertificateRow,
  CertificateValues,
} from '../../contract/exchange-certificates.schema.ts'
import type {
  ApplyDirection,
  CertificateScope,
  ExchangeApplyStatus,
} from '../../contract/exchange-certificates.constants.ts'
import { type ApplyEvent, applyLifecycle } from '../../contract/lifecycles/application.lifecycle.ts'
import { nextState } from '../../contract/lifecycles/lifecycle.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { lockTenant } from '../shared/tenant-lock.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'

type Q = Db | Transaction<Database>

/** The notices' reference type: the bell and the message centre link it to exchangeApplyDetail. */
export const EXCHANGE_APPLY_REF = 'EXCHANGE_APPLY'

const ROW_COLUMNS = [
  'c.id as id',
  'c.party_id as partyId',
  'c.title as title',
  'c.company_name as companyName',
  'c.contact_name as contactName',
  'c.position as position',
  'c.logo_url as logoUrl',
  'c.status as status',
  'c.created_at as createdAt',
] as const

function cards(db: Q) {
  return db.selectFrom('exchange_certificate as c').select(ROW_COLUMNS)
}
type CardRow = Awaited<ReturnType<ReturnType<typeof cards>['executeTakeFirstOrThrow']>>

const toRow = (r: CardRow, caller: string): CertificateRow => ({
  ...r,
  id: String(r.id),
  status: r.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
  mine: r.partyId === caller,
})

export async function listCertificates(
  db: Q,
  partyId: string,
  params: PageParams,
  filters: { scope: CertificateScope; keyword?: string | undefined },
): Promise<Page<CertificateRow>> {
  let q = cards(db)
  q =
    filters.scope === 'MINE'
      ? q.where('c.party_id', '=', partyId)
      : q.where('c.party_id', '<>', partyId).where('c.status', '=', 'ACTIVE')
  if (filters.keyword) {
    const like = likePattern(filters.keyword)
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.title']), 'like', like),
        eb(eb.fn('lower', ['c.company_name']), 'like', like),
        eb(eb.fn('lower', ['c.contact_name']), 'like', like),
      ]),
    )
  }
  return paginate(q, params, {
    sortable: { createdAt: 'c.created_at', title: 'c.title', companyName: 'c.company_name' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'c.id',
    map: (r) => toRow(r, partyId),
  })
}

/** Cards were exchanged between two merchants: an accepted application, either way. */
async function exchangedBetween(db: Q, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('exchange_application')
    .select('id')
    .where('status', '=', 'ACCEPTED')
    .where((eb) =>
      eb.or([
        eb.and([eb('party_id', '=', a), eb('applicant_party_id', '=', b)]),
        eb.and([eb('party_id', '=', b), eb('applicant_party_id', '=', a)]),
      ]),
    )
    .executeTakeFirst()
  return row !== undefined
}

/**
 * A card as `partyId` may see it: its own, any ACTIVE card of another merchant, or (given
 * `counterpart`, the other merchant of an application the caller is part of) any card of that
 * merchant, even DISABLED. Undefined otherwise.
 */
export async function findCertificate(
  db: Q,
  partyId: string,
  id: number,
  counterpart?: string,
): Promise<CertificateDetail | undefined> {
  const r = await cards(db)
    .select(['c.phone', 'c.email', 'c.wechat', 'c.address', 'c.intro'])
    .where('c.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('c.party_id', '=', partyId),
        eb('c.status', '=', 'ACTIVE'),
        ...(counterpart ? [eb('c.party_id', '=', counterpart)] : []),
      ]),
    )
    .executeTakeFirst()
  if (!r) return undefined
  const mine = r.partyId === partyId
  const exchanged = mine ? false : await exchangedBetween(db, partyId, r.partyId)
  const shown = mine || exchanged
  const pending = mine
    ? undefined
    : await db
        .selectFrom('exchange_application')
        .select('id')
        .where('certificate_id', '=', id)
        .where('applicant_party_id', '=', partyId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst()
  const { phone, email, wechat, address, intro, ...row } = r
  return {
    ...toRow(row, partyId),
    phone: shown ? phone : '',
    email: shown ? email : '',
    wechat: shown ? wechat : '',
    address: shown ? address : '',
    intro,
    contactsShown: shown,
    exchanged,
    pendingApplyId: pending ? String(pending.id) : null,
  }
}

export async function createCertificate(
  db: Db,
  partyId: string,
  values: CertificateValues,
  nowIso: string,
): Promise<string> {
  const row = await db
    .insertInto('exchange_certificate')
    .values({
      party_id: partyId,
      title: values.title,
      company_name: values.companyName,
      contact_name: values.contactName,
      position: values.position,
      phone: values.phone,
      email: values.email,
      wechat: values.wechat,
      address: values.address,
      logo_url: values.logoUrl,
      intro: values.intro,
      status: 'ACTIVE',
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

/** Writes one notice to every enabled login of `toPartyId` (the bell and the message centre). */
async function notify(
  trx: Transaction<Database>,
  notice: {
    toPartyId: string
    fromPartyId: string
    title: string
    content: string
    applyId: number
    atIso: string
  },
): Promise<void> {
  const logins = await trx
    .selectFrom('user_login')
    .select('id')
    .where('party_id', '=', notice.toPartyId)
    .where('enabled', '=', 1)
    .execute()
  if (logins.length === 0) return
  await trx
    .insertInto('message')
    .values(
      logins.map((l) => ({
        party_id: notice.toPartyId,
        user_login_id: l.id,
        type: 'APPLY' as const,
        title: notice.title,
        content: notice.content.slice(0, 500),
        sender_party_id: notice.fromPartyId,
        ref_type: EXCHANGE_APPLY_REF,
        ref_id: String(notice.applyId),
        is_read: 0,
        read_at: null,
        created_at: notice.atIso,
      })),
    )
    .execute()
  await recordNoticeEvent(trx, {
    partyId: notice.toPartyId,
    logins: logins.map((l) => l.id),
    type: 'APPLY',
    title: notice.title,
    content: notice.content,
    refType: EXCHANGE_APPLY_REF,
    refId: String(notice.applyId),
    actor: null,
    at: notice.atIso,
  })
}

/**
 * Applies with the caller's own ACTIVE card to another merchant's ACTIVE card, and tells the
 * owner. Refused: the target is unknown or not offered (not found), the target is the caller's
 * own (notYourself), the offered card is not the caller's (notFound at the field), the cards are
 * already exchanged or an application to that card is still waiting (conflict).
 */
export async function applyForCertificate(
  db: Db,
  partyId: string,
  input: { certificateId: number; applicantCertificateId: number; message: string },
  nowIso: string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await lockTenant(trx, partyId)
    const target = await trx
      .selectFrom('exchange_certificate')
      .select(['id', 'party_id', 'title', 'status'])
      .where('id', '=', input.certificateId)
      .where((eb) => eb.or([eb('party_id', '=', partyId), eb('status', '=', 'ACTIVE')]))
      .executeTakeFirst()
    if (!target) {
      throw ApiError.notFound('exchangeCertificates.notFound')
    }
    if (target.party_id === partyId) throw ApiError.invalidInput('certificateId', 'notYourself')
    const offered = await trx
      .selectFrom('exchange_certificate')
      .select(['id', 'company_name'])
      .where('id', '=', input.applicantCertificateId)
      .where('party_id', '=', partyId)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst()
    if (!offered) throw ApiError.invalidInput('applicantCertificateId', 'notFound')
    if (await exchangedBetween(trx, partyId, target.party_id)) {
      throw ApiError.conflict('exchangeCertificates.alreadyExchanged')
    }
    const waiting = await trx
      .selectFrom('exchange_application')
      .select('id')
      .where('certificate_id', '=', target.id)
      .where('applicant_party_id', '=', partyId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst()
    if (waiting) throw ApiError.conflict('exchangeCertificates.alreadyApplied')
    const row = await trx
      .insertInto('exchange_application')
      .values({
        party_id: target.party_id,
        certificate_id: target.id,
        applicant_party_id: partyId,
        applicant_certificate_id: offered.id,
        message: input.message,
        status: 'PENDING',
        reject_text: '',
        decided_at: null,
        created_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await notify(trx, {
      toPartyId: target.party_id,
      fromPartyId: partyId,
      title: '名片交换申请',
      content: `${offered.company_name} 申请与您交换名片（${target.title}）。${input.message}`,
      applyId: Number(row.id),
      atIso: nowIso,
    })
    return String(row.id)
  })
}

function applications(db: Q) {
  return db
    .selectFrom('exchange_application as a')
    .innerJoin('exchange_certificate as c', 'c.id', 'a.certificate_id')
    .innerJoin('party as owner', 'owner.id', 'a.party_id')
    .innerJoin('party as applicant', 'applicant.id', 'a.applicant_party_id')
    .leftJoin('exchange_certificate as ac', 'ac.id', 'a.applicant_certificate_id')
    .select([
      'a.id as id',
      'a.party_id as ownerPartyId',
      'a.applicant_party_id as applicantPartyId',
      'a.status as status',
      'a.certificate_id as certificateId',
      'a.applicant_certificate_id as applicantCertificateId',
      'c.title as certificateTitle',
      'owner.name as ownerName',
      'applicant.name as applicantName',
      'ac.company_name as applicantCompany',
      'a.message as message',
      'a.reject_text as rejectText',
      'a.created_at as createdAt',
      'a.decided_at as decidedAt',
    ])
}
type ApplyDbRow = Awaited<ReturnType<ReturnType<typeof applications>['executeTakeFirstOrThrow']>>

function toApplyRow(r: ApplyDbRow, partyId: string): ApplyRow {
  const received = r.ownerPartyId === partyId
  return {
    id: String(r.id),
    direction: received ? 'RECEIVED' : 'SENT',
    status: r.status as ExchangeApplyStatus,
    certificateId: String(r.certificateId),
    certificateTitle: r.certificateTitle,
    partyName: received ? (r.applicantCompany ?? r.applicantName) : r.ownerName,
    message: r.message,
    rejectText: r.rejectText,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
  }
}

export async function listApplications(
  db: Q,
  partyId: string,
  params: PageParams,
  filters: { direction: ApplyDirection; status?: ExchangeApplyStatus | undefined },
): Promise<Page<ApplyRow>> {
  let q = applications(db).where(
    filters.direction === 'RECEIVED' ? 'a.party_id' : 'a.applicant_party_id',
    '=',
    partyId,
  )
  if (filters.status) q = q.where('a.status', '=', filters.status)
  return paginate(q, params, {
    sortable: { createdAt: 'a.created_at', decidedAt: 'a.decided_at', status: 'a.status' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'a.id',
    map: (r) => toApplyRow(r, partyId),
  })
}

/** An application with both cards, for either of its merchants; undefined for anyone else. */
export async function findApplication(db: Q, partyId: string, id: number): Promise<ApplyDetail | undefined> {
  const r = await applications(db)
    .where('a.id', '=', id)
    .where((eb) => eb.or([eb('a.party_id', '=', partyId), eb('a.applicant_party_id', '=', partyId)]))
    .executeTakeFirst()
  if (!r) return undefined
  const counterpart = r.ownerPartyId === partyId ? r.applicantPartyId : r.ownerPartyId
  const certificate = await findCertificate(db, partyId, Number(r.certificateId), counterpart)
  if (!certificate) return undefined
  const applicantCertificate =
    r.applicantCertificateId == null
      ? null
      : ((await findCertificate(db, partyId, Number(r.applicantCertificateId), counterpart)) ?? null)
  return {
    ...toApplyRow(r, partyId),
    certificate,
    applicantCertificate,
    canDecide: r.ownerPartyId === partyId && r.status === 'PENDING',
  }
}

/**
 * Accepts or rejects an application addressed to the caller, in one transaction: the status
 * changes only from PENDING (a second decision is a conflict and changes nothing), the step is
 * recorded in status_history, and the applicant gets a notice. The applicant itself may see
 * but not decide (forbidden); anyone else gets not found.
 */
export async function decideApplication(
  db: Db,
  decider: { partyId: string; userLoginId: string },
  decision: { id: number; event: ApplyEvent; rejectText: string },
  nowIso: string,
): Promise<void> {
  const { partyId, userLoginId } = decider
  await db.transaction().execute(async (trx) => {
    await lockTenant(trx, partyId)
    const app = await trx
      .selectFrom('exchange_application as a')
      .innerJoin('exchange_certificate as c', (j) =>
        j.onRef('c.id', '=', 'a.certificate_id').onRef('c.party_id', '=', 'a.party_id'),
      )
      .select(['a.id', 'a.party_id', 'a.applicant_party_id', 'a.status', 'c.title', 'c.company_name'])
      .where('a.id', '=', decision.id)
      .where((eb) => eb.or([eb('a.party_id', '=', partyId), eb('a.applicant_party_id', '=', partyId)]))
      .executeTakeFirst()
    if (!app || (app.party_id !== partyId && app.applicant_party_id !== partyId)) {
      throw ApiError.notFound('exchangeCertificates.applicationNotFound')
    }
    if (app.party_id !== partyId) throw ApiError.forbidden('exchangeCertificates.notAddressedToYou')
    const to = nextState(applyLifecycle, app.status, decision.event)
    if (!to) throw ApiError.conflict('exchangeCertificates.alreadyDecided')
    const changed = await trx
      .updateTable('exchange_application')
      .set({ status: to, reject_text: decision.rejectText, decided_at: nowIso })
      .where('id', '=', app.id)
      .where('party_id', '=', partyId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) !== 1) throw ApiError.conflict('exchangeCertificates.alreadyDecided')
    await trx
      .insertInto('status_history')
      .values({
        party_id: partyId,
        subject_type: 'EXCHANGE_APPLY',
        subject_id: Number(app.id),
        event: decision.event,
        from_status: app.status,
        to_status: to,
        user_login_id: userLoginId,
        remark: decision.rejectText,
        created_at: nowIso,
      })
      .execute()
    const accepted = to === 'ACCEPTED'
    await notify(trx, {
      toPartyId: app.applicant_party_id,
      fromPartyId: partyId,
      title: accepted ? '名片交换已通过' : '名片交换未通过',
      content: accepted
        ? `${app.company_name} 已同意与您交换名片（${app.title}）。`
        : `${app.company_name} 拒绝了您的名片交换申请（${app.title}）：${decision.rejectText}`,
      applyId: Number(app.id),
      atIso: nowIso,
    })
  })
}
