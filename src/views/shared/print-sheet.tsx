// The one way to print (a delivery note, a statement, a repair ticket): the page renders the
// document inside <PrintSheet>, and <PrintButton> opens the browser's print dialog. The print
// stylesheet (print-sheet.css) prints only the sheet: no shell, no buttons, no pop-up window
// for a blocker to stop. Screen and paper show the same sheet, so what the user checked on
// screen is what prints.
import { Button } from 'primereact/button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import './print-sheet.css'

export function PrintSheet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="print-sheet" aria-label={title}>
      {children}
    </article>
  )
}

/** Opens the print dialog (and its preview) for the page's PrintSheet. */
export function PrintButton({ label }: { label?: string }) {
  const { t } = useTranslation('shared')
  return (
    <Button
      type="button"
      icon="pi pi-print"
      label={label ?? t('actions.print')}
      outlined
      onClick={() => window.print()}
    />
  )
}
