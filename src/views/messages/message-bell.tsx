// The bell in the top bar: the unread count ('0', the number, or '99+'), and a 300 px
// dropdown of the latest notices, friend messages and business requests, each opening its page.
import { OverlayPanel } from 'primereact/overlaypanel'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { formatUnread } from '../../../contract/format/unread.ts'
import type { BusiRequestItem } from '../../../contract/messages.schema.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { BellActor } from './messaging-actors.ts'
import './messages.css'

export function requestPath(r: BusiRequestItem): string {
  if (r.type === 'DIS') return '/distribution-management/cooperation'
  const q = new URLSearchParams({ partyId: r.applyPartyId })
  if (r.infoId) q.set('infoId', r.infoId)
  return `/business-opportunities/busiFriendDetail?${q}`
}

export function MessageBell() {
  const { t, i18n } = useTranslation('messages')
  const [, navigate] = useLocation()
  const bell = BellActor.useActorRef()
  const count = BellActor.useSelector((s) => s.context.count)
  const loading = BellActor.useSelector((s) => s.hasTag('dropdownLoading'))
  const dropdown = BellActor.useSelector((s) => s.context.dropdown)
  const error = BellActor.useSelector((s) => s.context.dropdownError)
  const panel = useRef<OverlayPanel>(null)
  const lang = i18n.resolvedLanguage ?? 'en'
  const shown = formatUnread(count)

  const go = (path: string) => {
    panel.current?.hide()
    navigate(path)
  }

  return (
    <>
      <button
        type="button"
        className="message-bell p-link"
        aria-label={t('bell.label', { count })}
        aria-haspopup="dialog"
        onClick={(e) => {
          panel.current?.toggle(e)
          bell.send({ type: 'bell.open' })
        }}
      >
        <i className="pi pi-bell" aria-hidden="true" />
        <span
          className={`message-bell__count${count > 0 ? ' message-bell__count--unread' : ''}`}
          data-testid="bell-count"
        >
          {shown}
        </span>
      </button>
      <OverlayPanel
        ref={panel}
        onHide={() => bell.send({ type: 'bell.close' })}
        className="message-bell__panel"
        aria-label={t('bell.title')}
      >
        <section className="message-bell__list" aria-label={t('bell.title')}>
          {loading && !dropdown && <p>{t('bell.loading')}</p>}
          {error && <p className="field-error">{t('bell.loadFailed', { message: error })}</p>}
          {dropdown && (
            <>
              <section aria-label={t('bell.sections.notices')}>
                <h3>
                  {t('bell.sections.notices')}
                  {dropdown.counts.fetchNoticeNum > 0 && (
                    <span className="message-bell__new">
                      {t('bell.unreadBadge', { count: dropdown.counts.fetchNoticeNum })}
                    </span>
                  )}
                </h3>
                {dropdown.notices.length === 0 && (
                  <p className="message-bell__empty">{t('bell.empty.notices')}</p>
                )}
                <ul>
                  {dropdown.notices.slice(0, 5).map((n) => (
                    <li key={n.id}>
                      <button
                        type="button"
                        className="p-link message-bell__item"
                        onClick={() => go('/message/index?tab=NOTICE')}
                      >
                        <span className={n.isRead ? '' : 'message-bell__dot'} aria-hidden="true" />
                        <span className="message-bell__title">{n.title}</span>
                        <time dateTime={n.creationDate}>{formatDateTime(n.creationDate, lang)}</time>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-label={t('bell.sections.friends')}>
                <h3>{t('bell.sections.friends')}</h3>
                {dropdown.friends.length === 0 && (
                  <p className="message-bell__empty">{t('bell.empty.friends')}</p>
                )}
                <ul>
                  {dropdown.friends.slice(0, 5).map((f) => (
                    <li key={f.partyId}>
                      <button
                        type="button"
                        className="p-link message-bell__item"
                        onClick={() => go(`/message/chatRecord?partyId=${encodeURIComponent(f.partyId)}`)}
                      >
                        {f.partyLogoUrl ? (
                          <img src={f.partyLogoUrl} alt="" className="message-bell__logo" />
                        ) : (
                          <span className="message-bell__logo" aria-hidden="true">
                            {f.groupName.slice(0, 1)}
                          </span>
                        )}
                        <span className="message-bell__title">
                          {f.groupName}
                          <small>{f.lastContent}</small>
                        </span>
                        {f.unread > 0 && (
                          <span className="message-bell__new">{t('chat.unread', { count: f.unread })}</span>
                        )}
                        <time dateTime={f.replyTime}>{formatDateTime(f.replyTime, lang)}</time>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-label={t('bell.sections.requests')}>
                <h3>{t('bell.sections.requests')}</h3>
                {dropdown.requests.length === 0 && (
                  <p className="message-bell__empty">{t('bell.empty.requests')}</p>
                )}
                <ul>
                  {dropdown.requests.slice(0, 5).map((r) => (
                    <li key={r.id}>
                      <button
                        type="button"
                        className="p-link message-bell__item"
                        onClick={() => go(requestPath(r))}
                      >
                        <span className={r.isRead ? '' : 'message-bell__dot'} aria-hidden="true" />
                        <span className="message-bell__title">
                          {t(`types.${r.type}`)} · {r.groupName}
                        </span>
                        <time dateTime={r.creationDate}>{formatDateTime(r.creationDate, lang)}</time>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </section>
        <button type="button" className="p-link message-bell__all" onClick={() => go('/message/index')}>
          {t('bell.viewAll')}
        </button>
      </OverlayPanel>
    </>
  )
}
