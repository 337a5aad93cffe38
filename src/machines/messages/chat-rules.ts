// Rules of the chat record page that its view shows but does not decide: whose a record is,
// the open conversation's name, whether earlier records exist, and where the conversation
// scrolls when its records change.
import type { ChatRecordItem, FriendMessageItem } from '../../../contract/messages.schema.ts'

/** The name of the open conversation, or '' while the conversations are not known yet. */
export function peerNameOf(threads: readonly FriendMessageItem[], peer: string | undefined): string {
  return threads.find((x) => x.partyId === peer)?.groupName ?? ''
}

/** A record the merchant sent (shown on the right, spoken as "Me"). */
export function sentByMe(record: Pick<ChatRecordItem, 'direction'>): boolean {
  return record.direction === 'OUT'
}

/** The server holds records older than the ones shown: "earlier messages" can load them. */
export function hasEarlierRecords(shown: number, total: number): boolean {
  return shown < total
}

/**
 * Where the conversation scrolls after its records (oldest first) change:
 * - `newest`: a record not shown before is now the newest (the conversation was opened, a
 *   message was sent or arrived): show it, as every chat does;
 * - `keepPosition`: older records were added above ("earlier messages"): the user keeps
 *   reading where they were;
 * - `none`: nothing the user should be moved for (a record was deleted, nothing changed).
 */
export type ChatScroll = 'newest' | 'keepPosition' | 'none'

export function scrollAfterUpdate(
  before: readonly Pick<ChatRecordItem, 'id'>[],
  after: readonly Pick<ChatRecordItem, 'id'>[],
): ChatScroll {
  const shownBefore = new Set(before.map((r) => r.id))
  const newest = after.at(-1)
  const oldest = after[0]
  if (!newest || !oldest) return 'none'
  if (!shownBefore.has(newest.id)) return 'newest'
  if (!shownBefore.has(oldest.id)) return 'keepPosition'
  return 'none'
}
