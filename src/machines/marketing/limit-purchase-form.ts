// The limit-purchase rule's form rules for the one form machine: the draft the rule dialog edits
// (one product, the units one buyer may buy, the window), its checks with the contract's limits
// and saveLimitPurchase's body.
import { PER_BUYER_LIMIT, PROMOTION_NAME_MAX } from '../../../contract/marketing.constants.ts'
import type { LimitPurchaseRow, SaveLimitPurchaseRequest } from '../../../contract/marketing.schema.ts'
import { checkInteger, checkText } from '../shared/form-checks.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export interface LimitPurchaseDraft extends Record<string, unknown> {
  name: string
  productId: string
  /** Shown beside the picker; not sent. */
  productName: string
  perBuyerLimit: number | null
  startAt: string
  endAt: string
}

export function emptyLimitRule(now: Date): LimitPurchaseDraft {
  const start = new Date(Math.ceil((now.getTime() + 3_600_000) / 3_600_000) * 3_600_000)
  return {
    name: '',
    productId: '',
    productName: '',
    perBuyerLimit: 1,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
  }
}

export function limitRuleDraft(r: LimitPurchaseRow): LimitPurchaseDraft {
  return {
    name: r.name,
    productId: r.productId,
    productName: r.productName,
    perBuyerLimit: r.perBuyerLimit,
    startAt: r.startAt,
    endAt: r.endAt,
  }
}

export function validateLimitRule(d: LimitPurchaseDraft): FieldErrors {
  const errors: FieldErrors = {}
  checkText(errors, 'name', d.name, PROMOTION_NAME_MAX, true)
  if (!d.productId) errors.productId = { reason: 'required' }
  checkInteger(errors, 'perBuyerLimit', d.perBuyerLimit, PER_BUYER_LIMIT)
  if (!d.startAt) errors.startAt = { reason: 'required' }
  if (!d.endAt) errors.endAt = { reason: 'required' }
  else if (d.startAt && Date.parse(d.endAt) <= Date.parse(d.startAt))
    errors.endAt = { reason: 'endBeforeStart' }
  return errors
}

export function limitRuleRequest(id: string | undefined, d: LimitPurchaseDraft): SaveLimitPurchaseRequest {
  return {
    ...(id ? { id } : {}),
    name: d.name.trim(),
    productId: d.productId,
    perBuyerLimit: d.perBuyerLimit ?? 0,
    startAt: d.startAt,
    endAt: d.endAt,
  }
}
