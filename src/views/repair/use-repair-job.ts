// The open job's repair machine for the details page, with the calls and the page's effects
// (toasts, the menu counts) filled in.
import { useActorRef } from '../shared/actors.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { repairMachine } from '../../machines/repair/repair.machine.ts'
import { settleUnlessAborted } from '../../machines/shared/settle-unless-aborted.ts'
import * as api from '../../services/repair.api.ts'
import { useRefreshMenuCounts } from '../shared/menu-counts.ts'
import { usePageToast } from '../shared/page-toast.tsx'

export function useRepairJob(repairId: number, staff: boolean) {
  const { t } = useTranslation('repair')
  const { show } = usePageToast()
  const refreshCounts = useRefreshMenuCounts()
  const [logic] = useState(() =>
    repairMachine.provide({
      actors: {
        loadJob: fromPromise(({ input, signal }) =>
          settleUnlessAborted(signal, api.getRepairDetails(input.repairId, signal)),
        ),
        takeStep: fromPromise(({ input }) => api.updateRepairStatus(input)),
      },
      actions: {
        notifyStepped: ({ event }) => {
          const step = 'output' in event ? (event.output as { status?: string }) : undefined
          show('success', t('detail.stepped', { step: step?.status ? t(`status.${step.status}`) : '' }))
          refreshCounts()
        },
        notifyConflict: () => show('info', t('detail.reloaded')),
      },
    }),
  )
  return useActorRef(logic, { input: { repairId, staff } })
}
