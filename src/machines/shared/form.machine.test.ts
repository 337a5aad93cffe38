import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { type FieldErrors, type FormInput, type FormValues, formMachine, isDirty } from './form.machine.ts'

type Draft = { name: string; discount: number }
const loaded: Draft = { name: '金牌', discount: 900 }
// An area's checks, with the limits its contract schema has.
const validate = (v: Draft): FieldErrors => {
  const errors: FieldErrors = {}
  if (v.name.trim() === '') errors.name = { reason: 'required' }
  else if (v.name.length > 10) errors.name = { reason: 'tooLong', max: 10 }
  if (v.discount < 1 || v.discount > 1000) errors.discount = { reason: 'range', min: 1, max: 1000 }
  return errors
}

function start(
  submit: (values: Record<string, unknown>) => Promise<unknown>,
  input: FormInput<Draft> = { load: true, validate },
  submitted: unknown[] = [],
) {
  return createActor(
    formMachine.provide({
      actors: {
        load: fromPromise(async () => loaded as FormValues),
        submit: fromPromise(({ input }) => submit(input)),
      },
      actions: { submitted: ({ context }) => void submitted.push(context.result) },
    }),
    { input: input as unknown as FormInput },
  ).start()
}

describe('form machine', () => {
  it('loads the draft, and is dirty only while it differs from what was loaded', async () => {
    const form = start(async () => null)
    expect(form.getSnapshot().hasTag('loading')).toBe(true)
    const ready = await waitFor(form, (s) => s.hasTag('ready'))
    expect(ready.context.values).toEqual(loaded)
    expect(isDirty(ready.context)).toBe(false)
    form.send({ type: 'form.change', values: { name: '银牌' } })
    expect(isDirty(form.getSnapshot().context)).toBe(true)
    form.send({ type: 'form.change', values: { name: '金牌' } })
    expect(isDirty(form.getSnapshot().context)).toBe(false)
  })

  it('refuses a broken limit at the field while typing, and never sends a refused draft', async () => {
    let calls = 0
    const form = start(async () => {
      calls += 1
    })
    await waitFor(form, (s) => s.hasTag('ready'))
    form.send({ type: 'form.change', values: { name: 'x'.repeat(11) } })
    expect(form.getSnapshot().context.fieldErrors).toEqual({ name: { reason: 'tooLong', max: 10 } })
    // The typed value is kept as typed: nothing is cut to fit.
    expect(form.getSnapshot().context.values.name).toBe('x'.repeat(11))
    form.send({ type: 'form.change', values: { name: '' } })
    // "Required" waits for submit; only limits show while typing.
    expect(form.getSnapshot().context.fieldErrors).toEqual({})
    form.send({ type: 'form.change', values: { discount: 1001 } })
    form.send({ type: 'form.submit' })
    expect(form.getSnapshot().value).toBe('editing')
    expect(form.getSnapshot().context.fieldErrors).toEqual({
      name: { reason: 'required' },
      discount: { reason: 'range', min: 1, max: 1000 },
    })
    expect(calls).toBe(0)
  })

  it("puts a 40000 answer's reason and limit at the field it names", async () => {
    const form = start(async () => {
      throw { code: 40000, message: 'invalid', data: { field: 'name', reason: 'tooLong', max: 10 } }
    })
    await waitFor(form, (s) => s.hasTag('ready'))
    form.send({ type: 'form.submit' })
    expect(form.getSnapshot().hasTag('busy')).toBe(true)
    const refused = await waitFor(form, (s) => s.matches('editing'))
    expect(refused.context.fieldErrors).toEqual({ name: { reason: 'tooLong', max: 10 } })
    expect(refused.context.error).toBeUndefined()
    form.send({ type: 'form.edit', field: 'name' })
    expect(form.getSnapshot().context.fieldErrors).toEqual({})
  })

  it('keeps other failures as a form error and stays editable', async () => {
    const form = start(async () => {
      throw { code: 40400, message: 'salesman not found' }
    })
    await waitFor(form, (s) => s.hasTag('ready'))
    form.send({ type: 'form.submit' })
    const snap = await waitFor(form, (s) => s.matches('editing') && s.context.error !== undefined)
    expect(snap.context.error).toEqual({ code: 40400, message: 'salesman not found' })
  })

  it('after a save the draft is clean, and a further change edits on from it', async () => {
    const submitted: unknown[] = []
    const form = start(async (v) => ({ saved: v.name }), { load: true, validate }, submitted)
    await waitFor(form, (s) => s.hasTag('ready'))
    form.send({ type: 'form.change', values: { name: '银牌' } })
    form.send({ type: 'form.submit' })
    const done = await waitFor(form, (s) => s.hasTag('done'))
    expect(submitted).toEqual([{ saved: '银牌' }])
    expect(isDirty(done.context)).toBe(false)
    expect(done.can({ type: 'form.submit' })).toBe(false)
    form.send({ type: 'form.change', values: { discount: 800 } })
    expect(form.getSnapshot().matches('editing')).toBe(true)
    expect(isDirty(form.getSnapshot().context)).toBe(true)
    form.send({ type: 'form.reset' })
    expect(form.getSnapshot().context.values).toEqual({ name: '银牌', discount: 900 })
  })

  it('a failed load can be retried', async () => {
    let attempts = 0
    const form = createActor(
      formMachine.provide({
        actors: {
          load: fromPromise(async () => {
            attempts += 1
            if (attempts === 1) throw { code: 40400, message: 'not found' }
            return loaded as FormValues
          }),
        },
      }),
      { input: { load: true } },
    ).start()
    const failed = await waitFor(form, (s) => s.hasTag('loadFailed'))
    expect(failed.context.error).toEqual({ code: 40400, message: 'not found' })
    form.send({ type: 'form.retry' })
    const ready = await waitFor(form, (s) => s.hasTag('ready'))
    expect(ready.context.values).toEqual(loaded)
  })

  it('a form without a draft takes its values at submit, and shows checks the view made', async () => {
    const sent: unknown[] = []
    const form = start(async (v) => void sent.push(v), {})
    form.send({ type: 'form.fieldErrors', fieldErrors: { name: 'required' } })
    expect(form.getSnapshot().context.fieldErrors).toEqual({ name: { reason: 'required' } })
    form.send({ type: 'form.submit', values: { name: 'x' } })
    await waitFor(form, (s) => s.hasTag('done'))
    expect(sent).toEqual([{ name: 'x' }])
  })
})
