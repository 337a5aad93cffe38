// The one row of status tabs over a list (orders, after-sales, products, repairs): each tab
// names a status and its count under the list's other filters; the selected one filters the
// list. A tab whose count needs the merchant's attention (waiting audit) is marked.
import './status-tabs.css'

export interface StatusTab<K extends string> {
  key: K
  label: string
  /** Undefined while the counts load. */
  count: number | undefined
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
            {tab.count ?? '–'}
          </span>
        </button>
      ))}
    </div>
  )
}
