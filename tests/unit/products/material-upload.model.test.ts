// Model-based test of the material library's multi-file upload: every file is tried, a refused
// file is listed with its reason and the batch goes on; progress is the share of files done.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { materialUploadMachine } from '../../../src/machines/products/material-upload.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name)
const events = [
  { type: 'upload.start', files: [png('a.png')], groupId: undefined },
  { type: 'upload.start', files: [png('a.png'), png('b.png')], groupId: '3' },
  { type: 'upload.start', files: [], groupId: undefined },
  { type: 'upload.dismiss' },
] as const

describe('material upload (model)', () => {
  const paths = modelPaths(materialUploadMachine, {
    events,
    outcomes: { upload: { done: [{ materialId: '1' }], error: [new Error('not an image')] } },
    strategy: 'transitions',
  })
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(materialUploadMachine, paths)
    expectEventsAccepted(materialUploadMachine, events)
  })
  it.each(paths.map((p) => [pathName(p, materialUploadMachine), p] as const))('replays %s', (_n, path) => {
    replayPath(materialUploadMachine, path)
  })
})

describe('material upload (live)', () => {
  it('uploads every file in order, listing the refused ones', async () => {
    const sent: string[] = []
    const actor = createActor(
      materialUploadMachine.provide({
        actors: {
          upload: fromPromise(async ({ input }) => {
            sent.push(`${input.file.name}@${input.groupId}`)
            if (input.file.name === 'b.txt') throw new Error('Not an image.')
            return null
          }),
        },
      }),
    ).start()
    actor.send({ type: 'upload.start', files: [png('a.png'), png('b.txt'), png('c.png')], groupId: '7' })
    await waitFor(actor, (s) => s.hasTag('idle'))
    expect(sent).toEqual(['a.png@7', 'b.txt@7', 'c.png@7'])
    expect(actor.getSnapshot().context).toMatchObject({
      done: 3,
      failures: [{ name: 'b.txt', message: 'Not an image.' }],
    })
    actor.send({ type: 'upload.dismiss' })
    expect(actor.getSnapshot().context.failures).toEqual([])
  })
})
