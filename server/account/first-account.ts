// The first real account of a production database (`npm run account:create`): the platform
// operator, with the admin role, on a database with no account yet. Later accounts are made
// by that operator in the product. The checks live here so the command and its test share them.
import { randomUUID } from 'node:crypto'
import { ADMIN_ROLE, DEMO_PASSWORD } from '../../contract/roles.ts'
import type { Db } from '../db/schema.ts'
import type { PasswordHasher } from '../security/password-hasher.ts'

export const FIRST_ACCOUNT_RULES = {
  username: /^[a-z0-9][a-z0-9_.-]{2,31}$/,
  minPasswordLength: 12,
  maxPasswordLength: 128,
  maxNameLength: 64,
} as const

export interface FirstAccountInput {
  username: string
  displayName: string
  password: string
}

/** What is wrong with the input, one sentence per problem (empty when it may be created). */
export function firstAccountProblems(input: FirstAccountInput): string[] {
  const problems: string[] = []
  if (!FIRST_ACCOUNT_RULES.username.test(input.username))
    problems.push('the user name takes 3 to 32 lower-case letters, digits, ".", "_" or "-"')
  const name = input.displayName.trim()
  if (!name || name.length > FIRST_ACCOUNT_RULES.maxNameLength)
    problems.push(`the name takes 1 to ${FIRST_ACCOUNT_RULES.maxNameLength} characters`)
  if (
    input.password.length < FIRST_ACCOUNT_RULES.minPasswordLength ||
    input.password.length > FIRST_ACCOUNT_RULES.maxPasswordLength
  )
    problems.push(
      `the password takes ${FIRST_ACCOUNT_RULES.minPasswordLength} to ${FIRST_ACCOUNT_RULES.maxPasswordLength} characters`,
    )
  if (input.password === DEMO_PASSWORD || input.password.toLowerCase() === input.username)
    problems.push('the password may not be the demo password or the user name')
  return problems
}

export class FirstAccountError extends Error {}

/** Creates the operator's party, login and admin role in one transaction. */
export async function createFirstAccount(
  db: Db,
  hasher: PasswordHasher,
  input: FirstAccountInput,
  now = new Date(),
): Promise<{ userLoginId: string; partyId: string }> {
  const problems = firstAccountProblems(input)
  if (problems.length > 0) throw new FirstAccountError(problems.join('; '))
  const passwordHash = await hasher.hash(input.password)
  const id = randomUUID().replaceAll('-', '').slice(0, 20)
  const partyId = `P${id}`
  const userLoginId = `U${id}`
  const at = now.toISOString()
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('user_login').select('id').limit(1).executeTakeFirst()
    if (existing) throw new FirstAccountError('this database already has accounts: add users in the product')
    await trx
      .insertInto('party')
      .values({
        id: partyId,
        name: input.displayName.trim(),
        kind: 'PLATFORM',
        tier: null,
        parent_party_id: null,
        province_id: null,
        city_id: null,
        county_id: null,
        from_date: null,
        thru_date: null,
        created_at: at,
        updated_at: null,
      })
      .execute()
    await trx
      .insertInto('user_login')
      .values({
        id: userLoginId,
        username: input.username,
        password_hash: passwordHash,
        party_id: partyId,
        display_name: input.displayName.trim(),
        last_login_at: null,
        created_at: at,
        updated_at: null,
      })
      .execute()
    await trx.insertInto('user_role').values({ user_login_id: userLoginId, role: ADMIN_ROLE }).execute()
  })
  return { userLoginId, partyId }
}
