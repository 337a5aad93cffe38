// "N new" above a list that the push channel (issue 32) knows has grown: a cached list keeps
// what the merchant is looking at rather than jumping under the cursor, and shows the new rows
// on a click (the list reloads from its first page, the newest first).
import { Button } from 'primereact/button'
import { useEffect, useState } from 'react'
import { useLiveRef } from '../../root-context.tsx'

export function NewItemsBanner({
  matches,
  label,
  onShow,
}: {
  /** Whether a live event announces one new row of this list (an order.created...). */
  matches: (event: { type: string; data: unknown }) => boolean
  /** The button's text for `count` new rows. */
  label: (count: number) => string
  /** Loads the list again (its own refresh). */
  onShow: () => void
}) {
  const live = useLiveRef()
  const [count, setCount] = useState(0)
  useEffect(() => {
    const sub = live.on('live.event', ({ event }) => {
      if (matches(event)) setCount((n) => n + 1)
    })
    return () => sub.unsubscribe()
  }, [live, matches])
  return (
    <div role="status" className="new-items-banner">
      {count > 0 && (
        <Button
          type="button"
          size="small"
          icon="pi pi-arrow-up"
          severity="info"
          label={label(count)}
          onClick={() => {
            setCount(0)
            onShow()
          }}
        />
      )}
    </div>
  )
}
