// The conversations of the chat record page: one button per business friend, the open one current.
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import type { ChatActor } from './chat-record-actors.ts'

export function ChatFriendList({ actor }: { actor: ChatActor }) {
  const { t } = useTranslation('messages')
  const threads = useSelector(actor, (s) => s.context.threads)
  const peer = useSelector(actor, (s) => s.context.peer)
  return (
    <nav aria-label={t('chat.conversations')}>
      {threads.length === 0 && <p>{t('chat.noConversations')}</p>}
      <ul className="chat__threads">
        {threads.map((th) => (
          <li key={th.partyId}>
            <button
              type="button"
              className="p-link chat__thread"
              aria-current={th.partyId === peer}
              onClick={() => actor.send({ type: 'chat.select', partyId: th.partyId })}
            >
              <span className="message-bell__logo" aria-hidden="true">
                {th.groupName.slice(0, 1)}
              </span>
              <span className="message-bell__title">
                {th.groupName}
                <small>{th.lastContent}</small>
              </span>
              {th.unread > 0 && (
                <span className="message-bell__new">{t('chat.unread', { count: th.unread })}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
