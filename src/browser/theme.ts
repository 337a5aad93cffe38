// Applies the appearance settings to the document at run time: theme colour through the
// --app-primary variable (PrimeReact's theme reads it, see scripts/primereact-theme-variables.ts),
// in the shade of the picked colour that reads at WCAG AA (src/services/contrast.ts),
// size through the root font size (PrimeReact sizes in rem), dark mode through a second theme
// stylesheet loaded lazily from our own bundle the first time it is wanted.
import type { Settings, Size } from '../machines/shell/settings.machine.ts'
import { readablePrimary, textOn } from './contrast.ts'

const ROOT_FONT_SIZE: Record<Size, string> = { small: '12px', medium: '14px', large: '16px' }
const DARK_STYLE_ID = 'app-dark-theme'

let darkWanted = false
let darkCss: Promise<string> | undefined

async function showDarkTheme(): Promise<void> {
  darkCss ??= import('primereact/resources/themes/lara-dark-blue/theme.css?inline').then((m) => m.default)
  const css = await darkCss
  // The user may have switched back while the stylesheet loaded.
  if (!darkWanted || document.getElementById(DARK_STYLE_ID)) return
  const style = document.createElement('style')
  style.id = DARK_STYLE_ID
  style.textContent = css
  document.head.appendChild(style)
}

export function applyAppearance(settings: Pick<Settings, 'themeColor' | 'dark' | 'size'>): void {
  const root = document.documentElement
  const primary = readablePrimary(settings.themeColor, settings.dark)
  root.style.setProperty('--app-primary', primary)
  root.style.setProperty('--app-primary-text', textOn(primary))
  root.style.fontSize = ROOT_FONT_SIZE[settings.size]
  root.classList.toggle('app-dark', settings.dark)
  root.dataset.size = settings.size
  darkWanted = settings.dark
  if (settings.dark) void showDarkTheme()
  else document.getElementById(DARK_STYLE_ID)?.remove()
}
