// Short success and info messages of a page (SPEC.md section 4: notifications close by
// themselves after a while, 1500 ms by default, and can be closed by hand). There is one toast
// mechanism: the app dialogs actor (src/machines/shell/app-dialogs.machine.ts), drawn once by
// <AppDialogs /> on every page. This hook is how a page raises one; the same message while one
// is visible refreshes it instead of stacking a copy.
import { useCallback } from 'react'
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
