// The signed-in frame: a lazily loaded chunk with the shell's own texts.
import { useSelector } from '../shared/actors.ts'
import { PrimeReactProvider, ariaLabel } from 'primereact/api'
import i18next from 'i18next'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { prepareFormatter } from '../../../contract/format/date-time.ts'
import { registerShellLocales } from '../../locales/shell-resources.ts'
import { useRoutingRef } from '../../root-context.tsx'
import { findPage } from '../../routes/route-access.ts'
import { ROUTE_TABLE } from '../../routes/route-table.ts'
import { MessagingProvider } from '../messages/messaging-provider.tsx'
import { AppLayout } from './app-layout.tsx'
import { loaderFor, rememberedLoader } from './page-loaders.ts'
// The page pattern every page is built from (.page, .page-header, forms, lists, notices): loaded
// with the frame, so a page looks the same opened cold or after another page (docs/decisions.md).
import '../shared/list-pattern.css'

registerShellLocales()

/** Loads the code of the page at `path`, if any (sign-in-preload.ts: the landing page). */
export function preloadPage(path: string): Promise<unknown> {
  const page = findPage(ROUTE_TABLE, path)
  return page ? rememberedLoader(loaderFor(page.route))() : Promise.resolve()
}

/**
 * Accessibility fixes for every PrimeReact component of a kind, made once here (the signed-in
 * frame holds every PrimeReact component; the login page uses none, and stays without this API):
 * - Dropdown draws a hidden native `select` (for forms) and a chevron with role="button",
 *   neither of which takes focus: the focusable combobox beside them is what a screen reader
 *   should meet, named by the field's label. A disabled Dropdown says so to assistive
 *   technology too (its dimmed text is then exempt from the contrast rule, as WCAG allows).
 * - Checkbox (DataTable's select-all) and InputSwitch put role="checkbox" on their wrapper
 *   around a native checkbox: one control announced twice, the outer without a state.
 */
const PRIME_REACT = {
  pt: {
    dropdown: {
      root: ({ props }: { props: { disabled?: boolean } }) => ({
        'aria-disabled': props.disabled || undefined,
      }),
      select: { 'aria-hidden': true },
      trigger: { 'aria-hidden': true },
    },
    checkbox: { root: { role: undefined } },
    // DataTable's select-all box and the paginator's page-size dropdown read their labels from
    // private copies of PrimeReact's English locale ("All items unselected", "Jump to Page
    // Dropdown"), out of reach of addLocale: given here from the locale the interface language
    // chose (calendar-locale.ts), the select-all box naming the action as the row boxes do.
    paginator: {
      RPPDropdown: { input: () => ({ 'aria-label': ariaLabel('rowsPerPageLabel', {}) }) },
    },
    datatable: {
      column: {
        headerCheckbox: {
          root: () => ({ 'aria-label': ariaLabel('selectAll', {}) }),
          input: () => ({ 'aria-label': ariaLabel('selectAll', {}) }),
        },
      },
    },
    inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
  },
}

/** Runs `work` once the frame is idle after its first render (within 3 s), in a task of its own. */
function useWhenIdle(work: () => void) {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(work, { timeout: 3000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(work, 1000)
    return () => clearTimeout(id)
  }, [work])
}

/**
 * PrimeReact's Dialog (with its icons, about 7 kB gzip) is not part of the frame: the first screen
 * shows none, and the dashboard keeps within its budget. Most pages open dialogs, so it is
 * fetched once the frame is idle after its first render, and pages find it loaded
 * (scripts/budgets.json counts it in the routes' baseline).
 */
const loadDialogCode = () => void import('../shared/dialog-code.ts')

/**
 * Every list writes dates: the interface language's date formatter is built while the page
 * waits for its data, not inside the render of its first rows (prepareFormatter).
 */
const prepareDates = () => prepareFormatter(i18next.resolvedLanguage ?? 'en')

export default function SignedInApp() {
  const { t, i18n } = useTranslation()
  useWhenIdle(loadDialogCode)
  useWhenIdle(prepareDates)
  // The guard and the menu read the same filtered routes: wait for them.
  const ready = useSelector(useRoutingRef(), (s) => s.hasTag('ready'))
  if (!ready)
    return (
      <div className="app-loading" role="status">
        <span className="pi pi-spin pi-spinner" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    )
  return (
    // The provider sets PrimeReact's locale from its own `locale` when it mounts ('en' when
    // none), which undid calendar-locale.ts's choice: every PrimeReact text was English. It is
    // given the interface language (one of PrimeReact's registered locales); later switches are
    // calendar-locale.ts's.
    <PrimeReactProvider value={{ ...PRIME_REACT, locale: (i18n.resolvedLanguage ?? 'en').slice(0, 2) }}>
      <MessagingProvider>
        <AppLayout />
      </MessagingProvider>
    </PrimeReactProvider>
  )
}
