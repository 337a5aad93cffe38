// The filter row above a list: the caller's labelled inputs, then search and reset.
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PagedListRef } from './use-paged-list.ts'
import './narrow-screens.css'

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
  // On a phone the filters would fill the first screen: there they fold behind a button
  // (list-pattern.css shows the button and hides the folded fields below 768 px only).
  const [open, setOpen] = useState(false)
  const fieldsId = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch()
  }
  return (
    <search aria-label={label}>
      <form className="filter-bar" data-open={open || undefined} onSubmit={submit}>
        <Button
          type="button"
          className="filter-bar-toggle"
          label={t('list.filters')}
          icon={open ? 'pi pi-chevron-up' : 'pi pi-filter'}
          size="small"
          outlined
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={() => setOpen(!open)}
        />
        <div className="filter-bar-fields" id={fieldsId}>
          {children}
        </div>
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

/** The filter bar of a list searched by one keyword: search sends it, reset clears it. */
export function KeywordFilterBar({
  label,
  fieldLabel,
  list,
}: {
  label: string
  fieldLabel: string
  list: PagedListRef
}) {
  const [keyword, setKeyword] = useState('')
  return (
    <FilterBar
      label={label}
      onSearch={() => list.send({ type: 'list.filter', filters: { keyword: keyword.trim() || undefined } })}
      onReset={() => {
        setKeyword('')
        list.send({ type: 'list.filter', filters: {} })
      }}
    >
      <TextFilter label={fieldLabel} value={keyword} onChange={setKeyword} />
    </FilterBar>
  )
}

/** A free-text filter. */
export function TextFilter({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string
  value: string
  placeholder?: string
  onChange: (value: string) => void
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <InputText
          id={id}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FilterField>
  )
}

/** A filter that picks one of a few values (one of which usually stands for "all"). */
export function SelectFilter<V>({
  label,
  value,
  options,
  placeholder,
  onChange,
}: {
  label: string
  value: V
  options: ReadonlyArray<{ label: string; value: V }>
  placeholder?: string
  onChange: (value: V) => void
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <Dropdown
          inputId={id}
          value={value}
          placeholder={placeholder}
          options={[...options]}
          onChange={(e) => onChange(e.value)}
        />
      )}
    </FilterField>
  )
}
