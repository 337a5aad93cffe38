// The route tree a signed-in user may open (SPEC.md section 6). The menu, the guard, the
// breadcrumb and the header search all read this one filtered result.
import { assign, setup } from 'xstate'
import { filterRoutes } from '../../routes/route-access.ts'
import { ROUTE_TABLE, type RouteDef } from '../../routes/route-table.ts'

export interface RoutingContext {
  table: readonly RouteDef[]
  roles: readonly string[]
  routes: readonly RouteDef[]
}

export type RoutingEvent =
  /** `deniedPages`: the pages of the keys a narrowed sub-user lacks (issue 33); none when absent. */
  | { type: 'routing.rolesChanged'; roles: readonly string[]; deniedPages?: readonly string[] }
  | { type: 'routing.cleared' }

export interface RoutingInput {
  table?: readonly RouteDef[]
}

export const routingMachine = setup({
  types: {
    context: {} as RoutingContext,
    events: {} as RoutingEvent,
    input: {} as RoutingInput,
    tags: {} as 'ready',
  },
  actions: {
    filterForRoles: assign(
      ({ context }, params: { roles: readonly string[]; deniedPages: readonly string[] }) => ({
        roles: params.roles,
        routes: filterRoutes(params.roles, context.table, params.deniedPages),
      }),
    ),
    forgetRoutes: assign({ roles: [], routes: [] }),
  },
}).createMachine({
  id: 'routing',
  context: ({ input }) => ({ table: input?.table ?? ROUTE_TABLE, roles: [], routes: [] }),
  initial: 'empty',
  on: {
    'routing.rolesChanged': {
      target: '.ready',
      actions: {
        type: 'filterForRoles',
        params: ({ event }) => ({ roles: event.roles, deniedPages: event.deniedPages ?? [] }),
      },
    },
    'routing.cleared': { target: '.empty', actions: 'forgetRoutes' },
  },
  states: {
    empty: { description: 'Nobody signed in: no routes allowed.' },
    ready: {
      description: "The signed-in user's routes, filtered by role from the route table.",
      tags: ['ready'],
    },
  },
})
