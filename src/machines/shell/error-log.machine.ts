// Runtime errors kept for the user (SPEC.md sections 8 and 9: errorLog in production), so a
// merchant can copy them into a support request. Bounded: the oldest entries go first.
import { assign, fromCallback, setup } from 'xstate'

export interface ErrorEntry {
  id: number
  /** ISO-8601 time the error happened. */
  at: string
  message: string
  stack: string | undefined
  /** The page (path) the user was on. */
  url: string
}

export const ERROR_LOG_LIMIT = 50

export interface ErrorLogContext {
  enabled: boolean
  entries: readonly ErrorEntry[]
  nextId: number
}

export type ErrorLogEvent =
  | { type: 'errorLog.record'; entry: Omit<ErrorEntry, 'id'> }
  | { type: 'errorLog.clear' }

export interface ErrorLogInput {
  /** SPEC.md section 9: the error log is on in production builds. */
  enabled: boolean
}

export const errorLogMachine = setup({
  types: {
    context: {} as ErrorLogContext,
    events: {} as ErrorLogEvent,
    input: {} as ErrorLogInput,
  },
  actors: {
    /** Reports uncaught errors and unhandled rejections as `errorLog.record`. */
    watchRuntimeErrors: fromCallback<ErrorLogEvent>(() => () => {}),
  },
}).createMachine({
  id: 'errorLog',
  context: ({ input }) => ({ enabled: input.enabled, entries: [], nextId: 1 }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Starting: on in production builds, off otherwise (SPEC.md section 9).',
      always: [{ guard: ({ context }) => context.enabled, target: 'on' }, { target: 'off' }],
    },
    off: { description: 'Not recording: development and mock builds.' },
    on: {
      description: 'Recording runtime errors for the error log dialog, oldest dropped first.',
      invoke: { src: 'watchRuntimeErrors' },
      on: {
        'errorLog.record': {
          actions: assign(({ context, event }) => ({
            entries: [...context.entries, { ...event.entry, id: context.nextId }].slice(-ERROR_LOG_LIMIT),
            nextId: context.nextId + 1,
          })),
        },
        'errorLog.clear': { actions: assign({ entries: [] }) },
      },
    },
  },
})
