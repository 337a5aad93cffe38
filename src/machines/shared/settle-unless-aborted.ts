// Its own module, not part of the paged list's: the root actor uses it, and the entry bundle
// should not carry the paged list machine for one function.

/**
 * Wraps a call for a `fromPromise` actor: once the actor's signal has aborted, the call never
 * settles. XState keeps a stopped actor's snapshot when React re-runs its effects (StrictMode in
 * development, and `<Activity>` hiding a cached page), restarts it with a fresh request, and would
 * otherwise take the aborted request's rejection as the new request's failure.
 */
export function settleUnlessAborted<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {})
    throw error
  })
}
