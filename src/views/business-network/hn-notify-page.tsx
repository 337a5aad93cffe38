// The business network's notifications (/hnNotify/hnNotify): the friend requests, friend
// decisions and distribution requests of the message tables (the BUSI tab), newest first.
// Opening one marks it read (changeNoticeStatusFromNewMerchant; the bell follows) and opens
// its page; "mark read" marks it only.
import './friend-locales.ts'
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Column } from 'primereact/column'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { navigate } from 'wouter/use-browser-location'
import type { MessageItem } from '../../../contract/messages.schema.ts'
import { noticeOpenMachine } from '../../machines/business-network/notice-open.machine.ts'
import type { ListQuery } from '../../machines/shared/paged-list.machine.ts'
import { useBellRef, useRoutingRef } from '../../root-context.tsx'
import { canLinkTo } from '../../routes/route-access.ts'
import * as messagesApi from '../../services/messages.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { CellText, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { busiNoticePath } from '../messages/notice-paths.ts'

const fetchNotices = (q: ListQuery<Record<string, unknown>>, signal: AbortSignal) =>
  messagesApi.getMessageList('BUSI', { page: q.page, pageSize: q.pageSize }, signal)

export default function HnNotifyPage() {
  const { t, i18n } = useTranslation('business-friends')
  const lang = i18n.resolvedLanguage ?? 'en'
  const list = usePagedList(fetchNotices)
  const bell = useBellRef()
  const routes = useSelector(useRoutingRef(), (s) => s.context.routes)
  const [logic] = useState(() =>
    noticeOpenMachine.provide({
      actors: {
        markNotice: fromPromise(({ input, signal }) => messagesApi.changeNoticeStatus(input.id, signal)),
      },
      actions: { listChanged: () => list.send({ type: 'list.refresh' }) },
    }),
  )
  const notices = useActorRef(logic)
  const busy = useSelector(notices, (s) => s.hasTag('busy'))
  const failed = useSelector(notices, (s) => s.hasTag('error'))
  const error = useSelector(notices, (s) => s.context.error)
  useEffect(() => {
    const counted = notices.on('notice.counted', ({ mesNum }) => bell.send({ type: 'bell.counted', mesNum }))
    const opened = notices.on('notice.navigate', ({ path }) => navigate(path))
    return () => {
      counted.unsubscribe()
      opened.unsubscribe()
    }
  }, [notices, bell])

  const pathOf = (m: MessageItem) => {
    const path = busiNoticePath(m)
    return canLinkTo(routes, path) ? path : ''
  }
  const actions = (m: MessageItem) => {
    const notice = { id: m.id, isRead: m.isRead, path: pathOf(m) }
    return (
      <RowActions
        subject={m.title}
        actions={[
          notice.path !== '' && {
            label: t('actions.open'),
            variant: 'outlined',
            disabled: busy,
            onClick: () => notices.send({ type: 'notice.open', notice }),
          },
          m.isRead === 0 && {
            label: t('actions.markRead'),
            disabled: busy,
            onClick: () => notices.send({ type: 'notice.markRead', notice }),
          },
        ]}
      />
    )
  }

  return (
    <section className="page" aria-labelledby="hn-notify-title">
      <header className="page-header">
        <h1 id="hn-notify-title">{t('routes:pages.hnNotify')}</h1>
      </header>
      {failed && <ErrorNotice error={error} onRetry={() => notices.send({ type: 'notice.retry' })} />}
      <PagedTable<MessageItem>
        list={list}
        dataKey="id"
        label={t('notify.label')}
        emptyMessage={t('notify.empty')}
        rowClassName={(m) => (m.isRead ? '' : 'message-row--unread')}
      >
        <Column header={t('fields.title')} body={(m: MessageItem) => <CellText text={m.title} />} />
        <Column header={t('fields.content')} body={(m: MessageItem) => <CellText text={m.content} />} />
        <Column
          header={t('fields.time')}
          body={(m: MessageItem) => (
            <time dateTime={m.creationDate}>{formatDateTime(m.creationDate, lang)}</time>
          )}
        />
        <Column
          header={t('fields.readState')}
          body={(m: MessageItem) => (m.isRead ? t('notify.read') : t('notify.unread'))}
        />
        <Column header={t('fields.actions')} {...STICKY_RIGHT} body={actions} />
      </PagedTable>
    </section>
  )
}
