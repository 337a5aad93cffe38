// Imported first by every product catalogue page: its texts (and the distribution set-up texts
// of the shared region fields) are registered before render.
import '../distribution/setup-locales.ts'
import { registerProductsLocales } from '../../locales/products-resources.ts'

registerProductsLocales()
