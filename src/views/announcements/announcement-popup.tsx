// The announcement popup after sign-in: each announcement the user has not been shown yet,
// once; closing records it (closeAnnouncementDialog). The machine runs with the signed-in frame;
// its dialog loads the first time there is an announcement to show, and stays for the next.
import type { AnnouncementPopupItem } from '../../../contract/announcements.schema.ts'
import { useMachine } from '../shared/actors.ts'
import { lazy, Suspense, useState } from 'react'
import { livePopupMachine } from '../messages/messaging-actors.ts'

const AnnouncementPopupDialog = lazy(() => import('./announcement-popup-dialog.tsx'))

export interface AnnouncementPopupView {
  current: AnnouncementPopupItem | undefined
  visible: boolean
  closing: boolean
  close: () => void
}

export function AnnouncementPopup() {
  const [snapshot, send] = useMachine(livePopupMachine)
  const current = snapshot.context.queue[0]
  const visible = snapshot.hasTag('visible') && current !== undefined
  const [wanted, setWanted] = useState(false)
  if (visible && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <AnnouncementPopupDialog
        current={current}
        visible={visible}
        closing={snapshot.hasTag('closing')}
        close={() => send({ type: 'popup.close' })}
      />
    </Suspense>
  )
}
