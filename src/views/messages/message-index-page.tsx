// The message centre (/message/index): tabs NOTICE, INFO and BUSI with their unread counts,
// the shared paged list of the current tab, marking one or all read (which lowers the bell by
// as many).
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import type { ChatMessageEvent } from '../../../contract/live.schema.ts'
import type { MessageTab } from '../../../contract/messages.constants.ts'
import { messageCentrePath, tabFromSearch } from '../../machines/messages/message-rules.ts'
import { useBellRef } from '../../root-context.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { NewItemsBanner } from '../shared/new-items-banner.tsx'
import { liveMessageTabsMachine } from './message-centre-actors.ts'
import { MessageCentreTable } from './message-centre-table.tsx'
import { MessageCentreTabs } from './message-centre-tabs.tsx'
import './messages.css'

/** A notice, or a chat message received (it is written to the centre's INFO tab as well). */
const isNewMessage = (event: { type: string; data: unknown }) =>
  event.type === 'notice.created' ||
  (event.type === 'chat.message' && (event.data as ChatMessageEvent).record.direction === 'IN')

export default function MessageIndexPage() {
  const { t } = useTranslation('messages')
  const search = useSearch()
  const [, navigate] = useLocation()
  const [initialTab] = useState(() => tabFromSearch(search))
  const actor = useActorRef(liveMessageTabsMachine, { input: { tab: initialTab } })
  const bell = useBellRef()
  const tab = useSelector(actor, (s) => s.context.tab)
  const canMarkTab = useSelector(actor, (s) => s.can({ type: 'messages.markTabRead' }))
  const marking = useSelector(actor, (s) => s.hasTag('marking'))
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const error = useSelector(actor, (s) => s.context.error)

  // Whatever the centre marks read comes off the bell as well (SPEC.md section 4).
  useEffect(() => {
    const sub = actor.on('messages.marked', ({ marked }) => bell.send({ type: 'bell.lowered', by: marked }))
    return () => sub.unsubscribe()
  }, [actor, bell])

  const select = (next: MessageTab) => {
    actor.send({ type: 'tab.select', tab: next })
    navigate(messageCentrePath(next), { replace: true })
  }

  return (
    <section className="page" aria-labelledby="message-centre-title">
      <header className="page-header">
        <h1 id="message-centre-title">{t('centre.title')}</h1>
        <Button
          label={t('centre.markAllRead')}
          icon="pi pi-check"
          disabled={!canMarkTab}
          loading={marking}
          onClick={() => actor.send({ type: 'messages.markTabRead' })}
        />
      </header>
      <MessageCentreTabs actor={actor} onSelect={select} />
      <div id="message-tab-panel" role="tabpanel" aria-labelledby={`message-tab-${tab}`}>
        <ErrorNotice
          error={error}
          {...(failed ? { onRetry: () => actor.send({ type: 'messages.retry' }) } : {})}
        />
        <NewItemsBanner
          matches={isNewMessage}
          label={(count) => t('centre.newMessages', { count })}
          onShow={() => actor.send({ type: 'messages.refresh' })}
        />
        <MessageCentreTable actor={actor} />
      </div>
    </section>
  )
}
