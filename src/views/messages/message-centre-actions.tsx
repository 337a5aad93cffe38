// A message row's actions, as message-rules decides them: mark an unread message read, open a
// friend's chat.
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { MessageItem } from '../../../contract/messages.schema.ts'
import { chatRecordPath, messageRowActions } from '../../machines/messages/message-rules.ts'
import type { MessageTabsActor } from './message-centre-actors.ts'

export function MessageCentreActions({ actor, message }: { actor: MessageTabsActor; message: MessageItem }) {
  const { t } = useTranslation('messages')
  const [, navigate] = useLocation()
  const marking = useSelector(actor, (s) => s.hasTag('marking'))
  const offered = messageRowActions(message)
  const chatPartyId = offered.chatPartyId
  return (
    <div className="row-actions">
      {offered.markRead && (
        <Button
          label={t('centre.markRead')}
          text
          size="small"
          aria-label={`${t('centre.markRead')}: ${message.title}`}
          disabled={marking}
          onClick={() => actor.send({ type: 'messages.markOneRead', message })}
        />
      )}
      {chatPartyId !== undefined && (
        <Button
          label={t('centre.openChat')}
          text
          size="small"
          onClick={() => navigate(chatRecordPath(chatPartyId))}
        />
      )}
    </div>
  )
}
