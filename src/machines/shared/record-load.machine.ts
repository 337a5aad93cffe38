// Loads one record for a detail page (member, applicant, order, salesman): loading, ready,
// error with retry, and reload after a change. The `load` actor is provided per page.
// A write on the record refused as stale (40900, conflict.ts) by a form the page handed it to
// (a dialog over the record): `record.changedElsewhere` loads it again and keeps why in `notice`
// for the page to show, until the next reload.
import { assign, fromPromise, setup } from 'xstate'
import { type ListError, toListError } from './paged-list.machine.ts'

export const recordLoadMachine = setup({
  types: {
    context: {} as { data: unknown; error: ListError | undefined; notice: ListError | undefined },
    events: {} as
      | { type: 'record.reload' }
      | { type: 'record.retry' }
      | { type: 'record.changedElsewhere'; error: unknown },
    tags: {} as 'loading' | 'ready' | 'error',
  },
  actors: {
    load: fromPromise<unknown, void>(async () => {
      throw new Error('load actor not provided')
    }),
  },
}).createMachine({
  id: 'recordLoad',
  context: { data: undefined, error: undefined, notice: undefined },
  initial: 'loading',
  on: {
    'record.reload': { target: '.loading', reenter: true, actions: assign({ notice: undefined }) },
    'record.changedElsewhere': {
      target: '.loading',
      reenter: true,
      actions: assign({ notice: ({ event }) => toListError(event.error) }),
    },
  },
  states: {
    loading: {
      description:
        "Loads the record through the page's load actor; a reload starts here again (the record shown meanwhile stays).",
      tags: ['loading'],
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => toListError(event.error) }) },
      },
    },
    ready: { description: 'The record is shown.', tags: ['ready'] },
    error: {
      description: 'The record could not be loaded: the error is shown with a retry button.',
      tags: ['error'],
      on: { 'record.retry': 'loading' },
    },
  },
})
