// A clock that stands still unless told to move: the mock server's clock (its "now" is fixed
// per seed) and the contract tests' clock. Lives in server/ so tests of the server need not
// import the mock (mock-server/ may import server/, never the other way round).
import type { Clock } from './app-deps.ts'

export class FixedClock implements Clock {
  #now: number
  readonly #listeners = new Set<(now: Date) => void>()
  constructor(start: Date) {
    this.#now = start.getTime()
  }
  now(): Date {
    return new Date(this.#now)
  }
  advance(ms: number): void {
    if (!Number.isFinite(ms)) throw new TypeError(`advance(ms) needs a finite number, got ${ms}`)
    this.#set(this.#now + ms)
  }
  set(at: Date | string | number): void {
    const ms = new Date(at).getTime()
    if (Number.isNaN(ms)) throw new TypeError(`set(at) needs a date, got ${String(at)}`)
    this.#set(ms)
  }
  /** Called after every move (the mock persists the clock with the database). */
  onChange(listener: (now: Date) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
  #set(ms: number): void {
    this.#now = ms
    for (const l of this.#listeners) l(new Date(ms))
  }
}
