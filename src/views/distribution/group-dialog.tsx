// Creates or edits a group (groups page), through the one form pattern: the limits are shown
// at the fields and a value beyond them is refused there, never cut.
import './distribution-locales.ts'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import type { GroupItem } from '../../../contract/distribution.schema.ts'
import {
  GROUP_LIMITS,
  groupDraftOf,
  toGroupRequest,
  validateGroup,
} from '../../machines/distribution/group-form.ts'
import * as api from '../../services/distribution.api.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'

export function GroupDialog({
  group,
  onDone,
  onCancel,
}: {
  /** The group to edit; a new one when undefined. */
  group: GroupItem | undefined
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('distribution')
  const form = useDialogForm({
    values: groupDraftOf(group),
    validate: validateGroup,
    submit: (v) => api.saveDistributionGroup({ ...toGroupRequest(v) }),
    onSubmitted: onDone,
    ns: 'distribution',
  })
  const v = form.values
  return (
    <FormDialog
      title={group ? t('groups.editTitle') : t('groups.createTitle')}
      confirmLabel={t('actions.save')}
      form={form}
      onCancel={onCancel}
    >
      <FormField
        id="group-name"
        label={t('fields.name')}
        error={form.message('name')}
        counter={{ length: v.name.trim().length, max: GROUP_LIMITS.name }}
      >
        <InputText value={v.name} onChange={(e) => form.change({ name: e.target.value })} />
      </FormField>
      <FormField
        id="group-remark"
        label={t('fields.remark')}
        error={form.message('remark')}
        counter={{ length: v.remark.trim().length, max: GROUP_LIMITS.remark }}
      >
        <InputText value={v.remark} onChange={(e) => form.change({ remark: e.target.value })} />
      </FormField>
    </FormDialog>
  )
}
