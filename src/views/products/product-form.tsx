// Add and edit a product (addProduct, editProduct) on the one form pattern: useForm holds the
// draft, the checks (src/machines/products/product-form.ts), the save and the server's field
// errors; leaving with unsaved input is guarded by the tab. A save refused because the product
// changed since it was loaded (40900) reloads it and says so. Quill is loaded only here.
import 'quill/dist/quill.snow.css'
import { Button } from 'primereact/button'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import { ResultCode } from '../../../contract/codes.ts'
import type { ProductDetail } from '../../../contract/products.schema.ts'
import {
  emptyProduct,
  type ProductDraft,
  productDraft,
  productRequest,
  validateProduct,
} from '../../machines/products/product-form.ts'
import { createProduct, editProduct, getProductDetail } from '../../services/products.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { isRecordNotFound, RecordNotFound } from '../shared/record-not-found.tsx'
import { RichTextEditor } from '../shared/rich-text-editor.tsx'
import { useForm } from '../shared/use-form.ts'
import { ProductFormFields } from './product-form-fields.tsx'
import { ProductImagesField } from './product-images-field.tsx'
import { PRODUCT_LIST, useCategoryAndBrandOptions, useFreightTemplateOptions } from './product-options.ts'
import { ProductSkuGrid } from './product-sku-grid.tsx'
import { firstUnder, ProductSpecEditor } from './product-spec-editor.tsx'

export function ProductForm({ productId }: { productId: string | undefined }) {
  const { t } = useTranslation('products')
  const { show } = usePageToast()
  const options = useCategoryAndBrandOptions()
  const templates = useFreightTemplateOptions()
  // The updatedAt of the copy being edited: sent with the save, refused when stale.
  const version = useRef('')
  const [reloaded, setReloaded] = useState(false)
  const [blank] = useState(() => (productId ? undefined : emptyProduct()))
  const load = async (signal: AbortSignal) => {
    const d: ProductDetail = await getProductDetail(productId ?? '', signal)
    version.current = d.updatedAt
    return productDraft(d)
  }
  const form = useForm<ProductDraft, ProductDetail>({
    ...(blank ? { values: blank } : { load }),
    validate: validateProduct,
    submit: (draft, signal) =>
      productId
        ? editProduct(productId, version.current, productRequest(draft), signal)
        : createProduct(productRequest(draft), signal),
    onSubmitted: (saved) => {
      show('success', t('form.saved', { name: saved.name }))
      navigate(PRODUCT_LIST)
    },
    ns: 'products',
  })
  const stale = form.error?.code === ResultCode.conflict && productId !== undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload once per refused save
  useEffect(() => {
    if (!stale) return
    const controller = new AbortController()
    load(controller.signal).then(
      (draft) => {
        form.reset(draft)
        setReloaded(true)
      },
      () => {},
    )
    return () => controller.abort()
  }, [stale])

  const title = productId ? t('form.editTitle') : t('form.addTitle')
  if (form.loadFailed && isRecordNotFound(form.error))
    return <RecordNotFound title={title} backTo={PRODUCT_LIST} />
  if (form.loadFailed) return <ErrorNotice error={form.error} onRetry={form.retry} />
  if (form.loading) return <p aria-busy="true">{t('form.loading')}</p>
  const { values, change, message } = form
  return (
    <form
      className="product-form"
      aria-labelledby="product-form-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setReloaded(false)
        form.submit()
      }}
    >
      <header className="page-header">
        <h1 id="product-form-title">{title}</h1>
      </header>
      {reloaded && <ErrorNotice text={t('form.reloaded')} />}
      {!stale && <ErrorNotice error={form.error} />}
      <ErrorNotice error={options.error ?? templates.error} onRetry={options.retry} />
      <section className="setup-section" aria-labelledby="product-basic">
        <h2 id="product-basic">{t('form.basic')}</h2>
        <div className="setup-form">
          <ProductFormFields
            form={form}
            categories={options.categories}
            brands={options.brands}
            templates={templates.options}
          />
          <ProductImagesField
            images={values.images}
            error={message('images') ?? firstUnder(form, 'images.')}
            onChange={(images) => change({ images })}
          />
        </div>
      </section>
      <section className="setup-section" aria-labelledby="product-skus">
        <h2 id="product-skus">{t('form.specsAndSkus')}</h2>
        <ProductSpecEditor form={form} />
        <ProductSkuGrid form={form} />
      </section>
      <section className="setup-section" aria-labelledby="product-description">
        <h2 id="product-description">{t('fields.description')}</h2>
        <FormField
          id="product-description-editor"
          label={t('fields.description')}
          error={message('description')}
        >
          <RichTextEditor
            className="product-editor"
            value={values.description}
            onTextChange={(e) => change({ description: e.htmlValue ?? '' })}
          />
        </FormField>
      </section>
      <div className="setup-form-actions">
        <Button type="submit" icon="pi pi-check" label={t('actions.save')} loading={form.busy} />
        <Button type="button" outlined label={t('actions.cancel')} onClick={() => navigate(PRODUCT_LIST)} />
      </div>
    </form>
  )
}
