// Registers the distribution namespace when the first distribution page loads.
import { registerDistributionLocales } from '../../locales/distribution-resources.ts'

registerDistributionLocales()
