// /product-management/addProduct
import './product-locales.ts'
import '../shared/setup-page.css'
import './product-pages.css'
import { ProductForm } from './product-form.tsx'

export default function ProductAddPage() {
  return <ProductForm productId={undefined} />
}
