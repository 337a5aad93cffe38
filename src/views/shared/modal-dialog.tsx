import { type ReactNode, useEffect, useId, useRef } from 'react'

interface ModalDialogProps {
  title: string
  children: ReactNode
  /** The buttons; the first one with data-autofocus gets the focus when the dialog opens. */
  footer: ReactNode
  onCancel: () => void
  icon?: string
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * A small alert dialog (a question that interrupts the user) built from plain elements wearing PrimeReact's dialog classes: the session
 * dialogs of SPEC.md section 8 can appear on the login page, whose budget has no room for
 * PrimeReact's Dialog runtime. Escape cancels; Tab stays inside; focus returns on close.
 */
export function ModalDialog({ title, children, footer, onCancel, icon }: ModalDialogProps) {
  const titleId = useId()
  const bodyId = useId()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const dialog = ref.current
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE)
    first?.focus()
    return () => previous?.focus?.()
  }, [])

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation()
      onCancel()
      return
    }
    if (e.key !== 'Tab' || !ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items[items.length - 1]
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last?.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first?.focus()
    }
  }

  return (
    <div className="app-modal-mask">
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="app-modal p-dialog p-component"
        onKeyDown={onKeyDown}
      >
        <div className="p-dialog-header">
          <h2 id={titleId} className="p-dialog-title app-modal__title">
            {icon && <span className={`${icon} app-modal__icon`} aria-hidden="true" />}
            {title}
          </h2>
        </div>
        <div id={bodyId} className="p-dialog-content app-modal__body">
          {children}
        </div>
        <div className="p-dialog-footer app-modal__footer">{footer}</div>
      </div>
    </div>
  )
}
