// mixedProduct: distribution products members may combine to reach the minimum quantity.
import './setup-locales.ts'
import { DisProductList } from './dis-product-list.tsx'
import '../shared/setup-page.css'

export default function MixedProductPage() {
  return <DisProductList mixed />
}
