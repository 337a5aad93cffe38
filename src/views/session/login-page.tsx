import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { ResultCode, SESSION_ENDED_CODES } from '../../../contract/codes.ts'
import type { SessionError } from '../../machines/session/session.machine.ts'
import { SessionActor } from '../../session-context.tsx'
import { addLocaleBundles } from '../../locales/lazy-locales.ts'
import { LanguagePicker } from '../shared/language-picker.tsx'
import { LoginField, LoginSubmit } from './login-card-controls.tsx'
import { landingPath, prefetchLandingData, preloadSignedInCode } from '../shell/sign-in-preload.ts'
import { useWindowTitle } from '../shared/window-title.ts'

/** A part of the page loaded with the sign-in texts (the first bundle is at its budget). */
const withSignInTexts = <T,>(part: () => Promise<T>) =>
  import('../../locales/sign-in-resources.ts').then(({ signInResources }) => {
    addLocaleBundles('sign-in', signInResources)
    return part()
  })
// The passkey button loads after the form paints; the one-time code step when a sign-in asks.
const SignInExtras = lazy(() => withSignInTexts(() => import('./sign-in-extras.tsx')))
const SecondFactorForm = lazy(() => withSignInTexts(() => import('./second-factor-form.tsx')))

/**
 * The message under the form, if any. Wrong credentials (20001) get the 5 s toast and a
 * transport error its dialog (SPEC.md section 8), so they are not repeated here.
 */
function errorText(error: SessionError, t: (key: string) => string): string | undefined {
  if (error.kind === 'verifyFailed') return t('errors.verifyFailed')
  if (error.kind === 'noPermission') return t('errors.noPermission')
  // Said by the passkey button's own part of the page (sign-in-extras.tsx).
  if (error.kind === 'passkeyFailed') return undefined
  if (error.code === ResultCode.badCredentials || error.code === null) return undefined
  // The rate limit (docs/api.md, 42900): the server says, in the interface language, how long
  // sign-in is paused; the local sentence stands in only if an answer carries no text.
  if (error.code === ResultCode.tooManyRequests) return error.message || t('common:errors.signInPaused')
  // A saved token the server no longer accepts: say so in the user's language.
  if (SESSION_ENDED_CODES.includes(error.code)) return t('common:dialogs.sessionEnded.message')
  return error.message || t('errors.default')
}

// Plain elements wearing PrimeReact's theme classes: the login page is the first paint of the
// product and has the tightest budget (docs/decisions.md).
export function LoginPage() {
  const { t } = useTranslation('session')
  const actor = SessionActor.useActorRef()
  const busy = SessionActor.useSelector((s) => s.hasTag('busy'))
  const error = SessionActor.useSelector((s) => s.context.error)
  const message = error ? errorText(error, t) : undefined
  const codeStep = SessionActor.useSelector((s) => s.hasTag('secondFactor'))
  // A sign-in from this form has its token and asks for the user info: the landing page's data
  // goes beside it (not for a saved token checked at start: that one may be stale).
  const loadingUser = SessionActor.useSelector((s) => s.matches('loadingUser'))
  const submitted = useRef(false)
  const search = useSearch()
  useWindowTitle(t('title'))
  useEffect(() => {
    if (loadingUser && submitted.current) prefetchLandingData(search)
  }, [loadingUser, search])
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const userId = useId()
  const passId = useId()
  const usernameMissing = touched && username.trim() === ''
  const passwordMissing = touched && password === ''

  /** While the user types, the signed-in frame's and the landing page's code load. */
  function preload() {
    void preloadSignedInCode(landingPath(search))
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    preload()
    setTouched(true)
    if (username.trim() === '' || password === '') return
    submitted.current = true
    actor.send({ type: 'session.login', username, password })
  }

  if (codeStep)
    return (
      <main className="login-page">
        <Suspense fallback={null}>
          <SecondFactorForm />
        </Suspense>
      </main>
    )

  return (
    <main className="login-page">
      <form
        className="login-card"
        onSubmit={submit}
        onFocus={preload}
        onInput={preload}
        noValidate
        aria-labelledby="login-title"
      >
        <div className="login-card__head">
          <h1 id="login-title">{t('title')}</h1>
          <LanguagePicker />
        </div>
        {message && (
          <div role="alert" className="p-inline-message p-component p-inline-message-error login-card__error">
            {message}
          </div>
        )}
        <LoginField
          id={userId}
          label={t('fields.username')}
          error={usernameMissing ? t('validation.usernameRequired') : undefined}
          value={username}
          autoComplete="username"
          onValue={setUsername}
        />
        <LoginField
          id={passId}
          label={t('fields.password')}
          error={passwordMissing ? t('validation.passwordRequired') : undefined}
          type="password"
          value={password}
          autoComplete="current-password"
          onValue={setPassword}
        />
        <LoginSubmit label={t('actions.submit')} busy={busy} />
        <Suspense fallback={null}>
          <SignInExtras
            busy={busy}
            passkeyFailed={error?.kind === 'passkeyFailed'}
            onPasskey={() => {
              preload()
              submitted.current = true
              actor.send({ type: 'session.login', username: '', password: '', passkey: true })
            }}
          />
        </Suspense>
      </form>
    </main>
  )
}
