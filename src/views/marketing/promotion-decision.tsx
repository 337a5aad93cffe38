// Stopping or deleting a promotion or a purchase limit asks first, naming it; the dialog stays
// open with the server's refusal, and the page toast says what was done.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PromotionState } from '../../../contract/marketing.constants.ts'
import * as api from '../../services/marketing.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import type { RowAction } from '../shared/row-actions.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'

export interface PendingDecision {
  action: 'stop' | 'delete'
  /** A price promotion or a purchase-limit rule. */
  subject: 'promotion' | 'rule'
  id: string
  name: string
}

/**
 * Stop and delete on a list's rows: the row actions (stop while not started or running, delete
 * while not started), the confirmation one of them opens, and the list refreshed once it is done.
 */
export function useListDecisions(subject: PendingDecision['subject'], list: PagedListRef) {
  const { t } = useTranslation('marketing')
  const [pending, setPending] = useState<PendingDecision | undefined>(undefined)
  const rowActions = (row: { id: string; name: string; state: PromotionState }): (RowAction | false)[] => {
    const ask = (action: PendingDecision['action']) => () =>
      setPending({ action, subject, id: row.id, name: row.name })
    return [
      (row.state === 'NOT_STARTED' || row.state === 'RUNNING') && {
        label: t('actions.stop'),
        danger: true,
        onClick: ask('stop'),
      },
      row.state === 'NOT_STARTED' && { label: t('actions.delete'), danger: true, onClick: ask('delete') },
    ]
  }
  const close = () => setPending(undefined)
  const done = () => {
    close()
    list.send({ type: 'list.refresh' })
  }
  const dialog = pending && <PromotionDecisionDialog pending={pending} onCancel={close} onDone={done} />
  return { rowActions, dialog }
}

const CALLS = {
  promotion: { stop: api.stopPromotion, delete: api.deletePromotion },
  rule: { stop: api.stopLimitPurchase, delete: api.deleteLimitPurchase },
} as const

export function PromotionDecisionDialog({
  pending,
  onDone,
  onCancel,
}: {
  pending: PendingDecision
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('marketing')
  const { show } = usePageToast()
  const { action, subject, id, name } = pending
  const title =
    subject === 'promotion'
      ? t(action === 'stop' ? 'confirm.stopTitle' : 'confirm.deleteTitle')
      : t(action === 'stop' ? 'confirm.stopRuleTitle' : 'confirm.deleteRuleTitle')
  return (
    <CallConfirmDialog
      title={title}
      confirmLabel={t(action === 'stop' ? 'actions.stop' : 'actions.delete')}
      danger
      values={{ id }}
      call={async (v: { id: string }): Promise<unknown> => CALLS[subject][action](v.id)}
      onDone={() => {
        show('success', t(action === 'stop' ? 'toast.stopped' : 'toast.deleted', { name }))
        onDone()
      }}
      onCancel={onCancel}
    >
      <p>{t(action === 'stop' ? 'confirm.stopText' : 'confirm.deleteText', { name })}</p>
    </CallConfirmDialog>
  )
}
