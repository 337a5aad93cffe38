// disProduct: the merchant's distribution products.
import './setup-locales.ts'
import { DisProductList } from './dis-product-list.tsx'
import '../shared/setup-page.css'

export default function DisProductPage() {
  return <DisProductList mixed={false} />
}
