// Data access for messages and notices (the message centre, the bell). Every function takes the
// caller's tenant (party id) and the recipient login: a user only ever reads or marks their own
// messages. Friend chat is in chat.repository.ts.
import type { Page } from '../../contract/paging.schema.ts'
import type {
  BusiRequestItem,
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
