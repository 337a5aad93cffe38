// Registers the purchases namespace when the first purchase page loads.
import { registerPurchasesLocales } from '../../locales/purchases-resources.ts'

registerPurchasesLocales()
