// The messaging layer of the signed-in frame: the toasts for new notices. The bell's actor is
// a child of the root actor (started on sign-in for roles of the messages area, stopped on
// sign-out); this only listens to it.
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { registerMessagingLocales } from '../../locales/messages-resources.ts'
import { useBellRef } from '../../root-context.tsx'
import { usePageToast } from '../shared/page-toast.tsx'

registerMessagingLocales()

/** SPEC.md section 9: notifications close after 1500 ms unless closed by hand first. */
export const NOTICE_TOAST_LIFE_MS = 1500

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

export function MessagingProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <NoticeToasts />
      {children}
    </>
  )
}
