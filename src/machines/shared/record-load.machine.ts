// Loads one record for a detail page (member, applicant, order, salesman): loading, ready,
// error with retry, and reload after a change. The `load` actor is provided per page.
import { assign, fromPromise, setup } from 'xstate'
import { type ListError, toListError } from './paged-list.machine.ts'

export const recordLoadMachine = setup({
  types: {
    context: {} as { data: unknown; error: ListError | undefined },
    events: {} as { type: 'record.reload' } | { type: 'record.retry' },
    tags: {} as 'loading' | 'ready' | 'error',
  },
  actors: {
    load: fromPromise<unknown, void>(async () => {
      throw new Error('load actor not provided')
    }),
  },
}).createMachine({
  id: 'recordLoad',
  context: { data: undefined, error: undefined },
  initial: 'loading',
  on: { 'record.reload': { target: '.loading', reenter: true } },
  states: {
    loading: {
      description: "Loads the record through the page's load actor; a reload starts here again.",
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
