// Batch shipping (/order-management/waitShipmentOrder): rows typed or imported from a
// spreadsheet (order number, carrier code, tracking number), checked by the server with a
// problem per bad row before anything is written, then shipped with each row's result. The
// spreadsheet library loads only when a file is imported.
import './orders-locales.ts'
import './orders.css'
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import { Message } from 'primereact/message'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { CARRIER_CODES, MAX_BATCH_SHIPMENT_ROWS } from '../../../contract/orders.constants.ts'
import type { BatchShipmentAnswer, BatchShipmentRow } from '../../../contract/orders.schema.ts'
import { batchShipmentMachine } from '../../machines/orders/batch-shipment.machine.ts'
import { parseTypedRows, rowsFromSheet, rowsToText } from '../../machines/orders/batch-rows.ts'
import { readFirstSheet } from '../../browser/spreadsheet.ts'
import * as api from '../../services/orders.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useRefreshMenuCounts } from '../shared/menu-counts.ts'
import { BatchResultsTable } from './batch-results-table.tsx'

async function readSheet(file: File): Promise<BatchShipmentRow[]> {
  return rowsFromSheet(await readFirstSheet(file))
}

export function WaitShipmentOrderPage() {
  const { t } = useTranslation('orders')
  const refreshCounts = useRefreshMenuCounts()
  const [logic] = useState(() =>
    batchShipmentMachine.provide({
      actors: {
        preview: fromPromise<BatchShipmentAnswer, BatchShipmentRow[]>(({ input, signal }) =>
          api.previewBatchShipment(input, signal),
        ),
        ship: fromPromise<BatchShipmentAnswer, BatchShipmentRow[]>(({ input, signal }) =>
          api.batchShipOrders(input, signal),
        ),
      },
      actions: { countsChanged: () => refreshCounts() },
    }),
  )
  const batch = useActorRef(logic)
  const state = useSelector(batch, (s) => s)
  const preset = new URLSearchParams(useSearch()).get('orderNos')
  const [text, setText] = useState(() =>
    preset
      ? preset
          .split(',')
          .filter(Boolean)
          .map((n) => `${n}, , `)
          .join('\n')
      : '',
  )
  const [importing, setImporting] = useState<'reading' | 'failed' | undefined>()
  const file = useRef<HTMLInputElement>(null)
  const textId = useId()
  const busy = state.hasTag('busy')
  const editing = state.matches('editing')

  const onFile = async (f: File | undefined) => {
    if (!f) return
    setImporting('reading')
    try {
      const rows = await readSheet(f)
      setText((old) => [old.trim(), rowsToText(rows)].filter(Boolean).join('\n'))
      setImporting(undefined)
      batch.send({ type: 'batch.edit' })
    } catch {
      setImporting('failed')
    } finally {
      if (file.current) file.current.value = ''
    }
  }

  return (
    <section className="page" aria-labelledby="batch-title">
      <header className="page-header">
        <h1 id="batch-title">{t('routes:pages.waitShipmentOrder')}</h1>
      </header>
      <div className="card batch-rows">
        <p>{t('batch.intro')}</p>
        <p className="order-muted">{t('batch.template', { codes: CARRIER_CODES.join(', ') })}</p>
        <label htmlFor={textId}>{t('batch.rowsLabel')}</label>
        <InputTextarea
          id={textId}
          value={text}
          rows={8}
          placeholder={t('batch.rowsPlaceholder')}
          disabled={!editing && !state.matches('previewed')}
          onChange={(e) => {
            setText(e.target.value)
            if (state.matches('previewed')) batch.send({ type: 'batch.edit' })
          }}
        />
        <div className="batch-actions">
          <input
            ref={file}
            type="file"
            hidden
            accept=".xlsx,.csv"
            aria-label={t('batch.file')}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <Button
            type="button"
            label={t('batch.import')}
            icon="pi pi-upload"
            outlined
            disabled={busy || state.matches('shipped')}
            loading={importing === 'reading'}
            onClick={() => file.current?.click()}
          />
          {editing && (
            <Button
              type="button"
              label={t('batch.check')}
              icon="pi pi-check-square"
              loading={busy}
              onClick={() => batch.send({ type: 'batch.check', rows: parseTypedRows(text) })}
            />
          )}
          {(state.matches('previewed') || state.matches('shipping')) && (
            <Button
              type="button"
              label={t('batch.shipGood', { count: state.context.preview?.okCount ?? 0 })}
              icon="pi pi-send"
              loading={state.matches('shipping')}
              disabled={(state.context.preview?.okCount ?? 0) === 0}
              onClick={() => batch.send({ type: 'batch.ship' })}
            />
          )}
          {state.matches('shipped') && (
            <Button
              type="button"
              label={t('batch.clear')}
              icon="pi pi-refresh"
              outlined
              onClick={() => {
                setText('')
                batch.send({ type: 'batch.restart' })
              }}
            />
          )}
        </div>
        {importing === 'failed' && <Message severity="error" text={t('batch.importFailed')} />}
        {state.context.tooMany && editing && (
          <Message severity="error" text={t('batch.tooMany', { max: MAX_BATCH_SHIPMENT_ROWS })} />
        )}
        <ErrorNotice error={state.context.error} />
      </div>
      {state.context.result ? (
        <BatchResultsTable answer={state.context.result} shipped />
      ) : (
        state.context.preview && <BatchResultsTable answer={state.context.preview} shipped={false} />
      )}
    </section>
  )
}

export default WaitShipmentOrderPage
