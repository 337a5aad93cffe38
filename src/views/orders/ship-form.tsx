// The shipment form: carrier, tracking number (checked here and by the server) and the
// quantity of each line to ship now (all that is left, by default; less ships part).
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CARRIER_CODES, isTrackingNo, TRACKING_NO } from '../../../contract/orders.constants.ts'
import type { OrderDetail, OrderLine } from '../../../contract/orders.schema.ts'
import type { ShipValues } from '../../machines/orders/order.machine.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import type { OrderRef } from './use-order.ts'

const left = (l: OrderLine) => l.quantity - l.shippedQuantity

export function ShipForm({ order, detail }: { order: OrderRef; detail: OrderDetail }) {
  const { t } = useTranslation('orders')
  const fieldMessage = useFieldMessage('orders')
  const busy = useSelector(order, (s) => s.matches('submitting'))
  const serverField = useSelector(order, (s) => s.context.fieldError)
  const [carrierCode, setCarrier] = useState<string>('')
  const [trackingNo, setTracking] = useState('')
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(detail.lines.map((l) => [l.orderLineId, left(l)])),
  )
  const [checked, setChecked] = useState<Record<string, string | undefined>>({})
  const open = detail.lines.filter((l) => left(l) > 0)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problems: Record<string, string | undefined> = {
      carrierCode: carrierCode ? undefined : 'unknownCarrier',
      trackingNo:
        trackingNo.trim() === '' ? 'required' : isTrackingNo(trackingNo.trim()) ? undefined : 'trackingNo',
      lines: open.some((l) => (quantities[l.orderLineId] ?? 0) > 0) ? undefined : 'nothingSelected',
    }
    setChecked(problems)
    if (Object.values(problems).some(Boolean)) return
    const everything = open.every((l) => quantities[l.orderLineId] === left(l))
    const values: ShipValues = {
      carrierCode,
      trackingNo: trackingNo.trim(),
      ...(everything
        ? {}
        : {
            lines: open
              .filter((l) => (quantities[l.orderLineId] ?? 0) > 0)
              .map((l) => ({ orderLineId: l.orderLineId, quantity: quantities[l.orderLineId] ?? 0 })),
          }),
    }
    order.send({ type: 'order.ship', values })
  }
  const errorOf = (field: string) => {
    if (checked[field]) return fieldMessage(checked[field])
    if (serverField && (serverField.field === field || serverField.field.startsWith(`${field}.`)))
      return fieldMessage(serverField)
    return undefined
  }
  const linesError = checked.lines ? t('shipment.nothingSelected') : errorOf('lines')

  return (
    <form className="card" onSubmit={submit} aria-label={t('shipment.title')} noValidate>
      <div className="order-form">
        <FormField id="ship-carrier" label={t('fields.carrier')} error={errorOf('carrierCode')}>
          <Dropdown
            value={carrierCode}
            options={CARRIER_CODES.map((c) => ({ value: c, label: t(`carriers.${c}`) }))}
            onChange={(e) => setCarrier(e.value)}
            placeholder={t('fields.carrier')}
          />
        </FormField>
        <FormField
          id="ship-tracking"
          label={t('fields.trackingNo')}
          hint={t('fields.trackingHint')}
          error={errorOf('trackingNo')}
        >
          <InputText
            value={trackingNo}
            maxLength={TRACKING_NO.max}
            onChange={(e) => setTracking(e.target.value)}
          />
        </FormField>
      </div>
      <h3 className="order-subheading">{t('shipment.linesLabel')}</h3>
      <p className="order-muted">{t('shipment.partialHint')}</p>
      <DataTable
        value={open}
        dataKey="orderLineId"
        size="small"
        pt={{ table: { 'aria-label': t('shipment.linesLabel') } }}
      >
        <Column field="productName" header={t('fields.product')} />
        <Column field="skuSpec" header={t('fields.spec')} />
        <Column header={t('fields.left')} body={(l: OrderLine) => left(l)} />
        <Column
          header={t('fields.toShip')}
          body={(l: OrderLine) => (
            <InputNumber
              value={quantities[l.orderLineId] ?? 0}
              min={0}
              max={left(l)}
              showButtons
              size={4}
              aria-label={`${t('fields.toShip')}: ${l.productName}`}
              onValueChange={(e) => setQuantities((q) => ({ ...q, [l.orderLineId]: e.value ?? 0 }))}
            />
          )}
        />
      </DataTable>
      {linesError && (
        <small className="p-error" role="alert">
          {linesError}
        </small>
      )}
      <ErrorNotice error={useSelector(order, (s) => (s.matches('ready') ? s.context.error : undefined))} />
      <div className="batch-actions">
        <Button type="submit" label={t('actions.confirmShip')} icon="pi pi-send" loading={busy} />
      </div>
    </form>
  )
}
