// Model-based test of the catalogue order audit machine: approve, reject with and without a
// reason, cancel (nothing sent), a decided order offers no step (the lifecycle), server
// errors, retry; every state and transition, replayed live.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CatalogueOrderDetail } from '../../../contract/catalogue.schema.ts'
import {
  type AuditRequest,
  catalogueOrderAuditMachine as liveAudit,
} from '../../../src/machines/catalogue/catalogue-order-audit.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

const pending = { id: 7, orderNo: 'DH2026112000007', auditStatus: 'PENDING', version: 0 }
const other = { id: 8, orderNo: 'DH2026112000008', auditStatus: 'PENDING', version: 2 }
const decided = { id: 9, orderNo: 'DH2026112000009', auditStatus: 'APPROVED', version: 1 }

const answer = (req: AuditRequest): CatalogueOrderDetail => ({
  id: req.id,
  orderNo: 'DH',
  catalogueId: 1,
  catalogueName: '春季新品订货会',
  buyerName: '华东商行',
  itemCount: 3,
  amount: 3000,
  auditStatus: req.event === 'catalogueOrder.approved' ? 'APPROVED' : 'REJECTED',
  auditRemark: req.rejectText ?? '',
  createdAt: '2026-11-20T00:00:00.000Z',
  auditedAt: '2026-11-20T01:00:00.000Z',
  version: req.version + 1,
  remark: '',
  buyerContact: '',
  buyerPhone: '',
  auditedBy: 'distributionpro',
  salesOrderId: req.event === 'catalogueOrder.approved' ? 11 : null,
  salesOrderNo: req.event === 'catalogueOrder.approved' ? 'CO1' : null,
  lines: [],
})

// Standalone, without the view: its toast, badge refresh and list reload are no-ops.
const auditMachine = liveAudit.provide({
  actions: { notifyApproved: () => {}, notifyRejected: () => {}, changed: () => {} },
})

const model = {
  events: [
    { type: 'audit.approve', target: pending },
    { type: 'audit.reject', target: other },
    { type: 'audit.approve', target: decided },
    { type: 'audit.reject', target: decided },
    { type: 'audit.confirm' },
    { type: 'audit.confirm', rejectText: ' 库存不足 ' },
    { type: 'audit.confirm', rejectText: '   ' },
    { type: 'audit.cancel' },
    { type: 'audit.retry' },
  ],
  outcomes: {
    decide: {
      done: [answer({ id: 7, version: 0, event: 'catalogueOrder.approved' })],
      error: [{ code: 40900, message: 'already audited' }],
    },
  },
} as const

function live(respond: (req: AuditRequest) => Promise<CatalogueOrderDetail>) {
  const sent: AuditRequest[] = []
  const calls: string[] = []
  const actor = createActor(
    liveAudit.provide({
      actors: {
        decide: fromPromise<CatalogueOrderDetail, AuditRequest>(async ({ input }) => {
          sent.push(input)
          return respond(input)
        }),
      },
      actions: {
        notifyApproved: () => void calls.push('notifyApproved'),
        notifyRejected: () => void calls.push('notifyRejected'),
        changed: () => void calls.push('changed'),
      },
    }),
  ).start()
  return { actor, sent, calls }
}

describe('catalogue order audit machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(auditMachine, { ...model, strategy: 'transitions' })
    expect(machineStates(auditMachine)).toEqual(
      expect.arrayContaining(['confirming.approve', 'confirming.reject', 'approved', 'rejected', 'failed']),
    )
    expectFullCoverage(auditMachine, paths)
    expectEventsAccepted(auditMachine, model.events)
  })

  it('every path replays on the live machine', () => {
    for (const path of modelPaths(auditMachine, model)) {
      const { values } = replayPath(auditMachine, path)
      expect(values.at(-1), pathName(path)).toEqual(path.state.value)
    }
  })

  it('a decided order offers no step: approve and reject stay idle', () => {
    const { actor, sent } = live(async (req) => answer(req))
    actor.send({ type: 'audit.approve', target: decided })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'audit.reject', target: decided })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(sent).toEqual([])
  })

  it('reject is sent only with a reason, trimmed, with the version seen; cancel sends nothing', async () => {
    const { actor, sent, calls } = live(async (req) => answer(req))
    actor.send({ type: 'audit.reject', target: other })
    actor.send({ type: 'audit.confirm', rejectText: '   ' })
    actor.send({ type: 'audit.confirm' })
    expect(actor.getSnapshot().value).toEqual({ confirming: 'reject' })
    actor.send({ type: 'audit.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(sent).toEqual([])
    actor.send({ type: 'audit.reject', target: other })
    actor.send({ type: 'audit.confirm', rejectText: ' 库存不足 ' })
    const done = await waitFor(actor, (s) => s.matches('rejected'))
    expect(sent).toEqual([{ id: 8, version: 2, event: 'catalogueOrder.rejected', rejectText: '库存不足' }])
    expect(done.context.result?.auditStatus).toBe('REJECTED')
    expect(calls).toEqual(['notifyRejected', 'changed'])
    // The next decision starts afresh: no reason left over; approve carries none.
    actor.send({ type: 'audit.approve', target: pending })
    expect(actor.getSnapshot().context.rejectText).toBeUndefined()
    actor.send({ type: 'audit.confirm', rejectText: 'ignored' })
    await waitFor(actor, (s) => s.matches('approved'))
    expect(sent[1]).toEqual({ id: 7, version: 0, event: 'catalogueOrder.approved' })
    expect(calls).toEqual(['notifyRejected', 'changed', 'notifyApproved', 'changed'])
  })

  it('a failure keeps the dialog with the message; retry sends the same request; cancel clears it', async () => {
    let respond: (req: AuditRequest) => Promise<CatalogueOrderDetail> = async () => {
      throw { code: 40900, message: 'already audited' }
    }
    const { actor, sent, calls } = live((req) => respond(req))
    actor.send({ type: 'audit.approve', target: pending })
    actor.send({ type: 'audit.confirm' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.hasTag('error')).toBe(true)
    expect(failed.context.error).toEqual({ code: 40900, message: 'already audited' })
    // The list reloads so the user sees who decided first.
    expect(calls).toEqual(['changed'])
    respond = async (req) => answer(req)
    actor.send({ type: 'audit.retry' })
    await waitFor(actor, (s) => s.matches('approved'))
    expect(sent).toEqual([sent[0], sent[0]])
    respond = async () => {
      throw { code: null, message: 'fetch failed' }
    }
    actor.send({ type: 'audit.reject', target: other })
    actor.send({ type: 'audit.confirm', rejectText: 'x' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'audit.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })
})
