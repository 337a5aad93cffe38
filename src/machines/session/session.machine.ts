// Sign-in, user info, sign-out and role switch (SPEC.md sections 4, 5 and 8). The machine
// tells its parent (the root actor) when a user is signed in and when that ends, so the
// routing, tabs and menu-count actors follow.
import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate'
import { ADMIN_ROLE, ROLE_SWITCH_TOKEN_SUFFIX, ROLES } from '../../../contract/roles.ts'
import { ResultCode } from '../../../contract/codes.ts'
import type { SecondFactorRequired, TotpLoginResponse, UserInfo } from '../../../contract/session.schema.ts'

export type SessionError =
  | { kind: 'verifyFailed' }
  /** The browser gave no passkey (none for this site, cancelled, or no WebAuthn). */
  | { kind: 'passkeyFailed' }
  | { kind: 'noPermission' }
  | { kind: 'server'; code: number | null; message: string }

export interface SessionContext {
  token: string | undefined
  user: UserInfo | undefined
  error: SessionError | undefined
  /** The code step of a sign-in (vueUserLogin's 40100): its ticket, and a secret to enrol with. */
  secondFactor: SecondFactorRequired | undefined
  /** The recovery codes a sign-in that enrolled the login answered: shown once, then forgotten. */
  recoveryCodes: string[] | undefined
}

export type SessionEvent =
  /** `passkey`: sign in with a passkey this device holds instead (docs/api.md, Passkeys). */
  | { type: 'session.login'; username: string; password: string; passkey?: boolean }
  | { type: 'session.logout' }
  /** Drops the token without a server call (the session-ended dialogs of SPEC.md section 8). */
  | { type: 'session.reset' }
  /** SPEC.md section 4: the token becomes the role name plus a suffix, then user info reloads. */
  | { type: 'session.switchRole'; role: string }
  /** The one-time code (or a recovery code) that ends a sign-in asking for one. */
  | { type: 'session.secondFactor'; code: string }
  /** Back to the password form from the code step. */
  | { type: 'session.cancelSecondFactor' }
  /** The person has kept the recovery codes shown after enrolling at sign-in. */
  | { type: 'session.recoveryCodesKept' }

export type SignedOutReason = 'logout' | 'reset' | 'switch'

/** Sent to the parent (the root actor). */
export type SessionAnnouncement =
  | { type: 'session.signedIn'; user: UserInfo }
  | { type: 'session.signedOut'; reason: SignedOutReason }

export interface SessionInput {
  token: string | undefined
}

function toSessionError(error: unknown): SessionError {
  // WebAuthn refusals are DOMExceptions (NotAllowedError...): no passkey was given.
  if (typeof DOMException !== 'undefined' && error instanceof DOMException) return { kind: 'passkeyFailed' }
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'number' ? error.code : null
    return { kind: 'server', code, message: error.message }
  }
  return { kind: 'server', code: null, message: String(error) }
}

/** The code step a sign-in's refusal asks for (40100 with its ticket), if that is what it is. */
export const secondFactorOf = (error: unknown): SecondFactorRequired | undefined =>
  (error as { code?: unknown } | null)?.code === ResultCode.secondFactorRequired
    ? (error as { data: SecondFactorRequired }).data
    : undefined

/** Whether a refused code means the sign-in must start again (its ticket is gone). */
const ticketGone = (error: unknown) =>
  (error as { data?: { field?: unknown } } | null)?.data?.field === 'ticket'

/** The signed-in state is entered only with a user loaded (see loadingUser's onDone). */
function signedInUser(context: SessionContext): UserInfo {
  if (!context.user) throw new Error('session: signed in without a user')
  return context.user
}

/** Roles a QA engineer may switch to: every role code and admin. */
export const SWITCHABLE_ROLES: readonly string[] = [...ROLES, ADMIN_ROLE]

export function roleSwitchToken(role: string): string {
  return `${role}${ROLE_SWITCH_TOKEN_SUFFIX}`
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as 'busy' | 'signedIn' | 'secondFactor',
  },
  actors: {
    /** A password sign-in (with the proof of work when asked: session.api.ts), or a passkey's. */
    login: fromPromise<{ token: string }, { username: string; password: string; passkey?: boolean }>(
      async () => {
        throw new Error('login actor not provided')
      },
    ),
    /** totpLogin: the sign-in's ticket and a code (or recovery code). */
    verifySecondFactor: fromPromise<TotpLoginResponse, { ticket: string; code: string }>(async () => {
      throw new Error('verifySecondFactor actor not provided')
    }),
    loadUser: fromPromise<UserInfo, { token: string }>(async () => {
      throw new Error('loadUser actor not provided')
    }),
    logout: fromPromise<void, void>(async () => {
      throw new Error('logout actor not provided')
    }),
  },
  actions: {
    storeToken: (_, _token: string) => {},
    clearToken: () => {},
    announceSignedIn: sendParent((_, params: { user: UserInfo }) => ({
      type: 'session.signedIn',
      user: params.user,
    })),
    announceSignedOut: sendParent((_, params: { reason: SignedOutReason }) => ({
      type: 'session.signedOut',
      reason: params.reason,
    })),
    forgetSession: assign({
      token: undefined,
      user: undefined,
      secondFactor: undefined,
      recoveryCodes: undefined,
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== undefined,
    isSwitchableRole: (_, params: { role: string }) => SWITCHABLE_ROLES.includes(params.role),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    user: undefined,
    error: undefined,
    secondFactor: undefined,
    recoveryCodes: undefined,
  }),
  initial: 'checking',
  on: {
    'session.reset': {
      target: '.signedOut',
      actions: ['forgetSession', assign({ error: undefined }), 'clearToken'],
    },
  },
  states: {
    checking: {
      description: 'Start-up: a saved token means the user info is loaded, otherwise the login page.',
      always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'The login page; shows the last error, if any.',
      on: {
        'session.login': { target: 'signingIn' },
      },
    },
    signingIn: {
      description:
        'vueUserLogin (a proof of work first when asked, 42800) or a passkey sign-in is on its way.',
      tags: ['busy'],
      entry: assign({ error: undefined }),
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login')
          return event.passkey
            ? { username: '', password: '', passkey: true }
            : { username: event.username.trim(), password: event.password }
        },
        onDone: {
          target: 'loadingUser',
          actions: [
            assign({ token: ({ event }) => event.output.token }),
            { type: 'storeToken', params: ({ event }) => event.output.token },
          ],
        },
        onError: [
          {
            guard: ({ event }) => secondFactorOf(event.error) !== undefined,
            target: 'secondFactor',
            actions: assign({ secondFactor: ({ event }) => secondFactorOf(event.error) }),
          },
          {
            target: 'signedOut',
            actions: assign({ error: ({ event }) => toSessionError(event.error) }),
          },
        ],
      },
    },
    secondFactor: {
      description: 'A one-time code must follow the password (40100).',
      tags: ['secondFactor'],
      on: {
        'session.secondFactor': { target: 'verifyingSecondFactor' },
        'session.cancelSecondFactor': {
          target: 'signedOut',
          actions: assign({ secondFactor: undefined, error: undefined }),
        },
      },
    },
    verifyingSecondFactor: {
      description: 'totpLogin is on its way.',
      tags: ['busy', 'secondFactor'],
      entry: assign({ error: undefined }),
      invoke: {
        src: 'verifySecondFactor',
        input: ({ context, event }) => {
          assertEvent(event, 'session.secondFactor')
          return { ticket: context.secondFactor?.ticket ?? '', code: event.code.trim() }
        },
        onDone: [
          {
            guard: ({ event }) => (event.output.recoveryCodes ?? []).length > 0,
            target: 'showingRecoveryCodes',
            actions: assign({
              token: ({ event }) => event.output.token,
              recoveryCodes: ({ event }) => event.output.recoveryCodes ?? undefined,
              secondFactor: undefined,
            }),
          },
          {
            target: 'loadingUser',
            actions: [
              assign({ token: ({ event }) => event.output.token, secondFactor: undefined }),
              { type: 'storeToken', params: ({ event }) => event.output.token },
            ],
          },
        ],
        onError: [
          {
            guard: ({ event }) => ticketGone(event.error),
            target: 'signedOut',
            actions: assign({ secondFactor: undefined, error: ({ event }) => toSessionError(event.error) }),
          },
          { target: 'secondFactor', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
        ],
      },
    },
    showingRecoveryCodes: {
      description: 'Recovery codes of an enrolment at sign-in, shown once.',
      tags: ['secondFactor'],
      on: {
        'session.recoveryCodesKept': {
          target: 'loadingUser',
          actions: [
            assign({ recoveryCodes: undefined }),
            { type: 'storeToken', params: ({ context }) => context.token ?? '' },
          ],
        },
      },
    },
    loadingUser: {
      description: 'vueGetUserInfo is on its way; no data or no roles sign the user out with a message.',
      tags: ['busy'],
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: ({ event }) => !event.output,
            target: 'signedOut',
            actions: ['forgetSession', assign({ error: { kind: 'verifyFailed' } }), 'clearToken'],
          },
          {
            guard: ({ event }) => !event.output.roles || event.output.roles.length === 0,
            target: 'signedOut',
            actions: ['forgetSession', assign({ error: { kind: 'noPermission' } }), 'clearToken'],
          },
          { target: 'signedIn', actions: assign({ user: ({ event }) => event.output, error: undefined }) },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            'forgetSession',
            assign({ error: ({ event }) => toSessionError(event.error) }),
            'clearToken',
          ],
        },
      },
    },
    signedIn: {
      description: 'The app with the user’s roles, name and ids.',
      tags: ['signedIn'],
      entry: { type: 'announceSignedIn', params: ({ context }) => ({ user: signedInUser(context) }) },
      on: {
        'session.logout': { target: 'signingOut' },
        'session.reset': {
          target: 'signedOut',
          actions: [
            'forgetSession',
            'clearToken',
            { type: 'announceSignedOut', params: { reason: 'reset' } },
          ],
        },
        'session.switchRole': {
          guard: { type: 'isSwitchableRole', params: ({ event }) => ({ role: event.role }) },
          target: 'loadingUser',
          actions: [
            assign({ token: ({ event }) => roleSwitchToken(event.role), user: undefined }),
            { type: 'storeToken', params: ({ event }) => roleSwitchToken(event.role) },
            { type: 'announceSignedOut', params: { reason: 'switch' } },
          ],
        },
      },
    },
    signingOut: {
      description: 'userLogout is on its way; the local session ends whatever it answers.',
      tags: ['busy'],
      entry: { type: 'announceSignedOut', params: { reason: 'logout' } },
      invoke: {
        src: 'logout',
        // Whether or not the server answers, the local session ends.
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
      exit: ['forgetSession', assign({ error: undefined }), 'clearToken'],
    },
  },
})
