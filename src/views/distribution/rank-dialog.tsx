// Creates or edits a rank (ranks page), through the one form pattern: the limits are shown at
// the fields and a value beyond them is refused there, never cut or clamped.
import './distribution-locales.ts'
import { Checkbox } from 'primereact/checkbox'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import type { RankItem } from '../../../contract/distribution.schema.ts'
import {
  RANK_LIMITS,
  rankDraftOf,
  toRankRequest,
  validateRank,
} from '../../machines/distribution/rank-form.ts'
import * as api from '../../services/distribution.api.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField, useLimitHint } from '../shared/form-field.tsx'

export function RankDialog({
  rank,
  onDone,
  onCancel,
}: {
  /** The rank to edit; a new one when undefined. */
  rank: RankItem | undefined
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('distribution')
  const hint = useLimitHint()
  const form = useDialogForm({
    values: rankDraftOf(rank),
    validate: validateRank,
    submit: (v) => api.saveDistributionRank({ ...toRankRequest(v) }),
    onSubmitted: onDone,
    ns: 'distribution',
  })
  const v = form.values
  return (
    <FormDialog
      title={rank ? t('ranks.editTitle') : t('ranks.createTitle')}
      confirmLabel={t('actions.save')}
      form={form}
      onCancel={onCancel}
    >
      <FormField
        id="rank-name"
        label={t('fields.name')}
        error={form.message('name')}
        counter={{ length: v.name.trim().length, max: RANK_LIMITS.name }}
      >
        <InputText value={v.name} onChange={(e) => form.change({ name: e.target.value })} />
      </FormField>
      <FormField
        id="rank-discount"
        label={t('fields.discount')}
        error={form.message('discountPermille')}
        hint={`${hint(RANK_LIMITS.discountPermille)} · ${t('ranks.discountHint')}`}
      >
        <InputNumber
          value={v.discountPermille}
          useGrouping={false}
          onChange={(e) => form.change({ discountPermille: e.value ?? null })}
        />
      </FormField>
      <FormField
        id="rank-sort"
        label={t('fields.sort')}
        error={form.message('sort')}
        hint={hint(RANK_LIMITS.sort)}
      >
        <InputNumber
          value={v.sort}
          useGrouping={false}
          onChange={(e) => form.change({ sort: e.value ?? null })}
        />
      </FormField>
      <div className="form-field">
        <span>
          <Checkbox
            inputId="rank-default"
            checked={v.isDefault === 1}
            onChange={(e) => form.change({ isDefault: e.checked ? 1 : 0 })}
          />{' '}
          <label htmlFor="rank-default">{t('fields.isDefault')}</label>
        </span>
      </div>
      <FormField
        id="rank-remark"
        label={t('fields.remark')}
        error={form.message('remark')}
        counter={{ length: v.remark.trim().length, max: RANK_LIMITS.remark }}
      >
        <InputText value={v.remark} onChange={(e) => form.change({ remark: e.target.value })} />
      </FormField>
    </FormDialog>
  )
}
