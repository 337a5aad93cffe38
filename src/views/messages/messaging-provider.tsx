// The messaging layer of the signed-in frame: the toasts for new notices. The bell's actor is
// a child of the root actor (started on sign-in for roles of the messages area, stopped on
// sign-out); this only listens to it.
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { registerMessagingLocales } from '../../locales/messages-resources.ts'
import { useBellRef, useLiveRef, useMenuCountsRef, useSettingsRef } from '../../root-context.tsx'
import { pathTo } from '../../routes/paths.ts'
import { usePageToast } from '../shared/page-toast.tsx'
import { navigate } from 'wouter/use-browser-location'

registerMessagingLocales()

/** SPEC.md section 9: notifications close after 1500 ms unless closed by hand first. */
export const NOTICE_TOAST_LIFE_MS = 1500
/** A new order or after-sales request stays longer than a notice: it asks for work. */
export const ALERT_LIFE_MS = 6000

function NoticeToasts() {
  const { t } = useTranslation('messages')
  const bell = useBellRef()
  const { show } = usePageToast()
  useEffect(() => {
    const sub = bell.on('bell.notice', ({ notice }) => {
      show(
        notice.type === 'NOTICE' ? 'info' : 'success',
        `${t(`toast.${notice.type}`)} · ${notice.title}`,
        notice.content,
        NOTICE_TOAST_LIFE_MS,
      )
    })
    return () => sub.unsubscribe()
  }, [bell, t, show])
  return null
}

/**
 * The push channel (issue 32) to the bell and the menu badges: a count change or a new notice
 * makes the bell ask at once (its toast follows), an orders count change refreshes the badges.
 * Their timers stay as they were: the fallback while the stream is unavailable.
 */
function LiveCounts() {
  const { t } = useTranslation('messages')
  const live = useLiveRef()
  const bell = useBellRef()
  const menuCounts = useMenuCountsRef()
  const settings = useSettingsRef()
  const { show } = usePageToast()
  useEffect(() => {
    const sub = live.on('live.event', ({ event }) => {
      // A new order or after-sales request is announced at once (issue 32), with the chime and
      // the desktop notification the merchant switched on.
      const alert =
        event.type === 'order.created'
          ? {
              title: t('toast.orderCreated'),
              body: t('toast.orderCreatedBody', { orderNo: event.data.orderNo }),
              tag: `order-${event.data.orderId}`,
              path: pathTo('orderDetails', { orderId: event.data.orderId }),
            }
          : event.type === 'afterSale.created'
            ? {
                title: t('toast.afterSaleCreated'),
                body: t('toast.afterSaleCreatedBody', { afterSaleNo: event.data.afterSaleNo }),
                tag: `after-sale-${event.data.afterSaleId}`,
                path: pathTo('orderAfterSales', { afterSaleId: event.data.afterSaleId }),
              }
            : undefined
      if (alert) {
        show('info', alert.title, alert.body, ALERT_LIFE_MS)
        const { alertSound, desktopAlerts } = settings.getSnapshot().context.settings
        if (alertSound || desktopAlerts)
          void import('../../services/live-alerts.ts').then((alerts) => {
            if (alertSound) alerts.playChime()
            if (desktopAlerts) alerts.notifyDesktop({ ...alert, onClick: () => navigate(alert.path) })
          })
      }
      if (event.type === 'notice.created') bell.send({ type: 'bell.pollNow' })
      if (event.type === 'counts.changed') {
        if (event.data.areas.includes('messages')) bell.send({ type: 'bell.pollNow' })
        if (event.data.areas.includes('orders')) menuCounts.send({ type: 'menuCounts.refresh' })
      }
    })
    // Back online: try the stream at once rather than after its back-off.
    const online = () => live.send({ type: 'live.retryNow' })
    window.addEventListener('online', online)
    return () => {
      sub.unsubscribe()
      window.removeEventListener('online', online)
    }
  }, [live, bell, menuCounts, settings, show, t])
  return null
}

export function MessagingProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <NoticeToasts />
      <LiveCounts />
      {children}
    </>
  )
}
