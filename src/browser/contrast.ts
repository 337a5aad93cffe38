// WCAG 2.x contrast for the theme colour. The merchant picks one of eight brand colours
// (SPEC.md section 9); several of them, the default #1890ff among them, read at only 3–4:1
// as text on white or under white text. The app draws with a shade of the picked colour
// that reaches AA (4.5:1) on every surface it meets, so any pick stays readable
// (docs/decisions.md, "Theme colour and contrast").

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5

/**
 * The surfaces the primary colour is drawn on, as text or as a fill under text: card and page
 * ground, in light and dark mode. Keep them equal to --app-card and --app-ground in
 * src/styles/app.css.
 */
export const SURFACES = {
  light: ['#ffffff', '#f0f2f5'],
  dark: ['#1f2937', '#0b1120'],
} as const

const WHITE = '#ffffff'
/** Lara dark's text on primary fills. */
const NEAR_BLACK = '#030712'

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `color` moved `amount` (0–1) of the way to `target`, as CSS color-mix in sRGB does. */
function mix(color: string, target: string, amount: number): string {
  const from = channels(color)
  const to = channels(target)
  return toHex([0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as [number, number, number])
}

/**
 * The shade of the picked colour the app draws with: unchanged when it already reads at AA on
 * every surface of the mode, else darkened (light mode) or lightened (dark mode) in 1% steps
 * until it does.
 */
export function readablePrimary(color: string, dark: boolean): string {
  const surfaces = dark ? SURFACES.dark : SURFACES.light
  const towards = dark ? WHITE : '#000000'
  for (let step = 0; step <= 100; step++) {
    const shade = mix(color, towards, step / 100)
    if (surfaces.every((s) => contrastRatio(shade, s) >= AA_TEXT)) return shade
  }
  return dark ? WHITE : '#000000'
}

/** White, or near-black where white would not read, for text on a `background` fill. */
export function textOn(background: string): string {
  return contrastRatio(WHITE, background) >= AA_TEXT ? WHITE : NEAR_BLACK
}
