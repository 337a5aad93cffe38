// /product-management/editProduct?id=: opened with no id it is not a new product (that is
// addProduct) but a record that cannot be found.
import './product-locales.ts'
import '../shared/setup-page.css'
import './product-pages.css'
import { useState } from 'react'
import { useSearch } from 'wouter'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { ProductForm } from './product-form.tsx'

export default function ProductEditPage() {
  const search = useSearch()
  const [id] = useState(() => recordIdParam(search, 'id'))
  return (
    <ProductForm key={id} productId={id === undefined ? undefined : String(id)} missing={id === undefined} />
  )
}
