// The messaging layer of the signed-in frame: the bell's actor (started with the user's mesNum
// on sign-in, stopped on sign-out) and the toasts for new notices.
import { Toast } from 'primereact/toast'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { registerMessagingLocales } from '../../locales/messaging-resources.ts'
import { BellActor } from './messaging-actors.ts'

registerMessagingLocales()

/** SPEC.md section 9: notifications close after 1500 ms unless closed by hand first. */
export const NOTICE_TOAST_LIFE_MS = 1500

export interface MessagingUser {
  userLoginId: string
  mesNum: number
}

function BellSession({ user }: { user: MessagingUser | undefined }) {
  const bell = BellActor.useActorRef()
  const userKey = user?.userLoginId
  const mesNum = user?.mesNum ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only when the signed-in user changes, not when mesNum is refreshed
  useEffect(() => {
    if (userKey === undefined) {
      bell.send({ type: 'bell.stop' })
      return
    }
    bell.send({ type: 'bell.start', mesNum })
    return () => bell.send({ type: 'bell.stop' })
  }, [bell, userKey])
  return null
}

function NoticeToasts() {
  const { t } = useTranslation('messages')
  const bell = BellActor.useActorRef()
  const toast = useRef<Toast>(null)
  useEffect(() => {
    const sub = bell.on('bell.notice', ({ notice }) => {
      toast.current?.show({
        severity: notice.type === 'NOTICE' ? 'info' : 'success',
        summary: `${t(`toast.${notice.type}`)} · ${notice.title}`,
        detail: notice.content,
        life: NOTICE_TOAST_LIFE_MS,
        closable: true,
      })
    })
    return () => sub.unsubscribe()
  }, [bell, t])
  return <Toast ref={toast} position="top-right" className="notice-toasts" />
}

export function MessagingProvider({
  user,
  children,
}: {
  user: MessagingUser | undefined
  children: ReactNode
}) {
  return (
    <BellActor.Provider>
      <BellSession user={user} />
      <NoticeToasts />
      {children}
    </BellActor.Provider>
  )
}
