// The message centre (/message/index): tabs NOTICE, INFO and BUSI with their unread counts,
// the shared paged list of the current tab, marking one or all read (which lowers the bell by
// as many).
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { MESSAGE_TABS, type MessageTab } from '../../../contract/messages.constants.ts'
import type { MessageItem } from '../../../contract/messages.schema.ts'
import { type MessageListFilters, messageTabsMachine } from '../../machines/messages/message-tabs.machine.ts'
import { type ListQuery, settleUnlessAborted } from '../../machines/shared/paged-list.machine.ts'
import * as messagesApi from '../../services/messages.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
import { pagedListLogic } from '../shared/use-paged-list.ts'
import { useBellRef } from '../../root-context.tsx'
import './messages.css'

const liveMessageTabsMachine = messageTabsMachine.provide({
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

function tabFrom(search: string): MessageTab {
  const asked = new URLSearchParams(search).get('tab')
  return MESSAGE_TABS.find((t) => t === asked) ?? 'NOTICE'
}

export default function MessageIndexPage() {
  const { t, i18n } = useTranslation('messages')
  const search = useSearch()
  const [, navigate] = useLocation()
  const [initialTab] = useState(() => tabFrom(search))
  const actor = useActorRef(liveMessageTabsMachine, { input: { tab: initialTab } })
  const bell = useBellRef()
  const list = useSelector(actor, (s) => s.context.list)
  const tab = useSelector(actor, (s) => s.context.tab)
  const counts = useSelector(actor, (s) => s.context.counts)
  const canMarkTab = useSelector(actor, (s) => s.can({ type: 'messages.markTabRead' }))
  const marking = useSelector(actor, (s) => s.hasTag('marking'))
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const error = useSelector(actor, (s) => s.context.error)
  const lang = i18n.resolvedLanguage ?? 'en'

  // Whatever the centre marks read comes off the bell as well (SPEC.md section 4).
  useEffect(() => {
    const sub = actor.on('messages.marked', ({ marked }) => bell.send({ type: 'bell.lowered', by: marked }))
    return () => sub.unsubscribe()
  }, [actor, bell])

  const select = (next: MessageTab) => {
    actor.send({ type: 'tab.select', tab: next })
    navigate(`/message/index?tab=${next}`, { replace: true })
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
      <div className="message-tabs" role="tablist" aria-label={t('tabs.label')}>
        {MESSAGE_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`message-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="message-tab-panel"
            onClick={() => select(key)}
          >
            {t(`tabs.${key}`)}
            <span
              className={`message-tabs__count${counts[key] === 0 ? ' message-tabs__count--zero' : ''}`}
              data-testid={`tab-count-${key}`}
            >
              {counts[key]}
            </span>
          </button>
        ))}
      </div>
      <div id="message-tab-panel" role="tabpanel" aria-labelledby={`message-tab-${tab}`}>
        <ErrorNotice
          error={error}
          {...(failed ? { onRetry: () => actor.send({ type: 'messages.retry' }) } : {})}
        />
        <PagedTable<MessageItem>
          list={list}
          dataKey="id"
          label={t(`tabs.${tab}`)}
          emptyMessage={t('centre.empty')}
          rowClassName={(m) => (m.isRead ? '' : 'message-row--unread')}
        >
          <Column header={t('centre.columns.title')} body={(m: MessageItem) => <CellText text={m.title} />} />
          <Column
            header={t('centre.columns.content')}
            body={(m: MessageItem) => <CellText text={m.content} />}
          />
          <Column
            header={t('centre.columns.creationDate')}
            body={(m: MessageItem) => (
              <time dateTime={m.creationDate}>{formatDateTime(m.creationDate, lang)}</time>
            )}
          />
          <Column
            header={t('centre.columns.status')}
            body={(m: MessageItem) => (m.isRead ? t('centre.read') : t('centre.unread'))}
          />
          <Column
            header={t('centre.columns.actions')}
            frozen
            alignFrozen="right"
            body={(m: MessageItem) => (
              <div className="row-actions">
                {m.isRead === 0 && (
                  <Button
                    label={t('centre.markRead')}
                    text
                    size="small"
                    aria-label={`${t('centre.markRead')}: ${m.title}`}
                    disabled={marking}
                    onClick={() => actor.send({ type: 'messages.markOneRead', message: m })}
                  />
                )}
                {m.refType === 'CHAT' && m.partyId && (
                  <Button
                    label={t('centre.openChat')}
                    text
                    size="small"
                    onClick={() => navigate(`/message/chatRecord?partyId=${encodeURIComponent(m.partyId)}`)}
                  />
                )}
              </div>
            )}
          />
        </PagedTable>
      </div>
    </section>
  )
}
