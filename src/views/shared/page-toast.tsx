// Short success and info messages of a page (SPEC.md section 4: notifications close by
// themselves after a while, 1500 ms by default, and can be closed by hand).
import { Toast } from 'primereact/toast'
import { useCallback, useRef } from 'react'

export const NOTIFICATION_MS = 1500

export function usePageToast() {
  const ref = useRef<Toast>(null)
  const show = useCallback(
    (
      severity: 'success' | 'info' | 'warn' | 'error',
      summary: string,
      detail?: string,
      life = NOTIFICATION_MS,
    ) => {
      ref.current?.show({ severity, summary, detail, life })
    },
    [],
  )
  return { toast: <Toast ref={ref} position="top-center" />, show }
}
