// Short success and info messages of a page (SPEC.md section 4: notifications close by
// themselves after a while, and can be closed by hand; long enough to read, issue 35). There
// is one toast mechanism: the app dialogs actor (src/machines/shell/app-dialogs.machine.ts),
// drawn once by <AppDialogs /> on every page. This hook is how a page raises one; the same
// message while one is visible refreshes it instead of stacking a copy.
import { useCallback, useEffect, useRef } from 'react'
import { DEFAULT_TOAST_MS, type ToastSeverity } from '../../machines/shell/app-dialogs.machine.ts'
import { useAppDialogsRef } from '../../root-context.tsx'

export const NOTIFICATION_MS = DEFAULT_TOAST_MS

export function usePageToast() {
  const dialogs = useAppDialogsRef()
  const show = useCallback(
    (severity: ToastSeverity, summary: string, detail?: string, life = NOTIFICATION_MS) => {
      dialogs.send({
        type: 'toast.show',
        severity,
        summary: { text: summary },
        ...(detail === undefined ? {} : { detail: { text: detail } }),
        life,
      })
    },
    [dialogs],
  )
  return { show }
}

/**
 * Raises the toast of an outcome a machine holds (an export finished or failed) once per
 * outcome. An effect on the outcome alone would raise it again each time a cached page is shown
 * (React's <Activity> runs a hidden page's effects again when it comes back), so a stale
 * "exported 32 orders" reappeared on returning to the tab (issue 35).
 */
export function useOutcomeToast<T extends object>(
  outcome: T | undefined,
  show: ReturnType<typeof usePageToast>['show'],
  toast: (outcome: T) => Parameters<ReturnType<typeof usePageToast>['show']> | undefined,
): void {
  const shown = useRef<T | undefined>(undefined)
  const latest = useRef(toast)
  latest.current = toast
  useEffect(() => {
    if (!outcome || shown.current === outcome) return
    shown.current = outcome
    const args = latest.current(outcome)
    if (args) show(...args)
  }, [outcome, show])
}
