// Passkeys (WebAuthn credentials) and the challenges of their ceremonies (docs/api.md, Passkeys).
// A login's passkeys are read and removed by that login only.
import type { PasskeyRow } from '../../contract/session.schema.ts'
import type { Db } from '../db/schema.ts'

export async function listPasskeys(db: Db, partyId: string, userLoginId: string): Promise<PasskeyRow[]> {
  const rows = await db
    .selectFrom('passkey')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }))
}

export function credentialIdsOf(db: Db, partyId: string, userLoginId: string) {
  return db
    .selectFrom('passkey')
    .select(['credential_id', 'transports'])
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .execute()
}

/**
 * The passkey a sign-in names, with its login (any merchant's: the credential says whose; the
 * credential id is unique across merchants, so registering checks it here too).
 */
export function findPasskeyByCredential(db: Db, credentialId: string) {
  return db
    .selectFrom('passkey')
    .innerJoin('user_login', 'user_login.id', 'passkey.user_login_id')
    .select([
      'passkey.id',
      'passkey.party_id',
      'passkey.user_login_id',
      'passkey.credential_id',
      'passkey.public_key',
      'passkey.sign_count',
      'passkey.transports',
      'user_login.enabled',
      'user_login.party_id as login_party_id',
    ])
    .where('passkey.credential_id', '=', credentialId)
    .executeTakeFirst()
}

export async function addPasskey(
  db: Db,
  p: {
    partyId: string
    userLoginId: string
    credentialId: string
    publicKey: string
    signCount: number
    transports: string
    name: string
    nowIso: string
  },
): Promise<PasskeyRow> {
  const row = await db
    .insertInto('passkey')
    .values({
      party_id: p.partyId,
      user_login_id: p.userLoginId,
      credential_id: p.credentialId,
      public_key: p.publicKey,
      sign_count: p.signCount,
      transports: p.transports,
      name: p.name,
      created_at: p.nowIso,
      last_used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: String(row.id), name: p.name, createdAt: p.nowIso, lastUsedAt: null }
}

export async function markPasskeyUsed(
  db: Db,
  p: { partyId: string; id: number; signCount: number; nowIso: string },
): Promise<void> {
  await db
    .updateTable('passkey')
    .set({ sign_count: p.signCount, last_used_at: p.nowIso })
    .where('party_id', '=', p.partyId)
    .where('id', '=', p.id)
    .execute()
}

/** Removes one of the login's passkeys; false when it has none of that id. */
export async function deletePasskey(
  db: Db,
  partyId: string,
  userLoginId: string,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('passkey')
    .where('party_id', '=', partyId)
    .where('user_login_id', '=', userLoginId)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function saveChallenge(
  db: Db,
  c: {
    challenge: string
    purpose: 'register' | 'login'
    userLoginId: string | null
    expiresAt: string
    nowIso: string
  },
): Promise<void> {
  // Expired challenges go as new ones come: the table holds only the ceremonies under way.
  await db.deleteFrom('webauthn_challenge').where('expires_at', '<=', c.nowIso).execute()
  await db
    .insertInto('webauthn_challenge')
    .values({
      challenge: c.challenge,
      purpose: c.purpose,
      user_login_id: c.userLoginId,
      expires_at: c.expiresAt,
    })
    .execute()
}

/**
 * Spends a challenge: true when it was issued for this purpose (and login), has not expired and
 * was not used; whichever answer comes first spends it.
 */
export async function spendChallenge(
  db: Db,
  c: { challenge: string; purpose: 'register' | 'login'; userLoginId: string | null; nowIso: string },
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthn_challenge')
    .where('challenge', '=', c.challenge)
    .where('purpose', '=', c.purpose)
    .where('expires_at', '>', c.nowIso)
  query =
    c.userLoginId === null
      ? query.where('user_login_id', 'is', null)
      : query.where('user_login_id', '=', c.userLoginId)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}
