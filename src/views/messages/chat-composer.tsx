// Writing to the open conversation: the draft, its error (the machine checks it) and Send.
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_CHAT_LENGTH } from '../../../contract/messages.constants.ts'
import { FriendChatProductPicker } from '../business-network/friend-chat-product-picker.tsx'
import type { ChatActor } from './chat-record-actors.ts'

export function ChatComposer({ actor, peerName }: { actor: ChatActor; peerName: string }) {
  const { t } = useTranslation('messages')
  const { t: tf } = useTranslation('business-friends')
  const [picking, setPicking] = useState(false)
  const draft = useSelector(actor, (s) => s.context.draft)
  const draftError = useSelector(actor, (s) => s.context.draftError)
  const sending = useSelector(actor, (s) => s.hasTag('sending'))
  const inputId = useId()
  const errorId = useId()
  return (
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
        type="button"
        icon="pi pi-shopping-bag"
        outlined
        label={tf('chat.sendProduct')}
        disabled={sending}
        onClick={() => setPicking(true)}
      />
      <Button type="submit" label={sending ? t('chat.sending') : t('chat.send')} disabled={sending} />
      {picking && (
        <FriendChatProductPicker
          onClose={() => setPicking(false)}
          onSend={(productId) => {
            setPicking(false)
            actor.send({ type: 'chat.sendProduct', productId })
          }}
        />
      )}
    </form>
  )
}
