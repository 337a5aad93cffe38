// The development server (`npm run dev`: Vite in development mode, the mock server in the page)
// keeps the sign-in across reloads and typed addresses, and takes `?scenario=signedInAs:<user>`
// as the mock build does. React's StrictMode mounts the root actor twice there: the first
// mount's aborted vueGetUserInfo must not sign the user out (src/root-context.tsx).
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { expect, test, waitForMock } from './fixtures.ts'

/** A TCP port free on 127.0.0.1 now (as scripts/free-port.mjs). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

let server: ChildProcess | undefined
let origin = ''

test.describe('the development server', () => {
  // One server for the file; its first page load optimises dependencies, which takes a while.
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  test.beforeAll(async () => {
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    server = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, DEV_PORT: String(port) },
    })
    const deadline = Date.now() + 60_000
    for (;;) {
      const up = await fetch(`${origin}/login`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      if (Date.now() > deadline) throw new Error(`npm run dev did not answer on ${origin} within 60 s`)
      await new Promise((r) => setTimeout(r, 500))
    }
  })

  test.afterAll(() => {
    // The whole process group: npx, vite and its esbuild service.
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  })

  test('signs in with the form, stays signed in after a reload and a typed address @qa', async ({ page }) => {
    await page.goto(`${origin}/login`)
    await waitForMock(page)
    await page.getByLabel('User name').fill('tradebase')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu).toBeVisible({ timeout: 60_000 })
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.reload()
    await expect(menu).toBeVisible({ timeout: 30_000 })
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto(`${origin}/courseList`)
    await expect(menu).toBeVisible({ timeout: 30_000 })
    await expect(page).not.toHaveURL(/\/login/)
  })

  test('?scenario=signedInAs:<user name> opens the app signed in, as in the mock build @qa', async ({
    page,
  }) => {
    await page.goto(`${origin}/dashboard?scenario=signedInAs:tradebase`)
    await waitForMock(page)
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 60_000 })
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.reload()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 })
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
