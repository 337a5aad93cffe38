// The dialogs of the shared application decision machine (friend requests here; the card
// exchange reuses it with its own texts): confirm accept, reject with a required reason
// (confirm labelled reject, cancel sends nothing), failure with retry.
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { applicationDecisionMachine } from '../../machines/shared/application-decision.machine.ts'
import { ConfirmDialog, PromptDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'

/** The words of one kind of application; `{{name}}` is the applicant's name. */
export interface ApplicationDecisionTexts {
  acceptTitle: string
  acceptMessage: (name: string) => string
  acceptLabel: string
  rejectTitle: string
  rejectMessage: (name: string) => string
  rejectReason: string
  rejectLabel: string
  failedTitle: string
  /** Shown when the server answered but not with isSuccess Y. */
  unsuccessful: string
}

export function ApplicationDecisionDialogs({
  decision,
  texts,
}: {
  decision: ActorRefFrom<typeof applicationDecisionMachine>
  texts: ApplicationDecisionTexts
}) {
  const { t: ts } = useTranslation('shared')
  const name = useSelector(decision, (s) => s.context.target?.name ?? '')
  const option = useSelector(decision, (s) => s.context.option)
  const error = useSelector(decision, (s) => s.context.error)
  const unsuccessful = useSelector(decision, (s) => s.context.unsuccessful)
  const busy = useSelector(decision, (s) => s.hasTag('busy'))
  const confirmingAccept = useSelector(decision, (s) => s.hasTag('accept'))
  const confirmingReject = useSelector(decision, (s) => s.hasTag('reject'))
  const failed = useSelector(decision, (s) => s.hasTag('error'))
  const cancel = () => decision.send({ type: 'decision.cancel' })

  return (
    <>
      <ConfirmDialog
        visible={confirmingAccept || (busy && option === 'ACCEPT')}
        title={texts.acceptTitle}
        confirmLabel={texts.acceptLabel}
        busy={busy}
        onConfirm={() => decision.send({ type: 'decision.confirm' })}
        onCancel={cancel}
      >
        <p>{texts.acceptMessage(name)}</p>
      </ConfirmDialog>
      <PromptDialog
        visible={confirmingReject || (busy && option === 'REJECT')}
        title={texts.rejectTitle}
        message={texts.rejectMessage(name)}
        label={texts.rejectReason}
        confirmLabel={texts.rejectLabel}
        danger
        busy={busy}
        onConfirm={(reason) => decision.send({ type: 'decision.confirm', reason })}
        onCancel={cancel}
      />
      <ConfirmDialog
        visible={failed}
        title={texts.failedTitle}
        confirmLabel={ts('actions.retry')}
        onConfirm={() => decision.send({ type: 'decision.retry' })}
        onCancel={cancel}
      >
        <ErrorNotice error={error} text={unsuccessful ? texts.unsuccessful : undefined} />
      </ConfirmDialog>
    </>
  )
}
