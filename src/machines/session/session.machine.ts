// Sign-in, user info, sign-out and role switch (SPEC.md sections 4, 5 and 8). The machine
// tells its parent (the root actor) when a user is signed in and when that ends, so the
// routing, tabs and menu-count actors follow.
import { assign, fromPromise, sendParent, setup } from 'xstate'
import { ADMIN_ROLE, ROLE_SWITCH_TOKEN_SUFFIX, ROLES } from '../../../contract/roles.ts'
import { ResultCode } from '../../../contract/codes.ts'
import type { SignInProofRequired, UserInfo } from '../../../contract/session.schema.ts'

export type SessionError =
  | { kind: 'verifyFailed' }
  | { kind: 'noPermission' }
  | { kind: 'server'; code: number | null; message: string }

export interface SessionContext {
  token: string | undefined
  user: UserInfo | undefined
  error: SessionError | undefined
  /**
   * The sign-in under way, kept while the browser proves work for it (a 42800 answer): the
   * credentials, the challenge to solve, and the proof once solved. Cleared when it ends.
   */
  attempt: SignInAttempt | undefined
}

export interface SignInAttempt {
  username: string
  password: string
  challenge?: SignInProofRequired['challenge']
  proof?: string
  /** Proofs solved for this sign-in: one more is tried when a proof was spent or too old. */
  proofs: number
}

/** A sign-in solves at most this many challenges before the answer is shown. */
const MAX_PROOFS = 2

export interface LoginInput {
  username: string
  password: string
  /** The ALTCHA field (docs/api.md, vueUserLogin), when the server asked for a proof of work. */
  proof?: string
}

export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  | { type: 'session.logout' }
  /** Drops the token without a server call (the session-ended dialogs of SPEC.md section 8). */
  | { type: 'session.reset' }
  /** SPEC.md section 4: the token becomes the role name plus a suffix, then user info reloads. */
  | { type: 'session.switchRole'; role: string }

export type SignedOutReason = 'logout' | 'reset' | 'switch'

/** Sent to the parent (the root actor). */
export type SessionAnnouncement =
  | { type: 'session.signedIn'; user: UserInfo }
  | { type: 'session.signedOut'; reason: SignedOutReason }

export interface SessionInput {
  token: string | undefined
}

/** The challenge of a 42800 answer (the server asks for a proof of work before signing in). */
function proofChallenge(error: unknown): SignInProofRequired['challenge'] | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, data } = error as { code?: unknown; data?: Partial<SignInProofRequired> | null }
  return code === ResultCode.proofRequired ? (data?.challenge ?? undefined) : undefined
}

function toSessionError(error: unknown): SessionError {
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'number' ? error.code : null
    return { kind: 'server', code, message: error.message }
  }
  return { kind: 'server', code: null, message: String(error) }
}

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
    tags: {} as 'busy' | 'signedIn',
  },
  actors: {
    login: fromPromise<{ token: string }, LoginInput>(async () => {
      throw new Error('login actor not provided')
    }),
    /** Solves an ALTCHA challenge; answers the ALTCHA field to send (loaded lazily: altcha-lib). */
    proveWork: fromPromise<string, { challenge: SignInProofRequired['challenge'] }>(async () => {
      throw new Error('proveWork actor not provided')
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
    forgetSession: assign({ token: undefined, user: undefined, attempt: undefined }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== undefined,
    isSwitchableRole: (_, params: { role: string }) => SWITCHABLE_ROLES.includes(params.role),
    mayProveWork: ({ context, event }) =>
      proofChallenge((event as { error?: unknown }).error) !== undefined &&
      (context.attempt?.proofs ?? MAX_PROOFS) < MAX_PROOFS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: undefined, error: undefined, attempt: undefined }),
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
        'vueUserLogin is on its way with the trimmed user name (and the proof of work, once one was asked for).',
      tags: ['busy'],
      entry: [
        assign({ error: undefined }),
        assign({
          attempt: ({ context, event }) =>
            event.type === 'session.login'
              ? { username: event.username.trim(), password: event.password, proofs: 0 }
              : context.attempt,
        }),
      ],
      invoke: {
        src: 'login',
        input: ({ context }) => {
          const attempt = context.attempt ?? { username: '', password: '', proofs: 0 }
          return {
            username: attempt.username,
            password: attempt.password,
            ...(attempt.proof ? { proof: attempt.proof } : {}),
          }
        },
        onDone: {
          target: 'loadingUser',
          actions: [
            assign({ token: ({ event }) => event.output.token, attempt: undefined }),
            { type: 'storeToken', params: ({ event }) => event.output.token },
          ],
        },
        onError: [
          {
            // Failures on this account from elsewhere: the browser proves work, then signs in again.
            guard: 'mayProveWork',
            target: 'provingWork',
            actions: assign({
              attempt: ({ context, event }) =>
                context.attempt && {
                  ...context.attempt,
                  challenge: proofChallenge(event.error),
                  proof: undefined,
                },
            }),
          },
          {
            target: 'signedOut',
            actions: assign({ error: ({ event }) => toSessionError(event.error), attempt: undefined }),
          },
        ],
      },
    },
    provingWork: {
      description:
        'The server asked for a proof of work (42800, after failed sign-ins on this account): the browser solves its ALTCHA challenge, then signs in again.',
      tags: ['busy'],
      invoke: {
        src: 'proveWork',
        input: ({ context }) => {
          const challenge = context.attempt?.challenge
          if (!challenge) throw new Error('session: proving work without a challenge')
          return { challenge }
        },
        onDone: {
          target: 'signingIn',
          actions: assign({
            attempt: ({ context, event }) =>
              context.attempt && {
                ...context.attempt,
                proof: event.output,
                challenge: undefined,
                proofs: context.attempt.proofs + 1,
              },
          }),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => toSessionError(event.error), attempt: undefined }),
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
