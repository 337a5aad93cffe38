// The rank form (ranks page dialog): its draft, its checks with the contract's limits, and the
// saveDistributionRank request it sends.
import {
  DISCOUNT_PERMILLE,
  NAME_MAX,
  RANK_SORT,
  REMARK_MAX,
} from '../../../contract/distribution.constants.ts'
import type { RankItem } from '../../../contract/distribution.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'
import { checkText, checkWholeNumber } from './field-checks.ts'

export type RankDraft = {
  rankId: number | undefined
  name: string
  /** null while the field is empty. */
  discountPermille: number | null
  isDefault: 0 | 1
  sort: number | null
  remark: string
}

export const RANK_LIMITS = {
  name: NAME_MAX,
  remark: REMARK_MAX,
  discountPermille: DISCOUNT_PERMILLE,
  sort: RANK_SORT,
}

/** A new rank starts at the distribution price, not the default, sorted first. */
export function rankDraftOf(rank?: RankItem): RankDraft {
  if (!rank)
    return {
      rankId: undefined,
      name: '',
      discountPermille: DISCOUNT_PERMILLE.max,
      isDefault: 0,
      sort: 0,
      remark: '',
    }
  return {
    rankId: rank.rankId,
    name: rank.name,
    discountPermille: rank.discountPermille,
    isDefault: rank.isDefault ? 1 : 0,
    sort: rank.sort,
    remark: rank.remark,
  }
}

export function validateRank(v: RankDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkText(errors, 'name', v.name, { required: true, max: NAME_MAX })
  checkWholeNumber(errors, 'discountPermille', v.discountPermille, DISCOUNT_PERMILLE)
  checkWholeNumber(errors, 'sort', v.sort, RANK_SORT)
  checkText(errors, 'remark', v.remark, { max: REMARK_MAX })
  return errors
}

export interface RankSave {
  rankId?: number
  name: string
  discountPermille: number
  isDefault: 0 | 1
  sort: number
  remark: string
}

/** The request of a draft that passed validateRank. */
export function toRankRequest(v: RankDraft): RankSave {
  return {
    ...(v.rankId !== undefined ? { rankId: v.rankId } : {}),
    name: v.name.trim(),
    discountPermille: v.discountPermille ?? DISCOUNT_PERMILLE.max,
    isDefault: v.isDefault,
    sort: v.sort ?? 0,
    remark: v.remark.trim(),
  }
}
