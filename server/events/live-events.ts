// What the push channel (GET /control/events, issue 32) makes of the outbox: each domain event
// becomes zero or more typed live events, each with its audience: the merchant (tenant) whose
// event it is, the area whose roles may see it (contract/roles.ts AREA_ROLES, as the calls'
// guards), and for a notice the logins it was written to. A viewer receives an event only when
// all three hold (mayReceive), so a stream carries what the viewer's own calls would show.
import type { Transaction } from 'kysely'
import { type Area, canUseArea } from '../../contract/roles.ts'
import type { Database } from '../db/schema.ts'
import { type DomainEvent, recordEvent } from './domain-events.ts'

/** One event for the stream, with who may have it. */
export interface LiveDelivery {
  id: number
  /** One of contract/live.schema.ts LIVE_EVENT_TYPES (the messages area's; plumbing names no area's types). */
  type: string
  data: unknown
  partyId: string
  area: Area
  /** Only these logins (a notice is written per login); every login of the area when absent. */
  logins?: readonly string[]
  /**
   * The buyer of the order it is about (null: no member buyer): a viewer limited to its own
   * customers (server/shared/data-scope.ts) receives it only when the buyer is one of them.
   */
  buyerPartyId?: string | null
}

/** Who holds a stream. */
export interface LiveViewer {
  partyId: string
  userLoginId: string
  roles: readonly string[]
  /**
   * A viewer limited to its own customers: their party ids (kept current by the stream's route);
   * absent or null, it sees every order of its merchant.
   */
  customers?: ReadonlySet<string> | null
}

export function mayReceive(viewer: LiveViewer, delivery: LiveDelivery): boolean {
  if (viewer.partyId !== delivery.partyId) return false
  if (!canUseArea(viewer.roles, delivery.area)) return false
  if (viewer.customers && delivery.buyerPartyId !== undefined)
    if (delivery.buyerPartyId === null || !viewer.customers.has(delivery.buyerPartyId)) return false
  return !delivery.logins || delivery.logins.includes(viewer.userLoginId)
}

/** Domain events that change the orders area's counts (menu badges, order tabs). */
const ORDER_COUNT_EVENTS = /^(order|afterSale|catalogueOrder)\./

/** The live events of one domain event (none for most: stock movements, books...). */
export function liveEventsOf(event: DomainEvent): LiveDelivery[] {
  const p = (event.payload ?? {}) as Record<string, unknown>
  // An order's or after-sale's buyer, when the event names it: the data scope's filter.
  const buyer =
    typeof p.buyerPartyId === 'string' || p.buyerPartyId === null ? { buyerPartyId: p.buyerPartyId } : {}
  const base = { id: event.id, partyId: event.partyId }
  const orderBase = { ...base, ...buyer }
  const out: LiveDelivery[] = []
  switch (event.type) {
    case 'chat.message':
      out.push({ ...base, type: 'chat.message', area: 'messages', data: p })
      if ((p.record as { direction?: string } | undefined)?.direction === 'IN')
        out.push({ ...base, type: 'counts.changed', area: 'messages', data: { areas: ['messages'] } })
      return out
    case 'friend.request':
      return [{ ...base, type: 'friend.request', area: 'messages', data: p }]
    case 'notice.created': {
      const { logins, ...data } = p as { logins?: string[] }
      return [
        { ...base, type: 'notice.created', area: 'messages', data, ...(logins ? { logins } : {}) },
        {
          ...base,
          type: 'counts.changed',
          area: 'messages',
          data: { areas: ['messages'] },
          ...(logins ? { logins } : {}),
        },
      ]
    }
    case 'order.created':
      out.push({
        ...orderBase,
        type: 'order.created',
        area: 'orders',
        data: {
          orderId: Number(event.aggregateId),
          orderNo: String(p.orderNo ?? ''),
          status: String(p.status ?? ''),
          channel: String(p.channel ?? ''),
          payAmount: Number(p.payAmount ?? 0),
        },
      })
      break
    case 'afterSale.created':
      out.push({
        ...orderBase,
        type: 'afterSale.created',
        area: 'orders',
        data: {
          afterSaleId: Number(event.aggregateId),
          afterSaleNo: String(p.afterSaleNo ?? ''),
          ...(p.orderId !== undefined ? { orderId: Number(p.orderId) } : {}),
        },
      })
      break
  }
  if (ORDER_COUNT_EVENTS.test(event.type))
    out.push({ ...orderBase, type: 'counts.changed', area: 'orders', data: { areas: ['orders'] } })
  return out
}

export interface NoticeEventInput {
  partyId: string
  logins: readonly string[]
  /** The message's type (contract/messages.constants.ts NOTICE_TYPES). */
  type: string
  title: string
  content: string
  refType: string | null
  refId: string | null
  actor: string | null
  at: string
}

/**
 * Records, in the transaction that wrote a notice to `logins` (the `message` table), the event
 * that tells their streams (notice.created and counts.changed).
 */
export async function recordNoticeEvent(trx: Transaction<Database>, notice: NoticeEventInput): Promise<void> {
  if (notice.logins.length === 0) return
  await recordEvent(trx, {
    partyId: notice.partyId,
    type: 'notice.created',
    aggregateType: 'MESSAGE',
    aggregateId: notice.refId ?? '',
    payload: {
      logins: notice.logins,
      type: notice.type,
      title: notice.title,
      content: notice.content.slice(0, 200),
      refType: notice.refType,
      refId: notice.refId,
    },
    actor: notice.actor,
    at: notice.at,
  })
}
