import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import {
  type MemberFilters,
  type StatusChange,
  memberRowActions,
  membersPageMachine,
  toMemberFilters,
} from './members-page.machine.ts'

function member(over: Partial<MemberItem> = {}): MemberItem {
  return {
    memberId: 7,
    partyId: 'PD7',
    name: '华联商贸',
    contactName: '张三',
    contactPhone: '13800000000',
    status: 'ENABLED',
    rank: null,
    groups: [],
    salesman: null,
    orderCount: 0,
    orderAmount: 0,
    remark: '',
    lastOrderAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  }
}

function harness(
  changeStatus: (c: StatusChange) => Promise<unknown> = async () => null,
  filters?: MemberFilters,
) {
  const applied: MemberFilters[] = []
  const calls: string[] = []
  const sent: StatusChange[] = []
  const actor = createActor(
    membersPageMachine.provide({
      actors: {
        changeStatus: fromPromise(({ input }) => {
          sent.push(input)
          return changeStatus(input)
        }),
      },
      actions: {
        applyFilters: (_, params) => void applied.push(params.filters),
        refreshList: () => void calls.push('refreshList'),
        notifySaved: () => void calls.push('notifySaved'),
        notifyStatusChanged: () => void calls.push('notifyStatusChanged'),
      },
    }),
    { input: filters ? { filters } : {} },
  ).start()
  return { actor, applied, calls, sent }
}

describe('members page machine', () => {
  it('sends the edited filters on search, "all" left out and the keyword trimmed', () => {
    const { actor, applied } = harness()
    actor.send({ type: 'filters.edit', draft: { keyword: '  华联 ', rankId: 3 } })
    actor.send({ type: 'filters.edit', draft: { status: 'DISABLED' } })
    expect(applied).toEqual([])
    actor.send({ type: 'filters.search' })
    expect(applied).toEqual([
      { keyword: '华联', status: 'DISABLED', rankId: 3, groupId: undefined, salesmanId: undefined },
    ])
  })

  it('reset clears the draft, the selection and the list filters', () => {
    const { actor, applied } = harness()
    actor.send({ type: 'filters.edit', draft: { keyword: 'x', salesmanId: 2 } })
    actor.send({ type: 'selection.change', members: [member()] })
    actor.send({ type: 'filters.reset' })
    expect(actor.getSnapshot().context.draft).toEqual({
      keyword: '',
      status: '',
      rankId: 0,
      groupId: 0,
      salesmanId: 0,
    })
    expect(actor.getSnapshot().context.selection).toEqual([])
    expect(applied).toEqual([{}])
  })

  it('starts from the filters its list already applies (a cached page coming back)', () => {
    const { actor } = harness(undefined, { status: 'ENABLED', groupId: 4 })
    expect(actor.getSnapshot().context.draft).toEqual({
      keyword: '',
      status: 'ENABLED',
      rankId: 0,
      groupId: 4,
      salesmanId: 0,
    })
  })

  it('offers disable to an enabled member and enable to a disabled one', () => {
    expect(memberRowActions({ status: 'ENABLED' })).toEqual([
      'details',
      'disable',
      'remark',
      'rank',
      'groups',
      'salesman',
    ])
    expect(memberRowActions({ status: 'DISABLED' })).toEqual([
      'details',
      'enable',
      'remark',
      'rank',
      'groups',
      'salesman',
    ])
  })

  it('toggles a member status, then refreshes the list', async () => {
    const { actor, sent, calls } = harness()
    actor.send({ type: 'member.toggleStatus', member: member({ status: 'ENABLED' }) })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(sent).toEqual([{ memberId: 7, status: 'DISABLED' }])
    expect(calls).toEqual(['notifyStatusChanged', 'refreshList'])
  })

  it('keeps a failed status change as the page error, cleared by the next try', async () => {
    const { actor } = harness(async () => {
      throw { code: 40400, message: 'member not found' }
    })
    actor.send({ type: 'member.toggleStatus', member: member({ status: 'DISABLED' }) })
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(actor.getSnapshot().context.statusError).toEqual({ code: 40400, message: 'member not found' })
    actor.send({ type: 'member.toggleStatus', member: member() })
    expect(actor.getSnapshot().context.statusError).toBeUndefined()
  })

  it('opens a dialog for one member, or for many only for rank and salesman', () => {
    const { actor } = harness()
    const two = [member(), member({ memberId: 8 })]
    actor.send({ type: 'member.open', kind: 'remark', members: two })
    expect(actor.getSnapshot().matches('browsing')).toBe(true)
    actor.send({ type: 'member.open', kind: 'rank', members: [] })
    expect(actor.getSnapshot().matches('browsing')).toBe(true)
    actor.send({ type: 'member.open', kind: 'salesman', members: two })
    expect(actor.getSnapshot().context.dialog).toEqual({ kind: 'salesman', members: two })
    actor.send({ type: 'member.cancel' })
    expect(actor.getSnapshot().context.dialog).toBeUndefined()
  })

  it('a saved dialog closes, clears the selection, says so and refreshes the list', () => {
    const { actor, calls } = harness()
    actor.send({ type: 'selection.change', members: [member()] })
    actor.send({ type: 'member.open', kind: 'rank', members: [member()] })
    actor.send({ type: 'member.saved' })
    expect(actor.getSnapshot().matches('browsing')).toBe(true)
    expect(actor.getSnapshot().context.selection).toEqual([])
    expect(calls).toEqual(['notifySaved', 'refreshList'])
  })

  it('maps an empty draft to no filters at all', () => {
    expect(toMemberFilters({ keyword: '   ', status: '', rankId: 0, groupId: 0, salesmanId: 0 })).toEqual({
      keyword: undefined,
      status: undefined,
      rankId: undefined,
      groupId: undefined,
      salesmanId: undefined,
    })
  })
})
