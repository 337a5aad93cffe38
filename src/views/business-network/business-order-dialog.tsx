// Orders from another merchant (createBusinessProductPcOrder) on the one form pattern: a cart of
// several lines from this seller (any of its products on sale), the delivery prefilled from the
// buyer's own business profile, and the price the order will be charged (quoteBusinessOrder, the
// pricing engine of docs/pricing.md), asked again whenever a line changes: the list price struck
// through where a promotion or rank price applies, each discount, the total. A line over the
// seller's purchase limit or stock is shown at that line's quantity field, before and after
// submitting. One click places one order (the client sends one Idempotency-Key per submission).
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { ORDER_QUANTITY } from '../../../contract/business-profile.constants.ts'
import type {
  BusinessOrderCreated,
  BusinessOrderQuote,
  BusinessProduct,
  CreateBusinessOrderRequest,
} from '../../../contract/business-profile.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { orderQuoteMachine } from '../../machines/business-network/order-quote.machine.ts'
import {
  MAX_CART_LINES,
  type OrderDraft,
  type OrderLineDraft,
  orderDraft,
  orderRequest,
  pricedLines,
  validateOrder,
  withProfileDelivery,
} from '../../machines/business-network/profile-form.ts'
import type { FieldError } from '../../machines/shared/form.machine.ts'
import {
  createBusinessProductPcOrder,
  getBusiDetail,
  getBusinessProductByType,
  quoteBusinessOrder,
} from '../../services/business-profile.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useCartQuote } from '../shared/use-cart-quote.ts'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { useLoad } from '../shared/use-load.ts'
import { SavedDeliveries } from './saved-deliveries.tsx'

/** The seller's products the cart offers: one page of its products on sale. */
const CART_PRODUCTS = 100

export interface BusinessOrderDialogProps {
  partyId: string
  /** The product the buyer chose: the cart's first line is its first SKU. */
  product: BusinessProduct
  onOrdered: (created: BusinessOrderCreated) => void
  onCancel: () => void
}

function useQuote(partyId: string, values: OrderDraft) {
  const lines = pricedLines(values)
  const request = lines ? { partyId, lines } : undefined
  return useCartQuote<CreateBusinessOrderRequest, BusinessOrderQuote>(request, () =>
    orderQuoteMachine.provide({
      actors: {
        quote: fromPromise(({ input, signal }) =>
          quoteBusinessOrder(input as CreateBusinessOrderRequest, signal),
        ),
      },
    }),
  )
}

export function BusinessOrderDialog({ partyId, product, onOrdered, onCancel }: BusinessOrderDialogProps) {
  const { t } = useTranslation('business-profile')
  const fieldMessage = useFieldMessage('business-profile')
  const [initial] = useState(() => orderDraft(product.skus[0]?.skuId ?? null))
  const form = useDialogForm<OrderDraft, BusinessOrderCreated>({
    values: initial,
    validate: validateOrder,
    submit: (d, signal) => createBusinessProductPcOrder(orderRequest(partyId, d), signal),
    onSubmitted: onOrdered,
    ns: 'business-profile',
  })
  const { values, change } = form
  const catalogue = useLoad((signal) =>
    getBusinessProductByType({ partyId, page: 1, pageSize: CART_PRODUCTS }, signal),
  )
  const own = useLoad((signal) => getBusiDetail(undefined, signal))
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the profile arrives
  useEffect(() => {
    const fill = withProfileDelivery(values, own.data)
    if (Object.keys(fill).length > 0) change(fill)
  }, [own.data])
  const { quote, busy: quoting, error: quoteError } = useQuote(partyId, values)

  const products = catalogue.data?.list.some((p) => p.productId === product.productId)
    ? catalogue.data.list
    : [product, ...(catalogue.data?.list ?? [])]
  const skuOptions = products.flatMap((p) =>
    p.skus.map((s) => ({
      value: s.skuId,
      label: `${p.name}${s.spec ? ` · ${s.spec}` : ''} · ${formatYuan(s.price)} · ${t('order.columns.stock')} ${s.stock}`,
    })),
  )
  const setLine = (i: number, patch: Partial<OrderLineDraft>) =>
    change({ lines: values.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) })
  const addLine = () => change({ lines: [...values.lines, { skuId: null, quantity: 1 }] })
  const removeLine = (i: number) => change({ lines: values.lines.filter((_, j) => j !== i) })

  const violation = (i: number) => quote?.limitViolations.find((v) => v.field === `lines.${i}.quantity`)
  const quantityMessage = (i: number) => {
    const e: FieldError | undefined = form.fieldErrors[`lines.${i}.quantity`] ?? violation(i)
    if (e?.reason === 'overPurchaseLimit') return t('validation.overPurchaseLimit', { max: e.max ?? 0 })
    if (e?.reason === 'overStock')
      return `${t('validation.overStock')} ${fieldMessage({ reason: 'tooLarge', max: e.max ?? 0 })}`
    return fieldMessage(e)
  }
  const quotedLine = (i: number) => quote?.lines.find((l) => l.index === i)

  return (
    <FormDialog title={t('order.cartTitle')} confirmLabel={t('order.submit')} form={form} onCancel={onCancel}>
      <div className="busi-cart">
        <ol className="busi-cart__lines" aria-label={t('order.cartLines')}>
          {values.lines.map((line, i) => {
            const priced = quotedLine(i)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position in the cart (the request's lines.N)
              <li key={i} className="busi-cart__line">
                <FormField
                  id={`busi-order-sku-${i}`}
                  label={t('order.lineSku', { n: i + 1 })}
                  error={fieldMessage(form.fieldErrors[`lines.${i}.skuId`])}
                >
                  <Dropdown
                    value={line.skuId}
                    options={skuOptions}
                    filter
                    placeholder={t('order.chooseSku')}
                    onChange={(e) => setLine(i, { skuId: e.value })}
                  />
                </FormField>
                <FormField
                  id={`busi-order-quantity-${i}`}
                  label={t('order.lineQuantity', { n: i + 1 })}
                  error={quantityMessage(i)}
                  hint={t('order.quantityHint', ORDER_QUANTITY)}
                >
                  <InputNumber
                    value={line.quantity}
                    useGrouping={false}
                    min={0}
                    onValueChange={(e) => setLine(i, { quantity: e.value ?? null })}
                  />
                </FormField>
                <output className="busi-cart__price" aria-label={t('order.linePrice', { n: i + 1 })}>
                  {priced ? <QuotedLine line={priced} /> : <span className="busi-cart__pending">—</span>}
                </output>
                <Button
                  icon="pi pi-trash"
                  text
                  severity="secondary"
                  aria-label={t('order.removeLine', { n: i + 1 })}
                  disabled={values.lines.length === 1}
                  onClick={() => removeLine(i)}
                />
              </li>
            )
          })}
        </ol>
        <Button
          label={t('order.addLine')}
          icon="pi pi-plus"
          text
          size="small"
          disabled={values.lines.length >= MAX_CART_LINES}
          onClick={addLine}
        />
        <QuoteTotals quote={quote} busy={quoting} />
        <ErrorNotice error={quoteError} />
        <fieldset className="busi-form busi-cart__delivery">
          <legend>{t('order.delivery')}</legend>
          <SavedDeliveries
            onChoose={(d) =>
              change({ receiverName: d.receiverName, receiverPhone: d.receiverPhone, address: d.address })
            }
          />
          <FormField
            id="busi-order-receiver"
            label={t('order.receiverName')}
            error={fieldMessage(form.fieldErrors['delivery.receiverName'])}
          >
            <InputText
              value={values.receiverName}
              onChange={(e) => change({ receiverName: e.target.value })}
            />
          </FormField>
          <FormField
            id="busi-order-phone"
            label={t('order.receiverPhone')}
            error={fieldMessage(form.fieldErrors['delivery.receiverPhone'])}
          >
            <InputText
              value={values.receiverPhone}
              onChange={(e) => change({ receiverPhone: e.target.value })}
            />
          </FormField>
          <div className="wide">
            <FormField
              id="busi-order-address"
              label={t('order.address')}
              error={fieldMessage(form.fieldErrors['delivery.address'])}
            >
              <InputText value={values.address} onChange={(e) => change({ address: e.target.value })} />
            </FormField>
          </div>
          <div className="wide">
            <FormField
              id="busi-order-remark"
              label={t('order.remark')}
              error={fieldMessage(form.fieldErrors.remark)}
            >
              <InputText value={values.remark} onChange={(e) => change({ remark: e.target.value })} />
            </FormField>
          </div>
        </fieldset>
      </div>
    </FormDialog>
  )
}

function QuotedLine({ line }: { line: BusinessOrderQuote['lines'][number] }) {
  const { t } = useTranslation('business-profile')
  const reduced = line.unitPrice < line.listUnitPrice
  return (
    <>
      <span>
        {reduced && (
          <s
            className="busi-cart__list"
            title={t('order.listWas', { price: formatYuan(line.listUnitPrice) })}
          >
            {formatYuan(line.listUnitPrice)}
          </s>
        )}{' '}
        {formatYuan(line.unitPrice)} × {line.quantity} = <strong>{formatYuan(line.amount)}</strong>
      </span>
      {line.adjustments.length > 0 && (
        <ul className="busi-cart__adjustments">
          {line.adjustments.map((a, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: adjustments are listed in the order applied
            <li key={j}>
              {t(`order.kind.${a.kind}`)}
              {a.name ? ` · ${a.name}` : ''} −{formatYuan(a.amount)}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function QuoteTotals({ quote, busy }: { quote: BusinessOrderQuote | undefined; busy: boolean }) {
  const { t } = useTranslation('business-profile')
  return (
    <dl className="busi-cart__totals" aria-label={t('order.totals')} aria-busy={busy}>
      <dt>{t('order.listTotal')}</dt>
      <dd>{quote ? formatYuan(quote.totals.listTotal) : '—'}</dd>
      <dt>{t('order.discountTotal')}</dt>
      <dd>
        {!quote
          ? '—'
          : quote.totals.discountTotal > 0
            ? `−${formatYuan(quote.totals.discountTotal)}`
            : formatYuan(0)}
      </dd>
      <dt>{t('order.payableTotal')}</dt>
      <dd>
        <strong>{quote ? formatYuan(quote.totals.payableTotal) : '—'}</strong>
      </dd>
    </dl>
  )
}
