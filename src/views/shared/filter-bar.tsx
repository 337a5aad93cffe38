// The filter row above a list: the caller's labelled inputs, then search and reset.
import './shared-locales.ts'
import { Button } from 'primereact/button'
import { type FormEvent, type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

export interface FilterBarProps {
  label: string
  onSearch: () => void
  onReset: () => void
  children: ReactNode
  /** Actions on the right (create, batch actions). */
  actions?: ReactNode
}

export function FilterBar({ label, onSearch, onReset, children, actions }: FilterBarProps) {
  const { t } = useTranslation('shared')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch()
  }
  return (
    <search aria-label={label}>
      <form className="filter-bar" onSubmit={submit}>
        <div className="filter-bar-fields">{children}</div>
        <div className="filter-bar-buttons">
          <Button type="submit" label={t('actions.search')} icon="pi pi-search" size="small" />
          <Button
            type="button"
            label={t('actions.reset')}
            icon="pi pi-undo"
            size="small"
            outlined
            onClick={onReset}
          />
        </div>
        {actions && <div className="filter-bar-actions">{actions}</div>}
      </form>
    </search>
  )
}

/** One labelled filter input; the control receives the id its label points at. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  )
}
