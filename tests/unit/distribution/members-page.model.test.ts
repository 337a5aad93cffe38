// Model-based test of the members page (members-page.machine.ts): every state and transition
// walked, then what the user sees: which dialogs open for one member or for several, what the
// filter bar sends to the list, and the enable/disable call asking for the opposite status.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MemberItem } from '../../../contract/distribution.schema.ts'
import {
  type MemberFilters,
  memberRowActions,
  membersPageMachine,
  type StatusChange,
} from '../../../src/machines/distribution/members-page.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const member = (memberId: number, status: 'ENABLED' | 'DISABLED' = 'ENABLED') =>
  ({ memberId, status, nickName: `m${memberId}` }) as unknown as MemberItem
const one = [member(1)]
const two = [member(1), member(2, 'DISABLED')]

const model = {
  events: [
    { type: 'filters.edit', draft: { keyword: ' 张 ' } },
    { type: 'filters.search' },
    { type: 'filters.reset' },
    { type: 'selection.change', members: two },
    { type: 'member.open', kind: 'remark', members: one },
    { type: 'member.open', kind: 'rank', members: two },
    // Remark edits one member's own value: refused for several.
    { type: 'member.open', kind: 'remark', members: two },
    { type: 'member.cancel' },
    { type: 'member.saved' },
    { type: 'member.toggleStatus', member: member(1) },
  ],
  outcomes: { changeStatus: { done: [{}], error: [{ code: 50000, message: 'down' }] } },
  input: {},
} as const

function live(changeFails = false) {
  const applied: MemberFilters[] = []
  const changes: StatusChange[] = []
  let refreshed = 0
  const actor = createActor(
    membersPageMachine.provide({
      actors: {
        changeStatus: fromPromise<unknown, StatusChange>(async ({ input }) => {
          changes.push(input)
          if (changeFails) throw { code: 50000, message: 'down' }
          return {}
        }),
      },
      actions: {
        applyFilters: (_, params) => {
          applied.push(params.filters)
        },
        refreshList: () => {
          refreshed += 1
        },
      },
    }),
    { input: {} },
  ).start()
  return { actor, applied, changes, refreshed: () => refreshed }
}

describe('members page machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(membersPageMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(membersPageMachine)).toEqual(['browsing', 'changingStatus', 'editingMember'])
    expectFullCoverage(membersPageMachine, paths)
    expectEventsAccepted(membersPageMachine, model.events)
  })

  it('opens rank and salesman for several members, remark and groups only for one', () => {
    const { actor } = live()
    actor.send({ type: 'member.open', kind: 'groups', members: two })
    expect(actor.getSnapshot().value).toBe('browsing')
    actor.send({ type: 'member.open', kind: 'salesman', members: two })
    expect(actor.getSnapshot().context.dialog).toEqual({ kind: 'salesman', members: two })
    actor.send({ type: 'member.cancel' })
    expect(actor.getSnapshot().context.dialog).toBeUndefined()
    expect(memberRowActions(member(1))).toContain('disable')
    expect(memberRowActions(member(2, 'DISABLED'))).toContain('enable')
    actor.stop()
  })

  it('search sends the trimmed filters and clears the selection; reset sends none', () => {
    const { actor, applied } = live()
    actor.send({ type: 'selection.change', members: two })
    actor.send({ type: 'filters.edit', draft: { keyword: ' 张 ', rankId: 3 } })
    actor.send({ type: 'filters.search' })
    expect(actor.getSnapshot().context.selection).toEqual([])
    actor.send({ type: 'filters.reset' })
    expect(applied).toEqual([
      { keyword: '张', status: undefined, rankId: 3, groupId: undefined, salesmanId: undefined },
      {},
    ])
    actor.stop()
  })

  it('a toggle asks for the opposite status and refreshes; a failure is kept for the page', async () => {
    const ok = live()
    ok.actor.send({ type: 'member.toggleStatus', member: member(2, 'DISABLED') })
    expect(ok.actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(ok.actor, (s) => s.matches('browsing'))
    expect(ok.changes).toEqual([{ memberId: 2, status: 'ENABLED' }])
    expect(ok.refreshed()).toBe(1)
    const bad = live(true)
    bad.actor.send({ type: 'member.toggleStatus', member: member(1) })
    const after = await waitFor(bad.actor, (s) => s.matches('browsing'))
    expect(after.context.statusError).toMatchObject({ code: 50000 })
    expect(bad.refreshed()).toBe(0)
  })

  const paths = modelPaths(membersPageMachine, model)
  it.each(paths.map((p) => [pathName(p, membersPageMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(membersPageMachine, path, { input: {} })
  })
})
