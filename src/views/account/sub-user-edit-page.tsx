// /account-management/editSubUser: a new sub-user (no id) or an existing one
// (?userLoginId=). Sign-in name and first password are set once, on create; name, phone and
// roles (only the three sub-user roles) can be changed later. A bad id shows RecordNotFound.
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { LOGIN_NAME_LENGTH } from '../../../contract/account.constants.ts'
import { subUserRolesFor } from '../../../contract/roles.ts'
import {
  createRequest,
  EMPTY_SUB_USER,
  type SubUserDraft,
  subUserDraft,
  toggleRole,
  updateRequest,
  validateSubUser,
} from '../../machines/account/sub-user-form.ts'
import { createSubUser, getSubUserDetail, updateSubUser } from '../../services/account.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { useForm } from '../shared/use-form.ts'
import { SessionActor } from '../../session-context.tsx'
import { SUB_USER_LIST } from './account-page.tsx'
import { DataScopeEditor } from './data-scope-editor.tsx'
import { NewPasswordField } from './new-password-field.tsx'
import { PermissionEditor } from './permission-editor.tsx'
import './account-locales.ts'
import '../shared/setup-page.css'
import './account.css'

export default function SubUserEditPage() {
  // The page stays mounted while its tab is open: a new id (or none) is a new form.
  const id = new URLSearchParams(useSearch()).get('userLoginId')?.trim() || undefined
  return <SubUserForm key={id ?? ''} id={id} />
}

function SubUserForm({ id }: { id: string | undefined }) {
  const { t } = useTranslation('account')
  const [, navigate] = useLocation()
  const [validate] = useState(() => validateSubUser(id === undefined))
  // The roles this merchant may give: a repair merchant, its repair staff (issue 33).
  const myRoles = SessionActor.useSelector((s) => s.context.user?.roles)
  const givable = subUserRolesFor(myRoles ?? [])
  // The keys held when the page loaded: the editor's summary compares with them.
  const [saved, setSaved] = useState<string[] | null>(null)
  const form = useForm<SubUserDraft>({
    ...(id
      ? {
          load: async (signal) => {
            const detail = await getSubUserDetail(id, signal)
            setSaved(detail.permissions)
            return subUserDraft(detail)
          },
        }
      : { values: EMPTY_SUB_USER }),
    validate,
    submit: (v, signal) =>
      id ? updateSubUser(updateRequest(id, v), signal) : createSubUser(createRequest(v), signal),
    onSubmitted: () => navigate(SUB_USER_LIST),
    ns: 'account',
  })
  const { change } = form
  const changePermissions = useCallback((permissions: string[] | null) => change({ permissions }), [change])
  // The data scope and the salesman the person is, for the merchants that give salespeople (issue 33).
  const givesSalespeople = (givable as readonly string[]).includes('SUB_USER_SALE')
  const title = id ? t('edit.editTitle') : t('edit.createTitle')
  const rolesError = form.message('roles')
  return (
    <RecordFrame title={title} backTo={SUB_USER_LIST} loaded={form.loaded}>
      {() => (
        <section className="page-card" aria-labelledby="sub-user-edit-title">
          <div className="page-card__head">
            <h1 id="sub-user-edit-title">{title}</h1>
          </div>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              form.submit()
            }}
          >
            <ErrorNotice error={form.error} />
            <div className="setup-form">
              <FormField
                id="sub-user-username"
                label={t('fields.username')}
                error={form.message('username')}
                hint={id ? t('edit.usernameFixed') : t('fields.usernameHint', LOGIN_NAME_LENGTH)}
              >
                <InputText
                  value={form.values.username}
                  disabled={id !== undefined}
                  autoComplete="off"
                  onChange={(e) => form.change({ username: e.target.value })}
                />
              </FormField>
              <FormField id="sub-user-name" label={t('fields.name')} error={form.message('name')}>
                <InputText value={form.values.name} onChange={(e) => form.change({ name: e.target.value })} />
              </FormField>
              <FormField id="sub-user-mobile" label={t('fields.mobile')} error={form.message('mobile')}>
                <InputText
                  value={form.values.mobile}
                  inputMode="tel"
                  onChange={(e) => form.change({ mobile: e.target.value })}
                />
              </FormField>
              {!id && (
                <NewPasswordField
                  id="sub-user-password"
                  label={t('fields.initialPassword')}
                  value={form.values.password}
                  error={form.message('password')}
                  onChange={(password) => form.change({ password })}
                />
              )}
              <fieldset
                className="account-roles wide"
                aria-invalid={rolesError ? true : undefined}
                aria-describedby={rolesError ? 'sub-user-roles-error' : undefined}
              >
                <legend>{t('fields.roles')}</legend>
                {givable.map((role) => (
                  <div className="account-role" key={role}>
                    <Checkbox
                      inputId={`sub-user-role-${role}`}
                      checked={form.values.roles.includes(role)}
                      onChange={(e) =>
                        form.change({ roles: toggleRole(form.values.roles, role, e.checked === true) })
                      }
                    />
                    <label htmlFor={`sub-user-role-${role}`}>{t(`roles.${role}`)}</label>
                  </div>
                ))}
                {rolesError && (
                  <small id="sub-user-roles-error" className="p-error" role="alert">
                    {rolesError}
                  </small>
                )}
              </fieldset>
              {givesSalespeople && (
                <fieldset className="account-roles wide">
                  <legend>{t('scope.title')}</legend>
                  <DataScopeEditor
                    userLoginId={id}
                    roles={form.values.roles}
                    dataScope={form.values.dataScope}
                    salesmanId={form.values.salesmanId}
                    scopeError={form.message('dataScope')}
                    salesmanError={form.message('salesmanId')}
                    onChange={change}
                  />
                </fieldset>
              )}
              <fieldset className="account-permissions wide">
                <legend>{t('permissions.title')}</legend>
                <PermissionEditor
                  roles={form.values.roles}
                  permissions={form.values.permissions}
                  saved={saved}
                  error={form.message('permissions')}
                  onChange={changePermissions}
                />
              </fieldset>
            </div>
            <div className="account-form-actions">
              <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={form.busy} />
              <Button
                type="button"
                label={t('actions.cancel')}
                outlined
                onClick={() => navigate(SUB_USER_LIST)}
              />
            </div>
          </form>
        </section>
      )}
    </RecordFrame>
  )
}
