// Chat records for the machine tests (only tests import this file).
import type { ChatRecordItem } from '../../../contract/messages.schema.ts'

/** A text chat record. */
export function fakeChatRecord(id: string, direction: 'IN' | 'OUT', content: string): ChatRecordItem {
  return { id, direction, contentType: 'TEXT', content, time: '2026-11-20T01:00:00.000Z', isRead: 1 }
}
