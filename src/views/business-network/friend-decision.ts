// The friend request decision for a view: the shared application decision machine with the
// friend calls and the view's effects (toast, the lists, the bell's and the menu's counts).
import './friend-locales.ts'
import { useActorRef } from '../shared/actors.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { applicationDecisionMachine } from '../../machines/shared/application-decision.machine.ts'
import { useBellRef } from '../../root-context.tsx'
import * as api from '../../services/business-friends.api.ts'
import { useRefreshMenuCounts } from '../shared/menu-counts.ts'
import type { ApplicationDecisionTexts } from './friend-decision-dialogs.tsx'

export function useFriendDecision(options: {
  show: (severity: 'success' | 'info', summary: string) => void
  onChanged: () => void
}) {
  const { t } = useTranslation('business-friends')
  const bell = useBellRef()
  const refreshCounts = useRefreshMenuCounts()
  const [logic] = useState(() =>
    applicationDecisionMachine.provide({
      actors: {
        decide: fromPromise(({ input, signal }) =>
          input.option === 'ACCEPT'
            ? api.acceptBusiFriendApply(input.id, signal)
            : api.rejectBusiFriendApply(input.id, input.reason ?? '', signal),
        ),
      },
      actions: {
        notifyAccepted: () => options.show('success', t('decision.accepted')),
        notifyRejected: () => options.show('info', t('decision.rejected')),
        countsChanged: () => {
          // The request's BUSI notice is settled on the server: the bell and the badges follow.
          bell.send({ type: 'bell.pollNow' })
          refreshCounts()
          options.onChanged()
        },
      },
    }),
  )
  return useActorRef(logic)
}

/** The friend request's words for the shared decision dialogs. */
export function useFriendDecisionTexts(): ApplicationDecisionTexts {
  const { t } = useTranslation('business-friends')
  return {
    acceptTitle: t('decision.acceptTitle'),
    acceptMessage: (name) => t('decision.acceptMessage', { name }),
    acceptLabel: t('actions.accept'),
    rejectTitle: t('decision.rejectTitle'),
    rejectMessage: (name) => t('decision.rejectMessage', { name }),
    rejectReason: t('decision.rejectReason'),
    rejectLabel: t('actions.reject'),
    failedTitle: t('decision.failedTitle'),
    unsuccessful: t('decision.unsuccessful'),
  }
}
