// Export of the filtered order list, with a progress bar while the chunks come in.
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { ProgressBar } from 'primereact/progressbar'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../shared/date-time.ts'
import { usePageToast } from '../shared/page-toast.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import { fetchAllForExport, saveAsXlsx } from './order-export.ts'
import type { OrderListFilters } from './order-filters.ts'

export function OrderExportButton({ list }: { list: PagedListRef }) {
  const { t } = useTranslation('orders')
  const { show } = usePageToast()
  const filters = useSelector(list, (s) => s.context.query.filters as OrderListFilters)
  const [progress, setProgress] = useState<{ done: number; total: number } | undefined>()
  const abort = useRef<AbortController | undefined>(undefined)
  const run = async () => {
    abort.current = new AbortController()
    setProgress({ done: 0, total: 0 })
    try {
      const rows = await fetchAllForExport(
        filters,
        (done, total) => setProgress({ done, total }),
        abort.current.signal,
      )
      const stamp = new Date().toISOString().slice(0, 10)
      await saveAsXlsx(rows, t, (iso) => (iso ? formatDateTime(iso) : ''), `orders-${stamp}.xlsx`)
      show('success', t('list.exported', { count: rows.length }))
    } catch (error) {
      show(
        'error',
        t('list.exportFailed', { message: error instanceof Error ? error.message : String(error) }),
      )
    } finally {
      setProgress(undefined)
    }
  }
  if (progress) {
    const value = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0
    return (
      <div className="order-export" role="status">
        <span>{t('list.exporting', { done: progress.done, total: progress.total })}</span>
        <ProgressBar value={value} aria-label={t('export.progressLabel')} />
      </div>
    )
  }
  return (
    <Button
      type="button"
      label={t('list.export')}
      icon="pi pi-download"
      outlined
      size="small"
      onClick={run}
    />
  )
}
