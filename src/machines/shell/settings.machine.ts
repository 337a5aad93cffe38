// Layout settings (SPEC.md sections 3, 4 and 9): sidebar open state, language, size, theme
// colour, dark mode, tags view, fixed header, sidebar logo; persisted. Also the device class
// (desktop or mobile by width): below 992 px the sidebar closes and becomes an overlay.
import { assign, fromCallback, setup } from 'xstate'

export const LANGUAGE_CODES = ['en', 'zh', 'es', 'ja'] as const
export type LanguageCode = (typeof LANGUAGE_CODES)[number]
export const SIZES = ['small', 'medium', 'large'] as const
export type Size = (typeof SIZES)[number]

/** The eight predefined theme colours (SPEC.md section 9); the first is the default blue. */
export const THEME_COLORS = [
  '#1890ff',
  '#409eff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959cd',
  '#f5222d',
] as const

/** How many tabs the tab bar may keep open (the pinned dashboard included). */
export const MAX_TABS_RANGE = { min: 3, max: 30 } as const

/** Below this width the device is mobile (SPEC.md section 9). */
export const MOBILE_BREAKPOINT_PX = 992

export interface Settings {
  /** The sidebar's open state on a desktop (collapsed to icons when false). */
  sidebarOpened: boolean
  /** Saved language; null follows the browser (default English). */
  language: LanguageCode | null
  size: Size
  themeColor: string
  dark: boolean
  showSettings: boolean
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  /** Tabs kept open at most; one more closes the least recently used clean tab. */
  maxTabs: number
  /** A chime with the alert of a new order or after-sales request (issue 32); off by default. */
  alertSound: boolean
  /**
   * A desktop notification for those alerts while the tab is out of sight; off by default, and
   * the browser's permission is asked only when the user switches it on.
   */
  desktopAlerts: boolean
}

export const DEFAULT_SETTINGS: Settings = {
  sidebarOpened: true,
  language: null,
  size: 'medium',
  themeColor: THEME_COLORS[0],
  dark: false,
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  maxTabs: 12,
  alertSound: false,
  desktopAlerts: false,
}

/** Saved settings come from storage a user can edit: keep only well-formed values. */
export function sanitizeSettings(saved: unknown): Settings {
  const s = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>
  const bool = (key: keyof Settings) =>
    typeof s[key] === 'boolean' ? (s[key] as boolean) : (DEFAULT_SETTINGS[key] as boolean)
  return {
    sidebarOpened: bool('sidebarOpened'),
    language: LANGUAGE_CODES.includes(s.language as LanguageCode) ? (s.language as LanguageCode) : null,
    size: SIZES.includes(s.size as Size) ? (s.size as Size) : DEFAULT_SETTINGS.size,
    themeColor:
      typeof s.themeColor === 'string' && /^#[0-9a-f]{6}$/i.test(s.themeColor)
        ? s.themeColor.toLowerCase()
        : DEFAULT_SETTINGS.themeColor,
    dark: bool('dark'),
    showSettings: bool('showSettings'),
    tagsView: bool('tagsView'),
    fixedHeader: bool('fixedHeader'),
    sidebarLogo: bool('sidebarLogo'),
    maxTabs:
      Number.isInteger(s.maxTabs) &&
      (s.maxTabs as number) >= MAX_TABS_RANGE.min &&
      (s.maxTabs as number) <= MAX_TABS_RANGE.max
        ? (s.maxTabs as number)
        : DEFAULT_SETTINGS.maxTabs,
    alertSound: bool('alertSound'),
    desktopAlerts: bool('desktopAlerts'),
  }
}

export type Device = 'desktop' | 'mobile'

export interface SettingsContext {
  settings: Settings
  device: Device
  /** The overlay sidebar on a mobile device; never persisted. */
  mobileSidebarOpen: boolean
}

export type SettingsEvent =
  | { type: 'settings.toggleSidebar' }
  | { type: 'settings.closeMobileSidebar' }
  | { type: 'settings.viewportChanged'; mobile: boolean }
  | { type: 'settings.change'; patch: Partial<Settings> }
  | { type: 'settings.reset' }

export interface SettingsInput {
  saved?: unknown
  mobile?: boolean
}

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
  },
  actors: {
    /** Reports `settings.viewportChanged` whenever the width crosses the breakpoint. */
    watchViewport: fromCallback<SettingsEvent>(() => () => {}),
  },
  actions: {
    persist: (_, _settings: Settings) => {},
    /** Theme colour, dark mode and size onto the document. */
    applyAppearance: (_, _settings: Settings) => {},
    applyLanguage: (_, _language: LanguageCode | null) => {},
    changeSettings: assign(({ context }, patch: Partial<Settings>) => ({
      settings: sanitizeSettings({ ...context.settings, ...patch }),
    })),
  },
  guards: {
    isMobile: ({ context }) => context.device === 'mobile',
    changesLanguage: ({ context }, patch: Partial<Settings>) =>
      'language' in patch && patch.language !== context.settings.language,
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({
    settings: sanitizeSettings(input.saved),
    device: input.mobile ? 'mobile' : 'desktop',
    mobileSidebarOpen: false,
  }),
  entry: { type: 'applyAppearance', params: ({ context }) => context.settings },
  invoke: { src: 'watchViewport' },
  on: {
    'settings.toggleSidebar': [
      {
        guard: 'isMobile',
        actions: assign({ mobileSidebarOpen: ({ context }) => !context.mobileSidebarOpen }),
      },
      {
        actions: [
          {
            type: 'changeSettings',
            params: ({ context }) => ({ sidebarOpened: !context.settings.sidebarOpened }),
          },
          { type: 'persist', params: ({ context }) => context.settings },
        ],
      },
    ],
    'settings.closeMobileSidebar': { actions: assign({ mobileSidebarOpen: false }) },
    'settings.viewportChanged': {
      actions: assign(({ event }) => ({
        device: event.mobile ? ('mobile' as const) : ('desktop' as const),
        // A device that becomes mobile starts with the overlay closed (SPEC.md section 4).
        mobileSidebarOpen: false,
      })),
    },
    'settings.change': [
      {
        guard: { type: 'changesLanguage', params: ({ event }) => event.patch },
        actions: [
          { type: 'changeSettings', params: ({ event }) => event.patch },
          { type: 'persist', params: ({ context }) => context.settings },
          { type: 'applyAppearance', params: ({ context }) => context.settings },
          { type: 'applyLanguage', params: ({ context }) => context.settings.language },
        ],
      },
      {
        actions: [
          { type: 'changeSettings', params: ({ event }) => event.patch },
          { type: 'persist', params: ({ context }) => context.settings },
          { type: 'applyAppearance', params: ({ context }) => context.settings },
        ],
      },
    ],
    'settings.reset': {
      actions: [
        // The language stays: resetting the layout should not switch the interface language.
        assign(({ context }) => ({ settings: { ...DEFAULT_SETTINGS, language: context.settings.language } })),
        { type: 'persist', params: ({ context }) => context.settings },
        { type: 'applyAppearance', params: ({ context }) => context.settings },
      ],
    },
  },
})
