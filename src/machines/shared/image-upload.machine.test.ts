import type { UploadResponse } from '../../../contract/uploads.schema.ts'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { imageUploadMachine, MAX_IMAGE_BYTES } from './image-upload.machine.ts'

const image = (bytes: number) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' })
const stored = (file: File, url: string): UploadResponse => ({
  uploadId: 'U1',
  url,
  thumbnailUrl: url,
  contentType: file.type,
  sizeBytes: file.size,
  originalName: file.name,
})

function start(upload: (file: File) => Promise<UploadResponse>) {
  const sent: File[] = []
  let changes = 0
  const actor = createActor(
    imageUploadMachine.provide({
      actors: {
        upload: fromPromise<UploadResponse, { file: File }>(({ input }) => {
          sent.push(input.file)
          return upload(input.file)
        }),
      },
      actions: {
        changed: () => {
          changes += 1
        },
      },
    }),
    { input: { url: '/old.png' } },
  ).start()
  return { actor, sent, changes: () => changes }
}

describe('image upload machine', () => {
  it('uploads the picked file and keeps the stored URL', async () => {
    const { actor, sent, changes } = start(async (file) => stored(file, '/uploads/logo.png'))
    const file = image(1024)
    actor.send({ type: 'image.pick', file })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const done = await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(sent).toEqual([file])
    expect(done.context.url).toBe('/uploads/logo.png')
    expect(changes()).toBe(1)
  })

  it('refuses a file over the limit at once, without sending it', () => {
    const { actor, sent } = start(async (file) => stored(file, '/never.png'))
    actor.send({ type: 'image.pick', file: image(MAX_IMAGE_BYTES + 1) })
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('busy')).toBe(false)
    expect(snapshot.context).toMatchObject({ url: '/old.png', reason: 'tooLarge' })
    expect(sent).toEqual([])
  })

  it("shows the server's reason for a refused file and keeps the old image", async () => {
    const { actor } = start(() =>
      Promise.reject({ code: 40000, message: 'bad', data: { reason: 'notAnImage' } }),
    )
    actor.send({ type: 'image.pick', file: image(10) })
    const done = await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(done.context).toMatchObject({ url: '/old.png', reason: 'notAnImage', error: undefined })
  })
})
