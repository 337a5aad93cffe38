// /account-management/account: the signed-in user's own account. The profile (name, phone,
// avatar) and the password change are two forms on the one form pattern; after a password
// change the page toast says how many other sessions were signed out. Sub-user management is
// one click away (its page is hidden from the menu).
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { PASSWORD_LENGTH } from '../../../contract/account.constants.ts'
import type { EndedSessionsResponse } from '../../../contract/account.schema.ts'
import {
  EMPTY_PASSWORD_DRAFT,
  type PasswordDraft,
  passwordRequest,
  profileDraft,
  validatePasswordChange,
  validateProfile,
} from '../../machines/account/account-form.ts'
import { changeAccountPassword, getAccountInfo, saveAccountInfo } from '../../services/account.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { SaveForm } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import { AvatarField } from './avatar-field.tsx'
import { PasskeysSection } from './passkeys-section.tsx'
import { TotpSection } from './totp-section.tsx'
import './account-locales.ts'
import '../shared/setup-page.css'
import './account.css'
import { pathTo } from '../../routes/paths.ts'

export const SUB_USER_LIST = pathTo('accountManage')

function PasswordForm() {
  const { t } = useTranslation('account')
  const toast = usePageToast()
  const form = useForm<PasswordDraft, EndedSessionsResponse>({
    values: EMPTY_PASSWORD_DRAFT,
    validate: validatePasswordChange,
    submit: (v, signal) => changeAccountPassword(passwordRequest(v), signal),
    onSubmitted: (r) => {
      toast.show(
        'success',
        t('password.changed'),
        t('password.othersSignedOut', { count: r.endedSessions }),
        4000,
      )
      form.reset(EMPTY_PASSWORD_DRAFT)
    },
    ns: 'account',
    secret: true,
  })
  const field = (
    name: 'currentPassword' | 'newPassword' | 'confirmPassword',
    autoComplete: string,
    hint?: string,
  ) => (
    <FormField id={`password-${name}`} label={t(`fields.${name}`)} error={form.message(name)} hint={hint}>
      <InputText
        type="password"
        value={form.values[name]}
        autoComplete={autoComplete}
        onChange={(e) => form.change({ [name]: e.target.value })}
      />
    </FormField>
  )
  return (
    <SaveForm
      form={form}
      labelledBy="account-password-title"
      heading={<h2 id="account-password-title">{t('password.title')}</h2>}
      fields={
        <>
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password', t('fields.passwordHint', PASSWORD_LENGTH))}
          {field('confirmPassword', 'new-password')}
        </>
      }
    />
  )
}

export default function AccountPage() {
  const { t } = useTranslation('account')
  const [, navigate] = useLocation()
  const toast = usePageToast()
  const form = useForm({
    load: async (signal) => profileDraft(await getAccountInfo(signal)),
    validate: validateProfile,
    submit: (v, signal) => saveAccountInfo(v, signal),
    onSubmitted: () => toast.show('success', t('profile.saved')),
    ns: 'account',
  })
  return (
    <section className="page account-page" aria-labelledby="account-title">
      <header className="page-header">
        <h1 id="account-title">{t('title')}</h1>
        <Button
          label={t('subUsers.manage')}
          icon="pi pi-users"
          outlined
          onClick={() => navigate(SUB_USER_LIST)}
        />
      </header>
      <div className="page-card account-sections">
        {form.loadFailed ? (
          <ErrorNotice
            text={t('loadFailed', { message: form.error?.message })}
            onRetry={form.retry}
            retryLabel={t('actions.retry')}
          />
        ) : form.loading ? (
          <p>{t('loading')}</p>
        ) : (
          <SaveForm
            form={form}
            labelledBy="account-profile-title"
            heading={<h2 id="account-profile-title">{t('profile.title')}</h2>}
            fields={
              <>
                <FormField id="account-name" label={t('fields.name')} error={form.message('name')}>
                  <InputText
                    value={form.values.name}
                    onChange={(e) => form.change({ name: e.target.value })}
                  />
                </FormField>
                <FormField id="account-mobile" label={t('fields.mobile')} error={form.message('mobile')}>
                  <InputText
                    value={form.values.mobile}
                    inputMode="tel"
                    onChange={(e) => form.change({ mobile: e.target.value })}
                  />
                </FormField>
                <AvatarField
                  url={form.values.avatar}
                  error={form.message('avatar')}
                  onChange={(avatar) => form.change({ avatar })}
                />
              </>
            }
          />
        )}
        <PasswordForm />
        <PasskeysSection />
        <TotpSection />
      </div>
    </section>
  )
}
