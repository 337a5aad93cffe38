// The open-membership machine for the two membership pages, with the live calls.
import { useActorRef } from '../shared/actors.ts'
import { useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { openMembershipMachine } from '../../machines/distribution/open-membership.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'

export function useOpenMembership(
  input: { orderNo?: string | undefined },
  on: { showOrder?: (orderNo: string) => void } = {},
) {
  const latest = useRef(on)
  latest.current = on
  const [logic] = useState(() =>
    openMembershipMachine.provide({
      actors: {
        loadMembership: fromPromise(({ signal }) => api.getOpenVipInfo(signal)),
        prepareOrder: fromPromise(({ input }) => api.prepareOpenVipOrder(input.planCode)),
        loadOrder: fromPromise(({ input, signal }) => api.getOpenVipOrder(input.orderNo, signal)),
        payOrder: fromPromise(({ input }) => api.payOpenVipOrder(input.orderNo)),
      },
      actions: {
        showOrder: ({ context }) => context.orderNo && latest.current.showOrder?.(context.orderNo),
      },
    }),
  )
  return useActorRef(logic, { input })
}
