// Which book a settlement page shows: the same page is mounted under /financial-settlement
// (trade) and /repair-settlement (repair); the route it is opened on decides.
import { useState } from 'react'
import { useLocation } from 'wouter'
import { addDays, businessDayStart, isIsoDate } from '../../../contract/business-time.ts'
import { SETTLEMENT_BASE_PATH, type SettlementKind } from '../../../contract/finance.constants.ts'

export function kindOfPath(path: string): SettlementKind {
  return path.startsWith(SETTLEMENT_BASE_PATH.repair) ? 'repair' : 'trade'
}

/** Read once, when the page mounts: a cached page keeps its book while another route shows. */
export function useSettlementKind(): { kind: SettlementKind; base: string } {
  const [location] = useLocation()
  const [kind] = useState(() => kindOfPath(location))
  return { kind, base: SETTLEMENT_BASE_PATH[kind] }
}

/** 'YYYY-MM-DD' → the instant its business day starts, or undefined (an empty or bad date). */
export function dayStart(date: string): string | undefined {
  return isIsoDate(date) ? businessDayStart(date) : undefined
}

/** The instant the day after `date` starts: the exclusive end of a range, or undefined. */
export function dayAfter(date: string): string | undefined {
  return isIsoDate(date) ? businessDayStart(addDays(date, 1)) : undefined
}
