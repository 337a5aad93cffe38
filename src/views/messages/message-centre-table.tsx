// The current tab's messages: the shared paged list, unread rows marked, with each row's actions.
import { useSelector } from '../shared/actors.ts'
import { Column } from 'primereact/column'
import { useTranslation } from 'react-i18next'
import type { MessageItem } from '../../../contract/messages.schema.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { CellText, PagedTable, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { MessageCentreActions } from './message-centre-actions.tsx'
import type { MessageTabsActor } from './message-centre-actors.ts'

export function MessageCentreTable({ actor }: { actor: MessageTabsActor }) {
  const { t, i18n } = useTranslation('messages')
  const list = useSelector(actor, (s) => s.context.list)
  const tab = useSelector(actor, (s) => s.context.tab)
  const lang = i18n.resolvedLanguage ?? 'en'
  return (
    <PagedTable<MessageItem>
      list={list}
      dataKey="id"
      label={t(`tabs.${tab}`)}
      emptyMessage={t('centre.empty')}
      rowClassName={(m) => (m.isRead ? '' : 'message-row--unread')}
    >
      <Column header={t('centre.columns.title')} body={(m: MessageItem) => <CellText text={m.title} />} />
      <Column header={t('centre.columns.content')} body={(m: MessageItem) => <CellText text={m.content} />} />
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
        {...STICKY_RIGHT}
        body={(m: MessageItem) => <MessageCentreActions actor={actor} message={m} />}
      />
    </PagedTable>
  )
}
