// The sub-user form's data scope (issue 33): whether the person sees all of the merchant's
// members and orders or only its own customers, and which of the merchant's salesmen
// (distribution) it is, whose members are its own customers. A new form shows its roles'
// default until the merchant chooses.
import { Dropdown } from 'primereact/dropdown'
import { RadioButton } from 'primereact/radiobutton'
import { useTranslation } from 'react-i18next'
import { DATA_SCOPES, type DataScope, defaultDataScope } from '../../../contract/account.constants.ts'
import type { PermissionCatalogue } from '../../../contract/account.schema.ts'
import { getPermissionCatalogue } from '../../services/account.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { useLoad } from '../shared/use-load.ts'

export function DataScopeEditor({
  userLoginId,
  roles,
  dataScope,
  salesmanId,
  scopeError,
  salesmanError,
  onChange,
}: {
  /** The sub-user's own id (undefined: a new one), so its own salesman is not shown as taken. */
  userLoginId: string | undefined
  roles: readonly string[]
  dataScope: DataScope | null
  salesmanId: number | null
  scopeError: string | undefined
  salesmanError: string | undefined
  onChange: (change: { dataScope?: DataScope; salesmanId?: number | null }) => void
}) {
  const { t } = useTranslation('account')
  const catalogue = useLoad<PermissionCatalogue>((signal) => getPermissionCatalogue(signal))
  if (catalogue.error)
    return (
      <ErrorNotice
        text={t('permissions.loadFailed', { message: catalogue.error.message })}
        onRetry={catalogue.retry}
        retryLabel={t('actions.retry')}
      />
    )
  if (!catalogue.data) return <p>{t('loading')}</p>
  const fallback = defaultDataScope(roles)
  const scope = dataScope ?? fallback
  const options = [
    { value: null, label: t('scope.noSalesman'), disabled: false },
    ...catalogue.data.salesmen.map((s) => {
      const taken = s.userLoginId !== null && s.userLoginId !== userLoginId
      return {
        value: s.salesmanId,
        label: taken
          ? t('scope.linkedTo', { name: s.name })
          : s.enabled === 1
            ? s.name
            : t('scope.disabled', { name: s.name }),
        disabled: taken,
      }
    }),
  ]
  return (
    <div className="data-scope">
      <div className="data-scope__choices">
        {DATA_SCOPES.map((value) => (
          <div className="account-role" key={value}>
            <RadioButton
              inputId={`sub-user-scope-${value}`}
              name="sub-user-scope"
              value={value}
              checked={scope === value}
              onChange={() => onChange({ dataScope: value })}
            />
            <label htmlFor={`sub-user-scope-${value}`}>{t(`scope.${value}`)}</label>
          </div>
        ))}
        {scopeError && (
          <small id="sub-user-scope-error" className="p-error" role="alert">
            {scopeError}
          </small>
        )}
      </div>
      {roles.length > 0 && dataScope === null && (
        <p className="permission-note">{t('scope.roleDefault', { scope: t(`scope.${fallback}`) })}</p>
      )}
      {scope === 'ownCustomers' && <p className="permission-note">{t('scope.ownCustomersHint')}</p>}
      <FormField
        id="sub-user-salesman"
        label={t('scope.salesman')}
        error={salesmanError}
        hint={t('scope.salesmanHint')}
      >
        <Dropdown
          value={salesmanId}
          options={options}
          optionLabel="label"
          optionValue="value"
          optionDisabled="disabled"
          onChange={(e) => onChange({ salesmanId: (e.value as number | null) ?? null })}
        />
      </FormField>
      {scope === 'ownCustomers' && salesmanId === null && (
        <p className="permission-note" role="status">
          {t('scope.noSalesmanWarning')}
        </p>
      )}
      <p className="permission-note">{t('scope.effect')}</p>
    </div>
  )
}
