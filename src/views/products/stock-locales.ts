// Registers the stock namespace when a page showing stock loads (the SKU's history, the product
// list, the order detail).
import { registerStockLocales } from '../../locales/stock-resources.ts'

registerStockLocales()
