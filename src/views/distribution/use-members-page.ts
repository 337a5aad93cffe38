// The members page machine for the view, with the live status call and the view's effects.
import { useActorRef } from '../shared/actors.ts'
import { useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { type MemberFilters, membersPageMachine } from '../../machines/distribution/members-page.machine.ts'
import * as api from '../../services/distribution.api.ts'
import type { PagedListRef } from '../shared/use-paged-list.ts'

export function useMembersPage(
  list: PagedListRef,
  effects: { saved: () => void; statusChanged: () => void },
) {
  const latest = useRef(effects)
  latest.current = effects
  const [logic] = useState(() =>
    membersPageMachine.provide({
      actors: {
        changeStatus: fromPromise(({ input }) => api.changeMemberStatus(input.memberId, input.status)),
      },
      actions: {
        applyFilters: (_, params) => list.send({ type: 'list.filter', filters: { ...params.filters } }),
        refreshList: () => list.send({ type: 'list.refresh' }),
        notifySaved: () => latest.current.saved(),
        notifyStatusChanged: () => latest.current.statusChanged(),
      },
    }),
  )
  // A cached page remounting shows the filters its list still applies.
  const filters = list.getSnapshot().context.query.filters as MemberFilters
  return useActorRef(logic, { input: { filters } })
}

export type MembersPageRef = ReturnType<typeof useMembersPage>
