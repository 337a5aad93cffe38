// The account page's one-time codes (issue 36): turn them on (the server's new key shown for an
// authenticator app, with its otpauth:// link; a code from the app confirms it), then the ten
// recovery codes shown once; when on, new recovery codes or turning them off, each with a current
// code. No QR image: the project has no QR library (docs/decisions/account.md).
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TotpSecretOffer, TotpStatus } from '../../../contract/session.schema.ts'
import type { FieldErrors } from '../../machines/shared/form.machine.ts'
import {
  confirmTotpEnrolment,
  disableTotp,
  getTotpStatus,
  newRecoveryCodes,
  startTotpEnrolment,
} from '../../services/totp.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { SaveNotice } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import { useLoad } from '../shared/use-load.ts'

interface CodeDraft extends Record<string, unknown> {
  code: string
  action: 'confirm' | 'recoveryCodes' | 'disable'
}

const validateCode = (v: CodeDraft): FieldErrors =>
  v.code.trim() === '' ? { code: { reason: 'required' } } : {}

function RecoveryCodeList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('account')
  return (
    <section className="totp-recovery" aria-labelledby="totp-recovery-title">
      <h3 id="totp-recovery-title">{t('totp.recoveryTitle')}</h3>
      <p>{t('totp.recoveryIntro')}</p>
      <ul className="totp-recovery__codes" aria-label={t('totp.recoveryList')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button type="button" label={t('totp.recoveryDone')} icon="pi pi-check" onClick={onDone} />
    </section>
  )
}

function CodeField({ form }: { form: ReturnType<typeof useForm<CodeDraft, unknown>> }) {
  const { t } = useTranslation('account')
  return (
    <FormField id="totp-code" label={t('totp.code')} error={form.message('code')} hint={t('totp.codeHint')}>
      <InputText
        value={form.values.code}
        autoComplete="one-time-code"
        onChange={(e) => form.change({ code: e.target.value })}
      />
    </FormField>
  )
}

export function TotpSection() {
  const { t } = useTranslation('account')
  const toast = usePageToast()
  const status = useLoad<TotpStatus>(getTotpStatus)
  const [offer, setOffer] = useState<TotpSecretOffer>()
  const [shownCodes, setShownCodes] = useState<readonly string[]>()
  const start = useForm<Record<string, never>, TotpSecretOffer>({
    values: {},
    submit: (_, signal) => startTotpEnrolment(signal),
    onSubmitted: setOffer,
    guardUnsaved: false,
    ns: 'account',
  })
  const form = useForm<CodeDraft, { recoveryCodes: string[] } | null>({
    values: { code: '', action: 'confirm' },
    validate: validateCode,
    submit: (v, signal) =>
      v.action === 'confirm'
        ? confirmTotpEnrolment(v.code, signal)
        : v.action === 'recoveryCodes'
          ? newRecoveryCodes(v.code, signal)
          : disableTotp(v.code, signal),
    onSubmitted: (result, v) => {
      form.reset({ code: '', action: 'confirm' })
      if (v.action === 'confirm') toast.show('success', t('totp.enabled'))
      if (v.action === 'disable') toast.show('success', t('totp.disabled'))
      if (result) setShownCodes(result.recoveryCodes)
      setOffer(undefined)
      status.reload()
    },
    guardUnsaved: false,
    ns: 'account',
  })
  const submitAs = (action: CodeDraft['action']) => form.submit({ ...form.values, action })
  const state = status.data

  return (
    <form
      className="setup-section totp-section"
      aria-labelledby="account-totp-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submitAs(state?.enabled ? 'recoveryCodes' : 'confirm')
      }}
    >
      <h2 id="account-totp-title">{t('totp.title')}</h2>
      <p className="passkeys-section__intro">{t('totp.intro')}</p>
      {status.error ? (
        <ErrorNotice
          text={t('loadFailed', { message: status.error.message })}
          onRetry={status.retry}
          retryLabel={t('actions.retry')}
        />
      ) : !state ? (
        <p>{t('loading')}</p>
      ) : shownCodes ? (
        <RecoveryCodeList codes={shownCodes} onDone={() => setShownCodes(undefined)} />
      ) : state.enabled ? (
        <>
          <p className="totp-section__state">
            {t('totp.on', { count: state.recoveryCodesLeft })}
            {state.required && ` ${t('totp.requiredNote')}`}
          </p>
          <SaveNotice form={form} />
          <div className="setup-form">
            <CodeField form={form} />
          </div>
          <div className="setup-form-actions">
            <Button
              type="button"
              label={t('totp.newRecoveryCodes')}
              icon="pi pi-refresh"
              outlined
              loading={form.busy && form.values.action === 'recoveryCodes'}
              disabled={form.busy}
              onClick={() => submitAs('recoveryCodes')}
            />
            {!state.required && (
              <Button
                type="button"
                label={t('totp.disable')}
                icon="pi pi-times"
                severity="danger"
                outlined
                disabled={form.busy}
                onClick={() => submitAs('disable')}
              />
            )}
          </div>
        </>
      ) : offer ? (
        <>
          <p>{t('totp.addKey')}</p>
          <dl className="totp-section__secret">
            <dt>{t('totp.secret')}</dt>
            <dd>
              <code>{offer.secret}</code>
            </dd>
            <dt>{t('totp.uri')}</dt>
            <dd>
              <a href={offer.uri}>
                <code>{offer.uri}</code>
              </a>
            </dd>
          </dl>
          <SaveNotice form={form} />
          <div className="setup-form">
            <CodeField form={form} />
          </div>
          <div className="setup-form-actions">
            <Button type="submit" label={t('totp.confirm')} icon="pi pi-check" loading={form.busy} />
          </div>
        </>
      ) : (
        <>
          <p className="totp-section__state">{state.required ? t('totp.offRequired') : t('totp.off')}</p>
          <SaveNotice form={start} />
          <div className="setup-form-actions">
            <Button
              type="button"
              label={t('totp.enable')}
              icon="pi pi-shield"
              loading={start.busy}
              onClick={() => start.submit()}
            />
          </div>
        </>
      )}
    </form>
  )
}
