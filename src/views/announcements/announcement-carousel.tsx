// The announcement carousel in the top bar: 30 px high, one announcement at a time, a 4 s
// step (SPEC.md section 9). Exactly two announcements are doubled by the machine.
import { useMachine } from '../shared/actors.ts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { liveCarouselMachine } from '../messages/messaging-actors.ts'
import './announcements.css'

export function AnnouncementCarousel() {
  const { t } = useTranslation('announcements')
  const [, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  // Created once: the actor must not be replaced when the router hands out a new navigate.
  const [machine] = useState(() =>
    liveCarouselMachine.provide({
      actions: {
        openExternal: (_, url) => {
          window.open(url, '_blank', 'noopener,noreferrer')
        },
        openDetail: (_, path) => navigateRef.current(path),
      },
    }),
  )
  const [snapshot, send] = useMachine(machine, { input: {} })
  const { slides, index } = snapshot.context
  // Doubled slides share an infoId, so their position makes the key unique.
  const keyed = slides.map((s, i) => ({ s, i, key: `${s.infoId}@${i}` }))
  if (slides.length === 0) return null
  return (
    <section
      className="announcement-carousel"
      aria-label={t('carousel.label')}
      aria-roledescription="carousel"
      data-testid="announcement-carousel"
      onMouseEnter={() => send({ type: 'carousel.pause' })}
      onMouseLeave={() => send({ type: 'carousel.resume' })}
    >
      <i className="pi pi-megaphone announcement-carousel__icon" aria-hidden="true" />
      <ul className="announcement-carousel__track" style={{ transform: `translateY(${-30 * index}px)` }}>
        {keyed.map(({ s, key, i }) => {
          const current = i === index
          return (
            <li
              key={key}
              className="announcement-carousel__slide"
              aria-hidden={!current}
              data-current={current}
            >
              <button
                type="button"
                className="p-link announcement-carousel__link"
                tabIndex={current ? 0 : -1}
                aria-label={
                  s.popUpViewWebUrl
                    ? t('carousel.opensExternal', {
                        title: s.popUpViewTitle,
                        origin: s.popUpViewWebUrlOrigin,
                      })
                    : s.popUpViewTitle
                }
                onClick={() => send({ type: 'carousel.click', infoId: s.infoId })}
              >
                {s.popUpViewTitle}
                {s.popUpViewWebUrl && <i className="pi pi-external-link" aria-hidden="true" />}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
