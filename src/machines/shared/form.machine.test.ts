import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  type FieldErrors,
  type FormInput,
  type FormValues,
  formMachine,
  isDirty,
  keepEdits,
} from './form.machine.ts'

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
    // The server's sentence is the form's error too: it reaches the user wherever the field is.
    expect(refused.context.error).toEqual({ code: 40000, message: 'invalid' })
    form.send({ type: 'form.edit', field: 'name' })
    expect(form.getSnapshot().context.fieldErrors).toEqual({})
    expect(form.getSnapshot().context.error).toBeUndefined()
  })

  it('a refusal of a field the page does not show (a rank price by its position) still reaches the form', async () => {
    const message = '第 2 个等级价格必须大于 0'
    const form = start(async () => {
      throw { code: 40000, message, data: { field: 'skus.0.rankPrices.1.price', reason: 'tooSmall', min: 0 } }
    })
    await waitFor(form, (s) => s.hasTag('ready'))
    form.send({ type: 'form.submit' })
    const refused = await waitFor(form, (s) => s.matches('editing'))
    expect(refused.context.error?.message).toBe(message)
    // Editing another field keeps it; editing the list that holds the refused price clears it.
    form.send({ type: 'form.change', values: { name: '银牌' } })
    expect(form.getSnapshot().context.error?.message).toBe(message)
    form.send({ type: 'form.change', values: { skus: [] } as unknown as Partial<Draft> })
    expect(form.getSnapshot().context.error).toBeUndefined()
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

  describe('a draft kept from an earlier visit of the page (input.restore)', () => {
    it('starts a new record from the kept draft, still unsaved', async () => {
      const empty: Draft = { name: '', discount: 1000 }
      const form = start(async () => null, {
        values: empty,
        validate,
        restore: { base: empty, values: { name: '半填', discount: 1000 } },
      })
      const s = await waitFor(form, (x) => x.hasTag('ready'))
      expect(s.context.values).toEqual({ name: '半填', discount: 1000 })
      expect(isDirty(s.context)).toBe(true)
    })

    it('puts the kept edits on the loaded record, unless that record changed under them', async () => {
      const kept = start(async () => null, {
        load: true,
        validate,
        restore: { base: loaded, values: { ...loaded, discount: 800 } },
      })
      const a = await waitFor(kept, (x) => x.hasTag('ready'))
      expect(a.context.values).toEqual({ name: '金牌', discount: 800 })
      expect(a.context.saved).toEqual(loaded)
      const clashed = start(async () => null, {
        load: true,
        validate,
        restore: { base: { ...loaded, discount: 700 }, values: { ...loaded, discount: 800 } },
      })
      const b = await waitFor(clashed, (x) => x.hasTag('ready'))
      expect(b.context.values).toEqual(loaded)
    })
  })

  describe('a save refused as stale (40900)', () => {
    const stale = { code: 40900, message: 'changed by someone else' }
    /** A record someone else changes after the first load: the second load answers `later`. */
    function startStale(later: Draft, submit: (v: Record<string, unknown>) => Promise<unknown>) {
      const loads: Draft[] = []
      const form = createActor(
        formMachine.provide({
          actors: {
            load: fromPromise(async () => {
              const record = loads.length === 0 ? loaded : later
              loads.push(record)
              return record as FormValues
            }),
            submit: fromPromise(({ input }) => submit(input)),
          },
        }),
        { input: { load: true, validate } as unknown as FormInput },
      ).start()
      return { form, loads }
    }

    it('loads the record again, keeps the edits that do not clash, and says it changed elsewhere', async () => {
      const sent: unknown[] = []
      const { form, loads } = startStale({ name: '金牌', discount: 850 }, async (v) => {
        sent.push(v)
        if (sent.length === 1) throw stale
        return v
      })
      await waitFor(form, (s) => s.hasTag('ready'))
      form.send({ type: 'form.change', values: { name: '银牌' } })
      form.send({ type: 'form.submit' })
      const reloaded = await waitFor(form, (s) => s.matches('editing') && loads.length === 2)
      // The other change (discount) is taken; the user's own (name) is kept: still unsaved.
      expect(reloaded.context.values).toEqual({ name: '银牌', discount: 850 })
      expect(reloaded.context.saved).toEqual({ name: '金牌', discount: 850 })
      expect(reloaded.context.notice).toBe('changedElsewhere')
      expect(reloaded.context.error).toBeUndefined()
      expect(isDirty(reloaded.context)).toBe(true)
      // Saved again, it goes from the reloaded record; the notice goes with the new save.
      form.send({ type: 'form.submit' })
      expect(form.getSnapshot().context.notice).toBeUndefined()
      await waitFor(form, (s) => s.hasTag('done'))
      expect(sent[1]).toEqual({ name: '银牌', discount: 850 })
    })

    it('takes the record as it is now when the same field changed on both sides', async () => {
      const { form, loads } = startStale({ name: '铂金', discount: 900 }, async () => {
        throw stale
      })
      await waitFor(form, (s) => s.hasTag('ready'))
      form.send({ type: 'form.change', values: { name: '银牌', discount: 800 } })
      form.send({ type: 'form.submit' })
      expect(form.getSnapshot().hasTag('busy')).toBe(true)
      const reloaded = await waitFor(form, (s) => s.matches('editing') && loads.length === 2)
      expect(reloaded.context.values).toEqual({ name: '铂金', discount: 900 })
      expect(reloaded.context.notice).toBe('changedElsewhere')
      expect(isDirty(reloaded.context)).toBe(false)
    })

    it('keeps the draft as typed and shows the refusal when the record did not change', async () => {
      const refused = { code: 40900, message: 'a removed SKU is used by orders' }
      const { form, loads } = startStale(loaded, async () => {
        throw refused
      })
      await waitFor(form, (s) => s.hasTag('ready'))
      form.send({ type: 'form.change', values: { name: '银牌' } })
      form.send({ type: 'form.submit' })
      const reloaded = await waitFor(form, (s) => s.matches('editing') && loads.length === 2)
      expect(reloaded.context.values).toEqual({ name: '银牌', discount: 900 })
      expect(reloaded.context.notice).toBeUndefined()
      expect(reloaded.context.error).toEqual(refused)
    })

    it('shows the record as gone when it cannot be loaded again', async () => {
      let loads = 0
      const form = createActor(
        formMachine.provide({
          actors: {
            load: fromPromise(async () => {
              loads += 1
              if (loads > 1) throw { code: 40400, message: 'deleted' }
              return loaded as FormValues
            }),
            submit: fromPromise<unknown, FormValues>(async () => {
              throw stale
            }),
          },
        }),
        { input: { load: true } },
      ).start()
      await waitFor(form, (s) => s.hasTag('ready'))
      form.send({ type: 'form.submit' })
      const gone = await waitFor(form, (s) => s.hasTag('loadFailed'))
      expect(gone.context.error).toEqual({ code: 40400, message: 'deleted' })
    })

    it('hands it to whoever gave the form its values, and shows it', async () => {
      const told: unknown[] = []
      const form = createActor(
        formMachine.provide({
          actors: {
            submit: fromPromise<unknown, FormValues>(async () => {
              throw stale
            }),
          },
          actions: { recordChanged: ({ context }) => void told.push(context.error) },
        }),
        { input: { values: loaded } },
      ).start()
      form.send({ type: 'form.submit' })
      const refused = await waitFor(form, (s) => s.matches('editing') && s.context.error !== undefined)
      expect(told).toEqual([stale])
      expect(refused.context.error).toEqual(stale)
      expect(refused.context.values).toEqual(loaded)
    })

    it('keepEdits keeps what did not clash, else takes their record whole', () => {
      const base = { a: 1, b: [1], c: 'x' }
      expect(keepEdits(base, { a: 2, b: [1], c: 'x' }, { a: 1, b: [1, 2], c: 'x' })).toEqual({
        a: 2,
        b: [1, 2],
        c: 'x',
      })
      expect(keepEdits(base, { a: 2, b: [3], c: 'x' }, { a: 1, b: [1, 2], c: 'y' })).toEqual({
        a: 1,
        b: [1, 2],
        c: 'y',
      })
      expect(keepEdits(base, base, base)).toEqual(base)
    })
  })
})
