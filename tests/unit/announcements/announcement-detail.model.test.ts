// Model-based test of the announcement detail page (announcement-detail.machine.ts): every state
// and transition walked, then the page's load, failure and retry with the infoId it was opened with.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AnnouncementDetail } from '../../../contract/announcements.schema.ts'
import { announcementDetailMachine } from '../../../src/machines/announcements/announcement-detail.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const detail = { infoId: '12', title: 'Holiday hours' } as unknown as AnnouncementDetail
const input = { infoId: '12' }
const model = {
  events: [{ type: 'detail.retry' }],
  outcomes: { load: { done: [detail], error: [{ code: 40400, message: 'gone' }] } },
  input,
} as const

describe('announcement detail machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(announcementDetailMachine, { ...model, strategy: 'transitions' })
    expectFullCoverage(announcementDetailMachine, paths)
    expectEventsAccepted(announcementDetailMachine, model.events)
  })

  it('loads the announcement it was opened for; a failure shows why and retry loads it again', async () => {
    const asked: string[] = []
    let fail = true
    const actor = createActor(
      announcementDetailMachine.provide({
        actors: {
          load: fromPromise(async ({ input: i }: { input: { infoId: string } }) => {
            asked.push(i.infoId)
            if (fail) throw { code: 40400, message: 'not found' }
            return detail
          }),
        },
      }),
      { input },
    ).start()
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toEqual({ code: 40400, message: 'not found' })
    expect(failed.hasTag('error')).toBe(true)
    fail = false
    actor.send({ type: 'detail.retry' })
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(ready.context).toEqual({ infoId: '12', detail, error: undefined })
    expect(asked).toEqual(['12', '12'])
  })

  const paths = modelPaths(announcementDetailMachine, model)
  it.each(paths.map((p) => [pathName(p, announcementDetailMachine), p] as const))(
    'replays %s',
    (_name, path) => {
      replayPath(announcementDetailMachine, path, { input })
    },
  )
})
