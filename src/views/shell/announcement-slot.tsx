// The announcement carousel's place in the top bar (SPEC.md section 2), filled by the messages
// area: the carousel (30 px, 4 s a step) and the once-only sign-in popup. The carousel's view
// loads just after the frame: the signed-in frame's first chunk (300 kB gzip) has no room left.
import { lazy, Suspense } from 'react'
import { AnnouncementPopup } from '../announcements/announcement-popup.tsx'

const AnnouncementCarousel = lazy(() =>
  import('../announcements/announcement-carousel.tsx').then((m) => ({ default: m.AnnouncementCarousel })),
)

export function AnnouncementSlot() {
  return (
    <>
      <Suspense fallback={null}>
        <AnnouncementCarousel />
      </Suspense>
      <AnnouncementPopup />
    </>
  )
}
