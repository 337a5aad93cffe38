import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AnnouncementPopupItem } from '../../../contract/announcements.schema.ts'
import { announcementPopupMachine } from './announcement-popup.machine.ts'

function popup(infoId: string): AnnouncementPopupItem {
  return {
    infoId,
    popUpViewTitle: `公告 ${infoId}`,
    popUpViewWebUrl: '',
    popUpViewWebUrlOrigin: '',
    body: '<p>正文</p>',
    coverUrl: '',
    publishStartAt: null,
  }
}

function start(list: AnnouncementPopupItem[], fail: { load?: boolean; close?: boolean } = {}) {
  const closed: string[] = []
  const actor = createActor(
    announcementPopupMachine.provide({
      actors: {
        loadUnseen: fromPromise(async () => {
          if (fail.load) throw new Error('down')
          return { list }
        }),
        closeDialog: fromPromise<unknown, { infoId: string }>(async ({ input }) => {
          if (fail.close) throw new Error('down')
          closed.push(input.infoId)
          return null
        }),
      },
    }),
  ).start()
  return { actor, closed }
}

describe('announcement popup machine', () => {
  it('shows each unseen announcement once and records each close', async () => {
    const { actor, closed } = start([popup('1'), popup('2')])
    let s = await waitFor(actor, (x) => x.hasTag('visible'))
    expect(s.context.queue[0]?.infoId).toBe('1')
    actor.send({ type: 'popup.close' })
    s = await waitFor(actor, (x) => x.hasTag('visible') && !x.hasTag('closing'))
    expect(s.context.queue[0]?.infoId).toBe('2')
    actor.send({ type: 'popup.close' })
    s = await waitFor(actor, (x) => x.status === 'done')
    expect(closed).toEqual(['1', '2'])
    expect(s.hasTag('visible')).toBe(false)
  })

  it('shows nothing when everything has been seen, or when loading fails', async () => {
    expect((await waitFor(start([]).actor, (x) => x.status === 'done')).hasTag('visible')).toBe(false)
    expect(
      (await waitFor(start([popup('1')], { load: true }).actor, (x) => x.status === 'done')).status,
    ).toBe('done')
  })

  it('still closes the dialog when recording fails', async () => {
    const { actor, closed } = start([popup('1')], { close: true })
    await waitFor(actor, (x) => x.hasTag('visible'))
    actor.send({ type: 'popup.close' })
    await waitFor(actor, (x) => x.status === 'done')
    expect(closed).toEqual([])
  })
})
