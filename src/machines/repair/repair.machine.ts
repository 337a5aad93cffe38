// One open repair job (repairDetails?repairId=…) run on the repair lifecycle
// (contract/lifecycles/repair.lifecycle.ts): a state per job status offers exactly the steps
// the lifecycle allows from it (staff: their work steps only); a step opens its dialog, is
// checked (repair-step-form.ts) and sent with the version the page loaded. The server refuses
// an illegal or stale step with 40900 and changes nothing: the job is reloaded and the page
// says why. Loading and the step call are actors the page provides.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { nextState } from '../../../contract/lifecycles/lifecycle.ts'
import { type RepairStatus, repairLifecycle } from '../../../contract/lifecycles/repair.lifecycle.ts'
import {
  REPAIR_STEP_EVENTS,
  type RepairStepEvent,
  STAFF_STEP_EVENTS,
} from '../../../contract/repair.constants.ts'
import type { RepairDetail } from '../../../contract/repair.schema.ts'
import { isConflict } from '../shared/conflict.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'
import { type RepairStepInput, type StepProblems, stepBody, stepProblems } from './repair-step-form.ts'

export interface RepairJobInput {
  repairId: number
  /** Repair staff (SUB_USER_WX without the merchant's role): work steps only. */
  staff: boolean
}

export interface TakeStepInput extends RepairStepInput {
  repairId: number
  version: number
  event: RepairStepEvent
}

export interface RepairJobContext {
  repairId: number
  staff: boolean
  job: RepairDetail | undefined
  /** The step whose dialog is open or being sent. */
  step: RepairStepEvent | undefined
  input: RepairStepInput
  problems: StepProblems
  /** A load or step failure (shown with retry). */
  error: ListError | undefined
  /** Why the job was reloaded: the server's 40900 answer (changed elsewhere, or not possible). */
  conflict: ListError | undefined
}

type StepEvent = { type: RepairStepEvent }
export type RepairJobEvent =
  | StepEvent
  | { type: 'step.submit'; input: RepairStepInput }
  | { type: 'step.cancel' }
  | { type: 'step.retry' }
  | { type: 'job.reload' }
  | { type: 'job.retry' }

/** The transitions of one status: each lifecycle step the repair area takes opens its dialog. */
function statusState(status: RepairStatus) {
  const on: Record<string, { guard: 'mayTake'; target: string; actions: 'openStep' }> = {}
  for (const event of REPAIR_STEP_EVENTS) {
    if (nextState(repairLifecycle, status, event))
      on[event] = { guard: 'mayTake', target: '#repairJob.step', actions: 'openStep' }
  }
  const terminal = repairLifecycle.terminal.includes(status)
  return {
    description: `${repairLifecycle.descriptions?.[status] ?? status}${terminal ? ' No step is offered.' : ''}`,
    tags: ['ready' as const],
    on,
  }
}

const statusStates = Object.fromEntries(repairLifecycle.states.map((s) => [s, statusState(s)])) as Record<
  RepairStatus,
  ReturnType<typeof statusState>
>

export const repairMachine = setup({
  types: {
    context: {} as RepairJobContext,
    events: {} as RepairJobEvent,
    input: {} as RepairJobInput,
    /** `ready`: the job is shown with its steps; `dialog`: a step's dialog is open; `busy`: a call runs. */
    tags: {} as 'loading' | 'ready' | 'dialog' | 'busy' | 'error',
  },
  actors: {
    loadJob: fromPromise<RepairDetail, { repairId: number }>(async () => {
      throw new Error('loadJob actor not provided')
    }),
    takeStep: fromPromise<RepairDetail, TakeStepInput>(async () => {
      throw new Error('takeStep actor not provided')
    }),
  },
  actions: {
    openStep: assign(({ event }) => ({
      step: event.type as RepairStepEvent,
      input: {},
      problems: {},
      error: undefined,
      conflict: undefined,
    })),
    // Placeholders the page fills (toast, counts refresh).
    notifyStepped: () => {},
    notifyConflict: () => {},
  },
  guards: {
    mayTake: ({ context, event }) =>
      !context.staff || (STAFF_STEP_EVENTS as readonly string[]).includes(event.type),
    inputComplete: ({ context, event }) => {
      assertEvent(event, 'step.submit')
      return context.step !== undefined && Object.keys(stepProblems(context.step, event.input)).length === 0
    },
    isConflict: (_, error: unknown) => isConflict(error),
    hasStatus: ({ context }, params: { status: RepairStatus }) => context.job?.status === params.status,
  },
}).createMachine({
  id: 'repairJob',
  context: ({ input }) => ({
    repairId: input.repairId,
    staff: input.staff,
    job: undefined,
    step: undefined,
    input: {},
    problems: {},
    error: undefined,
    conflict: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the job (details, items, timeline, version).',
      tags: ['loading'],
      invoke: {
        src: 'loadJob',
        input: ({ context }) => ({ repairId: context.repairId }),
        onDone: { target: 'sync', actions: assign({ job: ({ event }) => event.output, error: undefined }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The job could not be loaded (or is not the caller’s: not found); retry loads again.',
      tags: ['error'],
      on: { 'job.retry': 'loading' },
    },
    sync: {
      description: 'Goes to the state of the job’s status (transient).',
      always: [
        ...repairLifecycle.states.map((s) => ({
          guard: { type: 'hasStatus' as const, params: { status: s } },
          target: `status.${s}`,
        })),
        // A status this page does not know (a newer server): shown as a load failure.
        {
          target: 'loadFailed',
          actions: assign({ error: ({ context }) => ({ code: null, message: String(context.job?.status) }) }),
        },
      ],
    },
    status: {
      description:
        'The job is shown in its lifecycle status; the status offers the steps the lifecycle allows.',
      on: { 'job.reload': 'reloading' },
      initial: 'WAIT_ACCEPT',
      states: statusStates,
    },
    step: {
      description: 'A step’s dialog is open: confirm, or fill in what the step needs.',
      tags: ['dialog'],
      initial: 'editing',
      states: {
        editing: {
          description: 'The dialog; a submit with missing or bad input shows the problems at the fields.',
          on: {
            'step.submit': [
              {
                guard: 'inputComplete',
                target: 'submitting',
                actions: assign({
                  input: ({ context, event }) => stepBody(context.step ?? 'repair.accepted', event.input),
                  problems: {},
                }),
              },
              {
                actions: assign({
                  problems: ({ context, event }) =>
                    stepProblems(context.step ?? 'repair.accepted', event.input),
                }),
              },
            ],
            'step.cancel': { target: '#repairJob.sync', actions: assign({ step: undefined }) },
          },
        },
        submitting: {
          description: 'The step goes to the server with the version the page loaded.',
          tags: ['busy'],
          invoke: {
            src: 'takeStep',
            input: ({ context }) => ({
              ...context.input,
              repairId: context.repairId,
              version: context.job?.version ?? 0,
              event: context.step ?? 'repair.accepted',
            }),
            onDone: {
              target: '#repairJob.sync',
              actions: [assign({ job: ({ event }) => event.output, step: undefined }), 'notifyStepped'],
            },
            onError: [
              {
                guard: {
                  type: 'isConflict',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
                target: '#repairJob.reloading',
                actions: assign({ conflict: ({ event }) => toListError(event.error), step: undefined }),
              },
              { target: 'failed', actions: assign({ error: ({ event }) => toListError(event.error) }) },
            ],
          },
        },
        failed: {
          description: 'The step failed (not a conflict): the error is shown in the dialog with retry.',
          tags: ['error'],
          on: {
            'step.retry': { target: 'submitting', actions: assign({ error: undefined }) },
            'step.cancel': {
              target: '#repairJob.sync',
              actions: assign({ error: undefined, step: undefined }),
            },
          },
        },
      },
    },
    reloading: {
      description:
        'The server refused the step as illegal or stale (40900): the job is loaded again and the page says why.',
      tags: ['loading'],
      invoke: {
        src: 'loadJob',
        input: ({ context }) => ({ repairId: context.repairId }),
        onDone: {
          target: 'sync',
          actions: [assign({ job: ({ event }) => event.output }), 'notifyConflict'],
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toListError(event.error) }),
        },
      },
    },
  },
})

/** The steps the job's current status offers the caller, in lifecycle order. */
export function offeredSteps(snapshot: { can: (event: RepairJobEvent) => boolean }): RepairStepEvent[] {
  return REPAIR_STEP_EVENTS.filter((event) => snapshot.can({ type: event }))
}
