// The messages and announcements texts, bundled with the signed-in chunk (like the shell's)
// instead of the entry, so the login page stays within its budget.
import i18next from 'i18next'
import enAnnouncements from './en/announcements.json'
import enMessages from './en/messages.json'
import esAnnouncements from './es/announcements.json'
import esMessages from './es/messages.json'
import jaAnnouncements from './ja/announcements.json'
import jaMessages from './ja/messages.json'
import zhAnnouncements from './zh/announcements.json'
import zhMessages from './zh/messages.json'

export const messagingResources = {
  en: { messages: enMessages, announcements: enAnnouncements },
  zh: { messages: zhMessages, announcements: zhAnnouncements },
  es: { messages: esMessages, announcements: esAnnouncements },
  ja: { messages: jaMessages, announcements: jaAnnouncements },
} as const

export function registerMessagingLocales(): void {
  for (const [lng, namespaces] of Object.entries(messagingResources)) {
    for (const [ns, resources] of Object.entries(namespaces)) {
      if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, resources)
    }
  }
}
