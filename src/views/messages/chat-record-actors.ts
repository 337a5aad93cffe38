// The live chat record machine: the machine of src/machines with its actors bound to the
// /control services. The page creates its actor from this; tests provide fakes instead.
import { type ActorRefFrom, fromPromise } from 'xstate'
import type { ChatRecordItem } from '../../../contract/messages.schema.ts'
import { MAX_PAGE_SIZE } from '../../../contract/paging.constants.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import { chatRecordMachine } from '../../machines/messages/chat-record.machine.ts'
import * as messagesApi from '../../services/messages.api.ts'

export type ChatActor = ActorRefFrom<typeof chatRecordMachine>

/**
 * The newest `count` records of a conversation, newest first, in pages of at most
 * MAX_PAGE_SIZE (the server's limit): "earlier messages" may ask for more than one page holds.
 */
async function newestRecords(
  partyId: string,
  count: number,
  signal: AbortSignal,
): Promise<Page<ChatRecordItem>> {
  const pageSize = Math.min(count, MAX_PAGE_SIZE)
  const first = await messagesApi.getFriendRecords(partyId, { page: 1, pageSize }, signal)
  const list = [...first.list]
  for (let page = 2; list.length < Math.min(count, first.total); page++) {
    const next = await messagesApi.getFriendRecords(partyId, { page, pageSize }, signal)
    if (next.list.length === 0) break
    list.push(...next.list)
  }
  return { ...first, list: list.slice(0, count), pageSize: count }
}

export const liveChatMachine = chatRecordMachine.provide({
  actors: {
    loadThreads: fromPromise(({ signal }) => messagesApi.getFriendThreads({ page: 1, pageSize: 50 }, signal)),
    loadRecords: fromPromise(async ({ input, signal }) => {
      // The unread messages, however old, are all shown before the conversation is marked read.
      const unread = await messagesApi.getNoReadOldMessages(input.partyId, signal)
      const page = await newestRecords(input.partyId, Math.max(input.pageSize, unread.list.length), signal)
      // Opening a conversation reads it.
      const read = await messagesApi.markFriendRead(input.partyId, signal)
      const { num } = await messagesApi.getFriendInfoNum(signal)
      return { page, mesNum: read.mesNum, friendInfoNum: num }
    }),
    send: fromPromise(({ input, signal }) =>
      input.productId !== undefined
        ? messagesApi.sendFriendProduct(input.partyId, input.productId, signal)
        : messagesApi.sendFriendMessage(input.partyId, input.content, signal),
    ),
    deleteRecord: fromPromise(({ input, signal }) => messagesApi.deleteFriendRecord(input.id, signal)),
    markRead: fromPromise(({ input, signal }) => messagesApi.markFriendRead(input.partyId, signal)),
  },
})
