import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AnnouncementDetail, AnnouncementInput } from '../../../contract/announcements.schema.ts'
import { ControlError } from '../../services/http.ts'
import {
  announcementFormMachine,
  validateAnnouncement,
  emptyAnnouncement,
} from './announcement-form.machine.ts'

const NOW = new Date('2026-11-20T02:00:00.000Z')

function start(
  save: (input: { infoId: string | undefined; values: AnnouncementInput }) => Promise<{ infoId: string }>,
  infoId?: string,
) {
  return createActor(
    announcementFormMachine.provide({
      actors: {
        load: fromPromise<AnnouncementDetail, { infoId: string }>(async ({ input }) => ({
          infoId: input.infoId,
          title: '旧标题',
          body: '<p>旧正文</p>',
          status: 'DRAFT',
          publishStartAt: '2026-11-01T00:00:00.000Z',
          publishEndAt: '2026-12-01T00:00:00.000Z',
          popUpViewWebUrl: '',
          coverUrl: '',
          isPopup: 0,
          inCarousel: 1,
          sort: 0,
          clickCount: 3,
          createdAt: '',
          updatedAt: '',
          publisherName: '',
          mine: true,
        })),
        save: fromPromise(async ({ input }) => save(input)),
      },
    }),
    { input: { now: NOW, ...(infoId ? { infoId } : {}) } },
  ).start()
}

describe('announcement form', () => {
  it('checks the fields the server checks', () => {
    const ok = { ...emptyAnnouncement(NOW), title: 't', body: '<p>x</p>' }
    expect(validateAnnouncement(ok)).toEqual({})
    expect(validateAnnouncement({ ...ok, title: ' ', body: '<p> </p>' })).toEqual({
      title: 'required',
      body: 'required',
    })
    expect(validateAnnouncement({ ...ok, popUpViewWebUrl: 'javascript:alert(1)' })).toEqual({
      popUpViewWebUrl: 'httpUrlOnly',
    })
    expect(validateAnnouncement({ ...ok, publishEndAt: ok.publishStartAt })).toEqual({
      publishEndAt: 'endBeforeStart',
    })
  })

  it('shows the errors at the fields and does not call the server', async () => {
    let calls = 0
    const actor = start(async () => {
      calls += 1
      return { infoId: '1' }
    })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toMatchObject({ title: 'required', body: 'required' })
    actor.send({ type: 'form.change', values: { title: '新公告' } })
    expect(actor.getSnapshot().context.errors.title).toBeUndefined()
    expect(calls).toBe(0)
  })

  it('loads an announcement for editing and saves it', async () => {
    const saved: Array<string | undefined> = []
    const actor = start(async (input) => {
      saved.push(input.infoId)
      return { infoId: input.infoId ?? '' }
    }, '7')
    await waitFor(actor, (s) => s.hasTag('editing'))
    expect(actor.getSnapshot().context.values.title).toBe('旧标题')
    actor.send({ type: 'form.change', values: { title: '新标题' } })
    actor.send({ type: 'form.submit' })
    const s = await waitFor(actor, (x) => x.hasTag('saved'))
    expect(saved).toEqual(['7'])
    expect(s.context.savedId).toBe('7')
  })

  it('puts the server’s field error at that field', async () => {
    const actor = start(async () => {
      throw new ControlError(40000, 'invalid', { field: 'popUpViewWebUrl', reason: 'httpUrlOnly' })
    })
    actor.send({ type: 'form.change', values: { title: 't', body: '<p>b</p>' } })
    actor.send({ type: 'form.submit' })
    const s = await waitFor(actor, (x) => x.hasTag('editing') && Object.keys(x.context.errors).length > 0)
    expect(s.context.errors).toEqual({ popUpViewWebUrl: 'httpUrlOnly' })
  })
})
