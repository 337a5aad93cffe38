// Order from a catalogue (/purchase-management/catalogueOrder, the dealer's side, issue 31): a
// merchant that is an enabled member of a supplier chooses one of that supplier's open catalogues,
// fills quantities, sees the price the supplier's approval will charge (quoteCatalogueOrder,
// asked again as quantities change) and places the order (placeCatalogueOrder) on the one form
// pattern, refusals at their field. The order then waits for the supplier's approval (the success
// message names it); approved, it is a sales order in My purchases.
import './catalogue-locales.ts'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { fromPromise } from 'xstate'
import {
  CATALOGUE_ORDER_QUANTITY,
  CATALOGUE_PHONE_PATTERN,
  MAX_CATALOGUE_ADDRESS_LENGTH,
  MAX_CATALOGUE_ORDER_LINES,
  MAX_CATALOGUE_ORDER_REMARK_LENGTH,
  MAX_CATALOGUE_RECEIVER_LENGTH,
} from '../../../contract/catalogue.constants.ts'
import type {
  CatalogueOrderPlaced,
  CatalogueOrderQuote,
  CatalogueOrderRequest,
  OrderableCatalogue,
} from '../../../contract/catalogue.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { catalogueQuoteMachine } from '../../machines/catalogue/catalogue-quote.machine.ts'
import type { FieldErrors } from '../../machines/shared/form.machine.ts'
import {
  getOrderableCatalogues,
  placeCatalogueOrder,
  quoteCatalogueOrder,
} from '../../services/catalogue.api.ts'
import { getBusiDetail } from '../../services/business-profile.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { useCartQuote } from '../shared/use-cart-quote.ts'
import { FormField, useFieldMessage } from '../shared/form-field.tsx'
import { useForm } from '../shared/use-form.ts'
import { useLoad } from '../shared/use-load.ts'
import './catalogue.css'

interface Draft extends Record<string, unknown> {
  catalogueId: number | null
  /** skuId -> quantity typed (null or 0: not ordered). */
  quantities: Record<string, number | null>
  remark: string
  receiverName: string
  receiverPhone: string
  address: string
}

const EMPTY: Draft = {
  catalogueId: null,
  quantities: {},
  remark: '',
  receiverName: '',
  receiverPhone: '',
  address: '',
}

type Sku = OrderableCatalogue['products'][number]['skus'][number] & { productName: string }

const skusOf = (catalogue: OrderableCatalogue | undefined): Sku[] =>
  catalogue?.products.flatMap((p) => p.skus.map((s) => ({ ...s, productName: p.name }))) ?? []

/** The request's lines: the SKUs with a quantity, in the catalogue's order. */
function linesOf(skus: Sku[], d: Draft) {
  return skus.flatMap((s) => {
    const quantity = d.quantities[String(s.skuId)]
    return quantity ? [{ skuId: s.skuId, quantity }] : []
  })
}

function validate(skus: Sku[]) {
  return (d: Draft): FieldErrors => {
    const errors: FieldErrors = {}
    if (d.catalogueId === null) errors.catalogueId = { reason: 'required' }
    const lines = linesOf(skus, d)
    if (d.catalogueId !== null && lines.length === 0) errors.lines = { reason: 'noLines' }
    if (lines.length > MAX_CATALOGUE_ORDER_LINES)
      errors.lines = { reason: 'tooMany', max: MAX_CATALOGUE_ORDER_LINES }
    lines.forEach((l, i) => {
      if (!Number.isInteger(l.quantity)) errors[`lines.${i}.quantity`] = { reason: 'integer' }
      else if (l.quantity < CATALOGUE_ORDER_QUANTITY.min || l.quantity > CATALOGUE_ORDER_QUANTITY.max)
        errors[`lines.${i}.quantity`] = { ...CATALOGUE_ORDER_QUANTITY, reason: 'range' }
    })
    if (!d.receiverName.trim()) errors['delivery.receiverName'] = { reason: 'required' }
    else if (d.receiverName.trim().length > MAX_CATALOGUE_RECEIVER_LENGTH)
      errors['delivery.receiverName'] = { reason: 'tooLong', max: MAX_CATALOGUE_RECEIVER_LENGTH }
    if (!d.receiverPhone.trim()) errors['delivery.receiverPhone'] = { reason: 'required' }
    else if (!new RegExp(CATALOGUE_PHONE_PATTERN).test(d.receiverPhone.trim()))
      errors['delivery.receiverPhone'] = { reason: 'phone' }
    if (!d.address.trim()) errors['delivery.address'] = { reason: 'required' }
    else if (d.address.trim().length > MAX_CATALOGUE_ADDRESS_LENGTH)
      errors['delivery.address'] = { reason: 'tooLong', max: MAX_CATALOGUE_ADDRESS_LENGTH }
    if (d.remark.trim().length > MAX_CATALOGUE_ORDER_REMARK_LENGTH)
      errors.remark = { reason: 'tooLong', max: MAX_CATALOGUE_ORDER_REMARK_LENGTH }
    return errors
  }
}

function useQuote(request: CatalogueOrderRequest | undefined) {
  return useCartQuote<CatalogueOrderRequest, CatalogueOrderQuote>(request, () =>
    catalogueQuoteMachine.provide({
      actors: {
        quote: fromPromise(({ input, signal }) =>
          quoteCatalogueOrder(input as CatalogueOrderRequest, signal),
        ),
      },
    }),
  )
}

export default function CatalogueOrderingPage() {
  const { t } = useTranslation('catalogue')
  const catalogues = useLoad((signal) => getOrderableCatalogues(signal))
  const [placed, setPlaced] = useState<CatalogueOrderPlaced | undefined>()
  // The chosen catalogue's SKUs, read by the form's checks and submit (created once).
  const skusRef = useRef<Sku[]>([])
  const form = useForm<Draft, CatalogueOrderPlaced>({
    values: EMPTY,
    validate: (d) => validate(skusRef.current)(d),
    submit: (d, signal) =>
      placeCatalogueOrder(
        {
          catalogueId: d.catalogueId as number,
          lines: linesOf(skusRef.current, d),
          remark: d.remark,
          delivery: { receiverName: d.receiverName, receiverPhone: d.receiverPhone, address: d.address },
        },
        signal,
      ),
    onSubmitted: (result, d) => {
      setPlaced(result)
      form.reset({
        ...EMPTY,
        catalogueId: d.catalogueId,
        receiverName: d.receiverName,
        receiverPhone: d.receiverPhone,
        address: d.address,
      })
    },
    ns: 'catalogue',
  })
  const { values, change } = form
  // The delivery starts as the dealer's business profile (as the business order's does).
  const profile = useLoad((signal) => getBusiDetail(undefined, signal))
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the profile arrives
  useEffect(() => {
    const p = profile.data
    if (!p) return
    const fill: Partial<Draft> = {}
    if (values.receiverName === '') fill.receiverName = p.contactName
    if (values.receiverPhone === '') fill.receiverPhone = p.contactPhone
    if (values.address === '') fill.address = p.address
    if (Object.keys(fill).length > 0) change(fill)
  }, [profile.data])
  const list = catalogues.data ?? []
  const catalogue = list.find((c) => c.id === values.catalogueId)
  const skus = useMemo(() => skusOf(catalogue), [catalogue])
  skusRef.current = skus
  const lines = linesOf(skus, values)
  // The quote prices the lines whose quantity is within the rules; the others say so at once.
  const inRange = (q: number) =>
    Number.isInteger(q) && q >= CATALOGUE_ORDER_QUANTITY.min && q <= CATALOGUE_ORDER_QUANTITY.max
  const quotable = lines.filter((l) => inRange(l.quantity))
  const {
    quote,
    busy: quoting,
    error: quoteError,
  } = useQuote(catalogue && quotable.length > 0 ? { catalogueId: catalogue.id, lines: quotable } : undefined)
  const fieldMessage = useFieldMessage('catalogue')
  const lineIndex = (skuId: number) => lines.findIndex((l) => l.skuId === skuId)
  const options = list.map((c) => ({ value: c.id, label: `${c.supplierName} · ${c.name}` }))

  return (
    <section className="page catalogue-ordering" aria-labelledby="catalogue-ordering-title">
      <header className="page-header">
        <h1 id="catalogue-ordering-title">{t('ordering.title')}</h1>
      </header>
      <p className="catalogue-ordering__intro">{t('ordering.intro')}</p>
      <ErrorNotice error={catalogues.error} onRetry={catalogues.retry} />
      {placed && (
        <div className="catalogue-ordering__placed" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" />{' '}
          {t('ordering.placed', { orderNo: placed.orderNo, supplier: placed.supplierName })}{' '}
          <Link href="/purchase-management/purchaseList">{t('ordering.toPurchases')}</Link>
        </div>
      )}
      {catalogues.data && list.length === 0 && <p>{t('ordering.none')}</p>}
      {list.length > 0 && (
        <form
          className="catalogue-ordering__form"
          aria-label={t('ordering.formLabel')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            form.submit()
          }}
        >
          <ErrorNotice error={form.error} />
          <FormField
            id="catalogue-ordering-catalogue"
            label={t('ordering.catalogue')}
            error={form.message('catalogueId')}
          >
            <Dropdown
              value={values.catalogueId}
              options={options}
              placeholder={t('ordering.chooseCatalogue')}
              onChange={(e) => {
                setPlaced(undefined)
                change({ catalogueId: e.value, quantities: {} })
              }}
            />
          </FormField>
          {catalogue && (
            <>
              {catalogue.description && (
                // Shown as its text, as the catalogue's own pages show the demo data's HTML.
                <p className="catalogue-ordering__desc">{catalogue.description.replace(/<[^>]*>/g, '')}</p>
              )}
              <div className="catalogue-ordering__table-wrap">
                <table className="catalogue-ordering__table" aria-label={t('ordering.productsLabel')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('ordering.product')}</th>
                      <th scope="col">{t('ordering.spec')}</th>
                      <th scope="col">{t('ordering.price')}</th>
                      <th scope="col">{t('ordering.quantity')}</th>
                      <th scope="col">{t('ordering.charged')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {skus.map((s) => {
                      const i = lineIndex(s.skuId)
                      const typed = values.quantities[String(s.skuId)]
                      const priced =
                        i >= 0 && typed && inRange(typed)
                          ? quote?.lines.find((l) => l.skuId === s.skuId)
                          : undefined
                      const error =
                        i >= 0
                          ? (form.message(`lines.${i}.quantity`) ??
                            form.message(`lines.${i}.skuId`) ??
                            (typed && !inRange(typed)
                              ? fieldMessage({ ...CATALOGUE_ORDER_QUANTITY, reason: 'range' })
                              : undefined))
                          : undefined
                      return (
                        <tr key={s.skuId}>
                          <td>{s.productName}</td>
                          <td>{s.spec || '—'}</td>
                          <td className="catalogue-money">{formatYuan(s.price)}</td>
                          <td>
                            <FormField
                              id={`catalogue-ordering-qty-${s.skuId}`}
                              label={t('ordering.quantityOf', { name: `${s.productName} ${s.spec}`.trim() })}
                              error={error}
                            >
                              <InputNumber
                                value={values.quantities[String(s.skuId)] ?? null}
                                useGrouping={false}
                                min={0}
                                onValueChange={(e) =>
                                  change({
                                    quantities: { ...values.quantities, [String(s.skuId)]: e.value ?? null },
                                  })
                                }
                              />
                            </FormField>
                          </td>
                          <td className="catalogue-money">
                            {priced ? (
                              <>
                                {priced.unitPrice < priced.listUnitPrice && (
                                  <s>{formatYuan(priced.listUnitPrice)}</s>
                                )}{' '}
                                {formatYuan(priced.unitPrice)} × {priced.quantity} ={' '}
                                <strong>{formatYuan(priced.amount)}</strong>
                              </>
                            ) : (
                              '—'
                            )}
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
              {form.message('lines') && (
                <small className="p-error" role="alert">
                  {form.message('lines')}
                </small>
              )}
              <output
                className="catalogue-ordering__totals"
                aria-label={t('ordering.totalLabel')}
                aria-busy={quoting}
              >
                {quote ? (
                  <>
                    <span>{t('ordering.listTotal', { amount: formatYuan(quote.totals.listTotal) })}</span>
                    {quote.totals.discountTotal > 0 && (
                      <span>
                        {t('ordering.discount', { amount: formatYuan(quote.totals.discountTotal) })}
                      </span>
                    )}
                    <strong>
                      {t('ordering.payable', { amount: formatYuan(quote.totals.payableTotal) })}
                    </strong>
                  </>
                ) : (
                  <span>{t('ordering.noQuote')}</span>
                )}
              </output>
              <ErrorNotice error={quoteError} />
              <FormField
                id="catalogue-ordering-remark"
                label={t('ordering.remark')}
                error={form.message('remark')}
                counter={{ length: values.remark.length, max: MAX_CATALOGUE_ORDER_REMARK_LENGTH }}
              >
                <InputText value={values.remark} onChange={(e) => change({ remark: e.target.value })} />
              </FormField>
              <fieldset className="catalogue-ordering__delivery">
                <legend>{t('ordering.delivery')}</legend>
                <FormField
                  id="catalogue-ordering-receiver"
                  label={t('ordering.receiverName')}
                  error={form.message('delivery.receiverName')}
                >
                  <InputText
                    value={values.receiverName}
                    onChange={(e) => change({ receiverName: e.target.value })}
                  />
                </FormField>
                <FormField
                  id="catalogue-ordering-phone"
                  label={t('ordering.receiverPhone')}
                  error={form.message('delivery.receiverPhone')}
                >
                  <InputText
                    value={values.receiverPhone}
                    onChange={(e) => change({ receiverPhone: e.target.value })}
                  />
                </FormField>
                <FormField
                  id="catalogue-ordering-address"
                  label={t('ordering.address')}
                  error={form.message('delivery.address')}
                >
                  <InputText value={values.address} onChange={(e) => change({ address: e.target.value })} />
                </FormField>
                <p className="catalogue-ordering__note">{t('ordering.deliveryNote')}</p>
              </fieldset>
              <Button type="submit" label={t('ordering.submit')} icon="pi pi-send" loading={form.busy} />
            </>
          )}
        </form>
      )}
    </section>
  )
}
