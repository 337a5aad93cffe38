import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { formSubmitMachine } from './form-submit.machine.ts'

function formWith(answer: (values: Record<string, unknown>) => Promise<unknown>, submitted: unknown[] = []) {
  return createActor(
    formSubmitMachine.provide({
      actors: { submit: fromPromise(({ input }) => answer(input)) },
      actions: { submitted: ({ context }) => void submitted.push(context.result) },
    }),
  ).start()
}

describe('form submit machine', () => {
  it('puts a 40000 reason at the field it names, and clears it when the field is edited', async () => {
    const form = formWith(async () => {
      throw { code: 40000, message: 'invalid phone', data: { field: 'phone', reason: 'duplicate' } }
    })
    form.send({ type: 'form.submit', values: { phone: '1' } })
    expect(form.getSnapshot().hasTag('busy')).toBe(true)
    const snap = await waitFor(form, (s) => s.matches('editing'))
    expect(snap.context.fieldErrors).toEqual({ phone: 'duplicate' })
    expect(snap.context.error).toBeUndefined()
    form.send({ type: 'form.edit', field: 'phone' })
    expect(form.getSnapshot().context.fieldErrors).toEqual({})
  })

  it('keeps other failures as a form error and stays editable', async () => {
    const form = formWith(async () => {
      throw { code: 40400, message: 'salesman not found' }
    })
    form.send({ type: 'form.submit', values: {} })
    const snap = await waitFor(form, (s) => s.matches('editing') && s.context.error !== undefined)
    expect(snap.context.error).toEqual({ code: 40400, message: 'salesman not found' })
  })

  it('reports success through the submitted action with the answer', async () => {
    const submitted: unknown[] = []
    const form = formWith(async (values) => ({ saved: values.name }), submitted)
    form.send({ type: 'form.submit', values: { name: 'x' } })
    await waitFor(form, (s) => s.matches('done'))
    expect(submitted).toEqual([{ saved: 'x' }])
    form.send({ type: 'form.reset' })
    expect(form.getSnapshot().matches('editing')).toBe(true)
  })

  it('shows browser-side checks the same way', () => {
    const form = formWith(async () => null)
    form.send({ type: 'form.fieldErrors', fieldErrors: { name: 'required' } })
    expect(form.getSnapshot().context.fieldErrors).toEqual({ name: 'required' })
  })
})
