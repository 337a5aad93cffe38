// Add and edit a product (addProduct, editProduct) on the one form pattern: useForm holds the
// draft, the checks (src/machines/products/product-form.ts), the save and the server's field
// errors; leaving with unsaved input is guarded by the tab. A save refused because the product
// changed since it was loaded (40900) reloads it in the form machine and says so; loading, a
// failed load and an unknown product are the record frame's. Quill is loaded only here.
import 'quill/dist/quill.snow.css'
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
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
import { RecordFrame } from '../shared/record-frame.tsx'
import { RichTextEditor } from '../shared/rich-text-editor.tsx'
import { SaveNotice } from '../shared/save-form.tsx'
import { type FormApi, useForm } from '../shared/use-form.ts'
import { ProductFormFields } from './product-form-fields.tsx'
import { ProductImagesField } from './product-images-field.tsx'
import { PRODUCT_LIST, useCategoryAndBrandOptions, useFreightTemplateOptions } from './product-options.ts'
import { ProductSkuGrid } from './product-sku-grid.tsx'
import { firstUnder, ProductSpecEditor } from './product-spec-editor.tsx'

/** `missing`: opened to edit with no usable id (the frame says the product is not found). */
export function ProductForm({ productId, missing }: { productId: string | undefined; missing?: boolean }) {
  const { t } = useTranslation('products')
  const { show } = usePageToast()
  const options = useCategoryAndBrandOptions()
  const templates = useFreightTemplateOptions()
  const [blank] = useState(() => (productId ? undefined : emptyProduct()))
  const form = useForm<ProductDraft, ProductDetail>({
    ...(blank
      ? { values: blank }
      : { load: async (signal) => productDraft(await getProductDetail(productId ?? '', signal)) }),
    validate: validateProduct,
    submit: (draft, signal) =>
      productId
        ? editProduct(productId, draft.updatedAt ?? '', productRequest(draft), signal)
        : createProduct(productRequest(draft), signal),
    onSubmitted: (saved) => {
      show('success', t('form.saved', { name: saved.name }))
      navigate(PRODUCT_LIST)
    },
    ns: 'products',
  })
  const title = productId || missing ? t('form.editTitle') : t('form.addTitle')
  return (
    <RecordFrame title={title} backTo={PRODUCT_LIST} loaded={form.loaded} missing={missing}>
      {() => (
        <section className="page">
          <ProductFormBody form={form} title={title} options={options} templates={templates} />
        </section>
      )}
    </RecordFrame>
  )
}

function ProductFormBody({
  form,
  title,
  options,
  templates,
}: {
  form: FormApi<ProductDraft>
  title: string
  options: ReturnType<typeof useCategoryAndBrandOptions>
  templates: ReturnType<typeof useFreightTemplateOptions>
}) {
  const { t } = useTranslation('products')
  const { values, change, message } = form
  return (
    <form
      className="product-form"
      aria-labelledby="product-form-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <header className="page-header">
        <h1 id="product-form-title">{title}</h1>
      </header>
      <SaveNotice form={form} changedText={t('form.reloaded')} />
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
