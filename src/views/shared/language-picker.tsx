import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../i18n.ts'
import { useSettingsRef } from '../../root-context.tsx'

// A native select: the login page must stay within its budget, and PrimeReact's Dropdown
// (with its overlay machinery) alone costs more than the rest of the page.
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const settings = useSettingsRef()
  const id = useId()
  return (
    <span className={`language-picker ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <span className="pi pi-globe language-picker__icon" aria-hidden="true" />
      <select
        id={id}
        className="p-inputtext p-component language-picker__select"
        value={i18n.resolvedLanguage}
        onChange={(e) =>
          settings.send({ type: 'settings.change', patch: { language: e.target.value as Language } })
        }
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </span>
  )
}
