// Model-based test of the announcement popup after sign-in (announcement-popup.machine.ts): every
// state and transition walked, then what the user sees: one unseen announcement at a time, each
// close recorded, a failed load or close never blocking the screen.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AnnouncementPopupItem } from '../../../contract/announcements.schema.ts'
import { announcementPopupMachine } from '../../../src/machines/announcements/announcement-popup.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const item = (infoId: string) => ({ infoId, title: `notice ${infoId}` }) as unknown as AnnouncementPopupItem

const model = {
  events: [{ type: 'popup.close' }],
  outcomes: {
    loadUnseen: {
      done: [{ list: [item('7'), item('8')] }, { list: [] }],
      error: [{ code: 50000, message: 'x' }],
    },
    closeDialog: { done: [{}], error: [{ code: 50000, message: 'x' }] },
  },
} as const

function live(list: AnnouncementPopupItem[], closeFails = false) {
  const closed: string[] = []
  const actor = createActor(
    announcementPopupMachine.provide({
      actors: {
        loadUnseen: fromPromise(async () => ({ list })),
        closeDialog: fromPromise<unknown, { infoId: string }>(async ({ input }) => {
          closed.push(input.infoId)
          if (closeFails) throw { code: 50000, message: 'down' }
          return {}
        }),
      },
    }),
  ).start()
  return { actor, closed }
}

describe('announcement popup machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(announcementPopupMachine, { ...model, strategy: 'transitions' })
    expectFullCoverage(announcementPopupMachine, paths)
    expectEventsAccepted(announcementPopupMachine, model.events)
  })

  it('shows the unseen announcements one at a time and records each close', async () => {
    const { actor, closed } = live([item('7'), item('8')])
    let shown = await waitFor(actor, (s) => s.matches('showing'))
    expect(shown.context.queue[0]?.infoId).toBe('7')
    actor.send({ type: 'popup.close' })
    shown = await waitFor(actor, (s) => s.matches('showing') && s.context.queue.length === 1)
    expect(shown.context.queue[0]?.infoId).toBe('8')
    actor.send({ type: 'popup.close' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(closed).toEqual(['7', '8'])
  })

  it('nothing unseen, or a failed load: no popup at all', async () => {
    const { actor } = live([])
    await waitFor(actor, (s) => s.status === 'done')
    const failing = createActor(
      announcementPopupMachine.provide({
        actors: { loadUnseen: fromPromise(async () => Promise.reject(new Error('down'))) },
      }),
    ).start()
    const done = await waitFor(failing, (s) => s.status === 'done')
    expect(done.hasTag('visible')).toBe(false)
  })

  it('a close that is not recorded still moves on to the next one', async () => {
    const { actor, closed } = live([item('7'), item('8')], true)
    await waitFor(actor, (s) => s.matches('showing'))
    actor.send({ type: 'popup.close' })
    const next = await waitFor(actor, (s) => s.matches('showing') && s.context.queue.length === 1)
    expect(next.context.queue[0]?.infoId).toBe('8')
    expect(closed).toEqual(['7'])
  })

  const paths = modelPaths(announcementPopupMachine, model)
  it.each(paths.map((p) => [pathName(p, announcementPopupMachine), p] as const))(
    'replays %s',
    (_name, path) => {
      replayPath(announcementPopupMachine, path)
    },
  )
})
