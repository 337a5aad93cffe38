// The root actor with its live implementations: every machine's I/O goes through the
// services here. Views reach the long-lived actors through the hooks below and read them
// with useSelector; they only send events.
import { createActorContext } from '@xstate/react'
import { createContext, useCallback, useContext } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { type ActorRefFrom, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import type { BusiRequestItem, FriendMessageItem, MessageItem } from '../contract/messages.schema.ts'
import type { UserInfo } from '../contract/session.schema.ts'
import {
  type BellDropdown,
  type MessageBellEvent,
  messageBellMachine,
} from './machines/messages/message-bell.machine.ts'
import {
  type LiveConnectionEvent,
  liveConnectionMachine,
} from './machines/messages/live-connection.machine.ts'
import { type AppDialogsEvent, appDialogsMachine } from './machines/shell/app-dialogs.machine.ts'
import { type ErrorLogEvent, errorLogMachine } from './machines/shell/error-log.machine.ts'
import { menuCountsMachine } from './machines/shell/menu-counts.machine.ts'
import { type RootInput, rootMachine } from './machines/shell/root.machine.ts'
import { sessionMachine } from './machines/session/session.machine.ts'
import { type SettingsEvent, settingsMachine } from './machines/shell/settings.machine.ts'
import { tabsMachine } from './machines/shell/tabs.machine.ts'
import { applyLanguage } from './i18n.ts'
import { getToken, removeToken, setToken } from './browser/auth-token.ts'
import { ControlError, onControlError } from './services/http.ts'
import { settleUnlessAborted } from './machines/shared/settle-unless-aborted.ts'
import { SESSION_ENDED_CODES } from '../contract/codes.ts'
import { forgetTabs, loadSettings, loadTabs, saveSettings, saveTabs } from './browser/preferences.ts'
import { watchRuntimeErrors } from './browser/runtime-errors.ts'
import * as messagesApi from './services/messages.api.ts'
import * as sessionApi from './services/session.api.ts'
import { applyAppearance } from './browser/theme.ts'
import { isMobileViewport, watchViewport } from './browser/viewport.ts'

export const liveRootMachine = rootMachine.provide({
  actors: {
    session: sessionMachine.provide({
      actors: {
        // Wrapped: React's development double mount stops and revives the root actor, and the
        // revived actor would take the first, aborted request's rejection as a failed sign-in
        // and clear the token (settleUnlessAborted says how).
        login: fromPromise(({ input, signal }) =>
          settleUnlessAborted(
            signal,
            input.passkey
              ? import('./services/passkeys.api.ts').then((m) => m.signInWithPasskey(signal))
              : sessionApi.login(input.username, input.password, signal),
          ),
        ),
        verifySecondFactor: fromPromise(({ input, signal }) =>
          settleUnlessAborted(
            signal,
            import('./services/totp.api.ts').then((m) => m.totpLogin(input.ticket, input.code, signal)),
          ),
        ),
        loadUser: fromPromise<UserInfo, { token: string }>(({ input, signal }) =>
          settleUnlessAborted(signal, sessionApi.getUserInfo(input.token, signal)),
        ),
        logout: fromPromise(async () => {
          await sessionApi.logout()
        }),
      },
      actions: {
        storeToken: (_, token) => setToken(token),
        clearToken: () => removeToken(),
      },
    }),
    tabs: tabsMachine.provide({
      actors: { loadTabs: fromPromise(({ input }) => loadTabs(input.userKey)) },
      actions: {
        navigate: (_, followUp) => {
          if (followUp) navigate(followUp.to, { replace: followUp.replace })
        },
        persist: (_, { userKey, tabs }) => {
          if (userKey) saveTabs(userKey, tabs)
        },
        forget: (_, { userKey }) => {
          if (!userKey) return
          forgetTabs(userKey)
          // The drafts' module loads with the first form (and the tabs): not on the login page.
          void import('./browser/form-drafts.ts').then((m) => m.dropUserDrafts(userKey))
        },
        dropDrafts: (_, { userKey, paths }) => {
          if (userKey) void import('./browser/form-drafts.ts').then((m) => m.dropTabDrafts(userKey, paths))
        },
      },
    }),
    settings: settingsMachine.provide({
      actors: {
        watchViewport: fromCallback<SettingsEvent>(({ sendBack }) =>
          watchViewport((mobile) => sendBack({ type: 'settings.viewportChanged', mobile })),
        ),
      },
      actions: {
        persist: (_, settings) => saveSettings(settings),
        applyAppearance: (_, settings) => applyAppearance(settings),
        applyLanguage: (_, language) => {
          void applyLanguage(language)
        },
      },
    }),
    appDialogs: appDialogsMachine.provide({
      actors: {
        watchControlErrors: fromCallback<AppDialogsEvent>(({ sendBack }) =>
          onControlError((error, call) =>
            sendBack({ type: 'control.failed', failure: { code: error.code, message: error.message, call } }),
          ),
        ),
      },
    }),
    menuCounts: menuCountsMachine.provide({
      actors: { fetchMenuCount: fromPromise(({ input }) => sessionApi.getMenuCount(input.partyId)) },
    }),
    errorLog: errorLogMachine.provide({
      actors: {
        watchRuntimeErrors: fromCallback<ErrorLogEvent>(({ sendBack }) =>
          watchRuntimeErrors((entry) => sendBack({ type: 'errorLog.record', entry })),
        ),
      },
    }),
    messageBell: messageBellMachine.provide({
      actors: {
        pollNotices: fromPromise(({ input, signal }) =>
          settleUnlessAborted(signal, messagesApi.getNoticesAfter(input.afterId, signal)),
        ),
        loadDropdown: fromPromise<BellDropdown, void>(async ({ signal }) => {
          const [notices, friends, requests] = await settleUnlessAborted(
            signal,
            Promise.all([
              messagesApi.getMessageDetail('NOTICE', signal),
              messagesApi.getMessageDetail('INFO', signal),
              messagesApi.getMessageDetail('BUSI', signal),
            ]),
          )
          return {
            notices: notices.list as MessageItem[],
            friends: friends.list as FriendMessageItem[],
            requests: requests.list as BusiRequestItem[],
            counts: {
              fetchNoticeNum: requests.fetchNoticeNum,
              friendRepliesNum: requests.friendRepliesNum,
              disReqNum: requests.disReqNum,
              friendApplyNum: requests.friendApplyNum,
            },
          }
        }),
        watchVisibility: fromCallback<MessageBellEvent>(({ sendBack }) => {
          const report = () => sendBack({ type: 'bell.visibility', hidden: document.hidden })
          document.addEventListener('visibilitychange', report)
          return () => document.removeEventListener('visibilitychange', report)
        }),
      },
    }),
    liveConnection: liveConnectionMachine.provide({
      actors: {
        stream: fromCallback<LiveConnectionEvent, { lastEventId: number | undefined }>(
          ({ sendBack, input }) => {
            const controller = new AbortController()
            const live = () => !controller.signal.aborted
            // The stream's reader loads with the first connection, not with the sign-in page.
            import('./services/live.api.ts').then(
              ({ readSharedLiveEvents, SessionEndedOnStream }) =>
                readSharedLiveEvents(input.lastEventId, controller.signal, {
                  onOpen: () => sendBack({ type: 'live.opened' }),
                  onEvent: (event) => sendBack({ type: 'live.received', event }),
                }).then(
                  () => {
                    if (live()) sendBack({ type: 'live.ended' })
                  },
                  (error: unknown) => {
                    if (!live()) return
                    const sessionEnded =
                      error instanceof SessionEndedOnStream ||
                      (error instanceof ControlError &&
                        error.code !== null &&
                        SESSION_ENDED_CODES.includes(error.code))
                    sendBack({ type: 'live.failed', sessionEnded })
                  },
                ),
              () => {
                // The chunk could not load (offline, a new deployment): the connection's back-off retries.
                if (live()) sendBack({ type: 'live.failed', sessionEnded: false })
              },
            )
            return () => controller.abort()
          },
        ),
      },
    }),
  },
  actions: {
    reloadPage: () => window.location.reload(),
  },
})

/** `token`: the saved login token (main.tsx reads it, after the mock server, if any, has started). */
export function rootInput({ token }: { token: string | undefined } = { token: getToken() }): RootInput {
  return {
    session: { token },
    settings: { saved: loadSettings(), mobile: isMobileViewport() },
    // SPEC.md section 9: the error log is on in production builds.
    errorLog: { enabled: import.meta.env.PROD },
  }
}

export const RootActor = createActorContext(liveRootMachine)

export type SessionRef = ActorRefFrom<typeof sessionMachine>
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

function useChild<
  K extends
    | 'session'
    | 'routing'
    | 'tabs'
    | 'settings'
    | 'appDialogs'
    | 'menuCounts'
    | 'errorLog'
    | 'messageBell'
    | 'liveConnection',
>(id: K) {
  const ref = RootActor.useSelector((s) => s.children[id])
  if (!ref) throw new Error(`root actor has no ${id}`)
  return ref
}

export const useSessionRef = () => useChild('session')
export const useRoutingRef = () => useChild('routing')
export const useTabsRef = () => useChild('tabs')
export const useSettingsRef = () => useChild('settings')
export const useAppDialogsRef = () => useChild('appDialogs')
export const useMenuCountsRef = () => useChild('menuCounts')
export const useErrorLogRef = () => useChild('errorLog')
export const useBellRef = () => useChild('messageBell')
export const useLiveRef = () => useChild('liveConnection')

/**
 * What the page takes from where it runs: its clock and how it shows an uploaded image. In the
 * browser, the browser's clock and the upload path itself; in mock builds main.tsx passes the
 * in-page mock's fixed clock and object URLs of its stored uploads. Injected here, so the mock
 * never writes into the app's modules.
 */
export interface AppHost {
  now(): number
  imageSrc(url: string): string
}

export const BROWSER_HOST: AppHost = { now: () => Date.now(), imageSrc: (url) => url }

const HostContext = createContext<AppHost>(BROWSER_HOST)
export const AppHostProvider = HostContext.Provider

/** "Now" for the page (relative times, default ranges): the same on every run in mock builds. */
export function useAppNow(): () => Date {
  const host = useContext(HostContext)
  return useCallback(() => new Date(host.now()), [host])
}

/** The src to show for a stored image URL ('' stays ''). */
export function useUploadedImageSrc(): (url: string) => string {
  const host = useContext(HostContext)
  return useCallback((url: string) => (url ? host.imageSrc(url) : ''), [host])
}
