// A production start (NODE_ENV=production) creates no demo data, refuses a database holding
// the demo accounts, and `npm run account:create` makes the first real account with a
// password typed at the prompt (docs/security.md, "Production start").
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ResultCode } from '../../contract/codes.ts'
import { defaultLoginLimits, defaultSessionPolicy } from '../../server/app-deps.ts'
import { createApp } from '../../server/app.ts'
import { createFirstAccount, FirstAccountError } from '../../server/account/first-account.ts'
import { DemoDataInProductionError, prepareProductionDatabase } from '../../server/db/prepare.ts'
import type { Db } from '../../server/db/schema.ts'
import { DEFAULT_SEED, seedDemo } from '../../server/db/seed/seed-demo.ts'
import { openSqlite } from '../../server/db/sqlite.ts'
import { FixedClock } from '../../server/fixed-clock.ts'
import { pbkdf2Hasher } from '../../server/security/password-hasher.ts'
import { MemoryUploadStore } from '../../server/storage/upload-store.ts'
import { DATABASES, openTestDb, TEST_EPOCH } from './harness.ts'

const hasher = pbkdf2Hasher(1000)
const count = async (db: Db, table: 'party' | 'user_login') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

async function signIn(db: Db, USERNAME: string, PASSWORD: string): Promise<{ code: number }> {
  const app = createApp({
    db,
    clock: new FixedClock(TEST_EPOCH),
    hasher,
    session: defaultSessionPolicy,
    loginLimits: defaultLoginLimits,
    clientAddress: () => '203.0.113.1',
    uploads: new MemoryUploadStore(),
    log: () => {},
  })
  const res = await app.request('/control/vueUserLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ USERNAME, PASSWORD }),
  })
  return (await res.json()) as { code: number }
}

describe.each(DATABASES)('production start on %s', (kind) => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => {
    await close?.()
  })

  it('migrates without demo data; the first account signs in; a second "first" account is refused', async () => {
    const opened = await openTestDb(kind)
    close = opened.close
    const { db } = opened
    expect(await prepareProductionDatabase(db, hasher, opened.schema)).toEqual({ hasAccounts: false })
    expect(await count(db, 'party')).toBe(0)
    // Bad input is refused with what is wrong, and writes nothing.
    await expect(
      createFirstAccount(db, hasher, { username: 'Owner!', displayName: '', password: 'demo1234' }),
    ).rejects.toThrow(/user name.*name.*password/)
    expect(await count(db, 'user_login')).toBe(0)

    await createFirstAccount(db, hasher, {
      username: 'owner',
      displayName: '平台运营',
      password: 'a long passphrase',
    })
    expect((await signIn(db, 'owner', 'a long passphrase')).code).toBe(ResultCode.ok)
    expect((await signIn(db, 'admin', 'demo1234')).code).toBe(ResultCode.badCredentials)
    await expect(
      createFirstAccount(db, hasher, {
        username: 'second',
        displayName: 'x',
        password: 'another passphrase',
      }),
    ).rejects.toBeInstanceOf(FirstAccountError)
    expect(await prepareProductionDatabase(db, hasher, opened.schema)).toEqual({ hasAccounts: true })
  })

  it('refuses a database that holds the demo accounts', async () => {
    const opened = await openTestDb(kind)
    close = opened.close
    await prepareProductionDatabase(opened.db, hasher, opened.schema)
    await seedDemo(opened.db, { seed: DEFAULT_SEED, now: TEST_EPOCH, hasher })
    const refusal = prepareProductionDatabase(opened.db, hasher, opened.schema)
    await expect(refusal).rejects.toBeInstanceOf(DemoDataInProductionError)
    await expect(refusal).rejects.toThrow(/admin/)
  })
})

describe('the commands', () => {
  const tsx = (script: string, env: Record<string, string>, input = '') =>
    spawnSync('npx', ['tsx', script], {
      input,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, ...env, DATABASE_URL: '' },
    })

  it('account:create asks for the account at the prompt and creates it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'first-account-'))
    const short = tsx('server/create-first-account.ts', { DATA_DIR: dataDir }, 'owner\n平台运营\nshort\n')
    expect(short.status).toBe(1)
    expect(short.stderr).toMatch(/not created: the password takes 12/)
    const made = tsx(
      'server/create-first-account.ts',
      { DATA_DIR: dataDir },
      'owner\n平台运营\na long passphrase\na long passphrase\n',
    )
    expect(made.stdout).toMatch(/created owner/)
    expect(made.status).toBe(0)
    // The password is never echoed.
    expect(made.stdout).not.toMatch(/passphrase/)
  })

  it('NODE_ENV=production refuses to start without its payment secret, and on the demo database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'production-demo-'))
    const db = openSqlite(join(dataDir, 'merchant.sqlite'))
    await prepareProductionDatabase(db, hasher)
    await seedDemo(db, { seed: DEFAULT_SEED, now: TEST_EPOCH, hasher })
    await db.destroy()
    // Without the payment provider's secret a production start stops at once, saying so.
    const unpaid = tsx('server/main.ts', { DATA_DIR: dataDir, NODE_ENV: 'production', PORT: '0' })
    expect(unpaid.status).toBe(1)
    expect(unpaid.stderr).toMatch(/PAYMENT_WEBHOOK_SECRET/)
    const start = tsx('server/main.ts', {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: '0',
      PAYMENT_WEBHOOK_SECRET: 'a-test-secret-of-at-least-32-characters',
    })
    expect(start.status).toBe(1)
    expect(start.stderr).toMatch(/holds demo accounts/)
  })
})
