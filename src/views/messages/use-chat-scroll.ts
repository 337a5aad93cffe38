// Keeps the conversation where chat-rules' scrollAfterUpdate says: at the newest message when
// one appears, at the reader's place when earlier messages load above.
import { type UIEvent, useLayoutEffect, useRef } from 'react'
import type { ChatRecordItem } from '../../../contract/messages.schema.ts'
import { scrollAfterUpdate } from '../../machines/messages/chat-rules.ts'

export function useChatScroll(records: readonly ChatRecordItem[]) {
  const ref = useRef<HTMLOListElement>(null)
  const shown = useRef<readonly ChatRecordItem[]>([])
  // The reader's place as a distance from the bottom, which older records added above do not
  // change; kept on every scroll because the records arrive after the reader has moved.
  const fromBottom = useRef(0)

  useLayoutEffect(() => {
    const list = ref.current
    if (!list) return
    const scroll = scrollAfterUpdate(shown.current, records)
    if (scroll === 'newest') list.scrollTop = list.scrollHeight
    // An absolute position, so it is right whether or not the browser anchored the scroll itself.
    if (scroll === 'keepPosition') list.scrollTop = list.scrollHeight - fromBottom.current
    shown.current = records
    fromBottom.current = list.scrollHeight - list.scrollTop
  }, [records])

  const onScroll = (e: UIEvent<HTMLOListElement>) => {
    fromBottom.current = e.currentTarget.scrollHeight - e.currentTarget.scrollTop
  }
  return { ref, onScroll }
}
