// One-time codes (TOTP) as a second factor (docs/api.md, One-time codes; issue 36): every login
// turns them on from its account page (a secret, confirmed by a code made from it, then ten
// recovery codes shown once), off with a current code, and makes new recovery codes. A login with
// codes on (or whose merchant requires them) gets a ticket from vueUserLogin instead of a session
// (40100) and ends the sign-in here with a code or a recovery code. Wrong codes are limited per
// ticket and per login.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { ResultCode } from '../../contract/codes.ts'
import {
  type RecoveryCodesResponse,
  type SecondFactorRequired,
  type TotpLoginResponse,
  type TotpPolicy,
  type TotpSecretOffer,
  type TotpStatus,
  totpCodeRequest,
  totpLoginRequest,
  totpPolicy,
} from '../../contract/session.schema.ts'
import { SUB_USER_MANAGER_ROLES } from '../../contract/roles.ts'
import { emptyRequest } from '../../contract/shared.schema.ts'
import type { AppDeps } from '../app-deps.ts'
import type { AppEnv } from '../app-env.ts'
import { recordWrites } from '../audit/audit.repository.ts'
import { redactRequest } from '../audit/redact.ts'
import type { Db } from '../db/schema.ts'
import { inOneTransaction } from '../db/unit-of-work.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireRoles } from '../middleware/require-area.ts'
import { hashToken, newToken } from '../security/token.ts'
import {
  acceptedStep,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
} from './one-time-codes.ts'
import {
  countRecentAttempts,
  recordFailedAttempt,
  rolesOf,
  secondsUntilBelowLimit,
  startSession,
} from './session.repository.ts'
import {
  confirmTotpSecret,
  countRecoveryCodesLeft,
  countWrongTry,
  findTicket,
  findTotpPolicy,
  findTotpSecret,
  offerTotpSecret,
  removeTotp,
  replaceRecoveryCodes,
  saveTicket,
  saveTotpPolicy,
  spendRecoveryCode,
  spendTicket,
  spendTotpStep,
  totpRequiredFor,
} from './totp.repository.ts'

/** How long the code step of a sign-in may take. */
const TICKET_TTL_MS = 5 * 60 * 1000
/** Wrong codes one ticket takes before it is spent (the password must be given again). */
export const TICKET_MAX_WRONG = 5
/** Wrong codes one login takes within the sign-in window before it must wait (42900). */
export const LOGIN_MAX_WRONG_CODES = 10

const codeKey = (userLoginId: string) => `totp:${userLoginId}`

/** Refuses (42900) a login that gave too many wrong codes lately. */
async function gateCodes(deps: AppDeps, userLoginId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - deps.loginLimits.windowMs).toISOString()
  if ((await countRecentAttempts(deps.db, codeKey(userLoginId), since)) < LOGIN_MAX_WRONG_CODES) return
  const seconds = await secondsUntilBelowLimit(
    deps.db,
    codeKey(userLoginId),
    LOGIN_MAX_WRONG_CODES,
    deps.loginLimits.windowMs,
    now,
  )
  throw new ApiError(
    ResultCode.tooManyRequests,
    'totp.tooManyCodes',
    { seconds },
    { retryAfterSeconds: seconds },
  )
}

async function wrongCode(deps: AppDeps, userLoginId: string, now: Date): Promise<never> {
  await recordFailedAttempt(deps.db, [codeKey(userLoginId)], now.toISOString())
  throw ApiError.invalidInput('code', 'wrongCode')
}

/**
 * Checks a code of a login with codes on: a current code (spent: its time step is not accepted
 * again) or one of its recovery codes (spent). Answers how, or null when neither.
 */
async function spendCode(
  db: Db,
  p: { partyId: string; userLoginId: string; secret: string; code: string; now: Date },
): Promise<'code' | 'recoveryCode' | null> {
  if (isTotpCode(p.code)) {
    const step = acceptedStep(p.secret, p.code, p.now)
    return step !== null && (await spendTotpStep(db, { ...p, step })) ? 'code' : null
  }
  const hash = await hashRecoveryCode(p.code)
  return (await spendRecoveryCode(db, { ...p, hash, nowIso: p.now.toISOString() })) ? 'recoveryCode' : null
}

async function freshRecoveryCodes(db: Db, partyId: string, userLoginId: string): Promise<string[]> {
  const codes = newRecoveryCodes()
  await replaceRecoveryCodes(db, {
    partyId,
    userLoginId,
    hashes: await Promise.all(codes.map(hashRecoveryCode)),
  })
  return codes
}

async function isSubAccount(db: Db, partyId: string, userLoginId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_login')
    .select('is_sub_account')
    .where('party_id', '=', partyId)
    .where('id', '=', userLoginId)
    .executeTakeFirst()
  return Number(row?.is_sub_account ?? 0) === 1
}

/**
 * After a right password (vueUserLogin): nothing when the login needs no code; otherwise the
 * 40100 answer with a ticket, and a new secret to enrol with when the merchant requires codes
 * and the login has none on.
 */
export async function requireSecondFactor(
  deps: AppDeps,
  login: { id: string; party_id: string; username: string; is_sub_account: number },
  now: Date,
): Promise<void> {
  const secret = await findTotpSecret(deps.db, login.party_id, login.id)
  const enabled = Boolean(secret?.confirmed_at)
  if (!enabled && !(await totpRequiredFor(deps.db, login.party_id, Number(login.is_sub_account) === 1)))
    return
  const ticket = newToken()
  const enrol = enabled ? null : newTotpSecret(login.username)
  await saveTicket(deps.db, {
    ticketHash: await hashToken(ticket),
    partyId: login.party_id,
    userLoginId: login.id,
    enrolSecret: enrol?.secret ?? null,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS).toISOString(),
    nowIso: now.toISOString(),
  })
  throw new ApiError(ResultCode.secondFactorRequired, 'session.secondFactorRequired', {}, {
    ticket,
    enrol,
  } satisfies SecondFactorRequired)
}

function auditRow(c: Context<AppEnv>, p: { partyId: string; userLoginId: string; request: unknown }) {
  const deps = c.get('deps')
  return {
    partyId: p.partyId,
    userLoginId: p.userLoginId,
    call: 'totpLogin',
    subjectType: 'totp',
    subjectId: null,
    request: redactRequest(p.request),
    clientAddress: deps.clientAddress(c),
    createdAt: deps.clock.now().toISOString(),
  }
}

const managers = requireRoles(SUB_USER_MANAGER_ROLES)

export const totpRoutes = new Hono<AppEnv>()
  .post('/totpLogin', async (c) => {
    const { ticket, code } = await body(c, totpLoginRequest)
    const deps = c.get('deps')
    const now = deps.clock.now()
    const nowIso = now.toISOString()
    const ticketHash = await hashToken(ticket)
    const found = await findTicket(deps.db, ticketHash, nowIso)
    if (!found) throw ApiError.invalidInput('ticket', 'challengeExpired')
    const { party_id: partyId, user_login_id: userLoginId } = found
    await gateCodes(deps, userLoginId, now)
    if (found.enabled !== 1) throw new ApiError(ResultCode.accountDisabled, 'session.accountDisabled')
    const enrolSecret = found.enrol_secret
    const outcome = await inOneTransaction(deps.db, async (db) => {
      let recoveryCodes: string[] | null = null
      if (enrolSecret) {
        // Enrolment at sign-in: the code confirms the secret the 40100 offered.
        const step = acceptedStep(enrolSecret, code, now)
        if (step === null) return undefined
        await confirmTotpSecret(db, { partyId, userLoginId, secret: enrolSecret, step, nowIso })
        recoveryCodes = await freshRecoveryCodes(db, partyId, userLoginId)
        await recordWrites(db, [auditRow(c, { partyId, userLoginId, request: { enrolled: true } })])
      } else {
        const secret = await findTotpSecret(db, partyId, userLoginId)
        if (!secret?.confirmed_at) return 'expired' as const
        const how = await spendCode(db, { partyId, userLoginId, secret: secret.secret, code, now })
        if (how === null) return undefined
        if (how === 'recoveryCode')
          await recordWrites(db, [auditRow(c, { partyId, userLoginId, request: { recoveryCodeUsed: true } })])
      }
      if (!(await spendTicket(db, partyId, ticketHash))) return 'expired' as const
      return { recoveryCodes }
    })
    if (outcome === 'expired') throw ApiError.invalidInput('ticket', 'challengeExpired')
    if (!outcome) {
      await countWrongTry(deps.db, partyId, ticketHash, TICKET_MAX_WRONG)
      deps.log({ kind: 'login.failed', detail: { totp: userLoginId, address: deps.clientAddress(c) } })
      return wrongCode(deps, userLoginId, now)
    }
    const token = newToken()
    const roles = await rolesOf(deps.db, userLoginId)
    await startSession(deps.db, {
      tokenHash: await hashToken(token),
      userLoginId,
      partyId,
      replacePrevious: roles.some((r) => deps.session.singleSessionRoles.includes(r)),
      now,
      lifetimeMs: deps.session.absoluteLifetimeMs,
    })
    return ok<TotpLoginResponse>(c, { token, recoveryCodes: outcome.recoveryCodes })
  })
  .post('/getTotpStatus', requireSession, async (c) => {
    await body(c, emptyRequest)
    const { db } = c.get('deps')
    const { partyId, userLoginId } = c.get('caller')
    const [secret, left, sub] = await Promise.all([
      findTotpSecret(db, partyId, userLoginId),
      countRecoveryCodesLeft(db, partyId, userLoginId),
      isSubAccount(db, partyId, userLoginId),
    ])
    return ok<TotpStatus>(c, {
      enabled: Boolean(secret?.confirmed_at),
      required: await totpRequiredFor(db, partyId, sub),
      recoveryCodesLeft: secret?.confirmed_at ? left : 0,
    })
  })
  .post('/totpEnrolStart', requireSession, async (c) => {
    await body(c, emptyRequest)
    const deps = c.get('deps')
    const { partyId, userLoginId } = c.get('caller')
    const current = await findTotpSecret(deps.db, partyId, userLoginId)
    if (current?.confirmed_at) throw ApiError.conflict('totp.alreadyEnabled')
    const login = await deps.db
      .selectFrom('user_login')
      .select('username')
      .where('party_id', '=', partyId)
      .where('id', '=', userLoginId)
      .executeTakeFirst()
    if (!login) throw ApiError.notFound('session.userNotFound')
    const offer = newTotpSecret(login.username)
    await offerTotpSecret(deps.db, {
      partyId,
      userLoginId,
      secret: offer.secret,
      nowIso: deps.clock.now().toISOString(),
    })
    return ok<TotpSecretOffer>(c, offer)
  })
  .post('/totpEnrolConfirm', requireSession, async (c) => {
    const { code } = await body(c, totpCodeRequest)
    const deps = c.get('deps')
    const { partyId, userLoginId } = c.get('caller')
    const now = deps.clock.now()
    const current = await findTotpSecret(deps.db, partyId, userLoginId)
    if (current?.confirmed_at) throw ApiError.conflict('totp.alreadyEnabled')
    if (!current) throw ApiError.conflict('totp.notEnabled')
    await gateCodes(deps, userLoginId, now)
    const step = acceptedStep(current.secret, code, now)
    if (step === null) return wrongCode(deps, userLoginId, now)
    await confirmTotpSecret(deps.db, {
      partyId,
      userLoginId,
      secret: current.secret,
      step,
      nowIso: now.toISOString(),
    })
    return ok<RecoveryCodesResponse>(c, {
      recoveryCodes: await freshRecoveryCodes(deps.db, partyId, userLoginId),
    })
  })
  .post('/totpDisable', requireSession, async (c) => {
    const { code } = await body(c, totpCodeRequest)
    const deps = c.get('deps')
    const { partyId, userLoginId } = c.get('caller')
    const now = deps.clock.now()
    const current = await findTotpSecret(deps.db, partyId, userLoginId)
    if (!current?.confirmed_at) throw ApiError.conflict('totp.notEnabled')
    if (await totpRequiredFor(deps.db, partyId, await isSubAccount(deps.db, partyId, userLoginId)))
      throw ApiError.conflict('totp.required')
    await gateCodes(deps, userLoginId, now)
    if (!(await spendCode(deps.db, { partyId, userLoginId, secret: current.secret, code, now })))
      return wrongCode(deps, userLoginId, now)
    await removeTotp(deps.db, partyId, userLoginId)
    return ok(c, null)
  })
  .post('/totpRecoveryCodes', requireSession, async (c) => {
    const { code } = await body(c, totpCodeRequest)
    const deps = c.get('deps')
    const { partyId, userLoginId } = c.get('caller')
    const now = deps.clock.now()
    const current = await findTotpSecret(deps.db, partyId, userLoginId)
    if (!current?.confirmed_at) throw ApiError.conflict('totp.notEnabled')
    await gateCodes(deps, userLoginId, now)
    if (!(await spendCode(deps.db, { partyId, userLoginId, secret: current.secret, code, now })))
      return wrongCode(deps, userLoginId, now)
    return ok<RecoveryCodesResponse>(c, {
      recoveryCodes: await freshRecoveryCodes(deps.db, partyId, userLoginId),
    })
  })
  .post('/getTotpPolicy', requireSession, managers, async (c) => {
    await body(c, emptyRequest)
    return ok<TotpPolicy>(c, await findTotpPolicy(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/saveTotpPolicy', requireSession, managers, async (c) => {
    const policy = await body(c, totpPolicy)
    const deps = c.get('deps')
    await saveTotpPolicy(deps.db, {
      partyId: c.get('caller').partyId,
      ...policy,
      nowIso: deps.clock.now().toISOString(),
    })
    return ok<TotpPolicy>(c, policy)
  })
