// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { devInspector } from '../../../src/dev-inspector.ts'

describe('?inspect=stately (development only)', () => {
  it('attaches nothing without ?inspect=stately (plain ?inspect is the offline panel)', async () => {
    expect(await devInspector('?scenario=emptyMerchant')).toBeUndefined()
    expect(await devInspector('?inspect')).toBeUndefined()
  })

  it('with ?inspect=stately, loads the Stately inspector, which opens its window and receives the actors', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const inspect = await devInspector('?inspect=stately')
    expect(inspect?.next).toBeTypeOf('function')
    expect(open).toHaveBeenCalledWith(expect.stringContaining('stately.ai/inspect'), expect.anything())
    const seen: string[] = []
    const actor = createActor(
      createMachine({ id: 'probe', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }),
      {
        inspect: (e) => {
          inspect?.next?.(e)
          seen.push(e.type)
        },
      },
    ).start()
    actor.send({ type: 'go' })
    expect(seen).toContain('@xstate.event')
    open.mockRestore()
  })
})
