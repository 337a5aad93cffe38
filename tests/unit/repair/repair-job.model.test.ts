// Model-based test of one open repair job: every lifecycle status state reached, every step
// dialog opened, submitted, refused at the field, failed and retried, and every 40900 answer
// reloading the job; every path replayed against a live actor. Then the rules a user sees:
// which steps each status offers (merchant and staff), and a stale step reloading the job.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import { eventsFrom } from '../../../contract/lifecycles/lifecycle.ts'
import { type RepairStatus, repairLifecycle } from '../../../contract/lifecycles/repair.lifecycle.ts'
import { REPAIR_STEP_EVENTS, STAFF_STEP_EVENTS } from '../../../contract/repair.constants.ts'
import type { RepairDetail } from '../../../contract/repair.schema.ts'
import {
  offeredSteps,
  repairMachine,
  type TakeStepInput,
} from '../../../src/machines/repair/repair.machine.ts'
import type { RepairStepInput } from '../../../src/machines/repair/repair-step-form.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from '../shared/model-paths.ts'

function job(status: RepairStatus, version = 1): RepairDetail {
  return {
    repairId: 7,
    repairNo: 'WX202611200007',
    status,
    version,
    customerName: '张三',
    customerPhone: '13800000000',
    productName: '空调',
    brandName: '格力',
    faultDescription: '不制冷',
    assigneeName: null,
    totalAmount: 0,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    merchantName: '瑞修维修服务中心',
    region: '江苏省 南京市 玄武区',
    address: '中山路1号',
    model: 'KF-35',
    serialNo: 'SN1',
    images: [],
    assigneeUserLoginId: null,
    appointmentAt: null,
    laborAmount: 0,
    partsAmount: 0,
    result: '',
    rejectReason: '',
    acceptedAt: null,
    finishedAt: null,
    settledAt: null,
    warrantyDays: 90,
    items: [],
    history: [],
  }
}

/** Everything any step needs. */
const complete: RepairStepInput = {
  assigneeUserLoginId: 'U10009',
  reason: '客户取消',
  result: '已修复',
  items: [{ kind: 'LABOR', name: '维修费', unitPrice: 8000, quantity: 1 }],
}

const model = {
  events: [
    ...REPAIR_STEP_EVENTS.map((type) => ({ type })),
    { type: 'step.submit', input: complete },
    { type: 'step.submit', input: {} },
    { type: 'step.cancel' },
    { type: 'step.retry' },
    { type: 'job.reload' },
    { type: 'job.retry' },
  ],
  outcomes: {
    loadJob: {
      done: repairLifecycle.states.map((s) => job(s)),
      error: [{ code: ResultCode.notFound, message: 'not found' }],
    },
    takeStep: {
      done: [job('WAIT_ASSIGN', 2)],
      error: [
        { code: ResultCode.conflict, message: 'changed' },
        { code: 50000, message: 'down' },
      ],
    },
  },
} as const

const merchant = { input: { repairId: 7, staff: false } }

describe('repair job machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = modelPaths(repairMachine, { ...model, ...merchant, strategy: 'transitions' })
    expect(machineStates(repairMachine)).toEqual(
      [
        'loadFailed',
        'loading',
        'reloading',
        'status',
        ...repairLifecycle.states.map((s) => `status.${s}`),
        'step',
        'step.editing',
        'step.failed',
        'step.submitting',
        'sync',
      ].sort(),
    )
    // `sync` is transient (it always leaves at once for the job's status state, all of which
    // are reached above), so no snapshot rests in it: the transitions into it are taken
    // whenever the status states they lead to are reached.
    const intoSync = [
      'loading --xstate.done.actor.0.repairJob.loading--> sync',
      'step.editing --step.cancel--> sync',
      'step.submitting --xstate.done.actor.0.repairJob.step.submitting--> sync',
      'step.failed --step.cancel--> sync',
      'reloading --xstate.done.actor.0.repairJob.reloading--> sync',
    ]
    expectFullCoverage(repairMachine, paths, intoSync)
    expectEventsAccepted(repairMachine, model.events)
  })

  const paths = modelPaths(repairMachine, { ...model, ...merchant })
  it.each(paths.map((p) => [pathName(p, repairMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(repairMachine, path, merchant)
  })
})

/** A live job whose load answers `status` and whose steps answer `answer`. */
function live(status: RepairStatus, staff: boolean, answer: (input: TakeStepInput) => Promise<RepairDetail>) {
  const sent: TakeStepInput[] = []
  const notices: string[] = []
  let loads = 0
  const actor = createActor(
    repairMachine.provide({
      actors: {
        loadJob: fromPromise(async () => {
          loads += 1
          return loads === 1 ? job(status, 1) : job('WAIT_ASSIGN', 2)
        }),
        takeStep: fromPromise<RepairDetail, TakeStepInput>(({ input }) => {
          sent.push(input)
          return answer(input)
        }),
      },
      actions: {
        notifyStepped: () => void notices.push('stepped'),
        notifyConflict: () => void notices.push('conflict'),
      },
    }),
    { input: { repairId: 7, staff } },
  ).start()
  return { actor, sent, notices }
}

describe('repair job machine, what the page offers', () => {
  it.each(repairLifecycle.states)(
    'in %s the merchant is offered exactly the lifecycle’s steps',
    async (status) => {
      const { actor } = live(status, false, async () => job(status))
      const ready = await waitFor(actor, (s) => s.hasTag('ready'))
      const lifecycle = eventsFrom(repairLifecycle, status).filter((e) => e !== 'repair.settled')
      expect(offeredSteps(ready)).toEqual(REPAIR_STEP_EVENTS.filter((e) => lifecycle.includes(e)))
      actor.stop()
    },
  )

  it.each(repairLifecycle.states)('in %s staff are offered only their work steps', async (status) => {
    const { actor } = live(status, true, async () => job(status))
    const ready = await waitFor(actor, (s) => s.hasTag('ready'))
    const expected = eventsFrom(repairLifecycle, status).filter((e) =>
      (STAFF_STEP_EVENTS as readonly string[]).includes(e),
    )
    expect(offeredSteps(ready)).toEqual(expected)
    actor.stop()
  })

  it('sends a step with the loaded version and shows the answer', async () => {
    const { actor, sent, notices } = live('WAIT_ACCEPT', false, async () => job('WAIT_ASSIGN', 2))
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'repair.accepted' })
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true)
    actor.send({ type: 'step.submit', input: {} })
    const done = await waitFor(actor, (s) => s.matches({ status: 'WAIT_ASSIGN' }))
    expect(sent).toEqual([{ repairId: 7, version: 1, event: 'repair.accepted' }])
    expect(done.context.job?.version).toBe(2)
    expect(notices).toEqual(['stepped'])
  })

  it('keeps a step with missing input in its dialog, with the problems at the fields, and sends nothing', async () => {
    const { actor, sent } = live('REPAIRING', false, async () => job('FINISHED', 2))
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'repair.finished' })
    actor.send({
      type: 'step.submit',
      input: { result: ' ', items: [{ kind: 'PART', name: '', unitPrice: -5, quantity: 1 }] },
    })
    const s = actor.getSnapshot()
    expect(s.matches({ step: 'editing' })).toBe(true)
    expect(s.context.problems).toEqual({
      result: { reason: 'required' },
      'items.0.name': { reason: 'required' },
      'items.0.unitPrice': { reason: 'tooSmall', min: 0 },
    })
    expect(sent).toEqual([])
  })

  it('reloads the job and says why when the server refuses a stale step (40900)', async () => {
    const { actor, notices } = live('WAIT_ACCEPT', false, async () => {
      throw Object.assign(new Error('This repair job was changed by someone else since you opened it.'), {
        code: ResultCode.conflict,
      })
    })
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'repair.rejected' })
    actor.send({ type: 'step.submit', input: { reason: '超出服务区域' } })
    const after = await waitFor(actor, (s) => s.matches({ status: 'WAIT_ASSIGN' }))
    expect(after.context.conflict?.message).toMatch(/changed by someone else/)
    expect(after.context.job?.status).toBe('WAIT_ASSIGN')
    expect(notices).toEqual(['conflict'])
    expect(offeredSteps(after)).toEqual(['repair.cancelled', 'repair.assigned'])
  })

  it('refuses a step the status does not offer without opening a dialog', async () => {
    const { actor } = live('SETTLED', false, async () => job('SETTLED'))
    await waitFor(actor, (s) => s.hasTag('ready'))
    for (const type of REPAIR_STEP_EVENTS) actor.send({ type })
    expect(actor.getSnapshot().matches({ status: 'SETTLED' })).toBe(true)
  })
})
