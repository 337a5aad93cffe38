// /product-management/editProduct?id=: opened with no id it is not a new product (that is
// addProduct) but a record that cannot be found.
import './product-locales.ts'
import '../shared/setup-page.css'
import './product-pages.css'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { RecordNotFound, recordIdParam } from '../shared/record-not-found.tsx'
import { ProductForm } from './product-form.tsx'
import { PRODUCT_LIST } from './product-options.ts'

export default function ProductEditPage() {
  const { t } = useTranslation('products')
  const search = useSearch()
  const [id] = useState(() => recordIdParam(search, 'id'))
  if (id === undefined) return <RecordNotFound title={t('form.editTitle')} backTo={PRODUCT_LIST} />
  return (
    <section className="page">
      <ProductForm key={id} productId={String(id)} />
    </section>
  )
}
