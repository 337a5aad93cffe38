// Model-based test of the one form pattern's machine: load, submit, success, a 40000 field error,
// a stale save (40900: the record loads again), other failures, client checks (limits while
// typing), editing a field, reset; every state reached, every transition taken, every path
// replayed. Two uses make the model: a dialog that hands its values over at submit, and an edit
// page that loads its draft and checks it.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  type FieldErrors,
  type FormInput,
  formMachine as liveForm,
} from '../../../src/machines/shared/form.machine.ts'
import {
  expectEventsAccepted,
  expectFullCoverage,
  machineStates,
  modelPaths,
  pathName,
  replayPath,
} from './model-paths.ts'

// A salesman form as the distribution pages send it.
const values = { name: '王小明', phone: '13800000000', remark: '' }
const duplicatePhone = {
  code: 40000,
  message: 'invalid input',
  data: { field: 'phone', reason: 'duplicate' },
}
// The salesman changed elsewhere since the form was loaded.
const stale = { code: 40900, message: 'changed by someone else' }
// Standalone, without a view: its navigation / toast / list refresh on success is a no-op.
const formMachine = liveForm.provide({ actions: { submitted: () => {} } })

// The edit page: loads the salesman, checks the name's limit (contract: at most 32 characters).
const pageInput: FormInput = {
  load: true,
  validate: (v): FieldErrors =>
    String(v.name ?? '').length > 32 ? { name: { reason: 'tooLong', max: 32 } } : {},
}
const pageModel = {
  input: pageInput,
  events: [
    { type: 'form.change', values: { name: 'x'.repeat(33) } },
    { type: 'form.change', values: { name: '王小明' } },
    { type: 'form.submit' },
    { type: 'form.reset' },
    { type: 'form.retry' },
  ],
  outcomes: {
    load: { done: [values], error: [{ code: 40400, message: 'salesman not found' }] },
    submit: { done: [{ partyId: 'SM10001' }], error: [duplicatePhone, stale] },
  },
} as const

const model = {
  events: [
    { type: 'form.submit', values },
    { type: 'form.edit', field: 'phone' },
    { type: 'form.fieldErrors', fieldErrors: { name: 'required' } },
    { type: 'form.reset' },
  ],
  outcomes: {
    submit: {
      done: [{ partyId: 'SM10001' }],
      error: [
        duplicatePhone,
        // 40000 without a field to point at: shown at form level.
        { code: 40000, message: 'invalid input', data: null },
        { code: 40400, message: 'salesman not found' },
        { code: null, message: 'fetch failed' },
        stale,
      ],
    },
  },
} as const

describe('form submit machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const paths = [
      ...modelPaths(formMachine, { ...model, strategy: 'transitions' }),
      ...modelPaths(formMachine, { ...pageModel, strategy: 'transitions' }),
    ]
    expect(machineStates(formMachine)).toEqual([
      'done',
      'editing',
      'loadFailed',
      'loading',
      'reloading',
      'starting',
      'submitting',
    ])
    expectFullCoverage(formMachine, paths)
    expectEventsAccepted(formMachine, [...model.events, ...pageModel.events])
  })

  const paths = modelPaths(formMachine, model)

  // Issue 35: the server's sentence is also the form's summary, so a refusal reaches the user
  // even when the page shows no field of that name; editing the field clears both.
  it('a 40000 answer shows its reason at the field it names, and its sentence in the form summary', () => {
    const byField = paths.find(
      (p) => (p.steps.at(-1)?.event as { error?: unknown } | undefined)?.error === duplicatePhone,
    )
    expect(byField, 'a path ending in the duplicate-phone answer').toBeDefined()
    const { actor } = replayPath(formMachine, byField!)
    const { context } = actor.getSnapshot()
    expect(context.fieldErrors).toEqual({ phone: { reason: 'duplicate' } })
    expect(context.error).toEqual({ code: duplicatePhone.code, message: duplicatePhone.message })
    expect(context.refusedField).toBe('phone')
    expect(context.values).toEqual(values)
  })

  it('sends the values as given, clears old errors on resubmit, and hands the answer on', async () => {
    const sent: Record<string, unknown>[] = []
    const results: unknown[] = []
    const actor = createActor(
      liveForm.provide({
        actors: {
          submit: fromPromise<unknown, Record<string, unknown>>(async ({ input }) => {
            sent.push(input)
            if (sent.length === 1) throw duplicatePhone
            return { partyId: 'SM10001' }
          }),
        },
        actions: { submitted: ({ context }) => void results.push(context.result) },
      }),
      { input: {} },
    ).start()
    actor.send({ type: 'form.fieldErrors', fieldErrors: { name: 'required', phone: 'required' } })
    actor.send({ type: 'form.edit', field: 'name' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: { reason: 'required' } })
    actor.send({ type: 'form.submit', values })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    const refused = await waitFor(actor, (s) => s.matches('editing'))
    expect(refused.context.fieldErrors).toEqual({ phone: { reason: 'duplicate' } })
    actor.send({ type: 'form.submit', values: { ...values, phone: '13900000000' } })
    const done = await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toEqual([values, { ...values, phone: '13900000000' }])
    expect(done.context.fieldErrors).toEqual({})
    expect(done.context.error).toBeUndefined()
    expect(results).toEqual([{ partyId: 'SM10001' }])
    // A finished form takes no second submit until it is reset.
    expect(done.can({ type: 'form.submit', values })).toBe(false)
    actor.send({ type: 'form.reset' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.values).toBeUndefined()
  })

  it('an edit page refuses an over-long name at the field and never sends it', () => {
    const tooLong = modelPaths(formMachine, { ...pageModel, strategy: 'transitions' }).find(
      (p) =>
        p.steps.some((s) => (s.event as { values?: { name?: string } }).values?.name?.length === 33) &&
        p.steps.at(-1)?.event.type === 'form.submit',
    )
    expect(tooLong, 'a path that types 33 characters, then submits').toBeDefined()
    const { actor } = replayPath(formMachine, tooLong!, { input: pageInput })
    const snap = actor.getSnapshot()
    expect(snap.value).toBe('editing')
    expect(snap.context.fieldErrors).toEqual({ name: { reason: 'tooLong', max: 32 } })
  })

  it.each(paths.map((p) => [pathName(p, formMachine), p] as const))('replays %s', (_name, path) => {
    replayPath(formMachine, path)
  })

  const pagePaths = modelPaths(formMachine, pageModel)
  it.each(pagePaths.map((p) => [pathName(p, formMachine), p] as const))('replays page %s', (_name, path) => {
    replayPath(formMachine, path, { input: pageInput })
  })
})
