// The announcement form on the one form machine: its checks and limits, its draft from a
// loaded announcement, and the server's field errors at the field.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AnnouncementDetail, AnnouncementInput } from '../../../contract/announcements.schema.ts'
import { ControlError } from '../../services/http.ts'
import { type FormInput, type FormValues, formMachine } from '../shared/form.machine.ts'
import { announcementDraft, emptyAnnouncement, validateAnnouncement } from './announcement-form.ts'

const NOW = new Date('2026-11-20T02:00:00.000Z')
const detail: AnnouncementDetail = {
  infoId: '7',
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
}

/** The form as the page runs it: a blank draft (create) or the loaded one (edit). */
function start(save: (values: AnnouncementInput) => Promise<unknown>, edit = false) {
  const input: FormInput<AnnouncementInput> = edit
    ? { load: true, validate: validateAnnouncement }
    : { values: emptyAnnouncement(NOW), validate: validateAnnouncement }
  return createActor(
    formMachine.provide({
      actors: {
        load: fromPromise(async () => announcementDraft(detail) as unknown as FormValues),
        submit: fromPromise(async ({ input }) => save(input as unknown as AnnouncementInput)),
      },
    }),
    { input: input as unknown as FormInput },
  ).start()
}

describe('announcement form', () => {
  it('checks the fields the server checks, with its limits', () => {
    const ok = { ...emptyAnnouncement(NOW), title: 't', body: '<p>x</p>' }
    expect(validateAnnouncement(ok)).toEqual({})
    expect(validateAnnouncement({ ...ok, title: ' ', body: '<p> </p>' })).toEqual({
      title: { reason: 'required' },
      body: { reason: 'required' },
    })
    expect(validateAnnouncement({ ...ok, title: 'a'.repeat(201) })).toEqual({
      title: { reason: 'tooLong', max: 200 },
    })
    expect(validateAnnouncement({ ...ok, sort: 10_000 })).toEqual({
      sort: { reason: 'range', min: 0, max: 9999 },
    })
    expect(validateAnnouncement({ ...ok, popUpViewWebUrl: 'javascript:alert(1)' })).toEqual({
      popUpViewWebUrl: { reason: 'httpUrlOnly' },
    })
    expect(validateAnnouncement({ ...ok, publishEndAt: ok.publishStartAt })).toEqual({
      publishEndAt: { reason: 'endBeforeStart' },
    })
  })

  it('refuses an over-long title at the field as it is typed, and saves nothing', () => {
    let calls = 0
    const actor = start(async () => {
      calls += 1
    })
    actor.send({ type: 'form.change', values: { title: 'a'.repeat(201), body: '<p>x</p>' } })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ title: { reason: 'tooLong', max: 200 } })
    expect(actor.getSnapshot().context.values.title).toHaveLength(201)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(calls).toBe(0)
  })

  it('shows the required fields at submit and does not call the server', () => {
    let calls = 0
    const actor = start(async () => {
      calls += 1
    })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      title: { reason: 'required' },
      body: { reason: 'required' },
    })
    actor.send({ type: 'form.change', values: { title: '新公告' } })
    expect(actor.getSnapshot().context.fieldErrors.title).toBeUndefined()
    expect(calls).toBe(0)
  })

  it('loads an announcement for editing and saves it', async () => {
    const saved: string[] = []
    const actor = start(async (values) => {
      saved.push(values.title)
      return { infoId: '7' }
    }, true)
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.values.title).toBe('旧标题')
    actor.send({ type: 'form.change', values: { title: '新标题' } })
    actor.send({ type: 'form.submit' })
    const s = await waitFor(actor, (x) => x.hasTag('done'))
    expect(saved).toEqual(['新标题'])
    expect(s.context.result).toEqual({ infoId: '7' })
  })

  it('puts the server’s field error at that field', async () => {
    const actor = start(async () => {
      throw new ControlError(40000, 'invalid', { field: 'popUpViewWebUrl', reason: 'httpUrlOnly' })
    })
    actor.send({ type: 'form.change', values: { title: 't', body: '<p>b</p>' } })
    actor.send({ type: 'form.submit' })
    const s = await waitFor(
      actor,
      (x) => x.matches('editing') && Object.keys(x.context.fieldErrors).length > 0,
    )
    expect(s.context.fieldErrors).toEqual({ popUpViewWebUrl: { reason: 'httpUrlOnly' } })
  })
})
