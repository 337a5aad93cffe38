// Registers the afterSales namespace when the after-sales page loads.
import { registerAfterSalesLocales } from '../../locales/after-sales-resources.ts'

registerAfterSalesLocales()
