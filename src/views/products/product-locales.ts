// Imported first by every product catalogue page: its texts are registered before render.
import { registerProductsLocales } from '../../locales/products-resources.ts'

registerProductsLocales()
