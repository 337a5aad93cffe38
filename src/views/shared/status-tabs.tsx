// The one row of status tabs over a list (orders, after-sales, products, repairs): each tab
// names a status and its count under the list's other filters; the selected one filters the
// list. A tab whose count needs the merchant's attention (waiting audit) is marked.
import { useTranslation } from 'react-i18next'
import { cappedCount } from './capped-count.ts'
import './status-tabs.css'

export interface StatusTab<K extends string> {
  key: K
  label: string
  /** Undefined while the counts load. */
  count: number | undefined
  /** The server stopped counting at `count` (a broad search): it reads "1,000+". */
  capped?: boolean
  /** A count that asks for action, drawn in the alert colour when above zero. */
  alert?: boolean
}

export function StatusTabs<K extends string>(props: {
  /** The tab row's accessible name. */
  label: string
  tabs: readonly StatusTab<K>[]
  selected: K
  onSelect: (key: K) => void
  /** The id of the list the tabs filter. */
  controls?: string
}) {
  const { t, i18n } = useTranslation('shared')
  return (
    <div className="status-tabs" role="tablist" aria-label={props.label}>
      {props.tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === props.selected}
          aria-controls={props.controls}
          onClick={() => props.onSelect(tab.key)}
        >
          {tab.label}{' '}
          <span
            className={`status-tabs__count${tab.alert && (tab.count ?? 0) > 0 ? ' status-tabs__count--alert' : ''}`}
            data-testid={`status-count-${tab.key}`}
          >
            {tab.count !== undefined && tab.capped
              ? cappedCount(t, i18n.language, tab.count)
              : (tab.count ?? '–')}
          </span>
        </button>
      ))}
    </div>
  )
}
