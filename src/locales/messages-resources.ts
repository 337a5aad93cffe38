// The messages and announcements texts, registered by the signed-in frame's messaging layer
// (the pattern: lazy-locales.ts).
import enAnnouncements from './en/announcements.json'
import enMessages from './en/messages.json'
import esAnnouncements from './es/announcements.json'
import esMessages from './es/messages.json'
import jaAnnouncements from './ja/announcements.json'
import jaMessages from './ja/messages.json'
import { addLocaleBundles } from './lazy-locales.ts'
import zhAnnouncements from './zh/announcements.json'
import zhMessages from './zh/messages.json'

export const messagesResources = { en: enMessages, zh: zhMessages, es: esMessages, ja: jaMessages } as const
export const announcementsResources = {
  en: enAnnouncements,
  zh: zhAnnouncements,
  es: esAnnouncements,
  ja: jaAnnouncements,
} as const

export function registerMessagingLocales(): void {
  addLocaleBundles('messages', messagesResources)
  addLocaleBundles('announcements', announcementsResources)
}
