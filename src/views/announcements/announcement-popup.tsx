// The announcement popup after sign-in: each announcement the user has not been shown yet,
// once; closing records it (closeAnnouncementDialog).
import { useMachine } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { detailPath } from '../../machines/announcements/announcement-carousel.machine.ts'
import { livePopupMachine } from '../messages/messaging-actors.ts'
import './announcements.css'

export function AnnouncementPopup() {
  const { t } = useTranslation('announcements')
  const [, navigate] = useLocation()
  const [snapshot, send] = useMachine(livePopupMachine)
  const current = snapshot.context.queue[0]
  const visible = snapshot.hasTag('visible') && current !== undefined
  const close = () => send({ type: 'popup.close' })
  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={current?.popUpViewTitle ?? t('popup.header')}
      className="announcement-popup"
      style={{ width: 'min(560px, calc(100vw - 24px))' }}
      footer={
        <div className="announcement-popup__actions">
          {current?.popUpViewWebUrl ? (
            <a
              className="p-button p-button-text"
              href={current.popUpViewWebUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('popup.openLink')}
            </a>
          ) : (
            current && (
              <Button
                label={t('popup.more')}
                text
                onClick={() => {
                  close()
                  navigate(detailPath(current.infoId))
                }}
              />
            )
          )}
          <Button label={t('popup.close')} onClick={close} disabled={snapshot.hasTag('closing')} />
        </div>
      }
    >
      {current?.coverUrl && <img src={current.coverUrl} alt="" className="announcement-popup__cover" />}
      {/* The body was sanitized on the server before it was stored (server/security/sanitize-html.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized rich text */}
      <div className="announcement-body" dangerouslySetInnerHTML={{ __html: current?.body ?? '' }} />
    </Dialog>
  )
}
