// Export of the filtered order list through the export machine: the button, then while the
// chunks come in "n of total" with a progress bar and a stop button; the outcome in the toast.
import { useActorRef, useSelector } from '../shared/actors.ts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { OrderExportChunk, OrderExportRow } from '../../../contract/orders.schema.ts'
import {
  type ExportChunkInput,
  exportPercent,
  orderExportMachine,
} from '../../machines/orders/order-export.machine.ts'
import * as api from '../../services/orders.api.ts'
import { ExportButton, ExportProgress } from '../shared/export-progress.tsx'
import { useOutcomeToast, usePageToast } from '../shared/page-toast.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import { saveAsXlsx } from './order-export.ts'
import type { OrderListFilters } from './order-filters.ts'

export function OrderExportButton({ list }: { list: PagedListRef }) {
  const { t } = useTranslation('orders')
  const { show } = usePageToast()
  const filters = useSelector(list, (s) => s.context.query.filters as OrderListFilters)
  // The spreadsheet's headings follow the language at the time it is written.
  const tRef = useRef(t)
  tRef.current = t
  const [logic] = useState(() =>
    orderExportMachine.provide({
      actors: {
        fetchChunk: fromPromise<OrderExportChunk, ExportChunkInput>(({ input, signal }) =>
          api.exportOrderList(
            { ...input.filters, limit: input.limit, ...(input.cursor ? { cursor: input.cursor } : {}) },
            signal,
          ),
        ),
        save: fromPromise<void, { rows: OrderExportRow[] }>(({ input }) =>
          saveAsXlsx(input.rows, (key) => tRef.current(key)),
        ),
      },
    }),
  )
  const exporter = useActorRef(logic)
  const busy = useSelector(exporter, (s) => s.hasTag('busy'))
  const done = useSelector(exporter, (s) => s.context.rows.length)
  const total = useSelector(exporter, (s) => s.context.total)
  const outcome = useSelector(exporter, (s) => s.context.outcome)
  useOutcomeToast(outcome, show, (o) =>
    o.kind === 'exported'
      ? ['success', t('list.exported', { count: o.count })]
      : o.kind === 'failed'
        ? ['error', t('list.exportFailed', { message: o.error.message })]
        : undefined,
  )

  if (busy)
    return (
      <ExportProgress
        text={t('list.exporting', { done, total })}
        percent={exportPercent(done, total)}
        progressLabel={t('export.progressLabel')}
        stopLabel={t('export.stop')}
        onStop={() => exporter.send({ type: 'export.cancel' })}
      />
    )
  return (
    <ExportButton label={t('list.export')} onClick={() => exporter.send({ type: 'export.start', filters })} />
  )
}
