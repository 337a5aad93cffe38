import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { TotpLoginResponse, UserInfo } from '../../../contract/session.schema.ts'
import { sessionMachine } from './session.machine.ts'
import { fakeUser } from './session-fakes.ts'

function setup(opts: {
  token?: string
  login?: (input: { username: string; password: string; passkey?: boolean }) => Promise<{ token: string }>
  loadUser?: (input: { token: string }) => Promise<UserInfo>
  logout?: () => Promise<void>
  verifySecondFactor?: (input: { ticket: string; code: string }) => Promise<TotpLoginResponse>
}) {
  const spies = {
    storeToken: vi.fn(),
    clearToken: vi.fn(),
    signedIn: vi.fn(),
    signedOut: vi.fn(),
    login: vi.fn(opts.login ?? (async () => ({ token: 't1' }))),
    loadUser: vi.fn(opts.loadUser ?? (async () => fakeUser())),
    verifySecondFactor: vi.fn(
      opts.verifySecondFactor ??
        (async (): Promise<TotpLoginResponse> => ({ token: 't2', recoveryCodes: null })),
    ),
  }
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => spies.login(input)),
      loadUser: fromPromise(({ input }) => spies.loadUser(input)),
      verifySecondFactor: fromPromise(({ input }) => spies.verifySecondFactor(input)),
      logout: fromPromise(async () => (opts.logout ?? (async () => {}))()),
    },
    actions: {
      storeToken: (_, token) => spies.storeToken(token),
      clearToken: () => spies.clearToken(),
      announceSignedIn: (_, params) => spies.signedIn(params.user),
      announceSignedOut: (_, params) => spies.signedOut(params.reason),
    },
  })
  const actor = createActor(machine, { input: { token: opts.token } }).start()
  return { actor, spies }
}

describe('session machine', () => {
  it('starts signed out without a token', () => {
    const { actor } = setup({})
    expect(actor.getSnapshot().value).toBe('signedOut')
  })

  it('signs in with a trimmed user name, stores the token and announces the user', async () => {
    const { actor, spies } = setup({})
    actor.send({ type: 'session.login', username: '  tradebase ', password: 'demo1234' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    expect(spies.login).toHaveBeenCalledWith({ username: 'tradebase', password: 'demo1234' })
    expect(spies.storeToken).toHaveBeenCalledWith('t1')
    expect(spies.loadUser).toHaveBeenCalledWith({ token: 't1' })
    expect(spies.signedIn).toHaveBeenCalledWith(expect.objectContaining({ userLoginId: 'tradebase' }))
    expect(actor.getSnapshot().context.user?.roles).toEqual(['TRADEBASE'])
  })

  it('keeps the server error of a failed login', async () => {
    const { actor } = setup({
      login: async () => {
        throw Object.assign(new Error('wrong'), { code: 20001, message: 'wrong user name or password' })
      },
    })
    actor.send({ type: 'session.login', username: 'x', password: 'y' })
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== undefined)
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'server',
      code: 20001,
      message: 'wrong user name or password',
    })
  })

  it('signs in with a passkey, and says no passkey was given when the browser refuses', async () => {
    const { actor, spies } = setup({})
    actor.send({ type: 'session.login', username: '', password: '', passkey: true })
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    expect(spies.login).toHaveBeenCalledWith({ username: '', password: '', passkey: true })
    const refused = setup({
      login: async () => {
        throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')
      },
    })
    refused.actor.send({ type: 'session.login', username: '', password: '', passkey: true })
    await waitFor(refused.actor, (s) => s.matches('signedOut') && s.context.error !== undefined)
    expect(refused.actor.getSnapshot().context.error).toEqual({ kind: 'passkeyFailed' })
  })

  it('loads the user of a saved token at start-up (the guard)', async () => {
    const { actor, spies } = setup({ token: 'saved' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    expect(spies.loadUser).toHaveBeenCalledWith({ token: 'saved' })
  })

  it('clears the token and keeps the error when user info fails in the guard', async () => {
    const { actor, spies } = setup({
      token: 'stale',
      loadUser: async () => {
        throw Object.assign(new Error('invalid token'), { code: 50008 })
      },
    })
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(spies.clearToken).toHaveBeenCalled()
    expect(actor.getSnapshot().context.token).toBeUndefined()
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'server', code: 50008 })
  })

  it('refuses a user without data (verification failed) or without roles (no permission)', async () => {
    const none = setup({ token: 't', loadUser: async () => null as unknown as UserInfo })
    await waitFor(none.actor, (s) => s.matches('signedOut'))
    expect(none.actor.getSnapshot().context.error).toEqual({ kind: 'verifyFailed' })
    expect(none.spies.clearToken).toHaveBeenCalled()

    const noRoles = setup({ token: 't', loadUser: async () => fakeUser({ roles: [] }) })
    await waitFor(noRoles.actor, (s) => s.matches('signedOut'))
    expect(noRoles.actor.getSnapshot().context.error).toEqual({ kind: 'noPermission' })
  })

  it('logs out: announces it, clears the token even when the server call fails', async () => {
    const { actor, spies } = setup({
      token: 't',
      logout: async () => {
        throw new Error('offline')
      },
    })
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    actor.send({ type: 'session.logout' })
    expect(spies.signedOut).toHaveBeenCalledWith('logout')
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(spies.clearToken).toHaveBeenCalled()
    expect(actor.getSnapshot().context.user).toBeUndefined()
  })

  it('resets the session without a server call', async () => {
    const { actor, spies } = setup({ token: 't' })
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    actor.send({ type: 'session.reset' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(spies.clearToken).toHaveBeenCalled()
    expect(spies.signedOut).toHaveBeenCalledWith('reset')
  })

  it('switches role: token = role + suffix, then reloads user info (SPEC.md section 4)', async () => {
    const { actor, spies } = setup({
      token: 't',
      loadUser: async ({ token }) =>
        token === 'REPAIRFIN-token'
          ? fakeUser({ roles: ['REPAIRFIN'], userLoginId: 'repairfin' })
          : fakeUser(),
    })
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    actor.send({ type: 'session.switchRole', role: 'REPAIRFIN' })
    expect(spies.storeToken).toHaveBeenCalledWith('REPAIRFIN-token')
    expect(spies.signedOut).toHaveBeenCalledWith('switch')
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    expect(actor.getSnapshot().context.user?.roles).toEqual(['REPAIRFIN'])
    expect(spies.signedIn).toHaveBeenCalledTimes(2)
  })

  it('ignores a switch to an unknown role, and a refused role token signs out with the error', async () => {
    const { actor, spies } = setup({
      token: 't',
      loadUser: async ({ token }) => {
        if (token === 'admin-token') throw Object.assign(new Error('invalid token'), { code: 50008 })
        return fakeUser()
      },
    })
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    actor.send({ type: 'session.switchRole', role: 'ROOT' })
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true)
    expect(spies.storeToken).not.toHaveBeenCalled()
    actor.send({ type: 'session.switchRole', role: 'admin' })
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 50008 })
    expect(spies.clearToken).toHaveBeenCalled()
  })

  describe('the one-time code step', () => {
    const askCode =
      (enrol: { secret: string; uri: string } | null = null) =>
      async () => {
        throw Object.assign(new Error('Enter the code'), { code: 40100, data: { ticket: 'tk-1', enrol } })
      }
    const refused = (field: string) => async () => {
      throw Object.assign(new Error(`${field}: wrong`), { code: 40000, data: { field, reason: 'wrongCode' } })
    }

    it('asks for a code after a right password, then signs in with it', async () => {
      const { actor, spies } = setup({ login: askCode() })
      actor.send({ type: 'session.login', username: 'tradebase', password: 'demo1234' })
      await waitFor(actor, (s) => s.matches('secondFactor'))
      const asked = actor.getSnapshot()
      expect(asked.hasTag('secondFactor')).toBe(true)
      expect(asked.hasTag('busy')).toBe(false)
      expect(asked.context.secondFactor).toEqual({ ticket: 'tk-1', enrol: null })
      expect(asked.context.error).toBeUndefined()
      expect(spies.storeToken).not.toHaveBeenCalled()
      actor.send({ type: 'session.secondFactor', code: ' 123456 ' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await waitFor(actor, (s) => s.hasTag('signedIn'))
      expect(spies.verifySecondFactor).toHaveBeenCalledWith({ ticket: 'tk-1', code: '123456' })
      expect(spies.storeToken).toHaveBeenCalledWith('t2')
      expect(actor.getSnapshot().context.secondFactor).toBeUndefined()
    })

    it('keeps the code form with the server’s reason after a wrong code, and starts over when the ticket is gone', async () => {
      let answer = refused('code')
      const { actor, spies } = setup({ login: askCode(), verifySecondFactor: () => answer() })
      actor.send({ type: 'session.login', username: 'tradebase', password: 'demo1234' })
      await waitFor(actor, (s) => s.matches('secondFactor'))
      actor.send({ type: 'session.secondFactor', code: '000000' })
      await waitFor(actor, (s) => s.matches('secondFactor') && s.context.error !== undefined)
      expect(actor.getSnapshot().context.error).toEqual({
        kind: 'server',
        code: 40000,
        message: 'code: wrong',
      })
      answer = refused('ticket')
      actor.send({ type: 'session.secondFactor', code: '111111' })
      await waitFor(actor, (s) => s.matches('signedOut'))
      expect(actor.getSnapshot().context).toMatchObject({
        secondFactor: undefined,
        error: { kind: 'server', code: 40000, message: 'ticket: wrong' },
      })
      expect(spies.storeToken).not.toHaveBeenCalled()
    })

    it('goes back to the password form when cancelled', async () => {
      const { actor } = setup({ login: askCode() })
      actor.send({ type: 'session.login', username: 'tradebase', password: 'demo1234' })
      await waitFor(actor, (s) => s.matches('secondFactor'))
      actor.send({ type: 'session.cancelSecondFactor' })
      expect(actor.getSnapshot().value).toBe('signedOut')
      expect(actor.getSnapshot().context.secondFactor).toBeUndefined()
    })

    it('shows the recovery codes of an enrolment at sign-in once, then signs in', async () => {
      const enrol = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }
      const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`)
      const { actor, spies } = setup({
        login: askCode(enrol),
        verifySecondFactor: async () => ({ token: 't3', recoveryCodes: codes }),
      })
      actor.send({ type: 'session.login', username: 'pc.sales01', password: 'start-pass-1' })
      await waitFor(actor, (s) => s.matches('secondFactor'))
      expect(actor.getSnapshot().context.secondFactor?.enrol).toEqual(enrol)
      actor.send({ type: 'session.secondFactor', code: '123456' })
      await waitFor(actor, (s) => s.matches('showingRecoveryCodes'))
      expect(actor.getSnapshot().context.recoveryCodes).toEqual(codes)
      // Not signed in (nor the token kept) until the codes are acknowledged.
      expect(spies.storeToken).not.toHaveBeenCalled()
      expect(spies.loadUser).not.toHaveBeenCalled()
      actor.send({ type: 'session.recoveryCodesKept' })
      await waitFor(actor, (s) => s.hasTag('signedIn'))
      expect(spies.storeToken).toHaveBeenCalledWith('t3')
      expect(actor.getSnapshot().context.recoveryCodes).toBeUndefined()
    })
  })
})
