// Deletes a salesman (salesmen page). One with members asks what happens to them: reassign
// them to another salesman, or leave them without one (salesman-delete-form holds the rule).
import './distribution-locales.ts'
import { Dropdown } from 'primereact/dropdown'
import { RadioButton } from 'primereact/radiobutton'
import { useTranslation } from 'react-i18next'
import type { SalesmanItem } from '../../../contract/distribution.schema.ts'
import {
  SALESMAN_DELETE_DRAFT,
  salesmanDeleteChecks,
  toSalesmanDeleteChoice,
} from '../../machines/distribution/salesman-delete-form.ts'
import * as api from '../../services/distribution.api.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'

export function DeleteSalesmanDialog({
  salesman,
  others,
  onDone,
  onCancel,
}: {
  salesman: SalesmanItem
  /** The salesmen the members can be reassigned to. */
  others: SalesmanItem[]
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('distribution')
  const form = useDialogForm({
    values: SALESMAN_DELETE_DRAFT,
    validate: salesmanDeleteChecks(salesman),
    submit: (v) => api.deleteSalesman(salesman.salesmanId, toSalesmanDeleteChoice(salesman, v)),
    onSubmitted: onDone,
    ns: 'distribution',
  })
  const v = form.values
  return (
    <FormDialog
      title={t('salesmen.deleteTitle')}
      confirmLabel={t('actions.delete')}
      danger
      form={form}
      onCancel={onCancel}
    >
      {salesman.memberCount > 0 ? (
        <fieldset className="form-grid">
          <legend>
            {t('salesmen.deleteWithMembers', { name: salesman.name, count: salesman.memberCount })}
          </legend>
          <span>
            <RadioButton
              inputId="delete-reassign"
              checked={v.membersAction === 'REASSIGN'}
              onChange={() => form.change({ membersAction: 'REASSIGN' })}
            />{' '}
            <label htmlFor="delete-reassign">{t('salesmen.reassign')}</label>
          </span>
          {v.membersAction === 'REASSIGN' && (
            <FormField id="delete-target" label={t('salesmen.reassignTo')} error={form.message('reassignTo')}>
              <Dropdown
                value={v.reassignTo}
                options={others.map((s) => ({ label: `${s.name} (${s.phone})`, value: s.salesmanId }))}
                onChange={(e) => form.change({ reassignTo: e.value })}
              />
            </FormField>
          )}
          <span>
            <RadioButton
              inputId="delete-unassign"
              checked={v.membersAction === 'UNASSIGN'}
              onChange={() => form.change({ membersAction: 'UNASSIGN' })}
            />{' '}
            <label htmlFor="delete-unassign">{t('salesmen.unassign')}</label>
          </span>
        </fieldset>
      ) : (
        <p>{t('salesmen.deleteMessage', { name: salesman.name })}</p>
      )}
    </FormDialog>
  )
}
