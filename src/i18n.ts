// i18next with en, zh, es and ja; one namespace per area. Language: the saved setting, else
// the browser's, default English (SPEC.md section 1). The settings machine owns the saved
// language; the detector only reads the browser's. The entry bundles what the login page
// needs (common, session); the signed-in chunk adds the shell's namespaces
// (src/locales/shell-resources.ts).
import i18next from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE_CODES, type LanguageCode } from './machines/shell/settings.machine.ts'
import { resources } from './locales/resources.ts'

export const LANGUAGES = LANGUAGE_CODES
export type Language = LanguageCode

function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : lng
}

export async function initI18n(saved: LanguageCode | null) {
  i18next.on('languageChanged', syncDocumentLanguage)
  await i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ...(saved ? { lng: saved } : {}),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: { order: ['navigator'], caches: [] },
    })
  syncDocumentLanguage(i18next.resolvedLanguage ?? 'en')
}

/** A saved language, or null to follow the browser again. */
export function applyLanguage(language: LanguageCode | null): Promise<unknown> {
  return i18next.changeLanguage(language ?? undefined)
}
