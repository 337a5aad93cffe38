import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MembershipState, PaidVipOrder, VipOrder } from '../../../contract/distribution-setup.schema.ts'
import { openMembershipMachine } from './open-membership.machine.ts'
import { fakeMembership, fakeVipOrders } from './membership-fakes.ts'

const membership = fakeMembership
const { order, paid } = fakeVipOrders('VIP1')

function start(
  input: { orderNo?: string },
  fakes: Partial<
    Record<'loadMembership' | 'prepareOrder' | 'loadOrder' | 'payOrder', () => Promise<unknown>>
  > = {},
) {
  const showOrder = vi.fn()
  const tierChanged = vi.fn()
  const prepared = vi.fn()
  const paidCalls = vi.fn()
  const machine = openMembershipMachine.provide({
    actors: {
      loadMembership: fromPromise(
        async () => (fakes.loadMembership ? fakes.loadMembership() : membership) as Promise<MembershipState>,
      ),
      prepareOrder: fromPromise(async ({ input }: { input: { planCode: string } }) => {
        prepared(input.planCode)
        return (fakes.prepareOrder ? fakes.prepareOrder() : order) as Promise<VipOrder>
      }),
      loadOrder: fromPromise(async () => (fakes.loadOrder ? fakes.loadOrder() : order) as Promise<VipOrder>),
      payOrder: fromPromise(async ({ input }: { input: { orderNo: string } }) => {
        paidCalls(input.orderNo)
        return (fakes.payOrder ? fakes.payOrder() : paid) as Promise<PaidVipOrder>
      }),
    },
    actions: { showOrder, tierChanged },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, showOrder, tierChanged, prepared, paidCalls }
}

describe('open membership machine', () => {
  it('preselects the upgrade, prepares the chosen plan and opens the order', async () => {
    const { actor, showOrder, prepared } = start({})
    await waitFor(actor, (s) => s.matches('choosing'))
    expect(actor.getSnapshot().context.planCode).toBe('PRO')
    actor.send({ type: 'plan.choose', planCode: 'BASE' })
    actor.send({ type: 'plan.order' })
    await waitFor(actor, (s) => s.matches('ordered'))
    expect(prepared).toHaveBeenCalledWith('BASE')
    expect(showOrder).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.orderNo).toBe('VIP1')
  })

  it('stays at the choice with the error when the order is refused', async () => {
    const { actor, showOrder } = start(
      {},
      { prepareOrder: () => Promise.reject({ code: 40000, message: 'notOffered' }) },
    )
    await waitFor(actor, (s) => s.matches('choosing'))
    actor.send({ type: 'plan.order' })
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== undefined)
    expect(actor.getSnapshot().context.error).toEqual({ code: 40000, message: 'notOffered' })
    expect(showOrder).not.toHaveBeenCalled()
  })

  it('loads an order, pays it, and reports the tier change', async () => {
    const { actor, tierChanged, paidCalls } = start({ orderNo: 'VIP1' })
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'order.pay' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('paid'))
    expect(paidCalls).toHaveBeenCalledWith('VIP1')
    expect(tierChanged).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.paid?.tierAfter).toBe('DISTRIBUTIONPRO')
  })

  it('keeps a failed payment retryable, and the tier unchanged', async () => {
    let fail = true
    const { actor, tierChanged } = start(
      { orderNo: 'VIP1' },
      { payOrder: () => (fail ? Promise.reject({ code: null, message: 'offline' }) : Promise.resolve(paid)) },
    )
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'order.pay' })
    await waitFor(actor, (s) => s.matches('payFailed'))
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    expect(tierChanged).not.toHaveBeenCalled()
    fail = false
    actor.send({ type: 'order.pay' })
    await waitFor(actor, (s) => s.matches('paid'))
    expect(tierChanged).toHaveBeenCalledTimes(1)
  })

  it('shows an order that is already paid without offering to pay', async () => {
    const { actor } = start({ orderNo: 'VIP1' }, { loadOrder: () => Promise.resolve(paid) })
    await waitFor(actor, (s) => s.matches('closed'))
    expect(actor.getSnapshot().can({ type: 'order.pay' })).toBe(false)
  })

  it('offers a retry when loading fails', async () => {
    let calls = 0
    const { actor } = start(
      {},
      {
        loadMembership: () =>
          ++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(membership),
      },
    )
    await waitFor(actor, (s) => s.matches('loadFailed'))
    actor.send({ type: 'membership.retry' })
    await waitFor(actor, (s) => s.matches('choosing'))
    expect(calls).toBe(2)
  })
})
