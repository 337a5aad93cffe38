// Sending a product in a conversation (chat.sendProduct): the product goes out instead of the
// draft, the draft stays, the sent record with its product is appended; the friend-info count
// of the records' load is kept.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ChatRecordItem, FriendMessageItem } from '../../../contract/messages.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import {
  chatRecordMachine,
  type RecordsOutput,
  type SendInput,
} from '../../../src/machines/messages/chat-record.machine.ts'

const product = { productId: '11', name: '角磨机', imageUrl: '', minPrice: 19900, maxPrice: 25900 }
const records: RecordsOutput = {
  page: { list: [], total: 0, page: 1, pageSize: 30 },
  mesNum: 4,
  friendInfoNum: 3,
}

function live(fail = false) {
  const sent: SendInput[] = []
  const actor = createActor(
    chatRecordMachine.provide({
      actors: {
        loadThreads: fromPromise<Page<FriendMessageItem>, void>(async () => ({
          list: [],
          total: 0,
          page: 1,
          pageSize: 50,
        })),
        loadRecords: fromPromise(async () => records),
        send: fromPromise<ChatRecordItem, SendInput>(async ({ input }) => {
          sent.push(input)
          if (fail) throw new Error('商品不存在或未上架')
          return {
            id: 'R9',
            direction: 'OUT',
            contentType: 'PRODUCT',
            content: product.name,
            time: '2026-11-20T02:00:00.000Z',
            isRead: 1,
            product,
          }
        }),
      },
    }),
    { input: { partyId: 'P10006' } },
  ).start()
  return { actor, sent }
}

describe('chat: sending a product', () => {
  it('sends the product, not the draft; the draft stays; the record shows the product', async () => {
    const { actor, sent } = live()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.friendInfoNum).toBe(3)
    actor.send({ type: 'chat.draft', text: '这款怎么样' })
    actor.send({ type: 'chat.sendProduct', productId: '11' })
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.records.length === 1)
    expect(sent).toEqual([{ partyId: 'P10006', content: '', productId: '11' }])
    expect(done.context.records[0]?.product).toEqual(product)
    expect(done.context.draft).toBe('这款怎么样')
    expect(done.context.sendingProductId).toBeUndefined()
    // The next text send carries no product.
    actor.send({ type: 'chat.send' })
    await waitFor(actor, (s) => s.matches('idle') && sent.length === 2)
    expect(sent[1]).toEqual({ partyId: 'P10006', content: '这款怎么样' })
  })

  it('a refused product shows the error and sends nothing more', async () => {
    const { actor, sent } = live(true)
    await waitFor(actor, (s) => s.matches('idle'))
    actor.send({ type: 'chat.sendProduct', productId: '99' })
    const after = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== undefined)
    expect(after.context.error).toBe('商品不存在或未上架')
    expect(after.context.sendingProductId).toBeUndefined()
    expect(after.context.records).toEqual([])
    expect(sent).toHaveLength(1)
  })
})
