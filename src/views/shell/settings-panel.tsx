import { useSelector } from '../shared/actors.ts'
import { InputSwitch } from 'primereact/inputswitch'
import { Sidebar } from 'primereact/sidebar'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_TABS_RANGE, type Settings, SIZES, THEME_COLORS } from '../../machines/shell/settings.machine.ts'
import { useSettingsRef } from '../../root-context.tsx'
import { LanguagePicker } from '../shared/language-picker.tsx'
import { registerSettingsLocales } from '../../locales/settings-resources.ts'

registerSettingsLocales()

type Flag = 'dark' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'alertSound'

function Switch({ flag, label }: { flag: Flag; label: string }) {
  const settings = useSettingsRef()
  const value = useSelector(settings, (s) => s.context.settings[flag])
  const id = useId()
  return (
    <div className="settings-panel__row">
      <label htmlFor={id}>{label}</label>
      <InputSwitch
        inputId={id}
        checked={value}
        onChange={(e) =>
          settings.send({ type: 'settings.change', patch: { [flag]: e.value } as Partial<Settings> })
        }
      />
    </div>
  )
}

/**
 * Desktop notifications for new orders and after-sales requests. Switching on asks the browser
 * for its permission (the only place the product ever asks); a refusal leaves the switch off and
 * says why, since only the browser's own site settings can undo it.
 */
function DesktopAlertsSwitch({ label }: { label: string }) {
  const { t } = useTranslation('settings')
  const settings = useSettingsRef()
  const value = useSelector(settings, (s) => s.context.settings.desktopAlerts)
  const [refusal, setRefusal] = useState<string | undefined>()
  const id = useId()
  const hintId = useId()
  const change = async (on: boolean) => {
    setRefusal(undefined)
    if (on) {
      const { askDesktopPermission } = await import('../../services/live-alerts.ts')
      const permission = await askDesktopPermission()
      if (permission !== 'granted') {
        setRefusal(
          t(permission === 'unsupported' ? 'desktopUnsupported' : 'desktopBlocked'),
        )
        return
      }
    }
    settings.send({ type: 'settings.change', patch: { desktopAlerts: on } })
  }
  return (
    <div>
      <div className="settings-panel__row">
        <label htmlFor={id}>{label}</label>
        <InputSwitch
          inputId={id}
          checked={value}
          aria-describedby={refusal ? hintId : undefined}
          onChange={(e) => void change(Boolean(e.value))}
        />
      </div>
      {refusal && (
        <p id={hintId} className="settings-panel__hint" role="alert">
          {refusal}
        </p>
      )}
    </div>
  )
}

/** How many tabs stay open. Only a whole number in range is sent; anything else goes back on blur. */
function TabLimitField({ label, hint }: { label: string; hint: string }) {
  const settings = useSettingsRef()
  const maxTabs = useSelector(settings, (s) => s.context.settings.maxTabs)
  const [text, setText] = useState(String(maxTabs))
  // A reset of the settings shows the new value.
  useEffect(() => setText(String(maxTabs)), [maxTabs])
  const id = useId()
  const hintId = useId()
  return (
    <div>
      <div className="settings-panel__row">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="p-inputtext p-component settings-panel__number"
          min={MAX_TABS_RANGE.min}
          max={MAX_TABS_RANGE.max}
          step={1}
          value={text}
          aria-describedby={hintId}
          onChange={(e) => {
            setText(e.target.value)
            const value = e.target.valueAsNumber
            if (Number.isInteger(value) && value >= MAX_TABS_RANGE.min && value <= MAX_TABS_RANGE.max)
              settings.send({ type: 'settings.change', patch: { maxTabs: value } })
          }}
          onBlur={() => setText(String(maxTabs))}
        />
      </div>
      <p id={hintId} className="settings-panel__hint">
        {hint}
      </p>
    </div>
  )
}

/** The settings panel of SPEC.md section 2: theme colour, tags view, fixed header, sidebar logo; plus dark mode, size and language. */
export default function SettingsPanel({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation('settings')
  const settings = useSettingsRef()
  const themeColor = useSelector(settings, (s) => s.context.settings.themeColor)
  const size = useSelector(settings, (s) => s.context.settings.size)
  const colorsId = useId()
  const sizeId = useId()
  return (
    <Sidebar
      visible={visible}
      position="right"
      onHide={onHide}
      className="settings-panel"
      header={<h2 className="settings-panel__title">{t('title')}</h2>}
      ariaCloseLabel={t('common:actions.close')}
    >
      <section className="settings-panel__section">
        <h3>{t('appearance')}</h3>
        <fieldset className="settings-panel__fieldset">
          <legend>{t('themeColor')}</legend>
          <div className="settings-panel__colors">
            {THEME_COLORS.map((color) => (
              <label key={color} className="settings-panel__swatch" style={{ background: color }}>
                <input
                  type="radio"
                  name={colorsId}
                  className="settings-panel__radio"
                  checked={themeColor === color}
                  aria-label={t('color', { color })}
                  onChange={() => settings.send({ type: 'settings.change', patch: { themeColor: color } })}
                />
                {themeColor === color && <span className="pi pi-check" aria-hidden="true" />}
              </label>
            ))}
          </div>
        </fieldset>
        <Switch flag="dark" label={t('dark')} />
      </section>
      <section className="settings-panel__section">
        <h3>{t('layout')}</h3>
        <Switch flag="tagsView" label={t('tagsView')} />
        <Switch flag="fixedHeader" label={t('fixedHeader')} />
        <Switch flag="sidebarLogo" label={t('sidebarLogo')} />
        <TabLimitField
          label={t('maxTabs')}
          hint={t('maxTabsHint', { min: MAX_TABS_RANGE.min, max: MAX_TABS_RANGE.max })}
        />
        <fieldset className="settings-panel__fieldset settings-panel__row">
          <legend className="settings-panel__inline-legend">{t('size')}</legend>
          <div className="p-selectbutton p-buttonset p-component settings-panel__sizes">
            {SIZES.map((s) => (
              <label key={s} className={`p-button p-component${size === s ? ' p-highlight' : ''}`}>
                <input
                  type="radio"
                  name={sizeId}
                  className="settings-panel__radio"
                  checked={size === s}
                  onChange={() => settings.send({ type: 'settings.change', patch: { size: s } })}
                />
                <span className="p-button-label">{t(`sizes.${s}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="settings-panel__row">
          <span>{t('common:language.label')}</span>
          <LanguagePicker />
        </div>
      </section>
      <section className="settings-panel__section">
        <h3>{t('alerts')}</h3>
        <p className="settings-panel__hint">{t('alertsHint')}</p>
        <Switch flag="alertSound" label={t('alertSound')} />
        <DesktopAlertsSwitch label={t('desktopAlerts')} />
      </section>
      <button
        type="button"
        className="p-button p-component p-button-outlined settings-panel__reset"
        onClick={() => settings.send({ type: 'settings.reset' })}
      >
        <span className="pi pi-replay p-button-icon-left" aria-hidden="true" />
        <span className="p-button-label">{t('reset')}</span>
      </button>
    </Sidebar>
  )
}
