// The signed-in frame: a lazily loaded chunk with the shell's own texts.
import { useSelector } from '../shared/actors.ts'
import { PrimeReactProvider } from 'primereact/api'
import { useTranslation } from 'react-i18next'
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
    inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
  },
}

export default function SignedInApp() {
  const { t } = useTranslation()
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
    <PrimeReactProvider value={PRIME_REACT}>
      <MessagingProvider>
        <AppLayout />
      </MessagingProvider>
    </PrimeReactProvider>
  )
}
