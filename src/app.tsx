// The access guard (SPEC.md section 2): /login and /auth-redirect are public; every other
// path needs a signed-in user, else /login?redirect=<wanted path>. The signed-in frame is a
// lazily loaded chunk, so the login page stays small.
import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import { FORBIDDEN_PATH, LOGIN_PATH, NOT_FOUND_PATH } from './routes/route-table.ts'
import { REDIRECT_PREFIX } from './machines/shell/tabs.machine.ts'
import { SessionActor } from './session-context.tsx'
import { AppDialogs } from './views/shared/app-dialogs.tsx'
import { StatusPage } from './views/shared/status-page.tsx'
import { LoginPage } from './views/session/login-page.tsx'
import { lazyLoaded } from './views/shell/loaded-lazy.ts'
import { loadSignedInApp, preloadSignedInCode } from './views/shell/sign-in-preload.ts'

/** Only same-site paths: never send the user to another origin after sign-in. */
export function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get('redirect')
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/'
}

function loginWithRedirect(path: string, search: string): string {
  const wanted = search ? `${path}?${search}` : path
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`
}

function Loading() {
  const { t } = useTranslation()
  return (
    <div className="app-loading" role="status">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  )
}

function LoginRoute() {
  const signedIn = SessionActor.useSelector((s) => s.hasTag('signedIn'))
  const search = useSearch()
  if (signedIn) return <Redirect to={safeRedirect(search)} replace />
  return <LoginPage />
}

/** A landing for links that carry a sign-in target: signed in, go there; else sign in first. */
function AuthRedirectRoute() {
  const signedIn = SessionActor.useSelector((s) => s.hasTag('signedIn'))
  const busy = SessionActor.useSelector((s) => s.hasTag('busy'))
  const search = useSearch()
  if (busy) return <Loading />
  const target = safeRedirect(search)
  if (signedIn) return <Redirect to={target} replace />
  return <Redirect to={`${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`} replace />
}

// Loaded ahead while the user types on the login page (sign-in-preload.ts).
const SignedInApp = lazyLoaded(loadSignedInApp)

function Guarded() {
  const [location] = useLocation()
  const search = useSearch()
  const signedIn = SessionActor.useSelector((s) => s.hasTag('signedIn'))
  const busy = SessionActor.useSelector((s) => s.hasTag('busy'))
  const restoring = SessionActor.useSelector((s) => s.matches('loadingUser'))
  // A saved session is being checked: the frame's and this page's code load beside the check.
  useEffect(() => {
    if (restoring) void preloadSignedInCode(location)
  }, [restoring, location])
  if (busy) return <Loading />
  if (!signedIn) {
    // The public status pages; a refresh link re-enters the guard with its target.
    if (location === FORBIDDEN_PATH) return <StatusPage kind="forbidden" signedIn={false} />
    if (location === NOT_FOUND_PATH) return <StatusPage kind="notFound" signedIn={false} />
    if (location.startsWith(`${REDIRECT_PREFIX}/`))
      return <Redirect to={loginWithRedirect(location.slice(REDIRECT_PREFIX.length), search)} replace />
    return <Redirect to={loginWithRedirect(location, search)} replace />
  }
  return (
    <Suspense fallback={<Loading />}>
      <SignedInApp />
    </Suspense>
  )
}

export function App() {
  return (
    <>
      <Switch>
        <Route path={LOGIN_PATH} component={LoginRoute} />
        <Route path="/auth-redirect" component={AuthRedirectRoute} />
        <Route component={Guarded} />
      </Switch>
      <AppDialogs />
    </>
  )
}
