// The cooperation decision actor for a view, with the view's effects filled in.
import { useActorRef } from '../shared/actors.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  cooperationDecide,
  cooperationDecisionMachine,
} from '../../machines/distribution/cooperation-decision.machine.ts'
import * as api from '../../services/distribution.api.ts'
import { useRefreshMenuCounts } from '../shared/menu-counts.ts'
import { pathTo } from '../../routes/paths.ts'

/** The open-membership page (SPEC.md section 8: '去续费' opens it in a new window). */
export const RENEWAL_PATH = pathTo('buyVipMember')

export function useCooperationDecision(options: {
  show: (severity: 'success' | 'info', summary: string, detail?: string, life?: number) => void
  onChanged: () => void
}) {
  const { t } = useTranslation('distribution')
  const refreshCounts = useRefreshMenuCounts()
  const [logic] = useState(() =>
    cooperationDecisionMachine.provide({
      actors: { decide: cooperationDecide(api.distributionRequestConfirm) },
      actions: {
        // Long enough to read the advice about group and rank (SPEC.md section 5).
        notifyAccepted: () =>
          options.show('success', t('cooperation.accepted'), t('cooperation.acceptedDetail'), 6000),
        notifyRejected: () => options.show('info', t('cooperation.rejected')),
        countsChanged: () => {
          refreshCounts()
          options.onChanged()
        },
        openRenewal: () => {
          window.open(RENEWAL_PATH, '_blank', 'noopener')
        },
      },
    }),
  )
  return useActorRef(logic)
}
