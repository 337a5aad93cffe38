// Playwright's `test`, extended with the mock server's handles (tests/e2e/README.md):
//
//   scenario(name, path?)          open the app with a scenario applied (fresh from the seed)
//   overrideEndpoint(call, answer) make one /control call answer a code, a transport error,
//                                  a delay or a malformed body, for this test only; a call name
//                                  not in the catalogue (contract/all-calls.ts) fails at once
//   menuBadge(label)               the visible count of a side-menu entry's badge (a locator)
//   control(call, body?)           make a /control call from the page as the signed-in user
//   clock                          read, advance or set the mock's fixed clock
//   loginAs(role, { path, language })  open a page (default /dashboard) signed in as a demo role,
//                                  in one of the four languages (a fresh tab: the mock starts
//                                  signed in; an open app: a real /control/vueUserLogin)
//   test.use({ signedInAs, language })  start every test of a file already signed in (the mock:
//                                  its signedInAs scenario; the real server: a saved sign-in
//                                  per role, made once per run) and/or in a language; a role
//                                  code or a user name
//   test.use({ seed, latency })    the mock's demo world and answer delay (as ?seed= / ?latency=)
//
// Everything happens inside the page: Pretender answers /control there, so page.route never
// sees those calls. Every test gets a fresh browser context, hence a fresh mock database.
// Every mock test also records which states of which machines its pages enter (reachedStates,
// docs/machines/README.md "The states the end-to-end journeys reach").
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  test as base,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { ALL_CALLS, type ControlCall } from '../../contract/all-calls.ts'
import { methodOf } from '../../contract/calls.ts'
import { ADMIN_ROLE, DEMO_PASSWORD, demoUserName, ROLES, type Role } from '../../contract/roles.ts'
import { MOCK_OPTIONS_KEY, type MockStartOptions } from '../../mock-server/mock-options.ts'
import type { OverrideAnswer, OverrideEntry, OverrideOptions } from '../../mock-server/overrides.ts'
import type { ScenarioName } from '../../mock-server/scenarios/scenarios.ts'
import { RUN_DIR, type ReachedStates, serialise } from '../../scripts/e2e-reached.ts'
import { TOKEN_COOKIE } from '../../src/browser/auth-token.ts'

export type DemoRole = Role | typeof ADMIN_ROLE
/** A demo role code (`'TRADEBASE'`, `'admin'`), or a user name of the seed (`'tradebase'`, a sub-user's). */
export type DemoAccount = DemoRole | (string & {})

/** The user name to sign in with: a role code's demo account, or the name as given. */
export function accountUserName(account: DemoAccount): string {
  return account === ADMIN_ROLE || (ROLES as readonly string[]).includes(account)
    ? demoUserName(account as DemoRole)
    : account
}

const KNOWN_CALLS: readonly string[] = Object.keys(ALL_CALLS).sort()

/** The known calls nearest to a mistyped name, best first (edit distance). */
function nearestCalls(name: string): string[] {
  const distance = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j)
    for (let i = 1; i <= a.length; i++) {
      let diagonal = row[0] ?? 0
      row[0] = i
      for (let j = 1; j <= b.length; j++) {
        const above = row[j] ?? 0
        const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1
        row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + cost)
        diagonal = above
      }
    }
    return row[b.length] ?? 0
  }
  return KNOWN_CALLS.map((call) => ({ call, d: distance(name, call) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 5)
    .map((c) => c.call)
}

/**
 * Refuses a call name the catalogue does not know, naming the nearest and all known calls: an
 * override of a mistyped name would otherwise never apply and the test fail later, elsewhere.
 */
export function assertKnownCall(call: string, allowEvery: boolean): void {
  if ((allowEvery && call === '*') || KNOWN_CALLS.includes(call)) return
  throw new Error(
    `unknown /control call '${call}'${allowEvery ? " (nor '*', every call)" : ''}. ` +
      `Did you mean ${nearestCalls(call).join(', ')}? ` +
      `Known calls (contract/all-calls.ts): ${KNOWN_CALLS.join(', ')}`,
  )
}

/** What a /control call answered, as the page received it. */
export interface ControlEnvelope<T = unknown> {
  /** HTTP status. */
  status: number
  code: number
  message: string
  data: T
}

/** The interface languages (SPEC.md section 1). */
export const LANGUAGES = ['en', 'zh', 'es', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
/** Where the app keeps its saved settings, the language among them (src/services/preferences.ts). */
const SETTINGS_KEY = 'settings'

export interface LoginOptions {
  /** The page to open once signed in (default /dashboard). */
  path?: string
  /** Pins the interface language through the saved language setting, for this and later pages. */
  language?: Language
}

export interface MockClock {
  /** The mock's now. */
  now(): Promise<Date>
  /** Moves the mock's now forward (saved with the database, so it survives a reload). */
  advance(ms: number): Promise<void>
  set(at: Date | string): Promise<void>
}

export interface MockFixtures {
  scenario(name: ScenarioName, path?: string): Promise<void>
  /** Throws at once when `call` is not in contract/all-calls.ts (nor `'*'`). */
  overrideEndpoint(call: string, answer: OverrideAnswer, options?: OverrideOptions): Promise<void>
  clock: MockClock
  /** `loginAs(role, '/path')` is short for `loginAs(role, { path: '/path' })`. */
  loginAs(role: DemoAccount, options?: string | LoginOptions): Promise<void>
  /**
   * The visible count of the badge on the side-menu entry labelled `label` (exactly, in the
   * page's language): `'9'`, `'99+'`. Only the number a sighted user sees, without the
   * screen-reader text beside it. No badge: the locator matches nothing (`toHaveCount(0)`).
   */
  menuBadge(label: string): Locator
  /**
   * Makes a /control call from the open page as its signed-in user (the token cookie), with the
   * catalogue's method: a GET sends `body` as the query string. Returns the envelope whatever its
   * code. Refuses a call name the catalogue does not know.
   */
  control<T = unknown>(call: ControlCall, body?: Record<string, unknown>): Promise<ControlEnvelope<T>>
}

/** Options a file sets with `test.use({ ... })`. */
export interface MockOptions {
  /**
   * Every test starts signed in as this role's demo account: the browser context opens with a
   * saved sign-in (cookies and the mock's IndexedDB database, which holds the session row),
   * made once per run and role. The first `page.goto` lands signed in; nothing is typed.
   */
  signedInAs: DemoAccount | undefined
  /** The interface language of every page of the test (the saved language setting). */
  language: Language | undefined
  /**
   * The mock's demo world (`?seed=<n>`): another seed is generated live as the tab starts, a few
   * seconds. Ignored against the real server.
   */
  seed: number | undefined
  /** Every /control answer of the mock waits this many ms (`?latency=<ms>`), for the whole tab. */
  latency: number | undefined
}

export interface MockWorkerFixtures {
  /** Path of the saved sign-in (Playwright storage state) of a role, made on first use this run. */
  savedSignIn: (account: DemoAccount) => Promise<string>
  /**
   * The machine states this worker's tests reached on the mock (the inspector hook), written to
   * test-results/e2e-states/ when the worker ends; `npm run machines` shows them (scripts/e2e-reached.ts).
   */
  reachedStates: { add(machine: string, state: string): void; testOpened(): void }
}

/** Waits until the page's mock server is running; fails with its start-up error if it did not start. */
export async function waitForMock(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__mock !== undefined || window.__mockError !== undefined)
  const error = await page.evaluate(() => window.__mockError)
  if (error) throw new Error(`the mock server did not start: ${error}`)
}

/** True once the app's page is open (the mock may still be starting: wait for it). */
function onAppPage(page: Page): boolean {
  return !page.url().startsWith('about:')
}

function withParam(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`
}

let presetCount = 0

/**
 * Pins the language for every page the context opens from now on: the saved language setting
 * (`settings.language` in localStorage, src/services/preferences.ts) is set before the app
 * starts, as if the user had picked it earlier.
 */
async function pinLanguage(context: BrowserContext, language: Language): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
        localStorage.setItem(key, JSON.stringify({ ...saved, language: value }))
      } catch {
        // about:blank has no localStorage; the script runs again on the app's page.
      }
    },
    [SETTINGS_KEY, language] as const,
  )
}

const onMock = (testInfo: TestInfo) => testInfo.project.name === 'mock'

/**
 * Every tab of the context (or this tab) starts its mock signed in as `role` (the
 * `signedInAs:<user name>` scenario, left in sessionStorage before the app starts,
 * mock-server/start-in-page.ts). Once per tab: a reload resumes the tab's database, with
 * whatever the test changed.
 */
async function startSignedIn(target: Pick<Page, 'addInitScript'>, account: DemoAccount): Promise<void> {
  await target.addInitScript(
    (scenario) => {
      try {
        if (sessionStorage.getItem('mock.startScenario.given')) return
        sessionStorage.setItem('mock.startScenario.given', '1')
        sessionStorage.setItem('mock.startScenario', scenario)
      } catch {
        // about:blank has no sessionStorage; the script runs again on the app's page.
      }
    },
    `signedInAs:${accountUserName(account)}`,
  )
}

/** The mock of every tab of the context starts with this seed and latency (mock-server/mock-options.ts). */
async function startWithOptions(context: BrowserContext, options: MockStartOptions): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        sessionStorage.setItem(key, value)
      } catch {
        // about:blank has no sessionStorage; the script runs again on the app's page.
      }
    },
    [MOCK_OPTIONS_KEY, JSON.stringify(options)] as const,
  )
}

/** A real sign-in through /control/vueUserLogin in the page; stores the token cookie. */
async function signIn(page: Page, account: DemoAccount): Promise<void> {
  if (!onAppPage(page)) await page.goto('/login')
  await waitForMock(page)
  // A session row, single-session rules, without typing into the form.
  const token = await page.evaluate(
    async ({ username, password }) => {
      const res = await fetch('/control/vueUserLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ USERNAME: username, PASSWORD: password }),
      })
      const body = (await res.json()) as { code: number; message: string; data: { token: string } }
      if (body.code !== 20000) throw new Error(`sign-in as ${username} answered ${body.code} ${body.message}`)
      return body.data.token
    },
    { username: accountUserName(account), password: DEMO_PASSWORD },
  )
  await page.evaluate(
    ([name, value]) => {
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Strict`
    },
    [TOKEN_COOKIE, token] as const,
  )
}

/**
 * Signs in once in a context of its own and saves cookies plus IndexedDB (the mock's database
 * with the new session row, mock-server/README.md "Persistence"): a context opened from the file
 * resumes that database, already signed in, with the seed's data and the mock's clock.
 */
async function makeSavedSignIn(
  browser: Browser,
  baseURL: string | undefined,
  account: DemoAccount,
  file: string,
) {
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await signIn(page, account)
    // Everything the sign-in wrote is in IndexedDB before the state is taken.
    await page.evaluate(() => window.__mock?.flush())
    const partial = `${file}.${process.pid}.part`
    await context.storageState({ path: partial, indexedDB: true })
    renameSync(partial, file)
  } finally {
    await context.close()
  }
}

export const test = base.extend<MockFixtures & MockOptions, MockWorkerFixtures>({
  scenario: async ({ page }, use) => {
    await use(async (name, path = '/') => {
      await page.goto(withParam(path, 'scenario', name))
      await waitForMock(page)
      expect(await page.evaluate(() => window.__mock?.scenario)).toBe(name)
    })
  },

  overrideEndpoint: async ({ page }, use) => {
    await use(async (call, answer, options) => {
      assertKnownCall(call, true)
      if (onAppPage(page)) {
        await waitForMock(page)
        await page.evaluate(([c, a, o]) => window.__mock?.override(c, a, o), [call, answer, options] as const)
        return
      }
      // Before the app has loaded: the override waits in sessionStorage for the mock to start,
      // so even the calls made while the app boots (vueGetUserInfo) see it. Added once per tab.
      const entry: OverrideEntry = { call, answer, remaining: options?.times ?? null }
      presetCount += 1
      await page.addInitScript(
        ({ id, entry }) => {
          try {
            const applied: string[] = JSON.parse(sessionStorage.getItem('mock.overrides.presets') ?? '[]')
            if (applied.includes(id)) return
            const list: OverrideEntry[] = JSON.parse(sessionStorage.getItem('mock.overrides') ?? '[]')
            sessionStorage.setItem(
              'mock.overrides',
              JSON.stringify([...list.filter((e) => e.call !== entry.call), entry]),
            )
            sessionStorage.setItem('mock.overrides.presets', JSON.stringify([...applied, id]))
          } catch {
            // about:blank has no sessionStorage; the script runs again on the app's page.
          }
        },
        { id: `preset-${presetCount}`, entry },
      )
    })
  },

  clock: async ({ page }, use) => {
    await use({
      now: async () => new Date(await page.evaluate(() => window.__mock?.clock.now().toISOString() ?? '')),
      advance: async (ms) => {
        await page.evaluate(async (ms) => {
          window.__mock?.clock.advance(ms)
          await window.__mock?.flush()
        }, ms)
      },
      set: async (at) => {
        await page.evaluate(async (iso) => {
          window.__mock?.clock.set(iso)
          await window.__mock?.flush()
        }, new Date(at).toISOString())
      },
    })
  },

  loginAs: async ({ page }, use) => {
    await use(async (role, options) => {
      const { path = '/dashboard', language } =
        typeof options === 'string' ? { path: options } : (options ?? {})
      if (language) await pinLanguage(page.context(), language)
      if (onAppPage(page)) {
        // The app is open (a scenario, another account): a real sign-in in the running page.
        await signIn(page, role)
      } else {
        // A fresh tab: its mock starts signed in (the signedInAs scenario), one page load.
        await startSignedIn(page, role)
      }
      await page.goto(path)
      await waitForMock(page)
    })
  },

  menuBadge: async ({ page }, use) => {
    // The side menu's markup (src/views/shell/side-menu.tsx): the visible number is the badge's
    // aria-hidden part; its other part is the screen-reader text ("9 waiting").
    await use((label) =>
      page
        .locator('.side-menu__nav .side-menu__link')
        .filter({ has: page.locator('.side-menu__label').getByText(label, { exact: true }) })
        .locator('.side-menu__badge > [aria-hidden="true"]'),
    )
  },

  control: async ({ page }, use) => {
    await use(async <T>(call: ControlCall, body: Record<string, unknown> = {}) => {
      assertKnownCall(call, false)
      if (!onAppPage(page)) await page.goto('/login')
      await waitForMock(page)
      const method = methodOf(ALL_CALLS[call])
      return page.evaluate(
        async ({ call, method, body }) => {
          const token = decodeURIComponent(document.cookie.match(/(?:^|; )Admin-Token=([^;]*)/)?.[1] ?? '')
          const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : ''
          const res = await fetch(`/control/${call}${query}`, {
            method,
            headers: {
              ...(token ? { externalLoginKey: token } : {}),
              ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            },
            ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
          })
          const envelope = (await res.json()) as { code: number; message: string; data: unknown }
          return { status: res.status, ...envelope }
        },
        { call, method, body },
      ) as Promise<ControlEnvelope<T>>
    })
  },

  signedInAs: [undefined, { option: true }],
  language: [undefined, { option: true }],
  seed: [undefined, { option: true }],
  latency: [undefined, { option: true }],

  savedSignIn: [
    async ({ browser }, use, workerInfo) => {
      // One file per role and run: test-results/ is emptied at the start of every run, and the
      // run id keeps a kept output folder from serving a previous build's database.
      const dir = join(workerInfo.project.outputDir, '.auth', process.env.E2E_RUN_ID ?? 'run')
      mkdirSync(dir, { recursive: true })
      const made = new Map<DemoAccount, Promise<string>>()
      await use((account) => {
        let file = made.get(account)
        if (!file) {
          const path = join(dir, `${account}.json`)
          // Another worker may have made it already this run.
          file = existsSync(path)
            ? Promise.resolve(path)
            : makeSavedSignIn(browser, workerInfo.project.use.baseURL, account, path).then(() => path)
          made.set(account, file)
        }
        return file
      })
    },
    { scope: 'worker' },
  ],

  // Against the real server: the cookies of a saved sign-in. Against the mock, whose database
  // lives in the page, a saved sign-in would carry the whole database (megabytes, seconds per
  // context); the mock starts signed in from its seed instead (startSignedIn).
  storageState: async ({ storageState, signedInAs, savedSignIn }, use, testInfo) => {
    await use(signedInAs && !onMock(testInfo) ? await savedSignIn(signedInAs) : storageState)
  },

  reachedStates: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const reached: ReachedStates = { tests: 0, machines: {} }
      await use({
        add: (machine, state) => {
          reached.machines[machine] = [...(reached.machines[machine] ?? []), state]
        },
        testOpened: () => {
          reached.tests += 1
        },
      })
      if (reached.tests === 0) return
      // test-results/ is the run's output folder, emptied as a run starts: these are the last run's.
      const dir = join(workerInfo.project.outputDir, RUN_DIR.replace(/^test-results\//, ''))
      mkdirSync(dir, { recursive: true })
      writeFileSync(
        join(dir, `${workerInfo.project.name}-${workerInfo.parallelIndex}-${process.pid}.json`),
        serialise(reached),
      )
    },
    { scope: 'worker' },
  ],

  context: async ({ context, language, signedInAs, seed, latency, reachedStates }, use, testInfo) => {
    if (onMock(testInfo)) {
      // The page's inspector hook calls this once per machine and state it first enters.
      await context.exposeBinding('__recordMachineState', (_source, machine: string, state: string) =>
        reachedStates.add(machine, state),
      )
      reachedStates.testOpened()
    }
    if (language) await pinLanguage(context, language)
    if ((seed !== undefined || latency !== undefined) && onMock(testInfo))
      await startWithOptions(context, {
        ...(seed !== undefined ? { seed } : {}),
        ...(latency !== undefined ? { latency } : {}),
      })
    if (signedInAs && onMock(testInfo)) await startSignedIn(context, signedInAs)
    await use(context)
  },
})

export { expect }
