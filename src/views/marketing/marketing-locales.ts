// Registers the marketing namespace when the first marketing page loads.
import { registerMarketingLocales } from '../../locales/marketing-resources.ts'

registerMarketingLocales()
