// The dialogs of the catalogue order audit machine: confirm approve, the reject reason
// (required; the confirm button says reject; cancel sends nothing), and the failure with retry.
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { MAX_REJECT_TEXT_LENGTH } from '../../../contract/catalogue.constants.ts'
import type { catalogueOrderAuditMachine } from '../../machines/catalogue/catalogue-order-audit.machine.ts'
import { ConfirmDialog, PromptDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'

export function OrderAuditDialogs({ audit }: { audit: ActorRefFrom<typeof catalogueOrderAuditMachine> }) {
  const { t } = useTranslation('catalogue')
  const { t: ts } = useTranslation('shared')
  const orderNo = useSelector(audit, (s) => s.context.target?.orderNo ?? '')
  const event = useSelector(audit, (s) => s.context.event)
  const error = useSelector(audit, (s) => s.context.error)
  const busy = useSelector(audit, (s) => s.hasTag('busy'))
  const approving = useSelector(audit, (s) => s.hasTag('approve'))
  const rejecting = useSelector(audit, (s) => s.hasTag('reject'))
  const failed = useSelector(audit, (s) => s.hasTag('error'))
  const cancel = () => audit.send({ type: 'audit.cancel' })
  return (
    <>
      <ConfirmDialog
        visible={approving || (busy && event === 'catalogueOrder.approved')}
        title={t('audit.approveTitle')}
        confirmLabel={t('actions.approve')}
        busy={busy}
        onConfirm={() => audit.send({ type: 'audit.confirm' })}
        onCancel={cancel}
      >
        <p>{t('audit.approveMessage', { orderNo })}</p>
      </ConfirmDialog>
      <PromptDialog
        visible={rejecting || (busy && event === 'catalogueOrder.rejected')}
        title={t('audit.rejectTitle')}
        message={t('audit.rejectMessage', { orderNo })}
        label={t('audit.rejectReason')}
        confirmLabel={t('actions.reject')}
        maxLength={MAX_REJECT_TEXT_LENGTH}
        danger
        busy={busy}
        onConfirm={(rejectText) => audit.send({ type: 'audit.confirm', rejectText })}
        onCancel={cancel}
      />
      <ConfirmDialog
        visible={failed}
        title={t('audit.failedTitle')}
        confirmLabel={ts('actions.retry')}
        onConfirm={() => audit.send({ type: 'audit.retry' })}
        onCancel={cancel}
      >
        <ErrorNotice error={error} />
      </ConfirmDialog>
    </>
  )
}
