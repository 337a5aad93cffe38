// Keys every server process shares (the Node server's processes and the mock alike), made on
// first use and kept in the database, so a challenge signed by one process verifies on another.
import type { Db } from '../db/schema.ts'
import { toBase64 } from './password-hasher.ts'

/** The named secret, made (256 random bits) by whichever process asks first. */
export async function serverSecret(db: Db, name: string, nowIso: string): Promise<string> {
  const existing = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst()
  if (existing) return existing.value
  // Two processes may make one at once: the first insert wins and both read it back.
  await db
    .insertInto('server_secret')
    .values({ name, value: toBase64(crypto.getRandomValues(new Uint8Array(32))), created_at: nowIso })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return row.value
}
