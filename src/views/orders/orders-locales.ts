// Registers the orders namespace when the first order page loads.
import { registerOrdersLocales } from '../../locales/orders-resources.ts'

registerOrdersLocales()
