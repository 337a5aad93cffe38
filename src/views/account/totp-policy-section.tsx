// Account management's sign-in requirement (issue 36): whether the merchant's main account and
// its sub-accounts must give a one-time code after the password. A login that must and has none
// turns codes on at its next sign-in (the server leads it there).
import { Checkbox } from 'primereact/checkbox'
import { useTranslation } from 'react-i18next'
import type { TotpPolicy } from '../../../contract/session.schema.ts'
import { getTotpPolicy, saveTotpPolicy } from '../../services/totp.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { SaveForm } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'

export function TotpPolicySection() {
  const { t } = useTranslation('account')
  const toast = usePageToast()
  const form = useForm<TotpPolicy & Record<string, unknown>, TotpPolicy>({
    load: (signal) => getTotpPolicy(signal),
    submit: (v, signal) => saveTotpPolicy({ requireMain: v.requireMain, requireSub: v.requireSub }, signal),
    onSubmitted: () => toast.show('success', t('totp.policySaved')),
    ns: 'account',
  })
  if (form.loadFailed)
    return (
      <ErrorNotice
        text={t('loadFailed', { message: form.error?.message })}
        onRetry={form.retry}
        retryLabel={t('actions.retry')}
      />
    )
  if (form.loading) return <p>{t('loading')}</p>
  const box = (name: 'requireMain' | 'requireSub') => (
    <div className="field-checkbox">
      <Checkbox
        inputId={`totp-policy-${name}`}
        checked={form.values[name]}
        onChange={(e) => form.change({ [name]: e.checked === true })}
      />
      <label htmlFor={`totp-policy-${name}`}>{t(`totp.${name}`)}</label>
    </div>
  )
  return (
    <div className="page-card totp-policy">
      <SaveForm
        form={form}
        labelledBy="totp-policy-title"
        heading={
          <>
            <h2 id="totp-policy-title">{t('totp.policyTitle')}</h2>
            <p>{t('totp.policyIntro')}</p>
          </>
        }
        fields={
          <>
            {box('requireMain')}
            {box('requireSub')}
          </>
        }
      />
    </div>
  )
}
