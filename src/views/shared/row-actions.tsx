// The one pattern for a table row's actions: small buttons whose accessible names say which row
// they act on ("Edit Gold"), since a screen reader lists every row's "Edit" alike.
import { Button } from 'primereact/button'
import type {
  ApplicationDecisionEvent,
  ApplicationTarget,
} from '../../machines/shared/application-decision.machine.ts'

export interface RowAction {
  label: string
  onClick: () => void
  /** A destructive action (delete, reject), drawn in red. */
  danger?: boolean
  /** `text` (default) for everyday actions; `filled` or `outlined` for a decision to stand out. */
  variant?: 'text' | 'filled' | 'outlined'
  disabled?: boolean
}

export function RowActions({
  subject,
  actions,
}: {
  subject: string
  actions: ReadonlyArray<RowAction | false>
}) {
  return (
    <div className="row-actions">
      {actions
        .filter((a): a is RowAction => a !== false)
        .map((a) => (
          <Button
            key={a.label}
            size="small"
            text={(a.variant ?? 'text') === 'text'}
            outlined={a.variant === 'outlined'}
            severity={a.danger ? 'danger' : undefined}
            label={a.label}
            aria-label={`${a.label} ${subject}`}
            disabled={a.disabled}
            onClick={a.onClick}
          />
        ))}
    </div>
  )
}

/**
 * Accept and reject on a row that waits for the merchant's decision (a friend or a cooperation
 * request): they open the shared decision dialogs, and are drawn filled and outlined so the
 * decision stands out from the row's everyday actions.
 */
export function decisionRowActions(
  decision: { send: (event: ApplicationDecisionEvent) => void },
  target: ApplicationTarget,
  labels: { accept: string; reject: string },
): RowAction[] {
  return [
    {
      label: labels.accept,
      variant: 'filled',
      onClick: () => decision.send({ type: 'decision.accept', target }),
    },
    {
      label: labels.reject,
      danger: true,
      variant: 'outlined',
      onClick: () => decision.send({ type: 'decision.reject', target }),
    },
  ]
}
