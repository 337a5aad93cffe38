// The buyer's after-sale request form: the item (a line that shipped), refund only or return and
// refund, how many, how much (yuan) and why. The browser checks what the server checks
// (src/machines/purchases/after-sale-form.ts); a refused field shows at the field.
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputTextarea } from 'primereact/inputtextarea'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import {
  MAX_PURCHASE_AFTER_SALE_REASON_LENGTH,
  PURCHASE_AFTER_SALE_KINDS,
} from '../../../contract/purchases.constants.ts'
import {
  type AfterSaleDraft,
  afterSaleValuesOf,
  askableLines,
  checkAfterSale,
  initialAfterSale,
  withLine,
} from '../../machines/purchases/after-sale-form.ts'
import type { FieldProblem } from '../../machines/shared/order-record.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { MoneyInput } from '../shared/money-input.tsx'
import type { PurchaseRef } from './use-purchase.ts'

export function AfterSaleDialog({ purchase }: { purchase: PurchaseRef }) {
  const { t } = useTranslation('purchases')
  const id = useId()
  const fieldMessage = useFieldMessage('purchases')
  const order = useSelector(purchase, (s) => s.context.order)
  const busy = useSelector(purchase, (s) => s.matches('submitting'))
  const serverField = useSelector(purchase, (s) => s.context.fieldError)
  const error = useSelector(purchase, (s) => s.context.error)
  const lines = order?.lines ?? []
  const [draft, setDraft] = useState<AfterSaleDraft>(() => initialAfterSale(lines))
  const [checked, setChecked] = useState<FieldProblem | undefined>()
  const problem = checked ?? serverField
  const messageAt = (field: string) => {
    if (problem?.field !== field) return undefined
    if (problem.reason === 'overPaid' && problem.max !== undefined)
      return t('validation.overPaid', { max: formatYuan(problem.max) })
    if (problem.reason === 'overReturnable') return t('validation.overReturnable')
    return fieldMessage(problem)
  }
  const line = lines.find((l) => l.orderLineId === draft.orderLineId)
  const set = (next: Partial<AfterSaleDraft>) => {
    setChecked(undefined)
    setDraft({ ...draft, ...next })
  }
  const submit = (e?: FormEvent) => {
    e?.preventDefault()
    const found = checkAfterSale(draft, lines)
    setChecked(found)
    if (!found) purchase.send({ type: 'purchase.submitAfterSale', values: afterSaleValuesOf(draft) })
  }
  const close = () => purchase.send({ type: 'purchase.close' })
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('actions.close')} outlined onClick={close} disabled={busy} />
      <Button type="submit" form={`${id}-form`} label={t('actions.submit')} loading={busy} />
    </div>
  )
  return (
    <Dialog
      header={t('detail.afterSaleTitle', { orderNo: order?.orderNo ?? '' })}
      visible
      onHide={close}
      footer={footer}
      modal
      style={{ width: 'min(36rem, 94vw)' }}
    >
      <form id={`${id}-form`} className="purchase-form" onSubmit={submit} noValidate>
        <ErrorNotice error={serverField ? undefined : error} />
        <FormField id={`${id}-line`} label={t('fields.line')} error={messageAt('orderLineId')}>
          <Dropdown
            value={draft.orderLineId}
            options={askableLines(lines).map((l) => ({
              label: `${l.productName}${l.skuSpec ? ` · ${l.skuSpec}` : ''}`,
              value: l.orderLineId,
            }))}
            onChange={(e) => {
              setChecked(undefined)
              setDraft(withLine(draft, lines, String(e.value)))
            }}
          />
        </FormField>
        <FormField id={`${id}-kind`} label={t('fields.kind')}>
          <Dropdown
            value={draft.afterSaleKind}
            options={PURCHASE_AFTER_SALE_KINDS.map((k) => ({ label: t(`afterSaleKind.${k}`), value: k }))}
            onChange={(e) => set({ afterSaleKind: e.value })}
          />
        </FormField>
        <FormField
          id={`${id}-quantity`}
          label={t('fields.quantity')}
          error={messageAt('quantity')}
          hint={
            line
              ? t('detail.afterSaleHint', {
                  quantity: line.afterSaleQuantityLeft,
                  amount: formatYuan(line.afterSaleAmountLeft),
                })
              : undefined
          }
        >
          <InputNumber
            value={draft.quantity}
            min={0}
            useGrouping={false}
            onValueChange={(e) => set({ quantity: e.value ?? null })}
          />
        </FormField>
        <FormField id={`${id}-amount`} label={t('fields.refundAmount')} error={messageAt('refundAmount')}>
          <MoneyInput fen={draft.refundAmount} onFenChange={(fen) => set({ refundAmount: fen })} />
        </FormField>
        <FormField
          id={`${id}-reason`}
          label={t('fields.reason')}
          error={messageAt('reason')}
          counter={{ length: draft.reason.length, max: MAX_PURCHASE_AFTER_SALE_REASON_LENGTH }}
        >
          <InputTextarea rows={3} value={draft.reason} onChange={(e) => set({ reason: e.target.value })} />
        </FormField>
      </form>
    </Dialog>
  )
}
