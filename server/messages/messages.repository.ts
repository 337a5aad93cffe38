// Data access for messages, notices and friend chat. Every function takes the caller's
// tenant (party id) and, for messages, the recipient login: a user only ever reads or marks
// their own messages, and a tenant only its own copy of a conversation.
import { recordEvent } from '../events/domain-events.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type {
  BusiRequestItem,
  ChatProduct,
  ChatRecordItem,
  FriendMessageItem,
  MessageItem,
  NoticeItem,
  UnreadCounts,
} from '../../contract/messages.schema.ts'
import { type MessageTab, type NoticeType, TAB_TYPES } from '../../contract/messages.constants.ts'
import type { Db } from '../db/schema.ts'
import { type PageParams, paginate } from '../http/paging.ts'

export interface Recipient {
  partyId: string
  userLoginId: string
}

interface MessageRow {
  id: number
  type: string
  title: string
  content: string
  created_at: string
  is_read: number
  sender_party_id: string | null
  ref_type: string
  ref_id: string
}

function toMessageItem(r: MessageRow): MessageItem {
  return {
    id: String(r.id),
    type: r.type as NoticeType,
    title: r.title,
    content: r.content,
    creationDate: r.created_at,
    isRead: r.is_read ? 1 : 0,
    partyId: r.sender_party_id ?? '',
    refType: r.ref_type,
    refId: r.ref_id,
  }
}

const MESSAGE_COLUMNS = [
  'message.id',
  'message.type',
  'message.title',
  'message.content',
  'message.created_at',
  'message.is_read',
  'message.sender_party_id',
  'message.ref_type',
  'message.ref_id',
] as const

function mine(db: Db, to: Recipient) {
  return db
    .selectFrom('message')
    .where('message.party_id', '=', to.partyId)
    .where('message.user_login_id', '=', to.userLoginId)
}

export function listMessages(
  db: Db,
  to: Recipient,
  tab: MessageTab,
  page: PageParams,
): Promise<Page<MessageItem>> {
  const query = mine(db, to)
    .where('message.type', 'in', [...TAB_TYPES[tab]])
    .select(MESSAGE_COLUMNS)
  return paginate(query, page, {
    sortable: { creationDate: 'message.created_at', title: 'message.title', isRead: 'message.is_read' },
    defaultSort: { field: 'creationDate', order: 'desc' },
    tieBreaker: 'message.id',
    map: toMessageItem,
  })
}

export async function unreadCounts(db: Db, to: Recipient): Promise<UnreadCounts> {
  const rows = await mine(db, to)
    .where('message.is_read', '=', 0)
    .select(['message.type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('message.type')
    .execute()
  const by = (type: NoticeType) => Number(rows.find((r) => r.type === type)?.n ?? 0)
  const counts = {
    fetchNoticeNum: by('NOTICE'),
    friendRepliesNum: by('INFO'),
    disReqNum: by('DIS'),
    friendApplyNum: by('APPLY'),
  }
  return {
    mesNum: counts.fetchNoticeNum + counts.friendRepliesNum + counts.disReqNum + counts.friendApplyNum,
    ...counts,
  }
}

/** Marks one message, or every unread message of a tab, read. Answers how many changed. */
export async function markRead(
  db: Db,
  to: Recipient,
  target: { id?: string | undefined; tab?: MessageTab | undefined; types?: readonly NoticeType[] },
  atIso: string,
): Promise<number> {
  let q = db
    .updateTable('message')
    .set({ is_read: 1, read_at: atIso })
    .where('party_id', '=', to.partyId)
    .where('user_login_id', '=', to.userLoginId)
    .where('is_read', '=', 0)
  if (target.id !== undefined) q = q.where('id', '=', Number(target.id))
  if (target.tab !== undefined) q = q.where('type', 'in', [...TAB_TYPES[target.tab]])
  if (target.types !== undefined) q = q.where('type', 'in', [...target.types])
  const res = await q.executeTakeFirst()
  return Number(res.numUpdatedRows)
}

export function findMessage(db: Db, to: Recipient, id: string) {
  return mine(db, to).where('message.id', '=', Number(id)).select(MESSAGE_COLUMNS).executeTakeFirst()
}

export async function latestMessages(
  db: Db,
  to: Recipient,
  types: readonly NoticeType[],
  limit: number,
): Promise<MessageItem[]> {
  const rows = await mine(db, to)
    .where('message.type', 'in', [...types])
    .select(MESSAGE_COLUMNS)
    .orderBy('message.created_at', 'desc')
    .orderBy('message.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toMessageItem)
}

/** Business requests with the applicant's name and, for friend applications, the announcement. */
export async function latestBusiRequests(db: Db, to: Recipient, limit: number): Promise<BusiRequestItem[]> {
  const rows = await mine(db, to)
    .where('message.type', 'in', ['DIS', 'APPLY'])
    .leftJoin('party as sender', 'sender.id', 'message.sender_party_id')
    .leftJoin('busi_profile as bp', 'bp.party_id', 'message.sender_party_id')
    .select([...MESSAGE_COLUMNS, 'sender.name as senderName', 'bp.company_name as companyName'])
    .orderBy('message.created_at', 'desc')
    .orderBy('message.id', 'desc')
    .limit(limit)
    .execute()
  const applyIds = rows
    .filter((r) => r.ref_type === 'FRIEND_APPLY' && /^\d+$/.test(r.ref_id))
    .map((r) => Number(r.ref_id))
  const applies =
    applyIds.length === 0
      ? []
      : await db
          .selectFrom('busi_friend_apply')
          .select(['id', 'announcement_id'])
          .where('party_id', '=', to.partyId)
          .where('id', 'in', applyIds)
          .execute()
  return rows.map((r) => {
    const apply = applies.find((a) => String(a.id) === r.ref_id)
    return {
      id: String(r.id),
      type: r.type === 'DIS' ? 'DIS' : 'APPLY',
      title: r.title,
      content: r.content,
      groupName: r.companyName ?? r.senderName ?? '',
      applyPartyId: r.sender_party_id ?? '',
      infoId: apply?.announcement_id != null ? String(apply.announcement_id) : '',
      creationDate: r.created_at,
      isRead: r.is_read ? 1 : 0,
      refType: r.ref_type ?? '',
      refId: r.ref_id ?? '',
    }
  })
}

/** Notices newer than a cursor (an id, or an instant), oldest first so toasts come in order. */
export async function noticesAfter(
  db: Db,
  to: Recipient,
  after: { afterId?: string | undefined; since?: string | undefined },
  limit: number,
): Promise<NoticeItem[]> {
  let q = mine(db, to).where('message.is_read', '=', 0).select(MESSAGE_COLUMNS)
  if (after.afterId !== undefined) q = q.where('message.id', '>', Number(after.afterId))
  if (after.since !== undefined) q = q.where('message.created_at', '>', after.since)
  const rows = await q.orderBy('message.id', 'desc').limit(limit).execute()
  return rows.reverse().map((r) => ({
    id: String(r.id),
    type: r.type as NoticeType,
    title: r.title,
    content: r.content,
    partyId: r.sender_party_id ?? '',
    time: r.created_at,
  }))
}

export async function lastMessageId(db: Db, to: Recipient): Promise<string> {
  const row = await mine(db, to)
    .select((eb) => eb.fn.max('message.id').as('maxId'))
    .executeTakeFirst()
  return String(row?.maxId ?? 0)
}

// --- friend chat -------------------------------------------------------------------------

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
