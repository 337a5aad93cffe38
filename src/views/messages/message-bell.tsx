// The bell in the top bar: the unread count ('0', the number, or '99+'), and a 300 px
// dropdown of the latest notices, friend messages and business requests, each opening its page
// when the user may open that page and it is built (else the entry is shown, not linked).
import { useSelector } from '../shared/actors.ts'
import { OverlayPanel } from 'primereact/overlaypanel'
import { type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { formatUnread } from '../../../contract/format/unread.ts'
import type { BusiRequestItem } from '../../../contract/messages.schema.ts'
import { canLinkTo } from '../../routes/route-access.ts'
import { useBellRef, useRoutingRef } from '../../root-context.tsx'
import { formatDateTime } from '../shared/date-time.ts'
import './messages.css'
import { busiNoticePath } from './notice-paths.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { pathTo } from '../../routes/paths.ts'

export function requestPath(r: BusiRequestItem): string {
  return busiNoticePath(r)
}

/** One dropdown entry: a button that opens `path`, or plain text when nothing may link there. */
function BellItem({
  path,
  go,
  children,
}: {
  path: string | null
  go: (path: string) => void
  children: ReactNode
}) {
  if (path === null) return <div className="message-bell__item">{children}</div>
  return (
    <button type="button" className="p-link message-bell__item" onClick={() => go(path)}>
      {children}
    </button>
  )
}

export function MessageBell() {
  const { t, i18n } = useTranslation('messages')
  const [, navigate] = useLocation()
  const bell = useBellRef()
  const count = useSelector(bell, (s) => s.context.count)
  const loading = useSelector(bell, (s) => s.hasTag('dropdownLoading'))
  const dropdown = useSelector(bell, (s) => s.context.dropdown)
  const error = useSelector(bell, (s) => s.context.dropdownError)
  const routes = useSelector(useRoutingRef(), (s) => s.context.routes)
  const panel = useRef<OverlayPanel>(null)
  const lang = i18n.resolvedLanguage ?? 'en'
  const shown = formatUnread(count)
  const linkable = (path: string) => (canLinkTo(routes, path) ? path : null)

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
          {error && <ErrorNotice text={t('bell.loadFailed', { message: error })} />}
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
                      <BellItem path={linkable(pathTo('messageIndex', { tab: 'NOTICE' }))} go={go}>
                        <span className={n.isRead ? '' : 'message-bell__dot'} aria-hidden="true" />
                        <span className="message-bell__title">{n.title}</span>
                        <time dateTime={n.creationDate}>{formatDateTime(n.creationDate, lang)}</time>
                      </BellItem>
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
                      <BellItem path={linkable(pathTo('chatRecord', { partyId: f.partyId }))} go={go}>
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
                      </BellItem>
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
                      <BellItem path={linkable(requestPath(r))} go={go}>
                        <span className={r.isRead ? '' : 'message-bell__dot'} aria-hidden="true" />
                        <span className="message-bell__title">
                          {t(`types.${r.type}`)} · {r.groupName}
                        </span>
                        <time dateTime={r.creationDate}>{formatDateTime(r.creationDate, lang)}</time>
                      </BellItem>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </section>
        {canLinkTo(routes, pathTo('messageIndex')) && (
          <button
            type="button"
            className="p-link message-bell__all"
            onClick={() => go(pathTo('messageIndex'))}
          >
            {t('bell.viewAll')}
          </button>
        )}
      </OverlayPanel>
    </>
  )
}
