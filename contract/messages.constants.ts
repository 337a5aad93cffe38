// Pure constants of messages and chat (no zod), safe for the browser bundle.

/** The message centre's tabs (SPEC.md section 4). */
export const MESSAGE_TABS = ['NOTICE', 'INFO', 'BUSI'] as const
export type MessageTab = (typeof MESSAGE_TABS)[number]

/** Notification types (SPEC.md section 3). */
export const NOTICE_TYPES = ['NOTICE', 'INFO', 'DIS', 'APPLY'] as const
export type NoticeType = (typeof NOTICE_TYPES)[number]

/** Which message types each tab lists: business requests are distribution requests and applications. */
export const TAB_TYPES: Record<MessageTab, readonly NoticeType[]> = {
  NOTICE: ['NOTICE'],
  INFO: ['INFO'],
  BUSI: ['DIS', 'APPLY'],
}

/** The longest chat message (characters after trimming). */
export const MAX_CHAT_LENGTH = 500
