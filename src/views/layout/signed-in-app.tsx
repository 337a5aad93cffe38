// The signed-in frame: a lazily loaded chunk with the shell's own texts.
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { registerShellLocales } from '../../locales/shell-resources.ts'
import { useRoutingRef, useSessionRef } from '../../root-context.tsx'
import { MessagingProvider } from '../message/messaging-provider.tsx'
import { AppLayout } from './app-layout.tsx'

registerShellLocales()

export default function SignedInApp() {
  const { t } = useTranslation()
  // The guard and the menu read the same filtered routes: wait for them.
  const ready = useSelector(useRoutingRef(), (s) => s.hasTag('ready'))
  // The bell, its poller and the notice toasts live as long as the signed-in frame.
  const user = useSelector(useSessionRef(), (s) => s.context.user)
  if (!ready)
    return (
      <div className="app-loading" role="status">
        <span className="pi pi-spin pi-spinner" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    )
  return (
    <MessagingProvider user={user}>
      <AppLayout />
    </MessagingProvider>
  )
}
