// One dialog for the member changes of the members page: remark, rank, groups, salesman
// (one member or the selected ones). Submits through the shared form pattern.
import './distribution-locales.ts'
import { Dropdown } from 'primereact/dropdown'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GroupItem, MemberItem, RankItem, SalesmanItem } from '../../../contract/distribution.schema.ts'
import * as api from '../../services/distribution.api.ts'
import { ConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'

export type MemberAction = 'remark' | 'rank' | 'groups' | 'salesman'

export interface MemberActionDialogProps {
  action: MemberAction | undefined
  members: MemberItem[]
  ranks: RankItem[]
  groups: GroupItem[]
  salesmen: SalesmanItem[]
  onDone: () => void
  onCancel: () => void
}

const NONE = 0

export function MemberActionDialog({
  action,
  members,
  ranks,
  groups,
  salesmen,
  onDone,
  onCancel,
}: MemberActionDialogProps) {
  const { t } = useTranslation('distribution')
  const fieldMessage = useFieldMessage()
  const first = members[0]
  const [remark, setRemark] = useState('')
  const [rankId, setRankId] = useState<number | undefined>(undefined)
  const [groupIds, setGroupIds] = useState<number[]>([])
  const [salesmanId, setSalesmanId] = useState<number>(NONE)

  const form = useFormSubmit(async (v: { action: MemberAction }) => {
    const ids = members.map((m) => m.memberId)
    if (v.action === 'remark' && first) return api.saveDistributionMemberRemark(first.memberId, remark)
    if (v.action === 'rank' && rankId !== undefined) return api.saveDistributionMemberRank(ids, rankId)
    if (v.action === 'groups' && first) return api.saveDistributionMemberToGroups(first.memberId, groupIds)
    return api.updateDistributionMemberSalesmanId(ids, salesmanId === NONE ? null : salesmanId)
  }, onDone)
  const { reset } = form

  // Each time the dialog opens, start from the member's current values.
  useEffect(() => {
    if (!action) return
    reset()
    setRemark(first?.remark ?? '')
    setRankId(members.length === 1 ? first?.rank?.id : undefined)
    setGroupIds(first?.groups.map((g) => g.id) ?? [])
    setSalesmanId(members.length === 1 ? (first?.salesman?.id ?? NONE) : NONE)
  }, [action, first, members.length, reset])

  const submit = () => {
    if (action === 'rank' && rankId === undefined) return form.check({ rankId: 'required' })
    if (action) form.send({ action })
  }
  const title =
    action === 'remark'
      ? t('members.remarkTitle', { name: first?.name })
      : action === 'rank'
        ? t('members.rankTitle', { count: members.length })
        : action === 'groups'
          ? t('members.groupsTitle', { name: first?.name })
          : t('members.salesmanTitle', { count: members.length })

  return (
    <ConfirmDialog
      visible={action !== undefined}
      title={title}
      confirmLabel={t('actions.save')}
      busy={form.busy}
      onConfirm={submit}
      onCancel={onCancel}
    >
      <ErrorNotice error={form.error} />
      {action === 'remark' && (
        <FormField
          id="member-remark"
          label={t('fields.remark')}
          error={fieldMessage(form.fieldErrors.remark)}
        >
          <InputTextarea
            value={remark}
            rows={3}
            maxLength={500}
            onChange={(e) => {
              setRemark(e.target.value)
              form.edit('remark')
            }}
          />
        </FormField>
      )}
      {action === 'rank' && (
        <FormField id="member-rank" label={t('fields.rank')} error={fieldMessage(form.fieldErrors.rankId)}>
          <Dropdown
            value={rankId}
            options={ranks.map((r) => ({ label: r.name, value: r.rankId }))}
            onChange={(e) => {
              setRankId(e.value)
              form.edit('rankId')
            }}
          />
        </FormField>
      )}
      {action === 'groups' && (
        <FormField
          id="member-groups"
          label={t('fields.groups')}
          error={fieldMessage(form.fieldErrors.groupIds)}
        >
          <MultiSelect
            value={groupIds}
            options={groups.map((g) => ({ label: g.name, value: g.groupId }))}
            onChange={(e) => setGroupIds(e.value)}
            display="chip"
          />
        </FormField>
      )}
      {action === 'salesman' && (
        <FormField
          id="member-salesman"
          label={t('fields.salesman')}
          error={fieldMessage(form.fieldErrors.salesmanId)}
        >
          <Dropdown
            value={salesmanId}
            options={[
              { label: t('fields.none'), value: NONE },
              ...salesmen.map((s) => ({ label: `${s.name} (${s.phone})`, value: s.salesmanId })),
            ]}
            onChange={(e) => setSalesmanId(e.value)}
          />
        </FormField>
      )}
    </ConfirmDialog>
  )
}
