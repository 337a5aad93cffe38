// The message centre's tabs, each with its unread count; the page handles a selection. They look
// like the status tabs over a list (status-tabs.css), an unread count in the alert colour, but are
// not StatusTabs: each tab has its own id (the panel is labelled by it) and counts are never pending.
import '../shared/status-tabs.css'
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import { MESSAGE_TABS, type MessageTab } from '../../../contract/messages.constants.ts'
import type { MessageTabsActor } from './message-centre-actors.ts'

export function MessageCentreTabs({
  actor,
  onSelect,
}: {
  actor: MessageTabsActor
  onSelect: (tab: MessageTab) => void
}) {
  const { t } = useTranslation('messages')
  const tab = useSelector(actor, (s) => s.context.tab)
  const counts = useSelector(actor, (s) => s.context.counts)
  return (
    <div className="status-tabs" role="tablist" aria-label={t('tabs.label')}>
      {MESSAGE_TABS.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          id={`message-tab-${key}`}
          aria-selected={tab === key}
          aria-controls="message-tab-panel"
          onClick={() => onSelect(key)}
        >
          {t(`tabs.${key}`)}
          <span
            className={`status-tabs__count${counts[key] > 0 ? ' status-tabs__count--alert' : ''}`}
            data-testid={`tab-count-${key}`}
          >
            {counts[key]}
          </span>
        </button>
      ))}
    </div>
  )
}
