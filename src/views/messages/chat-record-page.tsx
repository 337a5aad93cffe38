// Chat records (/message/chatRecord?partyId=): conversations with business friends.
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { MAX_CHAT_LENGTH } from '../../../contract/messages.constants.ts'
import type { ChatRecordItem } from '../../../contract/messages.schema.ts'
import { MAX_PAGE_SIZE } from '../../../contract/paging.constants.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import { chatRecordMachine } from '../../machines/messages/chat-record.machine.ts'
import * as messagesApi from '../../services/messages.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { useBellRef } from '../../root-context.tsx'
import './messages.css'
import { ErrorNotice } from '../shared/error-notice.tsx'

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

const liveChatMachine = chatRecordMachine.provide({
  actors: {
    loadThreads: fromPromise(({ signal }) => messagesApi.getFriendThreads({ page: 1, pageSize: 50 }, signal)),
    loadRecords: fromPromise(async ({ input, signal }) => {
      const page = await newestRecords(input.partyId, input.pageSize, signal)
      // Opening a conversation reads it.
      const read = await messagesApi.markFriendRead(input.partyId, signal)
      return { page, mesNum: read.mesNum }
    }),
    send: fromPromise(({ input, signal }) =>
      messagesApi.sendFriendMessage(input.partyId, input.content, signal),
    ),
    deleteRecord: fromPromise(({ input, signal }) => messagesApi.deleteFriendRecord(input.id, signal)),
  },
})

export default function ChatRecordPage() {
  const { t, i18n } = useTranslation('messages')
  const search = useSearch()
  const [partyId] = useState(() => new URLSearchParams(search).get('partyId') ?? undefined)
  const actor = useActorRef(liveChatMachine, { input: partyId ? { partyId } : {} })
  const bell = useBellRef()
  const threads = useSelector(actor, (s) => s.context.threads)
  const peer = useSelector(actor, (s) => s.context.peer)
  const records = useSelector(actor, (s) => s.context.records)
  const total = useSelector(actor, (s) => s.context.recordsTotal)
  const draft = useSelector(actor, (s) => s.context.draft)
  const draftError = useSelector(actor, (s) => s.context.draftError)
  const error = useSelector(actor, (s) => s.context.error)
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const sending = useSelector(actor, (s) => s.hasTag('sending'))
  const loadingRecords = useSelector(actor, (s) => s.hasTag('loadingRecords'))
  const inputId = useId()
  const errorId = useId()
  const lang = i18n.resolvedLanguage ?? 'en'
  const peerName = threads.find((x) => x.partyId === peer)?.groupName ?? ''

  useEffect(() => {
    const sub = actor.on('chat.read', ({ mesNum }) => bell.send({ type: 'bell.counted', mesNum }))
    return () => sub.unsubscribe()
  }, [actor, bell])

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
      </div>
      {error && <ErrorNotice text={t('chat.failed', { message: error })} />}
      <div className="chat">
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
        <div>
          {!peer ? (
            <p>{t('chat.chooseConversation')}</p>
          ) : (
            <>
              {records.length < total && (
                <Button
                  label={t('chat.earlier')}
                  text
                  size="small"
                  disabled={loadingRecords}
                  onClick={() => actor.send({ type: 'chat.more' })}
                />
              )}
              <ol
                className="chat__records"
                aria-label={t('chat.records', { name: peerName })}
                aria-busy={loadingRecords}
              >
                {records.map((r) => (
                  <li
                    key={r.id}
                    className={`chat__record${r.direction === 'OUT' ? ' chat__record--out' : ''}`}
                  >
                    <span className="visually-hidden">
                      {r.direction === 'OUT' ? t('chat.me') : peerName}:{' '}
                    </span>
                    {r.content}
                    <time dateTime={r.time}>{formatDateTime(r.time, lang)}</time>
                    <Button
                      icon="pi pi-trash"
                      text
                      size="small"
                      severity="secondary"
                      aria-label={t('chat.delete')}
                      onClick={() => actor.send({ type: 'chat.delete', id: r.id })}
                    />
                  </li>
                ))}
              </ol>
              <form
                className="chat__compose"
                onSubmit={(e) => {
                  e.preventDefault()
                  actor.send({ type: 'chat.send' })
                }}
              >
                <label htmlFor={inputId} className="visually-hidden">
                  {t('chat.messageLabel', { name: peerName })}
                </label>
                <div style={{ flex: 1 }}>
                  <InputTextarea
                    id={inputId}
                    value={draft}
                    rows={2}
                    autoResize
                    style={{ width: '100%' }}
                    placeholder={t('chat.placeholder', { max: MAX_CHAT_LENGTH })}
                    invalid={draftError !== undefined}
                    aria-invalid={draftError !== undefined}
                    aria-describedby={draftError ? errorId : undefined}
                    onChange={(e) => actor.send({ type: 'chat.draft', text: e.target.value })}
                  />
                  {draftError && (
                    <small id={errorId} className="field-error">
                      {t(`chat.errors.${draftError}`, { max: MAX_CHAT_LENGTH })}
                    </small>
                  )}
                </div>
                <Button
                  type="submit"
                  label={sending ? t('chat.sending') : t('chat.send')}
                  disabled={sending}
                />
              </form>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
