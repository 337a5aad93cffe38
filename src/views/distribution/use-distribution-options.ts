// The merchant's ranks, groups and enabled salesmen, for pickers and filters.
import { useCallback } from 'react'
import * as api from '../../services/distribution.api.ts'
import { useLoad } from '../shared/use-load.ts'

export function useDistributionOptions() {
  const load = useCallback(async (signal: AbortSignal) => {
    const [ranks, groups, salesmen] = await Promise.all([
      api.getRankOptions(signal),
      api.getGroupOptions(signal),
      api.getSalesmanOptions(signal),
    ])
    return { ranks, groups, salesmen }
  }, [])
  const { data, reload } = useLoad(load)
  return { ranks: data?.ranks ?? [], groups: data?.groups ?? [], salesmen: data?.salesmen ?? [], reload }
}
