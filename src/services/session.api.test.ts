// The sign-in's step-up in the browser (docs/api.md, vueUserLogin, 42800): the login call proves
// work when asked and signs in again with the proof; it gives up after two proofs.
import { afterEach, describe, expect, it, vi } from 'vitest'

const control = vi.fn()
vi.mock('./http.ts', async (original) => ({ ...(await original<typeof import('./http.ts')>()), control }))
vi.mock('./sign-in-proof.ts', () => ({ solveSignInChallenge: vi.fn(async () => 'proof-field') }))

const { ControlError } = await import('./http.ts')
const { login } = await import('./session.api.ts')

const askForProof = () =>
  new ControlError(42800, 'check', { field: 'ALTCHA', reason: 'missing', challenge: {} })

describe('login', () => {
  afterEach(() => control.mockReset())

  it('proves work when asked, then signs in with the proof', async () => {
    control.mockRejectedValueOnce(askForProof()).mockResolvedValueOnce({ token: 't1' })
    expect(await login(' tradebase ', 'demo1234')).toEqual({ token: 't1' })
    expect(control).toHaveBeenLastCalledWith('vueUserLogin', {
      body: { USERNAME: 'tradebase', PASSWORD: 'demo1234', ALTCHA: 'proof-field' },
      signal: undefined,
    })
  })

  it('gives the answer after two proofs, and any other refusal at once', async () => {
    control.mockRejectedValue(askForProof())
    await expect(login('tradebase', 'demo1234')).rejects.toMatchObject({ code: 42800 })
    expect(control).toHaveBeenCalledTimes(3)
    control.mockReset()
    control.mockRejectedValue(new ControlError(20001, 'wrong'))
    await expect(login('tradebase', 'x')).rejects.toMatchObject({ code: 20001 })
    expect(control).toHaveBeenCalledTimes(1)
  })
})
