// Model-based test of one image field's upload (image-upload.machine.ts): every state and
// transition walked, then what the field shows: the stored URL, a file over 2 MB refused before
// sending, the server's refusal reason at the field, a failure as an error.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { UploadResponse } from '../../../contract/uploads.schema.ts'
import { imageUploadMachine, MAX_IMAGE_BYTES } from '../../../src/machines/shared/image-upload.machine.ts'
import { expectEventsAccepted, expectFullCoverage, modelPaths, pathName, replayPath } from './model-paths.ts'

const stored = (url: string): UploadResponse => ({
  uploadId: 'u1',
  url,
  thumbnailUrl: url,
  contentType: 'image/png',
  sizeBytes: 10,
  originalName: 'logo.png',
})

const small = new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' })
// Only its size is read before sending: no need to allocate the bytes.
const big = { name: 'huge.png', size: MAX_IMAGE_BYTES + 1 } as File
const input = { url: '/files/old.png' }
const model = {
  input,
  events: [
    { type: 'image.pick', file: small },
    { type: 'image.pick', file: big },
    { type: 'image.clear' },
    { type: 'image.set', url: '/files/other.png' },
  ],
  outcomes: {
    upload: {
      done: [stored('/files/new.png')],
      error: [
        { code: 40000, message: 'bad', data: { field: 'file', reason: 'notAnImage' } },
        { code: null, message: 'fetch failed' },
      ],
    },
  },
} as const

function live(answer: () => Promise<UploadResponse>) {
  const sent: File[] = []
  const values: string[] = []
  const actor = createActor(
    imageUploadMachine.provide({
      actors: {
        upload: fromPromise<UploadResponse, { file: File }>(async ({ input: i }) => {
          sent.push(i.file)
          return answer()
        }),
      },
      actions: { changed: ({ context }) => void values.push(context.url) },
    }),
    { input },
  ).start()
  return { actor, sent, values }
}

describe('image upload machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(imageUploadMachine, { ...model, strategy: 'transitions' })
    expectFullCoverage(imageUploadMachine, paths)
    expectEventsAccepted(imageUploadMachine, model.events)
  })

  it('a chosen image is sent and its stored URL becomes the field’s value', async () => {
    const { actor, sent, values } = live(async () => stored('/files/new.png'))
    actor.send({ type: 'image.pick', file: small })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const done = await waitFor(actor, (s) => s.matches('idle'))
    expect(done.context).toEqual({ url: '/files/new.png', reason: undefined, error: undefined })
    expect(sent).toEqual([small])
    expect(values).toEqual(['/files/new.png'])
  })

  it('a file over 2 MB is refused at once, nothing sent and the value kept', () => {
    const { actor, sent, values } = live(async () => stored('/files/never.png'))
    actor.send({ type: 'image.pick', file: big })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({
      url: '/files/old.png',
      reason: 'tooLarge',
      error: undefined,
    })
    expect(sent).toEqual([])
    expect(values).toEqual([])
  })

  it('the server’s refusal shows its reason at the field; any other failure is an error; clear empties it', async () => {
    let failure: unknown = { code: 40000, message: 'bad', data: { field: 'file', reason: 'notAnImage' } }
    const { actor, values } = live(async () => {
      throw failure
    })
    actor.send({ type: 'image.pick', file: small })
    let s = await waitFor(actor, (x) => x.matches('idle'))
    expect(s.context).toEqual({ url: '/files/old.png', reason: 'notAnImage', error: undefined })
    failure = { code: 50000, message: 'disk full' }
    actor.send({ type: 'image.pick', file: small })
    s = await waitFor(actor, (x) => x.matches('idle'))
    expect(s.context.error).toEqual({ code: 50000, message: 'disk full' })
    expect(s.context.reason).toBeUndefined()
    actor.send({ type: 'image.clear' })
    expect(actor.getSnapshot().context).toEqual({ url: '', reason: undefined, error: undefined })
    expect(values).toEqual([''])
  })

  const paths = modelPaths(imageUploadMachine, model)
  it.each(paths.map((p) => [pathName(p, imageUploadMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(imageUploadMachine, path, { input })
  })
})
