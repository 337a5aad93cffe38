// The live message centre machine: the machine of src/machines with its actors bound to the
// /control services. The page creates its actor from this; tests provide fakes instead.
import { type ActorRefFrom, fromPromise } from 'xstate'
import { type MessageListFilters, messageTabsMachine } from '../../machines/messages/message-tabs.machine.ts'
import type { ListQuery } from '../../machines/shared/paged-list.machine.ts'
import { settleUnlessAborted } from '../../machines/shared/settle-unless-aborted.ts'
import * as messagesApi from '../../services/messages.api.ts'
import { pagedListLogic } from '../shared/use-paged-list.ts'

export type MessageTabsActor = ActorRefFrom<typeof messageTabsMachine>

export const liveMessageTabsMachine = messageTabsMachine.provide({
  actors: {
    messageList: pagedListLogic((query: ListQuery<MessageListFilters>, signal) =>
      messagesApi.getMessageList(query.filters.tab, { page: query.page, pageSize: query.pageSize }, signal),
    ),
    loadCounts: fromPromise(({ signal }) => settleUnlessAborted(signal, messagesApi.getUnreadCounts(signal))),
    markRead: fromPromise(({ input, signal }) =>
      settleUnlessAborted(signal, messagesApi.changeMessageStatus(input, signal)),
    ),
  },
})
