// The message centre (/message/index): tabs NOTICE, INFO and BUSI with their unread counts,
// a paged list per tab, marking one or all read (which lowers the bell by as many).
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable, type DataTablePageEvent } from 'primereact/datatable'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { MESSAGE_TABS, type MessageTab } from '../../../contract/messages.constants.ts'
import type { MessageItem } from '../../../contract/messages.schema.ts'
import { messageTabsMachine } from '../../machines/messages/message-tabs.machine.ts'
import { fromPromise } from 'xstate'
import * as messagesApi from '../../services/messages.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { BellActor } from './messaging-actors.ts'
import './messages.css'

const liveMessageTabsMachine = messageTabsMachine.provide({
  actors: {
    loadTab: fromPromise(async ({ input, signal }) => {
      const [page, counts] = await Promise.all([
        messagesApi.getMessageList(input.tab, { page: input.page, pageSize: input.pageSize }, signal),
        messagesApi.getUnreadCounts(signal),
      ])
      return { page, counts }
    }),
    markRead: fromPromise(({ input, signal }) => messagesApi.changeMessageStatus(input, signal)),
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
  const bell = BellActor.useActorRef()
  const tab = useSelector(actor, (s) => s.context.tab)
  const counts = useSelector(actor, (s) => s.context.counts)
  const list = useSelector(actor, (s) => s.context.list)
  const total = useSelector(actor, (s) => s.context.total)
  const page = useSelector(actor, (s) => s.context.page)
  const pageSize = useSelector(actor, (s) => s.context.pageSize)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
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
    <section className="page-card" aria-labelledby="message-centre-title">
      <div className="page-card__head">
        <h1 id="message-centre-title">{t('centre.title')}</h1>
        <Button
          label={t('centre.markAllRead')}
          icon="pi pi-check"
          size="small"
          disabled={counts[tab] === 0 || loading || marking}
          loading={marking}
          onClick={() => actor.send({ type: 'messages.markTabRead' })}
        />
      </div>
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
        {error && (
          <p className="field-error" role="alert">
            {t(failed ? 'centre.loadFailed' : 'centre.markFailed', { message: error })}
          </p>
        )}
        {failed ? (
          <Button label={t('centre.retry')} onClick={() => actor.send({ type: 'messages.retry' })} />
        ) : (
          <DataTable
            // PrimeReact memoizes body cells: a new language must redraw them.
            key={i18n.language}
            value={list}
            lazy
            paginator
            first={(page - 1) * pageSize}
            rows={pageSize}
            rowsPerPageOptions={[10, 20, 50]}
            totalRecords={total}
            loading={loading}
            onPage={(e: DataTablePageEvent) =>
              actor.send({ type: 'page.change', page: (e.page ?? 0) + 1, pageSize: e.rows })
            }
            dataKey="id"
            emptyMessage={t('centre.empty')}
            rowClassName={(m: MessageItem) => (m.isRead ? '' : 'message-row--unread')}
            size="small"
            aria-label={t(`tabs.${tab}`)}
          >
            <Column field="title" header={t('centre.columns.title')} />
            <Column field="content" header={t('centre.columns.content')} />
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
              body={(m: MessageItem) => (
                <span className="message-actions">
                  {m.isRead === 0 && (
                    <Button
                      label={t('centre.markRead')}
                      text
                      size="small"
                      aria-label={`${t('centre.markRead')}: ${m.title}`}
                      disabled={marking}
                      onClick={() => actor.send({ type: 'messages.markOneRead', id: m.id })}
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
                </span>
              )}
            />
          </DataTable>
        )}
      </div>
    </section>
  )
}
