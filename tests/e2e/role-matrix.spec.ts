// The role matrix (SPEC.md section 6), generated from the one role table (contract/roles.ts)
// and the route table (src/routes/route-table.ts): for every role code and admin, the menu
// shows exactly the groups the role may use, every allowed route opens with its title, every
// forbidden route is refused with no content, and a data call of every forbidden area answers
// 40300. New routes, groups and calls are picked up without editing this file, except that a
// new route GROUP must be given its area below (the test says so).
//
// Speed: one test per role, roles in parallel; each starts signed in (test.use({ signedInAs }))
// and moves between pages inside the running app, as a menu link would, instead of reloading it.
// Every role's menu lists exactly its pages, but each page is opened by ONE of the roles allowed
// it and refused by ONE of the roles not allowed it (spread evenly, OPENED_BY and REFUSED_BY
// below), and each role's first page is a forbidden address typed into the browser: which roles
// may open which page is one function (src/routes/route-access.ts), tested for every role and
// page in src/routes/route-access.test.ts and tests/unit/shell/role-matrix.test.ts; opening or
// refusing the same page for each role again cost most of this file's minutes.
import type { Page } from '@playwright/test'
import {
  ADMIN_ROLE,
  AREA_ROLES,
  type Area,
  AREAS,
  CATALOGUE_ORDER_AUDIT_ROLES,
  canUseArea,
  ROLES,
  SUB_USER_MANAGER_ROLES,
} from '../../contract/roles.ts'
import en from '../../src/locales/en/common.json' with { type: 'json' }
import enMessages from '../../src/locales/en/messages.json' with { type: 'json' }
import zhMessages from '../../src/locales/zh/messages.json' with { type: 'json' }
import zh from '../../src/locales/zh/common.json' with { type: 'json' }
import zhRoutes from '../../src/locales/zh/routes.json' with { type: 'json' }
import { filterRoutes, findPage, menuOf, pagesOf } from '../../src/routes/route-access.ts'
import { ROUTE_TABLE } from '../../src/routes/route-table.ts'
import { type DemoRole, expect, test, waitForMock } from './fixtures.ts'
import { groupTitle, mainMenu, routeTitle } from './shell-helpers.ts'

/** Which area each route group belongs to (SPEC.md section 2 groups; section 6 areas). */
const GROUP_AREA: Record<string, Area> = {
  activityManagement: 'activity',
  productManagement: 'products',
  orderManagement: 'orders',
  distributionManagement: 'distribution',
  catalogueManagement: 'catalogue',
  marketing: 'marketing',
  statisticsManagement: 'statistics',
  businessOpportunities: 'business-network',
  financialSettlement: 'finance',
  announcementManagement: 'announcements',
  projectManagement: 'projects',
  repairManagement: 'repair',
  repairSettlement: 'repair-settlement',
  thirdPlatform: 'third-platform',
  exchangeCertificate: 'exchange-certificates',
  message: 'messages',
  accountManagement: 'account',
  purchaseManagement: 'purchases',
}

/**
 * Data calls of each area (SPEC.md section 7, and the areas' own calls), tried in order: the
 * first one the server has mounted is the area's probe. An area with none mounted yet is covered
 * by the area middleware test (tests/contract/area-guard.test.ts) and noted on the test.
 */
const AREA_CALLS: Record<Area, readonly string[]> = {
  activity: ['getMpActivityList'],
  products: ['getProductList', 'getProductBrand'],
  orders: ['getOrderList', 'getSalesOrderList'],
  distribution: ['getMemberData', 'getReqData', 'getRankData', 'getGroupData', 'getSalesman'],
  catalogue: ['getCatalogList', 'getCataLogList'],
  marketing: ['getPromotionList', 'getPromotionsList'],
  statistics: ['getMonthlyReport', 'getDailyReport'],
  finance: ['getStatementList', 'getStatement'],
  announcements: ['getAnnouncementListFromNewMerchant'],
  'third-platform': ['getErpNameListFromNewMerchant', 'getErpParameterFromNewMerchant'],
  'business-network': [
    'getBusiFriendListFromNewMerchant',
    'getBusiFriendApplyFromNewMerchant',
    'getBusiDetail',
  ],
  'exchange-certificates': ['getExchangeCertificateList', 'getExchangeApplyList'],
  messages: ['getMessageListByUserLoginId', 'getMessageDetailFromNewMerchant'],
  projects: ['getProjectList'],
  repair: ['getRepairList'],
  'repair-settlement': ['getRepairStatementList'],
  // The account page's own call: the sub-user calls also admit the repair merchant, for its
  // repair staff (issue 33, SUB_USER_MANAGER_ROLES).
  account: ['getAccountInfo'],
  purchases: ['getPurchaseList'],
}

const ALL_ROLES: DemoRole[] = [...ROLES, ADMIN_ROLE]

/** The pages each role may open. */
const ALLOWED_BY = new Map(
  ALL_ROLES.map((r) => [r, new Set(pagesOf(filterRoutes([r])).map((p) => p.route.id))]),
)

/**
 * One role per page, spread evenly and deterministically: of the page's candidates, the one with
 * the fewest pages so far; `fallback` (or none) when the page has no candidate.
 */
function spreadPages(candidatesOf: (pageId: string) => DemoRole[], fallback?: DemoRole) {
  const load = new Map<DemoRole, number>(ALL_ROLES.map((r) => [r, 0]))
  const out = new Map<string, DemoRole>()
  for (const { route } of pagesOf(ROUTE_TABLE)) {
    const candidates = candidatesOf(route.id)
    const role = candidates.length
      ? candidates.reduce((a, b) => ((load.get(b) ?? 0) < (load.get(a) ?? 0) ? b : a))
      : fallback
    if (role === undefined) continue
    load.set(role, (load.get(role) ?? 0) + 1)
    out.set(route.id, role)
  }
  return out as ReadonlyMap<string, DemoRole>
}

/** The role that opens each page: one allowed it (admin only takes what no other role may open). */
const OPENED_BY = spreadPages((id) => ROLES.filter((r) => ALLOWED_BY.get(r)?.has(id)), ADMIN_ROLE)
/** The role that is refused each page: one not allowed it; none for a page every role may open. */
const REFUSED_BY = spreadPages((id) => ALL_ROLES.filter((r) => !ALLOWED_BY.get(r)?.has(id)))
const windowTitle = (page: string) =>
  en.windowTitle.replace('{{page}}', page).replace('{{product}}', en.productTitle)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The bell's accessible name ("Messages, 3 unread") as a pattern, in a language's texts. */
const bellName = (label: string) =>
  new RegExp(`^${escapeRegExp(label).replace(escapeRegExp('{{count}}'), '\\d+')}$`)
/** A name or text that starts with the title and no other word (a badge may follow: "Orders 3 waiting"). */
const titled = (title: string) => new RegExp(`^${escapeRegExp(title)}(?!\\p{L})`, 'u')

/**
 * The first mounted call of each area (answered by anything but "no such call"), with the code
 * it gave this page's user; undefined for an area none of whose calls this build has yet.
 */
async function probeCalls(page: Page): Promise<Partial<Record<Area, { call: string; code: number }>>> {
  return page.evaluate(async (table) => {
    const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]*)/)?.[1] ?? '')
    const out: Record<string, { call: string; code: number }> = {}
    for (const [area, calls] of Object.entries(table))
      for (const call of calls) {
        const res = await fetch(`/control/${call}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', externalLoginKey: token },
          body: JSON.stringify({}),
        })
        const body = (await res.json()) as { code: number; message: string }
        if (body.code === 40400 && body.message.startsWith('no such call')) continue
        out[area] = { call, code: body.code }
        break
      }
    return out
  }, AREA_CALLS)
}

interface Visit {
  path: string
  title: string
  headings: string[]
}

/**
 * Opens each path inside the running app as a menu link would (history + popstate, no reload),
 * waits up to 5 s for the window title it should get, lets the page settle for two frames and
 * records what it showed: the window title and the visible level-1 headings. One round trip for
 * the whole list keeps a hundred routes per role to seconds.
 */
async function visitInApp(page: Page, targets: Array<{ path: string; title: string }>): Promise<Visit[]> {
  return page.evaluate(async (targets) => {
    const go = (to: string) => {
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)))
    const visits = []
    for (const { path, title } of targets) {
      go(path)
      const start = performance.now()
      while (document.title !== title && performance.now() - start < 5_000) await frame()
      await frame()
      await frame()
      // Visible ones only: cached pages stay mounted, hidden, while another tab shows.
      const headings = [...document.querySelectorAll('h1')]
        .filter((h) => h.checkVisibility())
        .map((h) => h.textContent?.trim() ?? '')
      visits.push({ path, title: document.title, headings })
    }
    go('/dashboard')
    return visits
  }, targets)
}

test('every page is opened by one of the roles allowed it @roles', () => {
  for (const { route } of pagesOf(ROUTE_TABLE)) {
    const role = OPENED_BY.get(route.id)
    expect(role, route.id).toBeDefined()
    expect(
      pagesOf(filterRoutes([role as DemoRole])).some((p) => p.route.id === route.id),
      `${route.id} opened by ${role}`,
    ).toBe(true)
  }
})

test('every page some role may not open is refused for one of those roles @roles', () => {
  for (const { route } of pagesOf(ROUTE_TABLE)) {
    const refusedTo = ALL_ROLES.filter(
      (r) => !pagesOf(filterRoutes([r])).some((p) => p.route.id === route.id),
    )
    const role = REFUSED_BY.get(route.id)
    if (refusedTo.length === 0) expect(role, route.id).toBeUndefined()
    else expect(refusedTo, `${route.id} refused to ${role}`).toContain(role)
  }
})

test('every route group of the table has an area and admits exactly its roles @roles', () => {
  const groups = ROUTE_TABLE.filter((r) => r.children).map((r) => r.id)
  expect(
    groups.filter((id) => !(id in GROUP_AREA)),
    'add the new group to GROUP_AREA',
  ).toEqual([])
  expect(Object.keys(AREA_CALLS).sort()).toEqual([...AREAS].sort())
  // Each group admits exactly its area's roles from the one role table (the catalogue group also
  // the basic tiers, for the order audit list that SPEC.md section 6 opens to them; the account
  // group also the repair merchant, whose repair staff are sub-users: hidden pages, no menu).
  for (const group of ROUTE_TABLE.filter((r) => r.children)) {
    const area = GROUP_AREA[group.id] as Area
    const roles =
      area === 'catalogue'
        ? CATALOGUE_ORDER_AUDIT_ROLES
        : area === 'account'
          ? SUB_USER_MANAGER_ROLES
          : AREA_ROLES[area]
    expect([...(group.roles ?? [])].sort(), group.id).toEqual([...roles].sort())
  }
})

for (const role of ALL_ROLES) {
  const allowed = filterRoutes([role])
  const allowedIds = new Set(pagesOf(allowed).map((p) => p.route.id))
  // The allowed pages this role opens (OPENED_BY); its menu lists all of them.
  const allowedPages = pagesOf(allowed).filter((p) => OPENED_BY.get(p.route.id) === role)
  const refusedPages = pagesOf(ROUTE_TABLE).filter((p) => !allowedIds.has(p.route.id))
  // The forbidden pages this role is refused in the app (REFUSED_BY); the first one it is
  // refused on a direct load, whether or not it is in its share.
  const forbiddenPages = refusedPages.filter((p, i) => i === 0 || REFUSED_BY.get(p.route.id) === role)
  const menu = menuOf(allowed)

  test.describe(`role ${role}`, () => {
    test.use({ signedInAs: role })
    test.describe.configure({ timeout: 180_000 })

    test(`${role}: menu, routes and data calls follow the role table @roles`, async ({ page }) => {
      // The first load is a direct one: a forbidden address typed into the browser is refused too.
      await page.goto(forbiddenPages[0]?.route.path ?? '/dashboard')
      await waitForMock(page)
      const nav = mainMenu(page)
      await expect(nav).toBeVisible({ timeout: 20_000 })
      if (forbiddenPages[0])
        await expect(page.getByRole('heading', { name: en.status.forbidden.heading })).toBeVisible()

      await test.step('the menu shows exactly the allowed groups and pages', async () => {
        // Groups are the menu's expandable buttons: exactly the allowed ones, in the table's order.
        const groups = nav
          .getByRole('button', { expanded: false })
          .or(nav.getByRole('button', { expanded: true }))
        const expectedGroups = menu.filter((e) => e.children).map((e) => groupTitle(e.route.id))
        await expect(groups).toHaveText(expectedGroups.map(titled))
        // Every group opened at once in the page and its visible links read in one round trip:
        // a click and a check per group took up to ten seconds for the roles with most groups.
        const shown = await nav.evaluate(async (menu) => {
          const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)))
          const buttons = [...menu.querySelectorAll<HTMLButtonElement>('button[aria-controls]')]
          for (const button of buttons) if (button.getAttribute('aria-expanded') !== 'true') button.click()
          const lists = () =>
            buttons.map((b) => document.getElementById(b.getAttribute('aria-controls') ?? ''))
          const start = performance.now()
          while (lists().some((l) => !l?.checkVisibility()) && performance.now() - start < 10_000)
            await frame()
          const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()
          const links = (root: Element | null) =>
            [...(root?.querySelectorAll('a') ?? [])].filter((a) => a.checkVisibility()).map(text)
          return {
            topLinks: [...menu.querySelectorAll(':scope > ul > li > a')].map(text),
            groups: lists().map((list) => links(list)),
          }
        })
        const wrong: string[] = []
        const groupEntries = menu.filter((e) => e.children)
        for (const [i, entry] of groupEntries.entries()) {
          const expected = (entry.children ?? []).map((c) => titled(routeTitle(c.id)))
          const seen = shown.groups[i] ?? []
          if (seen.length !== expected.length || seen.some((name, j) => !expected[j]?.test(name)))
            wrong.push(`${groupTitle(entry.route.id)}: ${seen.join(', ')}`)
        }
        for (const entry of menu.filter((e) => !e.children)) {
          const title = titled(routeTitle(entry.route.id))
          if (!shown.topLinks.some((name) => title.test(name)))
            wrong.push(`no link ${routeTitle(entry.route.id)}`)
        }
        expect(wrong, 'menu groups with other pages than the role may open').toEqual([])
      })

      await test.step('its share of the allowed routes opens with its title, its share of the forbidden ones is refused', async () => {
        const visits = await visitInApp(page, [
          ...allowedPages.map((p) => ({ path: p.route.path, title: windowTitle(routeTitle(p.route.id)) })),
          ...forbiddenPages.map((p) => ({
            path: p.route.path,
            title: windowTitle(en.status.forbidden.title),
          })),
        ])
        const wrong: string[] = []
        for (const [i, { route }] of allowedPages.entries()) {
          const seen = visits[i] as Visit
          if (
            seen.title !== windowTitle(routeTitle(route.id)) ||
            seen.headings.includes(en.status.forbidden.heading)
          )
            wrong.push(`${route.path} (allowed) showed "${seen.title}" / ${seen.headings.join(' | ')}`)
        }
        for (const [i, { route }] of forbiddenPages.entries()) {
          const seen = visits[allowedPages.length + i] as Visit
          const leaked = seen.headings.some((h) => h.includes(routeTitle(route.id)))
          if (
            seen.title !== windowTitle(en.status.forbidden.title) ||
            !seen.headings.includes(en.status.forbidden.heading) ||
            leaked
          )
            wrong.push(`${route.path} (forbidden) showed "${seen.title}" / ${seen.headings.join(' | ')}`)
        }
        expect(wrong, 'routes that did not open, or were not refused').toEqual([])
        if (role === ADMIN_ROLE) expect(allowedIds.size).toBe(pagesOf(ROUTE_TABLE).length)
      })

      await test.step('a data call of every forbidden area answers 40300; allowed areas answer', async () => {
        const probes = await probeCalls(page)
        const untested: Area[] = []
        for (const area of AREAS) {
          const probe = probes[area]
          if (!probe) untested.push(area)
          else if (canUseArea([role], area))
            expect(probe.code, `${probe.call} (${area}) as ${role}`).not.toBe(40300)
          else expect(probe.code, `${probe.call} (${area}) as ${role}`).toBe(40300)
        }
        if (untested.length)
          test.info().annotations.push({
            type: 'no call on this build yet',
            description: `${untested.join(', ')}: covered by tests/contract/area-guard.test.ts`,
          })
      })

      await test.step('the bell only for the messages area; no dashboard card into an unbuilt page', async () => {
        const bell = page.getByRole('button', { name: bellName(enMessages.bell.label) })
        if (canUseArea([role], 'messages')) await expect(bell).toBeVisible()
        else await expect(bell).toHaveCount(0)
        const figures = page.getByRole('region', { name: 'Today at a glance' })
        await expect(figures.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 })
        const hrefs = await figures
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
        expect(
          hrefs.filter((href) => findPage(allowed, href)?.route.built !== true),
          'figure cards linking to an unbuilt or forbidden page',
        ).toEqual([])
      })
    })
  })
}

test.describe('repair finance sees only what it can use', () => {
  test.use({ signedInAs: 'REPAIRFIN', language: 'zh' })

  test('repairfin: no bell, no 开通会员, and its address says it is not for this account @roles', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await waitForMock(page)
    const nav = page.getByRole('navigation', { name: '主菜单' })
    await expect(nav).toBeVisible({ timeout: 20_000 })
    await expect(
      nav.getByRole('link', { name: (zhRoutes.pages as Record<string, string>).dashboard }),
    ).toBeVisible()
    await expect(nav.getByRole('link', { name: '开通会员' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: bellName(zhMessages.bell.label) })).toHaveCount(0)
    // Its calls would refuse this account: the address gets the translated no-access page, not
    // the page with failing calls and error toasts.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/buyVipMember')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { name: zh.status.forbidden.heading })).toBeVisible()
    await expect(page.getByText(zh.status.forbidden.text)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
