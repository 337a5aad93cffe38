// The dialogs of the cooperation decision machine: confirm accept, reject reason, LIMIT
// upsell, failure. Shared by the cooperation page and the applicant details page.
import './distribution-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { cooperationDecisionMachine } from '../../machines/distribution/cooperation-decision.machine.ts'
import { ConfirmDialog, PromptDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'

export function DecisionDialogs({ decision }: { decision: ActorRefFrom<typeof cooperationDecisionMachine> }) {
  const { t } = useTranslation('distribution')
  const { t: ts } = useTranslation('shared')
  const name = useSelector(decision, (s) => s.context.target?.name ?? '')
  const option = useSelector(decision, (s) => s.context.option)
  const error = useSelector(decision, (s) => s.context.error)
  const busy = useSelector(decision, (s) => s.hasTag('busy'))
  const confirmingAccept = useSelector(decision, (s) => s.hasTag('accept'))
  const confirmingReject = useSelector(decision, (s) => s.hasTag('reject'))
  const limitReached = useSelector(decision, (s) => s.hasTag('limit'))
  const failed = useSelector(decision, (s) => s.hasTag('error'))
  const cancel = () => decision.send({ type: 'decision.cancel' })

  return (
    <>
      <ConfirmDialog
        visible={confirmingAccept || (busy && option === 'ACCEPT')}
        title={t('cooperation.acceptTitle')}
        confirmLabel={t('actions.accept')}
        busy={busy}
        onConfirm={() => decision.send({ type: 'decision.confirm' })}
        onCancel={cancel}
      >
        <p>{t('cooperation.acceptMessage', { name })}</p>
      </ConfirmDialog>
      <PromptDialog
        visible={confirmingReject || (busy && option === 'REJECT')}
        title={t('cooperation.rejectTitle')}
        message={t('cooperation.rejectMessage', { name })}
        label={t('cooperation.rejectReason')}
        confirmLabel={t('actions.reject')}
        danger
        busy={busy}
        onConfirm={(reason) => decision.send({ type: 'decision.confirm', reason })}
        onCancel={cancel}
      />
      <ConfirmDialog
        visible={limitReached}
        title={t('cooperation.limitTitle')}
        confirmLabel={t('actions.renew')}
        onConfirm={() => decision.send({ type: 'decision.renew' })}
        onCancel={cancel}
      >
        <p>{t('cooperation.limitMessage')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        visible={failed}
        title={t('cooperation.failedTitle')}
        confirmLabel={ts('actions.retry')}
        onConfirm={() => decision.send({ type: 'decision.retry' })}
        onCancel={cancel}
      >
        <ErrorNotice error={error} />
      </ConfirmDialog>
    </>
  )
}
