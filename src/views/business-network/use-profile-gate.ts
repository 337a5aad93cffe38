// checkUserIsHaveBusinessInfo before a business-network page: a merchant without a business
// profile is sent to busiEditOwnInfo?first=1 (docs/decisions.md, Business profile).
import { useActorRef, useSelector } from '../shared/actors.ts'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { fromPromise } from 'xstate'
import { profileGateMachine } from '../../machines/business-network/profile-gate.machine.ts'
import { checkUserIsHaveBusinessInfo } from '../../services/business-profile.api.ts'
import { pathTo } from '../../routes/paths.ts'

export const EDIT_PROFILE_PATH = pathTo('busiEditOwnInfo')

export function useProfileGate() {
  const [, navigate] = useLocation()
  const [logic] = useState(() =>
    profileGateMachine.provide({
      actors: { check: fromPromise(({ signal }) => checkUserIsHaveBusinessInfo(signal)) },
      actions: { sendToProfile: () => navigate(`${EDIT_PROFILE_PATH}?first=1`, { replace: true }) },
    }),
  )
  const ref = useActorRef(logic)
  const ready = useSelector(ref, (s) => s.hasTag('ready'))
  const error = useSelector(ref, (s) => s.context.error)
  const securityPaid = useSelector(ref, (s) => s.context.check?.securityPaid === 'Y')
  return { ready, error, securityPaid, retry: () => ref.send({ type: 'gate.retry' }) }
}
