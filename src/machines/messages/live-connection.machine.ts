// The push channel's connection in the browser (issue 32): one stream of GET /control/events per
// tab while signed in. connecting -> open; a stream that fails or ends goes to reconnecting and
// tries again after a back-off (1 s, 2 s, 4 s... at most `maxDelayMs`), naming the last event it
// had so nothing is missed; after `maxAttempts` failures in a row it falls back to polling (the
// bell's and the pages' own timer calls carry on) and tries the stream again every
// `fallbackRetryMs`. Each event received is emitted as `live.event` for the views (chat, bell,
// menu counts). A refusal of the session (50008, 50012, 50014) stops it: the session's dialogs
// take over. A child of the root actor (system id `liveConnection`).
import { assign, emit, fromCallback, setup } from 'xstate'
import type { LiveEvent } from '../../../contract/live.schema.ts'

/** What the stream actor reports. */
export type LiveStreamReport =
  | { type: 'live.opened' }
  | { type: 'live.received'; event: LiveEvent }
  | { type: 'live.ended' }
  | { type: 'live.failed'; sessionEnded: boolean }

export type LiveConnectionEvent =
  | { type: 'live.start' }
  | { type: 'live.stop' }
  /** The page came back online or into view: try now rather than after the back-off. */
  | { type: 'live.retryNow' }
  | LiveStreamReport

export type LiveConnectionEmitted = { type: 'live.event'; event: LiveEvent }

export interface LiveConnectionInput {
  baseDelayMs?: number
  maxDelayMs?: number
  maxAttempts?: number
  fallbackRetryMs?: number
}

export interface LiveConnectionContext {
  lastEventId: number | undefined
  /** Failures since the stream was last open. */
  failures: number
  baseDelayMs: number
  maxDelayMs: number
  maxAttempts: number
  fallbackRetryMs: number
}

export const liveConnectionMachine = setup({
  types: {
    context: {} as LiveConnectionContext,
    events: {} as LiveConnectionEvent,
    input: {} as LiveConnectionInput,
    emitted: {} as LiveConnectionEmitted,
    tags: {} as 'live' | 'polling' | 'off',
  },
  actors: {
    /** Opens the stream from `lastEventId` and reports; closing it is the cleanup. */
    // Provided by the root actor's live implementation (src/root-context.tsx); this one never
    // opens: machines and tests that leave it out simply have no stream.
    stream: fromCallback<LiveConnectionEvent, { lastEventId: number | undefined }>(() => () => {}),
  },
  guards: {
    sessionEnded: ({ event }) => event.type === 'live.failed' && event.sessionEnded,
    attemptsLeft: ({ context }) => context.failures + 1 < context.maxAttempts,
  },
  actions: {
    noteEvent: assign({
      lastEventId: ({ context, event }) =>
        event.type === 'live.received'
          ? Math.max(context.lastEventId ?? 0, event.event.id)
          : context.lastEventId,
    }),
    forwardEvent: emit(({ event }) => {
      if (event.type !== 'live.received') throw new Error('forwardEvent on another event')
      return { type: 'live.event' as const, event: event.event }
    }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    resetFailures: assign({ failures: 0 }),
    forget: assign({ lastEventId: undefined, failures: 0 }),
  },
  delays: {
    backOff: ({ context }) =>
      Math.min(context.maxDelayMs, context.baseDelayMs * 2 ** Math.max(0, context.failures - 1)),
    fallbackRetry: ({ context }) => context.fallbackRetryMs,
  },
}).createMachine({
  id: 'liveConnection',
  context: ({ input }) => ({
    lastEventId: undefined,
    failures: 0,
    baseDelayMs: input.baseDelayMs ?? 1000,
    maxDelayMs: input.maxDelayMs ?? 15_000,
    maxAttempts: input.maxAttempts ?? 4,
    fallbackRetryMs: input.fallbackRetryMs ?? 60_000,
  }),
  initial: 'off',
  states: {
    off: {
      description: 'Nobody signed in: no stream.',
      tags: ['off'],
      on: { 'live.start': { target: 'streaming' } },
    },
    streaming: {
      description: 'The stream is opened (naming the last event it had, after a break) and read.',
      invoke: { src: 'stream', input: ({ context }) => ({ lastEventId: context.lastEventId }) },
      on: {
        'live.received': { actions: ['noteEvent', 'forwardEvent'] },
        'live.failed': [
          { guard: 'sessionEnded', target: 'off', actions: 'forget' },
          { guard: 'attemptsLeft', target: 'reconnecting', actions: 'countFailure' },
          { target: 'polling', actions: 'countFailure' },
        ],
        'live.ended': [
          { guard: 'attemptsLeft', target: 'reconnecting', actions: 'countFailure' },
          { target: 'polling', actions: 'countFailure' },
        ],
        'live.stop': { target: 'off', actions: 'forget' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Waiting for the server to accept the stream.',
          on: { 'live.opened': { target: 'open', actions: 'resetFailures' } },
        },
        open: {
          description: 'The stream is open: each event is passed on as it arrives.',
          tags: ['live'],
        },
      },
    },
    reconnecting: {
      description: 'The stream broke: wait (1 s, 2 s, 4 s... at most 15 s) and open it again.',
      after: { backOff: { target: 'streaming' } },
      on: {
        'live.retryNow': { target: 'streaming' },
        'live.stop': { target: 'off', actions: 'forget' },
      },
    },
    polling: {
      description:
        'The stream is unavailable: the timer calls of the bell and the pages carry on; try the stream again now and then.',
      tags: ['polling'],
      after: { fallbackRetry: { target: 'streaming', actions: 'resetFailures' } },
      on: {
        'live.retryNow': { target: 'streaming', actions: 'resetFailures' },
        'live.stop': { target: 'off', actions: 'forget' },
      },
    },
  },
})
