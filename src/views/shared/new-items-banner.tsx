// "N new" above a list that the push channel (issue 32) knows has grown: a cached list keeps
// what the merchant is looking at rather than jumping under the cursor, and shows the new rows
// on a click (the list reloads from its first page, the newest first).
import { Button } from 'primereact/button'
import { useEffect, useState } from 'react'
import { useLiveRef } from '../../root-context.tsx'

export function NewItemsBanner({
  eventType,
  label,
  onShow,
}: {
  /** The type of the live event that announces one new row of this list (order.created...). */
  eventType: string
  /** The button's text for `count` new rows. */
  label: (count: number) => string
  /** Loads the list again (its own refresh). */
  onShow: () => void
}) {
  const live = useLiveRef()
  const [count, setCount] = useState(0)
  useEffect(() => {
    const sub = live.on('live.event', ({ event }) => {
      if (event.type === eventType) setCount((n) => n + 1)
    })
    return () => sub.unsubscribe()
  }, [live, eventType])
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
