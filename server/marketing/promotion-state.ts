// Marketing rules that are not SQL: the state a merchant sees (not started, running, ended,
// stopped), derived from the stored status and the app clock (`now`), and which kinds each
// page's group holds (price promotions, or limit-purchase rules).

import {
  type AnyPromotionKind,
  PROMOTION_KINDS,
  type PromotionState,
} from '../../contract/marketing.constants.ts'

/** Price promotions, or limit-purchase rules: each page and its calls see one group only. */
export type PromotionGroup = 'PRICE' | 'LIMIT'

export const KINDS_OF: Record<PromotionGroup, readonly AnyPromotionKind[]> = {
  PRICE: PROMOTION_KINDS,
  LIMIT: ['LIMIT_PURCHASE'],
}

export const NOT_FOUND = 'marketing.noSuchPromotion'

/** The state of a stored promotion at `now` (see PROMOTION_STATES). */
export function stateOf(status: string, startAt: string, endAt: string, now: string): PromotionState {
  if (status === 'CANCELLED') return 'STOPPED'
  if (status === 'ENDED' || endAt <= now) return 'ENDED'
  if (status === 'ACTIVE' && startAt <= now) return 'RUNNING'
  return 'NOT_STARTED'
}
