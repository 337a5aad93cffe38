import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ChatRecordItem, FriendMessageItem } from '../../../contract/messages.schema.ts'
import type { Page } from '../../../contract/paging.schema.ts'
import { type ChatEmitted, chatRecordMachine, type RecordsOutput } from './chat-record.machine.ts'
import { fakeChatRecord } from './chat-fakes.ts'

const thread = (partyId: string, unread: number): FriendMessageItem => ({
  partyId,
  partyLogoUrl: '',
  groupName: `公司 ${partyId}`,
  replyTime: '2026-11-20T01:00:00.000Z',
  lastContent: '你好',
  unread,
})
const record = fakeChatRecord

function start(partyId?: string) {
  const loaded: string[] = []
  const sent: string[] = []
  const marked: string[] = []
  const actor = createActor(
    chatRecordMachine.provide({
      actors: {
        loadThreads: fromPromise<Page<FriendMessageItem>, void>(async () => ({
          list: [thread('P2', 2), thread('P3', 0)],
          total: 2,
          page: 1,
          pageSize: 20,
        })),
        loadRecords: fromPromise<RecordsOutput, { partyId: string; pageSize: number }>(async ({ input }) => {
          loaded.push(input.partyId)
          // Newest first, as the server pages.
          return {
            page: {
              list: [record('2', 'IN', '第二条'), record('1', 'OUT', '第一条')],
              total: 2,
              page: 1,
              pageSize: 30,
            },
            mesNum: 5,
          }
        }),
        send: fromPromise<ChatRecordItem, { partyId: string; content: string }>(async ({ input }) => {
          sent.push(`${input.partyId}:${input.content}`)
          return record('3', 'OUT', input.content)
        }),
        deleteRecord: fromPromise<unknown, { id: string }>(async () => ({ deleted: 1 })),
        markRead: fromPromise<{ mesNum: number }, { partyId: string }>(async ({ input }) => {
          marked.push(input.partyId)
          return { mesNum: 4 }
        }),
      },
    }),
    { input: partyId ? { partyId } : {} },
  )
  const reads: ChatEmitted[] = []
  actor.on('chat.read', (e) => reads.push(e))
  actor.start()
  return { actor, loaded, sent, reads, marked }
}

describe('chat record machine', () => {
  it('opens the newest conversation, oldest record first, and reports the read', async () => {
    const { actor, loaded, reads } = start()
    const s = await waitFor(actor, (x) => x.hasTag('ready'))
    expect(loaded).toEqual(['P2'])
    expect(s.context.records.map((r) => r.content)).toEqual(['第一条', '第二条'])
    expect(s.context.threads.find((t) => t.partyId === 'P2')?.unread).toBe(0)
    expect(reads).toEqual([{ type: 'chat.read', mesNum: 5 }])
  })

  it('opens the conversation asked for, and switches on select', async () => {
    const { actor, loaded } = start('P3')
    await waitFor(actor, (x) => x.hasTag('ready'))
    actor.send({ type: 'chat.select', partyId: 'P2' })
    await waitFor(actor, (x) => x.hasTag('ready') && x.context.peer === 'P2')
    expect(loaded).toEqual(['P3', 'P2'])
  })

  it('refuses an empty or too long message at the field, sends a trimmed one', async () => {
    const { actor, sent } = start()
    await waitFor(actor, (x) => x.hasTag('ready'))
    actor.send({ type: 'chat.draft', text: '   ' })
    actor.send({ type: 'chat.send' })
    expect(actor.getSnapshot().context.draftError).toBe('required')
    actor.send({ type: 'chat.draft', text: 'a'.repeat(501) })
    actor.send({ type: 'chat.send' })
    expect(actor.getSnapshot().context.draftError).toBe('tooLong')
    actor.send({ type: 'chat.draft', text: ' 明天发货 ' })
    actor.send({ type: 'chat.send' })
    const s = await waitFor(actor, (x) => x.hasTag('ready') && !x.hasTag('sending'))
    expect(sent).toEqual(['P2:明天发货'])
    expect(s.context.records.at(-1)?.content).toBe('明天发货')
    expect(s.context.draft).toBe('')
    expect(s.context.threads.find((t) => t.partyId === 'P2')?.lastContent).toBe('明天发货')
  })

  it('removes a deleted record from the screen', async () => {
    const { actor } = start()
    await waitFor(actor, (x) => x.hasTag('ready'))
    actor.send({ type: 'chat.delete', id: '1' })
    const s = await waitFor(actor, (x) => x.hasTag('ready') && x.context.deletingId === undefined)
    expect(s.context.records.map((r) => r.id)).toEqual(['2'])
  })

  it('shows a pushed message at once in the open conversation, once, and reads it there', async () => {
    const { actor, reads, marked } = start()
    await waitFor(actor, (x) => x.hasTag('ready'))
    const pushed = { ...record('9', 'IN', '刚到的消息'), isRead: 0 as const }
    actor.send({ type: 'chat.incoming', partyId: 'P2', record: pushed })
    actor.send({ type: 'chat.incoming', partyId: 'P2', record: pushed })
    const s = actor.getSnapshot()
    expect(s.context.records.map((r) => r.content)).toEqual(['第一条', '第二条', '刚到的消息'])
    expect(s.context.recordsTotal).toBe(3)
    expect(s.context.threads.find((t) => t.partyId === 'P2')).toMatchObject({
      lastContent: '刚到的消息',
      unread: 0,
    })
    await waitFor(actor, () => reads.length === 2)
    expect(marked).toEqual(['P2'])
    expect(reads.at(-1)).toEqual({ type: 'chat.read', mesNum: 4 })
  })

  it('counts a pushed message on its conversation when another one is open, and keeps a sent one once', async () => {
    const { actor, marked } = start()
    await waitFor(actor, (x) => x.hasTag('ready'))
    actor.send({ type: 'chat.incoming', partyId: 'P3', record: record('10', 'IN', '另一位') })
    expect(actor.getSnapshot().context.threads.find((t) => t.partyId === 'P3')).toMatchObject({
      unread: 1,
      lastContent: '另一位',
    })
    expect(actor.getSnapshot().context.records).toHaveLength(2)
    // The sender's own copy arrives from the stream before the send answers: shown once.
    actor.send({ type: 'chat.draft', text: '明天发货' })
    actor.send({ type: 'chat.send' })
    actor.send({ type: 'chat.incoming', partyId: 'P2', record: record('3', 'OUT', '明天发货') })
    const s = await waitFor(actor, (x) => x.hasTag('ready') && !x.hasTag('sending'))
    expect(s.context.records.map((r) => r.id)).toEqual(['1', '2', '3'])
    expect(s.context.recordsTotal).toBe(3)
    expect(marked).toEqual([])
  })
})
