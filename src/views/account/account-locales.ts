// Registers the account namespace when the first account management page loads.
import { registerAccountLocales } from '../../locales/account-resources.ts'

registerAccountLocales()
