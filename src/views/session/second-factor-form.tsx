// The login page's one-time code step (issue 36): after a right password for a login with codes
// on (vueUserLogin's 40100), the code form; when the merchant requires codes and the login has
// none yet, the key to add to an authenticator app first; after such an enrolment, the recovery
// codes, shown once. The session machine holds the step (secondFactor, verifyingSecondFactor,
// showingRecoveryCodes); this part only sends. Loaded only when the step comes, with the
// sign-in texts (login-page.tsx registers them first).
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SessionActor } from '../../session-context.tsx'
import { LoginField, LoginSubmit } from './login-card-controls.tsx'
import './second-factor-form.css'

function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('sign-in')
  const actor = SessionActor.useActorRef()
  return (
    <section className="login-card" aria-labelledby="recovery-codes-title">
      <h1 id="recovery-codes-title">{t('recoveryCodes.title')}</h1>
      <p>{t('recoveryCodes.intro')}</p>
      <ul className="recovery-codes" aria-label={t('recoveryCodes.list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="p-button p-component login-card__submit"
        onClick={() => actor.send({ type: 'session.recoveryCodesKept' })}
      >
        <span className="p-button-label">{t('recoveryCodes.kept')}</span>
      </button>
    </section>
  )
}

export default function SecondFactorForm() {
  const { t } = useTranslation('sign-in')
  const actor = SessionActor.useActorRef()
  const busy = SessionActor.useSelector((s) => s.hasTag('busy'))
  const step = SessionActor.useSelector((s) => s.context.secondFactor)
  const recoveryCodes = SessionActor.useSelector((s) => s.context.recoveryCodes)
  const error = SessionActor.useSelector((s) => s.context.error)
  const [code, setCode] = useState('')
  const [touched, setTouched] = useState(false)
  const codeId = useId()
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />
  const missing = touched && code.trim() === ''
  const enrol = step?.enrol ?? null

  function submit(e: FormEvent) {
    e.preventDefault()
    setTouched(true)
    if (code.trim() === '') return
    actor.send({ type: 'session.secondFactor', code })
  }

  return (
    <form className="login-card" onSubmit={submit} noValidate aria-labelledby="second-factor-title">
      <h1 id="second-factor-title">{t('secondFactor.title')}</h1>
      {error?.kind === 'server' && (
        <div role="alert" className="p-inline-message p-component p-inline-message-error login-card__error">
          {error.message}
        </div>
      )}
      {enrol ? (
        <>
          <p>{t('secondFactor.enrolIntro')}</p>
          <dl className="totp-secret">
            <dt>{t('secondFactor.secret')}</dt>
            <dd>
              <code>{enrol.secret}</code>
            </dd>
            <dt>{t('secondFactor.uri')}</dt>
            <dd>
              <code>{enrol.uri}</code>
            </dd>
          </dl>
        </>
      ) : (
        <p>{t('secondFactor.intro')}</p>
      )}
      <LoginField
        id={codeId}
        label={t('secondFactor.code')}
        error={missing ? t('secondFactor.codeRequired') : undefined}
        value={code}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        onValue={setCode}
      />
      <LoginSubmit label={t('secondFactor.submit')} busy={busy} />
      <button
        type="button"
        className="p-button p-component p-button-text login-card__submit"
        disabled={busy}
        onClick={() => actor.send({ type: 'session.cancelSecondFactor' })}
      >
        <span className="p-button-label">{t('secondFactor.back')}</span>
      </button>
    </form>
  )
}
