import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { RankItem } from '../../../contract/distribution.schema.ts'
import { type FormValues, type Validate, formMachine } from '../shared/form.machine.ts'
import { type RankDraft, rankDraftOf, toRankRequest, validateRank } from './rank-form.ts'

const gold: RankItem = {
  rankId: 3,
  name: '金牌经销商',
  discountPermille: 900,
  isDefault: 1,
  sort: 2,
  remark: '',
  memberCount: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
}

/** The rank dialog's form: the shared form machine with the rank's checks and a recorded submit. */
function rankForm(values: RankDraft) {
  const sent: FormValues[] = []
  const actor = createActor(
    formMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          sent.push(input)
          return null
        }),
      },
    }),
    { input: { values, validate: validateRank as Validate<FormValues> } },
  ).start()
  return { actor, sent }
}

describe('rank form', () => {
  it('a new rank starts at the distribution price, sorted first, not the default', () => {
    expect(rankDraftOf()).toEqual({
      rankId: undefined,
      name: '',
      discountPermille: 1000,
      isDefault: 0,
      sort: 0,
      remark: '',
    })
    expect(rankDraftOf(gold)).toMatchObject({
      rankId: 3,
      name: '金牌经销商',
      discountPermille: 900,
      isDefault: 1,
    })
  })

  it('refuses a 5,000-character name at the field, naming the limit, while typing', () => {
    const { actor } = rankForm(rankDraftOf())
    actor.send({ type: 'form.change', values: { name: 'x'.repeat(5000) } })
    expect(actor.getSnapshot().context.fieldErrors.name).toEqual({ reason: 'tooLong', max: 100 })
  })

  it('never sends a refused draft: a discount of -99999999999 stays at the field', async () => {
    const { actor, sent } = rankForm({ ...rankDraftOf(), name: 'Gold' })
    actor.send({ type: 'form.change', values: { discountPermille: -99999999999 } })
    expect(actor.getSnapshot().context.fieldErrors.discountPermille).toEqual({
      reason: 'outOfRange',
      min: 1,
      max: 1000,
    })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(sent).toEqual([])
    actor.send({ type: 'form.change', values: { discountPermille: 950 } })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.hasTag('done'))
    expect(sent).toHaveLength(1)
  })

  it('names every refused field at submit: required name and discount, sort out of range, long remark', () => {
    expect(
      validateRank({
        rankId: undefined,
        name: '  ',
        discountPermille: null,
        isDefault: 0,
        sort: 10000,
        remark: 'r'.repeat(501),
      }),
    ).toEqual({
      name: { reason: 'required' },
      discountPermille: { reason: 'required' },
      sort: { reason: 'outOfRange', min: 0, max: 9999 },
      remark: { reason: 'tooLong', max: 500 },
    })
    expect(validateRank({ ...rankDraftOf(), name: 'a', discountPermille: 9.5 })).toEqual({
      discountPermille: { reason: 'integer' },
    })
  })

  it('accepts the limits themselves and sends the trimmed values', () => {
    const draft: RankDraft = {
      ...rankDraftOf(gold),
      name: ` ${'n'.repeat(100)} `,
      discountPermille: 1,
      sort: 9999,
    }
    expect(validateRank(draft)).toEqual({})
    expect(toRankRequest(draft)).toEqual({
      rankId: 3,
      name: 'n'.repeat(100),
      discountPermille: 1,
      isDefault: 1,
      sort: 9999,
      remark: '',
    })
    expect(toRankRequest({ ...rankDraftOf(), name: 'New' })).not.toHaveProperty('rankId')
  })
})
