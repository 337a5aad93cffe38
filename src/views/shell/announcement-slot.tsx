// The announcement carousel's place in the top bar (SPEC.md section 2), filled by the messages
// area: the carousel (30 px, 4 s a step) and the once-only sign-in popup.
import { AnnouncementCarousel } from '../announcements/announcement-carousel.tsx'
import { AnnouncementPopup } from '../announcements/announcement-popup.tsx'

export function AnnouncementSlot() {
  return (
    <>
      <AnnouncementCarousel />
      <AnnouncementPopup />
    </>
  )
}
