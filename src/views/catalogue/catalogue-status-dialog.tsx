// The confirmations of a catalogue's status changes and deletion (publish, close, delete): one
// call each through the shared CallConfirmDialog, which stays open with the server's refusal.
import { useTranslation } from 'react-i18next'
import type { CatalogueStatusAction } from '../../../contract/catalogue.constants.ts'
import { changeCatalogStatus, deleteCatalog } from '../../services/catalogue.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { usePageToast } from '../shared/page-toast.tsx'

export type CatalogueStep = { kind: CatalogueStatusAction | 'DELETE'; id: number; name: string }

const TEXTS = {
  PUBLISH: {
    title: 'confirm.publishTitle',
    message: 'confirm.publishMessage',
    done: 'confirm.published',
    label: 'actions.publish',
  },
  CLOSE: {
    title: 'confirm.closeTitle',
    message: 'confirm.closeMessage',
    done: 'confirm.closed',
    label: 'actions.close',
  },
  DELETE: {
    title: 'confirm.deleteTitle',
    message: 'confirm.deleteMessage',
    done: 'confirm.deleted',
    label: 'actions.delete',
  },
} as const

/** Mount while a step is wanted; `onDone` after the server accepted it. */
export function CatalogueStepDialog({
  step,
  onDone,
  onCancel,
}: {
  step: CatalogueStep
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('catalogue')
  const { show } = usePageToast()
  const texts = TEXTS[step.kind]
  return (
    <CallConfirmDialog
      title={t(texts.title)}
      confirmLabel={t(texts.label)}
      danger={step.kind !== 'PUBLISH'}
      values={{ id: step.id }}
      call={({ id }) =>
        step.kind === 'DELETE' ? deleteCatalog({ id }) : changeCatalogStatus({ id, action: step.kind })
      }
      onDone={() => {
        show('success', t(texts.done))
        onDone()
      }}
      onCancel={onCancel}
    >
      <p>{t(texts.message, { name: step.name })}</p>
    </CallConfirmDialog>
  )
}

/** The steps a catalogue in `status` offers (the server checks the same). */
export function stepsOf(status: string): CatalogueStatusAction[] {
  if (status === 'PUBLISHED') return ['CLOSE']
  return ['PUBLISH']
}
