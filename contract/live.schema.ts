// The push channel (issue 32): GET /control/events, a Server-Sent Events stream of what happens
// to the signed-in merchant, each event `event: <type>`, `id: <outbox id>`, `data: <JSON>`.
// The server validates with these at run time; the browser imports the types only.
import { z } from 'zod'
import { chatRecordItem } from './messages.schema.ts'
import { NOTICE_TYPES } from './messages.constants.ts'

/** The event types of the stream, in the order docs/api.md lists them. */
export const LIVE_EVENT_TYPES = [
  'chat.message',
  'friend.request',
  'order.created',
  'afterSale.created',
  'counts.changed',
  'notice.created',
] as const
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number]

/** What a reconnect names: the id of the last event it had (or the Last-Event-ID header). */
export const liveEventsQuery = z.strictObject({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
})

/** A chat message to or from the merchant: the record as the chat calls answer it. */
export const chatMessageEvent = z.object({
  /** The other merchant of the conversation (the thread's partyId in the chat calls). */
  partyId: z.string(),
  /** Who wrote it (the other merchant for IN, the merchant itself for OUT). */
  fromPartyId: z.string(),
  /** The other merchant's display name. */
  groupName: z.string(),
  record: chatRecordItem,
})
export type ChatMessageEvent = z.infer<typeof chatMessageEvent>

export const friendRequestEvent = z.object({
  applyId: z.number().int(),
  fromPartyId: z.string(),
  groupName: z.string(),
  message: z.string(),
})

export const orderCreatedEvent = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.string(),
  channel: z.string(),
  payAmount: z.number(),
})
export type OrderCreatedEvent = z.infer<typeof orderCreatedEvent>

export const afterSaleCreatedEvent = z.object({
  afterSaleId: z.number().int(),
  afterSaleNo: z.string(),
  orderId: z.number().int().optional(),
})

/** Which counts to read again (the bell's, the menu badges' of the orders area). */
export const countsChangedEvent = z.object({ areas: z.array(z.enum(['messages', 'orders'])) })
export type CountsChangedEvent = z.infer<typeof countsChangedEvent>

export const noticeCreatedEvent = z.object({
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  content: z.string(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
})

const withId = <T extends LiveEventType, D extends z.ZodType>(type: T, data: D) =>
  z.object({ id: z.number().int().positive(), type: z.literal(type), data })

/** One event of the stream: its type, its id (the outbox's) and its data. */
export const liveEvent = z.discriminatedUnion('type', [
  withId('chat.message', chatMessageEvent),
  withId('friend.request', friendRequestEvent),
  withId('order.created', orderCreatedEvent),
  withId('afterSale.created', afterSaleCreatedEvent),
  withId('counts.changed', countsChangedEvent),
  withId('notice.created', noticeCreatedEvent),
])
export type LiveEvent = z.infer<typeof liveEvent>
