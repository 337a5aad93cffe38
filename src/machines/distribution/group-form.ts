// The group form (groups page dialog): its draft, its checks with the contract's limits, and
// the saveDistributionGroup request it sends.
import { NAME_MAX, REMARK_MAX } from '../../../contract/distribution.constants.ts'
import type { GroupItem } from '../../../contract/distribution.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'
import { checkText } from './field-checks.ts'

export type GroupDraft = { groupId: number | undefined; name: string; remark: string }

export const GROUP_LIMITS = { name: NAME_MAX, remark: REMARK_MAX }

export function groupDraftOf(group?: GroupItem): GroupDraft {
  return group
    ? { groupId: group.groupId, name: group.name, remark: group.remark }
    : { groupId: undefined, name: '', remark: '' }
}

export function validateGroup(v: GroupDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkText(errors, 'name', v.name, { required: true, max: NAME_MAX })
  checkText(errors, 'remark', v.remark, { max: REMARK_MAX })
  return errors
}

export function toGroupRequest(v: GroupDraft): { groupId?: number; name: string; remark: string } {
  return {
    ...(v.groupId !== undefined ? { groupId: v.groupId } : {}),
    name: v.name.trim(),
    remark: v.remark.trim(),
  }
}
