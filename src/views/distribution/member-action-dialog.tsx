// The member changes of the members page in one dialog: remark, rank, groups, salesman (one
// member, or the selected ones for rank and salesman). What each starts from, checks and
// sends is member-action-form's; this dialog renders the field of the action and makes the call.
import './distribution-locales.ts'
import { Dropdown } from 'primereact/dropdown'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { useTranslation } from 'react-i18next'
import type { GroupItem, MemberItem, RankItem, SalesmanItem } from '../../../contract/distribution.schema.ts'
import {
  MEMBER_ACTION_LIMITS,
  type MemberActionRequest,
  NO_SALESMAN,
  memberActionChecks,
  memberActionDraft,
  toMemberActionRequest,
} from '../../machines/distribution/member-action-form.ts'
import type { MemberDialogKind } from '../../machines/distribution/members-page.machine.ts'
import * as api from '../../services/distribution.api.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'

export interface MemberActionDialogProps {
  kind: MemberDialogKind
  members: MemberItem[]
  ranks: RankItem[]
  groups: GroupItem[]
  salesmen: SalesmanItem[]
  onDone: () => void
  onCancel: () => void
}

function send(r: MemberActionRequest): Promise<unknown> {
  switch (r.call) {
    case 'saveDistributionMemberRemark':
      return api.saveDistributionMemberRemark(r.memberId, r.remark)
    case 'saveDistributionMemberRank':
      return api.saveDistributionMemberRank(r.memberIds, r.rankId)
    case 'saveDistributionMemberToGroups':
      return api.saveDistributionMemberToGroups(r.memberId, r.groupIds)
    case 'updateDistributionMemberSalesmanId':
      return api.updateDistributionMemberSalesmanId(r.memberIds, r.salesmanId)
  }
}

const TITLE = {
  remark: 'members.remarkTitle',
  rank: 'members.rankTitle',
  groups: 'members.groupsTitle',
  salesman: 'members.salesmanTitle',
} as const

export function MemberActionDialog({
  kind,
  members,
  ranks,
  groups,
  salesmen,
  onDone,
  onCancel,
}: MemberActionDialogProps) {
  const { t } = useTranslation('distribution')
  const form = useDialogForm({
    values: memberActionDraft(members),
    validate: memberActionChecks(kind),
    submit: (v) => send(toMemberActionRequest(kind, members, v)),
    onSubmitted: onDone,
    ns: 'distribution',
  })
  const v = form.values
  return (
    <FormDialog
      title={t(TITLE[kind], { name: members[0]?.name, count: members.length })}
      confirmLabel={t('actions.save')}
      form={form}
      onCancel={onCancel}
    >
      {kind === 'remark' && (
        <FormField
          id="member-remark"
          label={t('fields.remark')}
          error={form.message('remark')}
          counter={{ length: v.remark.trim().length, max: MEMBER_ACTION_LIMITS.remark }}
        >
          <InputTextarea
            value={v.remark}
            rows={3}
            onChange={(e) => form.change({ remark: e.target.value })}
          />
        </FormField>
      )}
      {kind === 'rank' && (
        <FormField id="member-rank" label={t('fields.rank')} error={form.message('rankId')}>
          <Dropdown
            value={v.rankId}
            options={ranks.map((r) => ({ label: r.name, value: r.rankId }))}
            onChange={(e) => form.change({ rankId: e.value })}
          />
        </FormField>
      )}
      {kind === 'groups' && (
        <FormField id="member-groups" label={t('fields.groups')} error={form.message('groupIds')}>
          <MultiSelect
            value={v.groupIds}
            options={groups.map((g) => ({ label: g.name, value: g.groupId }))}
            onChange={(e) => form.change({ groupIds: e.value })}
            display="chip"
          />
        </FormField>
      )}
      {kind === 'salesman' && (
        <FormField id="member-salesman" label={t('fields.salesman')} error={form.message('salesmanId')}>
          <Dropdown
            value={v.salesmanId}
            options={[
              { label: t('fields.none'), value: NO_SALESMAN },
              ...salesmen.map((s) => ({ label: `${s.name} (${s.phone})`, value: s.salesmanId })),
            ]}
            onChange={(e) => form.change({ salesmanId: e.value })}
          />
        </FormField>
      )}
    </FormDialog>
  )
}
