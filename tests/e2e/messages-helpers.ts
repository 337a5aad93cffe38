// Calls /control inside the page (through the mock) as another demo user, without touching
// the page's own sign-in: what a second merchant does while the test's user watches.
import type { Page } from '@playwright/test'

/** What a call as `username` answers, refusals included. */
export function answerAs(
  page: Page,
  username: string,
  call: string,
  body: unknown = {},
): Promise<{ code: number; message: string; data: unknown }> {
  return page.evaluate(
    async ({ username, call, body }) => {
      const login = await fetch('/control/vueUserLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ USERNAME: username, PASSWORD: 'demo1234' }),
      })
      const token = ((await login.json()) as { data: { token: string } }).data.token
      const res = await fetch(`/control/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', externalLoginKey: token },
        body: JSON.stringify(body),
      })
      return (await res.json()) as { code: number; message: string; data: unknown }
    },
    { username, call, body },
  )
}

/** The data of a call as `username`; a refusal fails the test. */
export async function callAs<T = unknown>(
  page: Page,
  username: string,
  call: string,
  body: unknown = {},
): Promise<T> {
  const envelope = await answerAs(page, username, call, body)
  if (envelope.code !== 20000) throw new Error(`${call} as ${username}: ${envelope.code} ${envelope.message}`)
  return envelope.data as T
}

/**
 * Marks every popup announcement as shown for `username`, so the sign-in popup does not cover
 * the page a test is about (the popup has its own tests). Needs the app's page open.
 */
export async function skipPopups(page: Page, username: string): Promise<void> {
  await page.goto('/login')
  await page.waitForFunction(() => window.__mock !== undefined)
  const unseen = await callAs<{ list: Array<{ infoId: string }> }>(
    page,
    username,
    'getAnnouncementShowRecord',
  )
  for (const a of unseen.list) await callAs(page, username, 'closeAnnouncementDialog', { infoId: a.infoId })
}

/** Stops the page's time (a few seconds ahead, so it is never in the past): timers then fire only through runFor/fastForward. */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 5_000)
}

/** With the page's time stopped, lets it run in small steps until `done` (the mock answers on a 0 ms timer). */
export async function runUntil(
  page: Page,
  done: () => Promise<boolean>,
  stepMs = 20,
  maxSteps = 200,
): Promise<void> {
  for (let i = 0; i < maxSteps; i++) {
    if (await done()) return
    await page.clock.runFor(stepMs)
  }
  throw new Error('runUntil: the page never got there')
}

/** The message centre's own tab strip (the shell's "open pages" strip is a tablist too). */
export function messageTabs(page: Page) {
  return page.getByRole('tablist', { name: 'Message types' })
}
