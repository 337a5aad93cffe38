import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Page } from '../../../contract/paging.schema.ts'
import { toListRequest } from '../../../contract/list-query.ts'
import { type ListQuery, pagedListMachine } from './paged-list.machine.ts'
import { settleUnlessAborted } from './settle-unless-aborted.ts'

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function pageOf(names: string[], total = names.length): Page<unknown> {
  return { list: names, total, page: 1, pageSize: 20 }
}

/** A list whose every request waits for the test to answer it. */
function controlledList() {
  const calls: {
    query: ListQuery
    answer: ReturnType<typeof deferred<Page<unknown>>>
    aborted: () => boolean
  }[] = []
  const machine = pagedListMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input, signal }) => {
        const answer = deferred<Page<unknown>>()
        calls.push({ query: input, answer, aborted: () => signal.aborted })
        return answer.promise
      }),
    },
  })
  return { machine, calls }
}

describe('paged list machine', () => {
  it('loads the first page on start, then is ready with the rows and total', async () => {
    const { machine, calls } = controlledList()
    const actor = createActor(machine, { input: { filters: { status: 'ENABLED' } } }).start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(calls[0]?.query).toEqual({
      page: 1,
      pageSize: 20,
      sortField: undefined,
      sortOrder: undefined,
      filters: { status: 'ENABLED' },
    })
    calls[0]?.answer.resolve(pageOf(['a', 'b'], 42))
    const snap = await waitFor(actor, (s) => s.hasTag('ready'))
    expect(snap.context.list).toEqual(['a', 'b'])
    expect(snap.context.total).toBe(42)
  })

  it('changes page, sort and filters; sort and filter go back to page 1', async () => {
    const { machine, calls } = controlledList()
    const actor = createActor(machine, { input: {} }).start()
    calls[0]?.answer.resolve(pageOf([]))
    actor.send({ type: 'list.page', page: 3, pageSize: 50 })
    expect(calls[1]?.query).toMatchObject({ page: 3, pageSize: 50 })
    actor.send({ type: 'list.sort', sortField: 'name', sortOrder: 'desc' })
    expect(calls[2]?.query).toMatchObject({ page: 1, pageSize: 50, sortField: 'name', sortOrder: 'desc' })
    actor.send({ type: 'list.page', page: 2 })
    actor.send({ type: 'list.filter', filters: { keyword: 'x' } })
    expect(calls[4]?.query).toMatchObject({ page: 1, sortField: 'name', filters: { keyword: 'x' } })
  })

  it('ignores a stale answer: only the latest request lands, and the old one is aborted', async () => {
    const { machine, calls } = controlledList()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'list.page', page: 2 })
    expect(calls[0]?.aborted()).toBe(true)
    calls[1]?.answer.resolve(pageOf(['page2']))
    await waitFor(actor, (s) => s.hasTag('ready'))
    calls[0]?.answer.resolve(pageOf(['page1-late']))
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.list).toEqual(['page2'])
    expect(actor.getSnapshot().context.query.page).toBe(2)
  })

  it('shows the error, keeps the query, and retries the same request', async () => {
    const { machine, calls } = controlledList()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'list.page', page: 4 })
    calls[1]?.answer.reject({ code: 40000, message: 'bad page' })
    const failed = await waitFor(actor, (s) => s.hasTag('error'))
    expect(failed.context.error).toEqual({ code: 40000, message: 'bad page' })
    actor.send({ type: 'list.retry' })
    expect(calls[2]?.query.page).toBe(4)
    calls[2]?.answer.resolve(pageOf(['ok']))
    const ready = await waitFor(actor, (s) => s.hasTag('ready'))
    expect(ready.context.error).toBeUndefined()
  })

  it('refresh reloads the current query', async () => {
    const { machine, calls } = controlledList()
    const actor = createActor(machine, { input: { pageSize: 10 } }).start()
    calls[0]?.answer.resolve(pageOf([]))
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'list.refresh' })
    expect(calls).toHaveLength(2)
    expect(calls[1]?.query).toEqual(calls[0]?.query)
  })

  it('builds the request from the query, leaving out empty filters', () => {
    expect(
      toListRequest({
        page: 2,
        pageSize: 20,
        sortField: 'name',
        sortOrder: undefined,
        filters: { keyword: '', status: 'ENABLED', rankId: undefined },
      }),
    ).toEqual({ page: 2, pageSize: 20, sortField: 'name', sortOrder: 'asc', status: 'ENABLED' })
  })
})

describe('paged list machine, rows changed by the caller', () => {
  it('patches the rows with the given keys, or every row, without a reload', async () => {
    const { machine, calls } = controlledList()
    const actor = createActor(machine, { input: {} }).start()
    calls[0]?.answer.resolve(
      pageOf(
        [
          { id: 'a', isRead: 0 },
          { id: 'b', isRead: 0 },
          { id: 'c', isRead: 0 },
        ] as never,
        3,
      ),
    )
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'list.patch', key: 'id', ids: ['b'], changes: { isRead: 1 } })
    expect(actor.getSnapshot().context.list).toEqual([
      { id: 'a', isRead: 0 },
      { id: 'b', isRead: 1 },
      { id: 'c', isRead: 0 },
    ])
    actor.send({ type: 'list.patch', key: 'id', changes: { isRead: 1 } })
    expect(actor.getSnapshot().context.list).toEqual([
      { id: 'a', isRead: 1 },
      { id: 'b', isRead: 1 },
      { id: 'c', isRead: 1 },
    ])
    expect(calls).toHaveLength(1)
    expect(actor.getSnapshot().context.total).toBe(3)
  })

  it('never asks for a page before the first', async () => {
    const { machine, calls } = controlledList()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'list.page', page: 0 })
    expect(calls[1]?.query.page).toBe(1)
  })

  it('describes every state for the statechart docs', () => {
    for (const state of Object.values(pagedListMachine.states)) expect(state.description).toBeTruthy()
  })
})

describe('settleUnlessAborted', () => {
  it('passes answers and failures through while the signal is live', async () => {
    const controller = new AbortController()
    await expect(settleUnlessAborted(controller.signal, Promise.resolve('ok'))).resolves.toBe('ok')
    await expect(settleUnlessAborted(controller.signal, Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
  })

  it('never settles a call whose signal was aborted', async () => {
    const controller = new AbortController()
    const call = deferred<string>()
    let settled = false
    settleUnlessAborted(controller.signal, call.promise).then(
      () => (settled = true),
      () => (settled = true),
    )
    controller.abort()
    call.reject(new DOMException('Aborted', 'AbortError'))
    await new Promise((r) => setTimeout(r, 0))
    expect(settled).toBe(false)
  })
})
