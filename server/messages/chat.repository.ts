// Data access for friend chat: the conversation list, its records, unread counts, sending (the
// thread kept on both sides, the receiver's notice and live event in the sender's transaction),
// deleting and the chat notices. A tenant reads and writes only its own copy of a conversation.
import { recordEvent } from '../events/domain-events.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Recipient } from './messages.repository.ts'
import type { ChatProduct, ChatRecordItem, FriendMessageItem } from '../../contract/messages.schema.ts'
import type { Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'

function peerName(row: { companyName: string | null; partyName: string | null }): string {
  return row.companyName ?? row.partyName ?? ''
}

export function listThreads(db: Db, partyId: string, page: PageParams): Promise<Page<FriendMessageItem>> {
  const query = db
    .selectFrom('chat_thread')
    .leftJoin('busi_profile as bp', 'bp.party_id', 'chat_thread.peer_party_id')
    .leftJoin('party as peer', 'peer.id', 'chat_thread.peer_party_id')
    .where('chat_thread.party_id', '=', partyId)
    .select([
      'chat_thread.peer_party_id',
      'chat_thread.last_content',
      'chat_thread.last_at',
      'chat_thread.unread_count',
      'bp.logo_url as logoUrl',
      'bp.company_name as companyName',
      'peer.name as partyName',
    ])
  return paginate(query, page, {
    sortable: { replyTime: 'chat_thread.last_at', unread: 'chat_thread.unread_count' },
    defaultSort: { field: 'replyTime', order: 'desc' },
    tieBreaker: 'chat_thread.peer_party_id',
    map: (r) => ({
      partyId: r.peer_party_id,
      partyLogoUrl: r.logoUrl ?? '',
      groupName: peerName(r),
      replyTime: r.last_at,
      lastContent: r.last_content,
      unread: Number(r.unread_count),
    }),
  })
}

export async function unreadChatCount(db: Db, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_thread')
    .select((eb) => eb.fn.sum<number>('unread_count').as('n'))
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function isFriend(db: Db, partyId: string, peerPartyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('busi_friend')
    .select('friend_party_id')
    .where('party_id', '=', partyId)
    .where('friend_party_id', '=', peerPartyId)
    .executeTakeFirst()
  return row !== undefined
}

export async function hasThread(db: Db, partyId: string, peerPartyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_thread')
    .select('peer_party_id')
    .where('party_id', '=', partyId)
    .where('peer_party_id', '=', peerPartyId)
    .executeTakeFirst()
  return row !== undefined
}

function toChatItem(r: {
  id: number
  direction: string
  content_type: string
  content: string
  created_at: string
  is_read: number
  product_id: number | null
  productName: string | null
  productImage: string | null
  productMin: number | null
  productMax: number | null
}): ChatRecordItem {
  const item: ChatRecordItem = {
    id: String(r.id),
    direction: r.direction === 'OUT' ? 'OUT' : 'IN',
    contentType: r.content_type as ChatRecordItem['contentType'],
    content: r.content,
    time: r.created_at,
    isRead: r.is_read ? 1 : 0,
  }
  if (r.content_type === 'PRODUCT' && r.product_id !== null) {
    // The product as it is now; a deleted one keeps the name it was sent with.
    item.product = {
      productId: String(r.product_id),
      name: r.productName ?? r.content,
      imageUrl: r.productImage ?? '',
      minPrice: Number(r.productMin ?? 0),
      maxPrice: Number(r.productMax ?? 0),
    }
  }
  return item
}

const CHAT_COLUMNS = [
  'chat_record.id',
  'chat_record.direction',
  'chat_record.content_type',
  'chat_record.content',
  'chat_record.created_at',
  'chat_record.is_read',
  'chat_record.product_id',
  'chat_product.name as productName',
  'chat_product.main_image_url as productImage',
  'chat_product.min_price as productMin',
  'chat_product.max_price as productMax',
] as const

/** A chat record joined with the product a PRODUCT message carries (the sender's product). */
function chatRecords(db: Db) {
  return db
    .selectFrom('chat_record')
    .leftJoin('product as chat_product', 'chat_product.id', 'chat_record.product_id')
}

/** One of the party's products on sale, for a PRODUCT chat message. */
export function findChatProduct(db: Db, partyId: string, productId: string) {
  return db
    .selectFrom('product')
    .select(['id', 'name', 'main_image_url', 'min_price', 'max_price'])
    .where('party_id', '=', partyId)
    .where('id', '=', Number(productId))
    .where('is_deleted', '=', 0)
    .where('status', '=', 'ON_SALE')
    .executeTakeFirst()
}

export function listRecords(
  db: Db,
  partyId: string,
  peerPartyId: string,
  page: PageParams,
): Promise<Page<ChatRecordItem>> {
  const query = chatRecords(db)
    .where('chat_record.party_id', '=', partyId)
    .where('chat_record.peer_party_id', '=', peerPartyId)
    .where('chat_record.is_deleted', '=', 0)
    .select(CHAT_COLUMNS)
  return paginate(query, page, {
    sortable: { time: 'chat_record.created_at' },
    defaultSort: { field: 'time', order: 'desc' },
    tieBreaker: 'chat_record.id',
    map: toChatItem,
  })
}

export async function unreadRecords(db: Db, partyId: string, peerPartyId: string): Promise<ChatRecordItem[]> {
  const rows = await chatRecords(db)
    .where('chat_record.party_id', '=', partyId)
    .where('chat_record.peer_party_id', '=', peerPartyId)
    .where('chat_record.is_read', '=', 0)
    .where('chat_record.is_deleted', '=', 0)
    .select(CHAT_COLUMNS)
    .orderBy('chat_record.created_at', 'asc')
    .orderBy('chat_record.id', 'asc')
    .execute()
  return rows.map(toChatItem)
}

/** Marks the caller's copy of a conversation read and zeroes the thread's unread count. */
export async function markThreadRead(db: Db, partyId: string, peerPartyId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('chat_record')
      .set({ is_read: 1 })
      .where('party_id', '=', partyId)
      .where('peer_party_id', '=', peerPartyId)
      .where('is_read', '=', 0)
      .executeTakeFirst()
    await trx
      .updateTable('chat_thread')
      .set({ unread_count: 0 })
      .where('party_id', '=', partyId)
      .where('peer_party_id', '=', peerPartyId)
      .execute()
    return Number(res.numUpdatedRows)
  })
}

export interface SendInput {
  fromPartyId: string
  fromUserLoginId: string
  fromName: string
  toPartyId: string
  content: string
  /** A PRODUCT message carries one of the sender's products (its name is the content). */
  product?: ChatProduct | undefined
  messageKey: string
  atIso: string
}

/**
 * Writes both copies of a chat message, both threads, and an INFO notice to each of the
 * recipient's logins (the bell and the toast of "a friend replied"), in one transaction.
 */
export async function sendChatMessage(db: Db, input: SendInput): Promise<ChatRecordItem> {
  return db.transaction().execute(async (trx) => {
    const base = {
      message_key: input.messageKey,
      sender_user_login_id: input.fromUserLoginId,
      content_type: input.product ? 'PRODUCT' : 'TEXT',
      content: input.content,
      product_id: input.product ? Number(input.product.productId) : null,
      is_deleted: 0,
      created_at: input.atIso,
    }
    const out = await trx
      .insertInto('chat_record')
      .values({
        ...base,
        party_id: input.fromPartyId,
        peer_party_id: input.toPartyId,
        direction: 'OUT',
        is_read: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const into = await trx
      .insertInto('chat_record')
      .values({
        ...base,
        party_id: input.toPartyId,
        peer_party_id: input.fromPartyId,
        direction: 'IN',
        is_read: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const summary = input.content.slice(0, 500)
    await upsertThread(trx, input.fromPartyId, input.toPartyId, summary, input.atIso, false)
    await upsertThread(trx, input.toPartyId, input.fromPartyId, summary, input.atIso, true)
    const logins = await trx
      .selectFrom('user_login')
      .select('id')
      .where('party_id', '=', input.toPartyId)
      .where('enabled', '=', 1)
      .execute()
    if (logins.length > 0) {
      await trx
        .insertInto('message')
        .values(
          logins.map((l) => ({
            party_id: input.toPartyId,
            user_login_id: l.id,
            type: 'INFO',
            title: input.fromName,
            content: input.content.slice(0, 200),
            sender_party_id: input.fromPartyId,
            ref_type: 'CHAT',
            ref_id: input.fromPartyId,
            is_read: 0,
            read_at: null,
            created_at: input.atIso,
          })),
        )
        .execute()
    }
    const record = (id: number, direction: 'IN' | 'OUT'): ChatRecordItem => ({
      id: String(id),
      direction,
      contentType: input.product ? 'PRODUCT' : 'TEXT',
      content: input.content,
      time: input.atIso,
      isRead: direction === 'OUT' ? 1 : 0,
      ...(input.product ? { product: input.product } : {}),
    })
    // The push channel (issue 32): the recipient's copy to the recipient's streams, the sender's
    // to the sender's (its other tabs and logins), each as the chat calls answer it.
    const toName = await senderName(trx, input.toPartyId)
    const chatEvent = (partyId: string, peer: string, groupName: string, item: ChatRecordItem) =>
      recordEvent(trx, {
        partyId,
        type: 'chat.message',
        aggregateType: 'CHAT',
        aggregateId: item.id,
        payload: { partyId: peer, fromPartyId: input.fromPartyId, groupName, record: item },
        actor: input.fromUserLoginId,
        at: input.atIso,
      })
    await chatEvent(input.toPartyId, input.fromPartyId, input.fromName, record(into.id, 'IN'))
    await chatEvent(input.fromPartyId, input.toPartyId, toName, record(out.id, 'OUT'))
    return record(out.id, 'OUT')
  })
}

async function upsertThread(
  trx: Db,
  partyId: string,
  peerPartyId: string,
  lastContent: string,
  atIso: string,
  unread: boolean,
): Promise<void> {
  const existing = await trx
    .selectFrom('chat_thread')
    .select('unread_count')
    .where('party_id', '=', partyId)
    .where('peer_party_id', '=', peerPartyId)
    .executeTakeFirst()
  if (existing) {
    await trx
      .updateTable('chat_thread')
      .set({
        last_content: lastContent,
        last_at: atIso,
        unread_count: Number(existing.unread_count) + (unread ? 1 : 0),
      })
      .where('party_id', '=', partyId)
      .where('peer_party_id', '=', peerPartyId)
      .execute()
  } else {
    await trx
      .insertInto('chat_thread')
      .values({
        party_id: partyId,
        peer_party_id: peerPartyId,
        last_content: lastContent,
        last_at: atIso,
        unread_count: unread ? 1 : 0,
      })
      .execute()
  }
}

/** Hides records on the caller's side only; the peer keeps its copy. Answers how many. */
export async function deleteRecords(
  db: Db,
  partyId: string,
  target: { id?: string | undefined; partyId?: string | undefined },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let q = trx
      .updateTable('chat_record')
      .set({ is_deleted: 1, is_read: 1 })
      .where('party_id', '=', partyId)
      .where('is_deleted', '=', 0)
    if (target.id !== undefined) q = q.where('id', '=', Number(target.id))
    if (target.partyId !== undefined) q = q.where('peer_party_id', '=', target.partyId)
    const touched =
      target.id !== undefined
        ? await trx
            .selectFrom('chat_record')
            .select('peer_party_id')
            .where('party_id', '=', partyId)
            .where('id', '=', Number(target.id))
            .executeTakeFirst()
        : { peer_party_id: target.partyId as string }
    const res = await q.executeTakeFirst()
    const n = Number(res.numUpdatedRows)
    if (n > 0 && touched) {
      // Keep the thread's unread count true to the records still visible.
      const left = await trx
        .selectFrom('chat_record')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('party_id', '=', partyId)
        .where('peer_party_id', '=', touched.peer_party_id)
        .where('is_read', '=', 0)
        .where('is_deleted', '=', 0)
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('chat_thread')
        .set({ unread_count: Number(left.n) })
        .where('party_id', '=', partyId)
        .where('peer_party_id', '=', touched.peer_party_id)
        .execute()
    }
    return n
  })
}

export async function senderName(db: Db, partyId: string): Promise<string> {
  const row = await db
    .selectFrom('party')
    .leftJoin('busi_profile as bp', 'bp.party_id', 'party.id')
    .select(['party.name as partyName', 'bp.company_name as companyName'])
    .where('party.id', '=', partyId)
    .executeTakeFirst()
  return row ? peerName(row) : ''
}

/** Reading a conversation also settles the "friend replied" notices it caused. */
export async function markChatNoticesRead(
  db: Db,
  to: Recipient,
  peerPartyId: string,
  atIso: string,
): Promise<void> {
  await db
    .updateTable('message')
    .set({ is_read: 1, read_at: atIso })
    .where('party_id', '=', to.partyId)
    .where('user_login_id', '=', to.userLoginId)
    .where('type', '=', 'INFO')
    .where('ref_type', '=', 'CHAT')
    .where('ref_id', '=', peerPartyId)
    .where('is_read', '=', 0)
    .execute()
}
