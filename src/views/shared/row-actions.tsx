// The one pattern for a table row's actions: small buttons whose accessible names say which row
// they act on ("Edit Gold"), since a screen reader lists every row's "Edit" alike.
import { classNames } from 'primereact/utils'
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
  // Plain buttons in PrimeReact's classes rather than its Button component: a list draws one per
  // action and row (80 on a page of products), and each Button merged its pass-through options
  // and props on every draw, a large share of a list's rendering on a phone (issue 37). They look
  // and read the same (the theme styles the classes; the name says the row).
  return (
    <div className="row-actions">
      {actions
        .filter((a): a is RowAction => a !== false)
        .map((a) => {
          const variant = a.variant ?? 'text'
          return (
            <button
              key={a.label}
              type="button"
              className={classNames('p-button p-component p-button-sm', {
                'p-button-text': variant === 'text',
                'p-button-outlined': variant === 'outlined',
                'p-button-danger': a.danger,
                'p-disabled': a.disabled,
              })}
              aria-label={`${a.label} ${subject}`}
              disabled={a.disabled}
              onClick={a.onClick}
            >
              <span className="p-button-label p-c">{a.label}</span>
            </button>
          )
        })}
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
