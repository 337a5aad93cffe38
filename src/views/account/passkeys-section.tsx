// The account page's passkeys (issue 36): the login's own passkeys with when each was made and
// last used, one added from this device under a name, one removed. Its own file: the account
// page gains other sections beside it. The WebAuthn library loads only when a passkey is added.
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import type { PasskeyRow } from '../../../contract/session.schema.ts'
import type { FieldErrors } from '../../machines/shared/form.machine.ts'
import { deletePasskey, getPasskeys, PASSKEY_NAME_MAX, registerPasskey } from '../../services/passkeys.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { SaveNotice } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import { useLoad } from '../shared/use-load.ts'

interface PasskeyDraft extends Record<string, unknown> {
  name: string
}

function validatePasskey(v: PasskeyDraft): FieldErrors {
  const name = v.name.trim()
  if (name === '') return { name: { reason: 'required' } }
  if (name.length > PASSKEY_NAME_MAX) return { name: { reason: 'tooLong', max: PASSKEY_NAME_MAX } }
  return {}
}

function PasskeyItem({ row, onRemoved }: { row: PasskeyRow; onRemoved: () => void }) {
  const { t } = useTranslation('account')
  const toast = usePageToast()
  // Removing is a one-field form of its own (the id): busy, and its failure, per row.
  const form = useForm<{ id: string }>({
    values: { id: row.id },
    submit: (v, signal) => deletePasskey(v.id, signal),
    onSubmitted: () => {
      toast.show('success', t('passkeys.removed', { name: row.name }))
      onRemoved()
    },
    guardUnsaved: false,
    ns: 'account',
  })
  return (
    <li className="passkey-item">
      <span className="pi pi-key" aria-hidden="true" />
      <div className="passkey-item__text">
        <strong>{row.name}</strong>
        <small>
          {t('passkeys.createdAt', { at: formatDateTime(row.createdAt) })}
          {' · '}
          {row.lastUsedAt
            ? t('passkeys.lastUsedAt', { at: formatDateTime(row.lastUsedAt) })
            : t('passkeys.neverUsed')}
        </small>
        <SaveNotice form={form} />
      </div>
      <Button
        type="button"
        label={t('passkeys.remove')}
        aria-label={t('passkeys.removeNamed', { name: row.name })}
        icon="pi pi-trash"
        severity="danger"
        text
        loading={form.busy}
        onClick={() => form.submit()}
      />
    </li>
  )
}

export function PasskeysSection() {
  const { t } = useTranslation('account')
  const toast = usePageToast()
  const list = useLoad(getPasskeys)
  const form = useForm<PasskeyDraft, PasskeyRow>({
    values: { name: '' },
    validate: validatePasskey,
    submit: (v, signal) => registerPasskey(v.name, signal),
    onSubmitted: (row) => {
      toast.show('success', t('passkeys.added', { name: row.name }))
      form.reset({ name: '' })
      list.reload()
    },
    guardUnsaved: false,
    ns: 'account',
  })
  const rows = list.data ?? []
  return (
    <form
      className="setup-section passkeys-section"
      aria-labelledby="account-passkeys-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <h2 id="account-passkeys-title">{t('passkeys.title')}</h2>
      <p className="passkeys-section__intro">{t('passkeys.intro')}</p>
      {list.error ? (
        <ErrorNotice
          text={t('loadFailed', { message: list.error.message })}
          onRetry={list.retry}
          retryLabel={t('actions.retry')}
        />
      ) : list.data === undefined ? (
        <p>{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p className="passkeys-section__empty">{t('passkeys.empty')}</p>
      ) : (
        <ul className="passkey-list" aria-label={t('passkeys.title')}>
          {rows.map((row) => (
            <PasskeyItem key={row.id} row={row} onRemoved={list.reload} />
          ))}
        </ul>
      )}
      <SaveNotice form={form} failedText={(message) => t('passkeys.addFailed', { message })} />
      <div className="setup-form">
        <FormField
          id="passkey-name"
          label={t('passkeys.name')}
          error={form.message('name')}
          hint={t('passkeys.nameHint')}
        >
          <InputText
            value={form.values.name}
            maxLength={PASSKEY_NAME_MAX}
            onChange={(e) => form.change({ name: e.target.value })}
          />
        </FormField>
      </div>
      <div className="setup-form-actions">
        <Button type="submit" label={t('passkeys.add')} icon="pi pi-plus" loading={form.busy} />
      </div>
    </form>
  )
}
