// Uncaught errors and unhandled promise rejections, for the error log (SPEC.md section 8).
import type { ErrorEntry } from '../machines/shell/error-log.machine.ts'

export type RuntimeError = Omit<ErrorEntry, 'id'>

export function describeError(error: unknown, now = new Date()): RuntimeError {
  const e = error instanceof Error ? error : undefined
  return {
    at: now.toISOString(),
    message: e ? `${e.name}: ${e.message}` : String(error),
    stack: e?.stack,
    url: window.location.pathname + window.location.search,
  }
}

export function watchRuntimeErrors(onError: (error: RuntimeError) => void): () => void {
  const onUncaught = (event: ErrorEvent) => onError(describeError(event.error ?? event.message))
  const onRejection = (event: PromiseRejectionEvent) => onError(describeError(event.reason))
  window.addEventListener('error', onUncaught)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onUncaught)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
