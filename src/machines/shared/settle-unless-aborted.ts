// Its own module so that the root actor (src/root-context.tsx) can use it without carrying the
// paged-list machine into the signed-in frame's bundle.

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
