// A count the server stopped at its cap (a broad search): "1,000+" in the user's language, the
// one way a capped total (paged-table.tsx) and a capped tab count (status-tabs.tsx) read.
import type { TFunction } from 'i18next'

export function cappedCount(t: TFunction<'shared'>, language: string, count: number): string {
  return t('list.totalAtLeast', { total: new Intl.NumberFormat(language).format(count) })
}
