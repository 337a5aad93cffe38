import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NoticeByTimerResponse } from '../../../contract/messages.schema.ts'
import type { MenuCountResponse, UserInfo } from '../../../contract/session.schema.ts'
import { messageBellMachine } from '../messages/message-bell.machine.ts'
import { appDialogsMachine } from './app-dialogs.machine.ts'
import { menuCountsMachine } from './menu-counts.machine.ts'
import { rootMachine } from './root.machine.ts'
import { sessionMachine } from '../session/session.machine.ts'
import { tabsMachine } from './tabs.machine.ts'
import { fakeUser } from '../session/session-fakes.ts'

function setup(opts: { token?: string; users?: Record<string, UserInfo> } = {}) {
  const users = opts.users ?? { t1: fakeUser() }
  const spies = {
    reload: vi.fn(),
    clearToken: vi.fn(),
    forget: vi.fn(),
    navigate: vi.fn(),
    menuCount: vi.fn(
      async (_partyId: string): Promise<MenuCountResponse> => [
        { orderCount: 4, refundCount: 1, cooperateCount: 2, omsOrderCount: 0 },
      ],
    ),
    poll: vi.fn(async (): Promise<NoticeByTimerResponse> => ({ list: [], lastId: '0', mesNum: 3 })),
  }
  const machine = rootMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          login: fromPromise(async () => ({ token: 't1' })),
          loadUser: fromPromise(async ({ input }) => {
            const user = users[input.token]
            if (!user) throw Object.assign(new Error('invalid token'), { code: 50008 })
            return user
          }),
          logout: fromPromise(async () => {}),
        },
        actions: { clearToken: () => spies.clearToken() },
      }),
      tabs: tabsMachine.provide({
        actors: {
          loadTabs: fromPromise(async () => [
            {
              id: 'productList',
              path: '/product-management/productList',
              fullPath: '/product-management/productList',
            },
          ]),
        },
        actions: {
          forget: (_, p) => {
            if (p.userKey) spies.forget(p.userKey)
          },
          navigate: (_, p) => spies.navigate(p),
        },
      }),
      menuCounts: menuCountsMachine.provide({
        actors: { fetchMenuCount: fromPromise(({ input }) => spies.menuCount(input.partyId)) },
      }),
      appDialogs: appDialogsMachine,
      messageBell: messageBellMachine.provide({
        actors: { pollNotices: fromPromise(() => spies.poll()) },
      }),
    },
    actions: { reloadPage: () => spies.reload() },
  })
  const actor = createActor(machine, {
    input: { session: { token: opts.token }, settings: {}, errorLog: { enabled: false } },
  }).start()
  const child = <K extends 'session' | 'routing' | 'tabs' | 'menuCounts' | 'appDialogs' | 'messageBell'>(
    id: K,
  ) => actor.getSnapshot().children[id]!
  return { actor, spies, child }
}

describe('root machine', () => {
  it('owns the long-lived actors under system ids', () => {
    const { actor } = setup()
    for (const id of [
      'session',
      'routing',
      'tabs',
      'settings',
      'appDialogs',
      'menuCounts',
      'errorLog',
      'messageBell',
    ])
      expect(actor.system.get(id)).toBeDefined()
  })

  it('on sign-in filters the routes, restores the user’s tabs and loads the menu counts', async () => {
    const { child, spies } = setup()
    child('session').send({ type: 'session.login', username: 'tradebase', password: 'demo1234' })
    await waitFor(child('routing'), (s) => s.hasTag('ready'))
    expect(child('routing').getSnapshot().context.roles).toEqual(['TRADEBASE'])
    await waitFor(child('tabs'), (s) => s.hasTag('ready'))
    expect(
      child('tabs')
        .getSnapshot()
        .context.tabs.map((t) => t.id),
    ).toEqual(['dashboard', 'productList'])
    await waitFor(child('menuCounts'), (s) => s.context.counts !== undefined)
    expect(spies.menuCount).toHaveBeenCalledWith('P1')
  })

  it('logout through the tabs actor signs out, clears the routes, counts and saved tabs', async () => {
    const { child, spies } = setup({ token: 't1' })
    await waitFor(child('tabs'), (s) => s.hasTag('ready'))
    child('tabs').send({ type: 'tabs.logout' })
    await waitFor(child('session'), (s) => s.matches('signedOut'))
    expect(child('routing').getSnapshot().hasTag('ready')).toBe(false)
    expect(
      child('tabs')
        .getSnapshot()
        .context.tabs.map((t) => t.id),
    ).toEqual(['dashboard'])
    expect(spies.forget).toHaveBeenCalledWith('tradebase')
    expect(child('menuCounts').getSnapshot().context.counts).toBeUndefined()
  })

  it('confirming the session-ended dialog resets the token and reloads the page', async () => {
    const { child, spies } = setup({ token: 't1' })
    await waitFor(child('session'), (s) => s.hasTag('signedIn'))
    child('appDialogs').send({
      type: 'control.failed',
      failure: { code: 50014, message: '', call: 'getMenuCount' },
    })
    child('appDialogs').send({ type: 'dialog.confirm' })
    expect(spies.reload).toHaveBeenCalledTimes(1)
    expect(spies.clearToken).toHaveBeenCalled()
    expect(child('session').getSnapshot().matches('signedOut')).toBe(true)
    // A reset keeps the saved tabs for the next sign-in.
    expect(spies.forget).not.toHaveBeenCalled()
  })

  it('a role switch re-filters the routes for the new role and closes the open tabs', async () => {
    const { child } = setup({
      token: 't1',
      users: {
        t1: fakeUser(),
        'REPAIRFIN-token': fakeUser({ roles: ['REPAIRFIN'], userLoginId: 'repairfin', partyId: 'P2' }),
      },
    })
    await waitFor(child('tabs'), (s) => s.hasTag('ready'))
    child('session').send({ type: 'session.switchRole', role: 'REPAIRFIN' })
    await waitFor(child('routing'), (s) => s.context.roles.includes('REPAIRFIN'))
    const ids = child('routing')
      .getSnapshot()
      .context.routes.map((r) => r.id)
    expect(ids).toContain('repairSettlement')
    expect(ids).not.toContain('productManagement')
    await waitFor(child('tabs'), (s) => s.hasTag('ready'))
    // The saved product tab is not allowed for repair finance: dropped on restore.
    expect(
      child('tabs')
        .getSnapshot()
        .context.tabs.map((t) => t.id),
    ).toEqual(['dashboard'])
  })

  it('starts the bell for a role of the messages area and stops it on sign-out', async () => {
    const { child, spies } = setup({ token: 't1', users: { t1: fakeUser({ mesNum: 2 }) } })
    await waitFor(child('messageBell'), (s) => s.hasTag('on'))
    await waitFor(child('messageBell'), (s) => s.context.count === 3)
    expect(spies.poll).toHaveBeenCalled()
    child('tabs').send({ type: 'tabs.logout' })
    await waitFor(child('messageBell'), (s) => !s.hasTag('on'))
  })

  it('gives a role outside the messages area no bell, no polling and no badge call', async () => {
    const { child, spies } = setup({
      token: 't1',
      users: { t1: fakeUser({ roles: ['REPAIRFIN'], userLoginId: 'repairfin', partyId: 'P2' }) },
    })
    await waitFor(child('session'), (s) => s.hasTag('signedIn'))
    await waitFor(child('routing'), (s) => s.hasTag('ready'))
    expect(child('messageBell').getSnapshot().hasTag('on')).toBe(false)
    expect(spies.poll).not.toHaveBeenCalled()
    // Repair finance has no badge a built page could show: getMenuCount is not asked.
    expect(child('menuCounts').getSnapshot().matches('off')).toBe(true)
    expect(spies.menuCount).not.toHaveBeenCalled()
  })
})
