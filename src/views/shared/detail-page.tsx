// The pieces of a record's detail page: a header naming the record with a way back to its list,
// and the record's fields as a description list.
import { Button } from 'primereact/button'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import './card-title.css'
import './narrow-screens.css'

/** "Member details: 华联商贸" once the record has loaded, the bare title until then. */
export function DetailHeader({
  titleId,
  title,
  subject,
  backTo,
}: {
  titleId: string
  title: string
  subject: string | undefined
  /** The list this record was opened from. */
  backTo: string
}) {
  const { t } = useTranslation('shared')
  return (
    <header className="page-header">
      <h1 id={titleId}>{subject ? `${title}: ${subject}` : title}</h1>
      <Button label={t('actions.back')} icon="pi pi-arrow-left" text onClick={() => navigate(backTo)} />
    </header>
  )
}

/** A record's fields, label then value; an empty value shows as a dash. */
export function DetailList({ rows }: { rows: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

/** One titled card of a detail page, named by its title for assistive technology. */
export function DetailCard({
  title,
  className,
  children,
}: {
  title: string
  /** The area's card class beside `card`. */
  className: string
  children: ReactNode
}) {
  return (
    <section className={`card ${className}`} aria-label={title}>
      <h2 className="card-title">{title}</h2>
      {children}
    </section>
  )
}
