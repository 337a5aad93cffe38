// The root actor (DESIGN.md, Machines): owns the long-lived actors under system ids, so any
// view reaches them, and relays what one needs from another: a signed-in user's roles to
// routing, tabs, menu counts, the message bell and the live connection; a confirmed logout to the session; a
// session-ended dialog's confirmation to a token reset and a reload.
import { type ActorRefFrom, enqueueActions, sendTo, setup } from 'xstate'
import { canUseArea } from '../../../contract/roles.ts'
import type { UserInfo } from '../../../contract/session.schema.ts'
import { allowedPageIds, filterRoutes, pinnedPages, showsBadges } from '../../routes/route-access.ts'
import { ROUTE_TABLE, type RouteDef } from '../../routes/route-table.ts'
import { appDialogsMachine } from './app-dialogs.machine.ts'
import { errorLogMachine } from './error-log.machine.ts'
import { menuCountsMachine } from './menu-counts.machine.ts'
import { type MessageBellInput, messageBellMachine } from '../messages/message-bell.machine.ts'
import { type LiveConnectionInput, liveConnectionMachine } from '../messages/live-connection.machine.ts'
import { routingMachine } from './routing.machine.ts'
import { type SessionInput, type SignedOutReason, sessionMachine } from '../session/session.machine.ts'
import { type SettingsInput, settingsMachine } from './settings.machine.ts'
import { type TabEntry, tabsMachine } from './tabs.machine.ts'

export interface RootInput {
  session: SessionInput
  settings: SettingsInput
  errorLog: { enabled: boolean }
  bell?: MessageBellInput
  live?: LiveConnectionInput
  table?: readonly RouteDef[]
}

export interface RootContext {
  input: RootInput
  table: readonly RouteDef[]
}

export type RootEvent =
  | { type: 'session.signedIn'; user: UserInfo }
  | { type: 'session.signedOut'; reason: SignedOutReason }
  | { type: 'tabs.logoutConfirmed' }
  | { type: 'dialogs.resetSession' }

export function pinnedTabs(table: readonly RouteDef[] = ROUTE_TABLE): TabEntry[] {
  return pinnedPages(table).map((r) => ({ id: r.id, path: r.path, fullPath: r.path }))
}

export const rootMachine = setup({
  types: {
    context: {} as RootContext,
    events: {} as RootEvent,
    input: {} as RootInput,
    children: {} as {
      session: 'session'
      routing: 'routing'
      tabs: 'tabs'
      settings: 'settings'
      appDialogs: 'appDialogs'
      menuCounts: 'menuCounts'
      errorLog: 'errorLog'
      messageBell: 'messageBell'
      liveConnection: 'liveConnection'
    },
  },
  actors: {
    session: sessionMachine,
    routing: routingMachine,
    tabs: tabsMachine,
    settings: settingsMachine,
    appDialogs: appDialogsMachine,
    menuCounts: menuCountsMachine,
    errorLog: errorLogMachine,
    messageBell: messageBellMachine,
    liveConnection: liveConnectionMachine,
  },
  actions: {
    /** Filled by the provider: a full page reload (SPEC.md section 8). */
    reloadPage: () => {},
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ input, table: input.table ?? ROUTE_TABLE }),
  invoke: [
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => context.input.session },
    {
      id: 'routing',
      systemId: 'routing',
      src: 'routing',
      input: ({ context }) => ({ table: context.table }),
    },
    {
      id: 'tabs',
      systemId: 'tabs',
      src: 'tabs',
      input: ({ context }) => ({ pinned: pinnedTabs(context.table) }),
    },
    { id: 'settings', systemId: 'settings', src: 'settings', input: ({ context }) => context.input.settings },
    { id: 'appDialogs', systemId: 'appDialogs', src: 'appDialogs' },
    { id: 'menuCounts', systemId: 'menuCounts', src: 'menuCounts' },
    { id: 'errorLog', systemId: 'errorLog', src: 'errorLog', input: ({ context }) => context.input.errorLog },
    {
      id: 'messageBell',
      systemId: 'messageBell',
      src: 'messageBell',
      input: ({ context }) => context.input.bell ?? {},
    },
    {
      id: 'liveConnection',
      systemId: 'liveConnection',
      src: 'liveConnection',
      input: ({ context }) => context.input.live ?? {},
    },
  ],
  on: {
    'session.signedIn': {
      actions: [
        sendTo('routing', ({ event }) => ({
          type: 'routing.rolesChanged' as const,
          roles: event.user.roles,
          deniedPages: event.user.deniedPages,
        })),
        sendTo('tabs', ({ context, event }) => ({
          type: 'tabs.restore' as const,
          userKey: event.user.userLoginId,
          allowedIds: allowedPageIds(filterRoutes(event.user.roles, context.table, event.user.deniedPages)),
        })),
        // Only what the role can use runs: no badge call when no badge can show, and no bell
        // (nor its polling) outside the messages area, whose calls the server would refuse.
        enqueueActions(({ context, event, enqueue }) => {
          const { roles, partyId, mesNum, permissions, deniedPages } = event.user
          if (showsBadges(filterRoutes(roles, context.table, deniedPages)))
            enqueue.sendTo('menuCounts', { type: 'menuCounts.start', partyId })
          if (
            canUseArea(roles, 'messages') &&
            (permissions === null || permissions.includes('messages.view'))
          )
            enqueue.sendTo('messageBell', { type: 'bell.start', mesNum })
          // The push channel serves every signed-in role: it carries only what the role may see.
          enqueue.sendTo('liveConnection', { type: 'live.start' })
        }),
      ],
    },
    'session.signedOut': {
      actions: [
        sendTo('routing', { type: 'routing.cleared' }),
        // Logout clears every open tab for good (SPEC.md section 4); a reset or role switch
        // keeps the saved ones for the user's next sign-in.
        sendTo('tabs', ({ event }) => ({ type: 'tabs.clear' as const, forget: event.reason === 'logout' })),
        sendTo('menuCounts', { type: 'menuCounts.stop' }),
        sendTo('messageBell', { type: 'bell.stop' }),
        sendTo('liveConnection', { type: 'live.stop' }),
      ],
    },
    'tabs.logoutConfirmed': { actions: sendTo('session', { type: 'session.logout' }) },
    'dialogs.resetSession': { actions: [sendTo('session', { type: 'session.reset' }), 'reloadPage'] },
  },
})

export type RootActorRef = ActorRefFrom<typeof rootMachine>
