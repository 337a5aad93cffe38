// disProduct: the merchant's distribution products.
import './setup-locales.ts'
import { DisProductList } from './dis-product-list.tsx'
import './distribution-setup.css'

export default function DisProductPage() {
  return <DisProductList mixed={false} />
}
