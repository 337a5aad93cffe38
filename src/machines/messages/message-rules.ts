// Rules of the message centre that its view shows but does not decide: which tab an address
// asks for, the addresses of the centre and of a chat, and which actions a message row offers.
import { MESSAGE_TABS, type MessageTab } from '../../../contract/messages.constants.ts'
import type { MessageItem } from '../../../contract/messages.schema.ts'
import { pathTo } from '../../routes/paths.ts'

/** The tab named by `?tab=` in the address; NOTICE when it names none. */
export function tabFromSearch(search: string): MessageTab {
  const asked = new URLSearchParams(search).get('tab')
  return MESSAGE_TABS.find((t) => t === asked) ?? 'NOTICE'
}

export function messageCentrePath(tab: MessageTab): string {
  return pathTo('messageIndex', { tab })
}

export function chatRecordPath(partyId: string): string {
  return pathTo('chatRecord', { partyId })
}

export interface MessageRowActions {
  /** An unread message can be marked read on its own. */
  markRead: boolean
  /** A friend's chat message opens the conversation with that friend. */
  chatPartyId: string | undefined
}

export function messageRowActions(m: Pick<MessageItem, 'isRead' | 'refType' | 'partyId'>): MessageRowActions {
  return {
    markRead: m.isRead === 0,
    chatPartyId: m.refType === 'CHAT' && m.partyId ? m.partyId : undefined,
  }
}
