// Chat records (/message/chatRecord?partyId=): conversations with business friends.
import { useActorRef, useSelector } from '../shared/actors.ts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { peerNameOf } from '../../machines/messages/chat-rules.ts'
import { useBellRef, useLiveRef } from '../../root-context.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { ChatComposer } from './chat-composer.tsx'
import { ChatConversation } from './chat-conversation.tsx'
import { ChatFriendList } from './chat-friend-list.tsx'
import { liveChatMachine } from './chat-record-actors.ts'
import '../business-network/friend-locales.ts'
import './messages.css'

export default function ChatRecordPage() {
  const { t } = useTranslation('messages')
  const search = useSearch()
  const [partyId] = useState(() => new URLSearchParams(search).get('partyId') ?? undefined)
  const actor = useActorRef(liveChatMachine, { input: partyId ? { partyId } : {} })
  const bell = useBellRef()
  const liveRef = useLiveRef()
  const peer = useSelector(actor, (s) => s.context.peer)
  const peerName = useSelector(actor, (s) => peerNameOf(s.context.threads, s.context.peer))
  const error = useSelector(actor, (s) => s.context.error)
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const friendInfoNum = useSelector(actor, (s) => s.context.friendInfoNum)
  const { t: tf } = useTranslation('business-friends')

  useEffect(() => {
    const sub = actor.on('chat.read', ({ mesNum }) => bell.send({ type: 'bell.counted', mesNum }))
    // Without the push channel, a friend's new message (the bell's INFO notice, on its timer)
    // shows by reloading the conversations; with it, the message is already there.
    const live = bell.on('bell.notice', ({ notice }) => {
      if (notice.type === 'INFO' && !liveRef.getSnapshot().hasTag('live')) actor.send({ type: 'chat.reload' })
    })
    // The push channel (issue 32): a message shows the moment it is written, without a reload.
    const pushed = liveRef.on('live.event', ({ event }) => {
      if (event.type === 'chat.message')
        actor.send({ type: 'chat.incoming', partyId: event.data.partyId, record: event.data.record })
    })
    return () => {
      sub.unsubscribe()
      live.unsubscribe()
      pushed.unsubscribe()
    }
  }, [actor, bell, liveRef])

  if (failed) {
    return (
      <section className="page-card">
        <h1>{t('chat.title')}</h1>
        <ErrorNotice
          text={t('chat.loadFailed', { message: error })}
          onRetry={() => actor.send({ type: 'chat.reload' })}
          retryLabel={t('chat.retry')}
        />
      </section>
    )
  }

  return (
    <section className="page-card" aria-labelledby="chat-title">
      <div className="page-card__head">
        <h1 id="chat-title">{t('chat.title')}</h1>
        {friendInfoNum !== undefined && (
          <span data-testid="friend-info-num">{tf('chat.unreadNum', { count: friendInfoNum })}</span>
        )}
      </div>
      {error && <ErrorNotice text={t('chat.failed', { message: error })} />}
      <div className="chat">
        <ChatFriendList actor={actor} />
        <div>
          {!peer ? (
            <p>{t('chat.chooseConversation')}</p>
          ) : (
            <>
              <ChatConversation actor={actor} peerName={peerName} />
              <ChatComposer actor={actor} peerName={peerName} />
            </>
          )}
        </div>
      </div>
    </section>
  )
}
