// The open conversation's records, oldest first, with "earlier messages" above them; it opens
// at the newest message (use-chat-scroll.ts).
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import { hasEarlierRecords, sentByMe } from '../../machines/messages/chat-rules.ts'
import { formatDateTime } from '../shared/date-time.ts'
import type { ChatRecordItem } from '../../../contract/messages.schema.ts'
import { productPrice } from '../business-network/friend-chat-product-picker.tsx'
import type { ChatActor } from './chat-record-actors.ts'
import { useChatScroll } from './use-chat-scroll.ts'

export function ChatConversation({ actor, peerName }: { actor: ChatActor; peerName: string }) {
  const { t, i18n } = useTranslation('messages')
  const records = useSelector(actor, (s) => s.context.records)
  const hasEarlier = useSelector(actor, (s) =>
    hasEarlierRecords(s.context.records.length, s.context.recordsTotal),
  )
  const loadingRecords = useSelector(actor, (s) => s.hasTag('loadingRecords'))
  const scroll = useChatScroll(records)
  const lang = i18n.resolvedLanguage ?? 'en'
  return (
    <>
      {hasEarlier && (
        <Button
          label={t('chat.earlier')}
          text
          size="small"
          disabled={loadingRecords}
          onClick={() => actor.send({ type: 'chat.more' })}
        />
      )}
      <ol
        ref={scroll.ref}
        onScroll={(e) => {
          scroll.onScroll(e)
          // Reaching the top loads the earlier messages.
          if (e.currentTarget.scrollTop === 0 && hasEarlier && !loadingRecords)
            actor.send({ type: 'chat.more' })
        }}
        className="chat__records"
        aria-label={t('chat.records', { name: peerName })}
        aria-busy={loadingRecords}
      >
        {records.map((r) => (
          <li key={r.id} className={`chat__record${sentByMe(r) ? ' chat__record--out' : ''}`}>
            <span className="visually-hidden">{sentByMe(r) ? t('chat.me') : peerName}: </span>
            {r.product ? <ChatProductCard product={r.product} /> : r.content}
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
    </>
  )
}

/** A product sent in the conversation: its picture, name and price. */
function ChatProductCard({ product }: { product: NonNullable<ChatRecordItem['product']> }) {
  const { t } = useTranslation('business-friends')
  return (
    <figure className="chat__product" aria-label={t('chat.productLabel', { name: product.name })}>
      {product.imageUrl && <img src={product.imageUrl} alt="" width={48} height={48} />}
      <figcaption>
        <strong>{product.name}</strong>
        <br />
        {productPrice(product)}
      </figcaption>
    </figure>
  )
}
