// One-time codes (TOTP) of a login, its recovery codes, the sign-in's code step (tickets) and the
// merchant's requirement (docs/api.md, One-time codes). Every row names its merchant (party_id).
import type { Db } from '../db/schema.ts'

export function findTotpSecret(db: Db, partyId: string, userLoginId: string) {
  return db
    .selectFrom('totp_secret')
    .select(['secret', 'confirmed_at', 'last_step'])
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .executeTakeFirst()
}

/** A new, unconfirmed secret for the login (one it had unconfirmed is replaced). */
export async function offerTotpSecret(
  db: Db,
  p: { partyId: string; userLoginId: string; secret: string; nowIso: string },
): Promise<void> {
  await db
    .deleteFrom('totp_secret')
    .where('party_id', '=', p.partyId)
    .where('user_login_id', '=', p.userLoginId)
    .where('confirmed_at', 'is', null)
    .execute()
  await db
    .insertInto('totp_secret')
    .values({
      user_login_id: p.userLoginId,
      party_id: p.partyId,
      secret: p.secret,
      confirmed_at: null,
      last_step: 0,
      created_at: p.nowIso,
    })
    .execute()
}

/** Turns the login's codes on with this secret (from enrolment on the account page or at sign-in). */
export async function confirmTotpSecret(
  db: Db,
  p: { partyId: string; userLoginId: string; secret: string; step: number; nowIso: string },
): Promise<void> {
  await db
    .deleteFrom('totp_secret')
    .where('party_id', '=', p.partyId)
    .where('user_login_id', '=', p.userLoginId)
    .execute()
  await db
    .insertInto('totp_secret')
    .values({
      user_login_id: p.userLoginId,
      party_id: p.partyId,
      secret: p.secret,
      confirmed_at: p.nowIso,
      last_step: p.step,
      created_at: p.nowIso,
    })
    .execute()
}

/**
 * Records the time step of an accepted code; false when a code of that step or a later one was
 * already accepted (the same code twice: whichever comes first wins).
 */
export async function spendTotpStep(
  db: Db,
  p: { partyId: string; userLoginId: string; step: number },
): Promise<boolean> {
  const result = await db
    .updateTable('totp_secret')
    .set({ last_step: p.step })
    .where('party_id', '=', p.partyId)
    .where('user_login_id', '=', p.userLoginId)
    .where('last_step', '<', p.step)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function removeTotp(db: Db, partyId: string, userLoginId: string): Promise<void> {
  await db
    .deleteFrom('totp_secret')
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .execute()
  await db
    .deleteFrom('totp_recovery_code')
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .execute()
}

/** Replaces the login's recovery codes with these (hashes). */
export async function replaceRecoveryCodes(
  db: Db,
  p: { partyId: string; userLoginId: string; hashes: readonly string[] },
): Promise<void> {
  await db
    .deleteFrom('totp_recovery_code')
    .where('party_id', '=', p.partyId)
    .where('user_login_id', '=', p.userLoginId)
    .execute()
  await db
    .insertInto('totp_recovery_code')
    .values(
      p.hashes.map((code_hash) => ({
        party_id: p.partyId,
        user_login_id: p.userLoginId,
        code_hash,
        used_at: null,
      })),
    )
    .execute()
}

/** Spends one unused recovery code of the login; false when it has none with this hash. */
export async function spendRecoveryCode(
  db: Db,
  p: { partyId: string; userLoginId: string; hash: string; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('totp_recovery_code')
    .set({ used_at: p.nowIso })
    .where('party_id', '=', p.partyId)
    .where('user_login_id', '=', p.userLoginId)
    .where('code_hash', '=', p.hash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function countRecoveryCodesLeft(db: Db, partyId: string, userLoginId: string): Promise<number> {
  const row = await db
    .selectFrom('totp_recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function findTotpPolicy(
  db: Db,
  partyId: string,
): Promise<{ requireMain: boolean; requireSub: boolean }> {
  const row = await db
    .selectFrom('totp_policy')
    .select(['require_main', 'require_sub'])
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return {
    requireMain: Number(row?.require_main ?? 0) === 1,
    requireSub: Number(row?.require_sub ?? 0) === 1,
  }
}

export async function saveTotpPolicy(
  db: Db,
  p: { partyId: string; requireMain: boolean; requireSub: boolean; nowIso: string },
): Promise<void> {
  const values = {
    require_main: p.requireMain ? 1 : 0,
    require_sub: p.requireSub ? 1 : 0,
    updated_at: p.nowIso,
  }
  await db
    .insertInto('totp_policy')
    .values({ party_id: p.partyId, ...values })
    .onConflict((oc) => oc.column('party_id').doUpdateSet(values))
    .execute()
}

/** Whether the merchant requires codes for this login (main account or sub-account). */
export async function totpRequiredFor(db: Db, partyId: string, isSubAccount: boolean): Promise<boolean> {
  const policy = await findTotpPolicy(db, partyId)
  return isSubAccount ? policy.requireSub : policy.requireMain
}

export async function saveTicket(
  db: Db,
  t: {
    ticketHash: string
    partyId: string
    userLoginId: string
    enrolSecret: string | null
    expiresAt: string
    nowIso: string
  },
): Promise<void> {
  // Expired tickets go as new ones come: the table holds only the sign-ins under way.
  await db.deleteFrom('totp_ticket').where('expires_at', '<=', t.nowIso).execute()
  await db
    .insertInto('totp_ticket')
    .values({
      ticket_hash: t.ticketHash,
      party_id: t.partyId,
      user_login_id: t.userLoginId,
      enrol_secret: t.enrolSecret,
      wrong_tries: 0,
      expires_at: t.expiresAt,
    })
    .execute()
}

/** A ticket still valid (the sign-in's step names the ticket, not the merchant: the row says whose). */
export function findTicket(db: Db, ticketHash: string, nowIso: string) {
  return db
    .selectFrom('totp_ticket')
    .innerJoin('user_login', 'user_login.id', 'totp_ticket.user_login_id')
    .select([
      'totp_ticket.party_id',
      'totp_ticket.user_login_id',
      'totp_ticket.enrol_secret',
      'totp_ticket.wrong_tries',
      'user_login.enabled',
    ])
    .where('totp_ticket.ticket_hash', '=', ticketHash)
    .where('totp_ticket.expires_at', '>', nowIso)
    .executeTakeFirst()
}

/** Counts a wrong code against the ticket; at `maxTries` the ticket is spent. */
export async function countWrongTry(
  db: Db,
  partyId: string,
  ticketHash: string,
  maxTries: number,
): Promise<void> {
  await db
    .updateTable('totp_ticket')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('party_id', '=', partyId)
    .where('ticket_hash', '=', ticketHash)
    .execute()
  await db
    .deleteFrom('totp_ticket')
    .where('party_id', '=', partyId)
    .where('ticket_hash', '=', ticketHash)
    .where('wrong_tries', '>=', maxTries)
    .execute()
}

export async function spendTicket(db: Db, partyId: string, ticketHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('totp_ticket')
    .where('party_id', '=', partyId)
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}
